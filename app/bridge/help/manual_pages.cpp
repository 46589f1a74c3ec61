#include "bridge/help/manual_pages.h"

#include <QVariantMap>

#include "bridge/qt_text.h"
#include "common/manual.h"
#include "common/manual_links.h"

using namespace santwin;

ManualPages::ManualPages(QObject* parent) : QObject(parent) {
    for (const manual::Page& p : manual::pages())
        pages_.append(QVariantMap{{"topic", qs(p.topic)}, {"title", qs(p.title)}});
}

QString ManualPages::markdown(const QString& topic) const {
    const auto page = manual::find_page(ss(topic));
    return page ? qs(manual::pictures_as_captions(page->markdown)) : QString();
}

QString ManualPages::title(const QString& topic) const {
    const auto page = manual::find_page(ss(topic));
    return page ? qs(page->title) : QString();
}

int ManualPages::indexOf(const QString& topic) const {
    for (int i = 0; i < pages_.size(); ++i)
        if (pages_[i].toMap().value("topic").toString() == topic) return i;
    return -1;
}

QString ManualPages::topicOfLink(const QString& link) const {
    return qs(manual::topic_of_link(ss(link)).value_or(std::string()));
}
