#pragma once
// Draws a resolved chart with QPainter — title, subtitle, legend, axes with ticks and units, the
// data, the reference marks and the caption naming lab, scenario, run and engine version — into
// any paint device: a QImage (PNG), QSvgGenerator (SVG) or QPdfWriter (PDF) page.
#include <QPainter>
#include <QRectF>
#include <QStringList>

#include "charts/chart_spec.h"
#include "export/chart_style.h"

namespace santwin::exporting {

// Logical units: 1 = 1/96 inch. Scale the painter first for devices with another resolution.
void paint_chart(QPainter& painter, const QRectF& area, const charts::Chart& chart,
                 const ChartStyle& style = default_style());

// The legend's entries in order: the series, then what the chart's marks and stripes mean.
QStringList legend_labels(const charts::Chart& chart, const ChartStyle& style = default_style());

// The size a chart reads best at, in logical units (800 x 500: a half page, a slide).
inline constexpr double kChartWidth = 800;
inline constexpr double kChartHeight = 500;

}  // namespace santwin::exporting
