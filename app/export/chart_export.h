#pragma once
// Exporting resolved charts to files: PNG at a chosen size and DPI, SVG, PDF (one page the
// chart's shape) and CSV, each with a sidecar JSON. Every file carries its context (lab, scenario,
// run, parameters, engine version): PNG text chunks, SVG <title>/<desc>/<metadata>, PDF title,
// creator and XMP metadata. Needs a QGuiApplication (see qt_runtime.h) for fonts.
#include <QByteArray>
#include <QImage>
#include <QSize>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "charts/chart_spec.h"

namespace santwin::exporting {

enum class Format { Png, Svg, Pdf, Csv };

// "png,svg,pdf,csv" (any subset, any order). Throws std::invalid_argument naming the bad one.
std::set<Format> parse_formats(const std::string& list);
const char* extension(Format f);

struct ExportOptions {
    std::set<Format> formats = {Format::Png, Format::Svg, Format::Pdf, Format::Csv};
    QSize png_pixels{1600, 1000};
    double png_dpi = 192;  // 1600 x 1000 at 192 dpi: the 800 x 500 layout, sharp on paper and HiDPI
};

// The chart drawn into an image of `pixels` at `dpi` (the layout scales with dpi / 96), with the
// context as image text (QImage::text) and the DPI in its resolution fields.
QImage render_image(const charts::Chart& chart, QSize pixels, double dpi);
// The chart as an SVG document (viewBox in logical units) with title, desc and metadata.
QByteArray render_svg(const charts::Chart& chart);

// Each writes one file or throws std::runtime_error naming the file and the fix.
void write_png(const charts::Chart& chart, const std::string& path, QSize pixels, double dpi);
void write_svg(const charts::Chart& chart, const std::string& path);
void write_pdf(const charts::Chart& chart, const std::string& path);
void write_csv(const charts::Chart& chart, const std::string& path);
// One file whose format is its suffix (.png .svg .pdf .csv, any case); throws for another suffix.
void write_chart_file(const charts::Chart& chart, const std::string& path, QSize png_pixels = {1600, 1000},
                      double png_dpi = 192);

// Writes <dir>/<stem>.<ext> for every chart and format, and <dir>/<stem>.json (the sidecar);
// creates dir if needed. Returns the paths written, in order.
std::vector<std::string> export_charts(const std::vector<charts::Chart>& charts, const std::string& dir,
                                       const ExportOptions& options);

// An XMP packet for PDFs: dc:title, dc:description, xmp:CreatorTool and `context` (keys
// "santwin.<name>", written as santwin:<name>).
QByteArray xmp_packet(const std::string& title, const std::string& description, const std::string& engine_version,
                      const std::map<std::string, std::string>& context);
QByteArray xmp_packet(const charts::Chart& chart);

}  // namespace santwin::exporting
