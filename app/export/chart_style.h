#pragma once
// How exported charts look: fonts, colours and spacing in logical units (1/96 inch), so a chart
// drawn to a 96 dpi SVG, a 300 dpi PDF page or a PNG at any DPI keeps its proportions.
#include <QColor>
#include <QFont>
#include <QString>

namespace santwin::exporting {

struct ChartStyle {
    QString family = QStringLiteral("DejaVu Sans");
    double title_px = 17;
    double subtitle_px = 11.5;
    double axis_title_px = 11.5;
    double tick_px = 10.5;
    double legend_px = 11;
    double value_px = 9.5;
    double caption_px = 9;
    double margin = 18;

    QColor text{0x22, 0x22, 0x22};
    QColor muted{0x6b, 0x6b, 0x6b};
    QColor grid{0xe3, 0xe3, 0xe3};
    QColor axis{0x88, 0x88, 0x88};
    QColor background{Qt::white};
    QColor published{0x1a, 0x1a, 0x1a};
    QColor requirement{0xb0, 0x26, 0x1e};
    int series_lighter = 100;  // QColor::lighter factor for the palette (dark backgrounds: >100)
    // The provenance line under the plot (lab, scenario, runs, version): exports keep it; the
    // GUI's charts dock leaves it out, the run being named beside it, for a taller plot.
    bool caption = true;

    QFont font(double px, bool bold = false) const;
    // Series colour i (a colour-blind-safe qualitative palette, cycling).
    QColor series(int i) const;
};

const ChartStyle& default_style();
// For charts shown in the dark theme: the same layout on the theme's panel colour, light text and
// a lightened palette. Exports always use default_style().
const ChartStyle& dark_style();

}  // namespace santwin::exporting
