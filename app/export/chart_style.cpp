#include "export/chart_style.h"

namespace santwin::exporting {

QFont ChartStyle::font(double px, bool bold) const {
    QFont f(family);
    f.setPixelSize(static_cast<int>(px + 0.5));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);  // same glyph widths at every scale
    return f;
}

QColor ChartStyle::series(int i) const {
    // Okabe-Ito-inspired, ordered so the first two (before/after, VM/array) contrast strongly.
    static const QColor palette[] = {QColor(0x2f, 0x6d, 0xb5), QColor(0xe6, 0x7e, 0x22), QColor(0x3a, 0x9a, 0x5b),
                                     QColor(0xc0, 0x39, 0x8f), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                     QColor(0x8a, 0x6d, 0xc4), QColor(0x9a, 0x8a, 0x3c), QColor(0x5f, 0x6b, 0x7a),
                                     QColor(0x00, 0x9e, 0x99)};
    constexpr int n = sizeof palette / sizeof palette[0];
    const QColor c = palette[((i % n) + n) % n];
    return series_lighter == 100 ? c : c.lighter(series_lighter);
}

const ChartStyle& default_style() {
    static const ChartStyle s;
    return s;
}

const ChartStyle& dark_style() {
    static const ChartStyle s = [] {
        ChartStyle d;
        d.text = QColor(0xe4, 0xe9, 0xef);  // Theme.text, Theme.textMuted, Theme.panel (dark)
        d.muted = QColor(0xa6, 0xb0, 0xbc);
        d.grid = QColor(0x36, 0x3d, 0x46);
        d.axis = QColor(0x7d, 0x88, 0x95);
        d.background = QColor(0x25, 0x2a, 0x30);
        d.published = QColor(0xe4, 0xe9, 0xef);
        d.requirement = QColor(0xf2, 0x76, 0x6b);
        d.series_lighter = 135;
        return d;
    }();
    return s;
}

}  // namespace santwin::exporting
