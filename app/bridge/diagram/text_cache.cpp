#include "bridge/diagram/text_cache.h"

#include <QFontMetricsF>
#include <cmath>

const QStaticText& TextCache::get(std::uint64_t key, const QString& text, const QFont& font, double room,
                                  double* width) {
    Entry& e = entries_[key];
    const int step = static_cast<int>(std::floor(room / 4));
    const bool same_text = e.pixels == font.pixelSize() && e.bold == font.bold() && e.text == text &&
                           !e.laid_out.text().isNull();
    // A text that fits whole stays valid however the room changes while it still fits; an
    // elided one is redone when the room moves to another step.
    const bool still_fits = same_text && !e.elided && e.full_width <= room;
    if (!still_fits && !(same_text && e.elided && e.room_step == step)) {
        const QFontMetricsF metrics(font);
        if (!same_text) e.full_width = metrics.horizontalAdvance(text);
        e.elided = e.full_width > room;
        // Cut in the middle: boxes of one kind often share a prefix and differ at the end
        // ("dp 12vm-h1-d1" .. "-d4"), which an ellipsis at the end would hide.
        const QString shown = e.elided ? metrics.elidedText(text, Qt::ElideMiddle, step * 4.0) : text;
        e.pixels = font.pixelSize();
        e.bold = font.bold();
        e.room_step = step;
        e.text = text;
        e.laid_out = QStaticText(shown.isEmpty() ? QStringLiteral(" ") : shown);
        e.laid_out.setTextFormat(Qt::PlainText);
        e.laid_out.setPerformanceHint(QStaticText::AggressiveCaching);
        e.laid_out.prepare(QTransform(), font);
        e.width = shown.isEmpty() ? 0 : (e.elided ? metrics.horizontalAdvance(shown) : e.full_width);
    }
    if (width) *width = e.width;
    return e.laid_out;
}
