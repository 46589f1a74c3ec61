#pragma once
// The manual for the Help viewer (qml/Help): its pages in the index's order, each page's
// Markdown as the viewer shows it (pictures as their captions: the screenshots are not part of
// the program), and which page a link inside a page opens. The same pages as
// `santwin-cli help TOPIC` (model/common/manual.h).
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>

class ManualPages : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // [{topic: "editor", title: "The editor"}, ...], the index first.
    Q_PROPERTY(QVariantList pages READ pages CONSTANT)
  public:
    explicit ManualPages(QObject* parent = nullptr);

    QVariantList pages() const { return pages_; }
    // The page of `topic` as the viewer shows it; "" when there is no such page.
    Q_INVOKABLE QString markdown(const QString& topic) const;
    Q_INVOKABLE QString title(const QString& topic) const;
    // Where `topic` is in `pages`, or -1.
    Q_INVOKABLE int indexOf(const QString& topic) const;
    // The topic a link opens ("engine.md#solver" -> "engine"); "" when it is not a manual page.
    Q_INVOKABLE QString topicOfLink(const QString& link) const;

  private:
    QVariantList pages_;
};
