#include "export/category_labels.h"

#include <QFontMetricsF>
#include <QStringList>
#include <algorithm>

namespace santwin::exporting {

namespace {
constexpr int kMaxLines = 4;

// `text` wrapped at spaces to `width` in at most kMaxLines lines; `cut` is set when a word had
// to be elided or lines dropped.
QString wrap(const QString& text, const QFontMetricsF& fm, double width, bool* cut) {
    QStringList lines;
    QString line;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        const QString trial = line.isEmpty() ? word : line + ' ' + word;
        if (fm.horizontalAdvance(trial) <= width || line.isEmpty()) {
            line = trial;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty()) lines << line;
    *cut = false;
    if (lines.size() > kMaxLines) {
        lines = lines.mid(0, kMaxLines);
        lines.back() += QStringLiteral(" \u2026");
        *cut = true;
    }
    for (QString& l : lines) {
        const QString whole = l;
        l = fm.elidedText(l, Qt::ElideRight, width);
        *cut = *cut || l != whole;
    }
    return lines.join('\n');
}
}  // namespace

CategoryLabels fit_categories(const std::vector<std::string>& categories, const ChartStyle& s, double width) {
    CategoryLabels out;
    for (const double px : {s.tick_px, s.tick_px - 1, s.tick_px - 2}) {
        out = {s.font(px), {}, 1};
        const QFontMetricsF fm(out.font);
        bool cut = false;
        for (const std::string& category : categories) {
            bool this_cut = false;
            out.labels.push_back(wrap(QString::fromStdString(category), fm, width, &this_cut));
            cut = cut || this_cut;
            out.lines = std::max(out.lines, static_cast<int>(out.labels.back().count('\n')) + 1);
        }
        if (!cut) break;
    }
    return out;
}

}  // namespace santwin::exporting
