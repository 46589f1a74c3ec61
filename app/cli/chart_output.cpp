#include "chart_output.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "charts/chart_resolve.h"
#include "export/qt_runtime.h"

namespace santwin::cli {

scenarios::ScenarioParams parse_params(const Args& args) {
    std::map<std::string, std::string> values;
    for (const std::string& p : option_values(args, "--param")) {
        const auto eq = p.find('=');
        if (eq == std::string::npos || eq == 0)
            throw std::invalid_argument("--param needs name=value (got '" + p + "')");
        values[p.substr(0, eq)] = p.substr(eq + 1);
    }
    return scenarios::ScenarioParams(values);
}

namespace {
// Images beyond these sides are refused before any run: Qt cannot allocate them and would
// only say so chart by chart.
constexpr int kMinSide = 100, kMaxSide = 10000;
constexpr double kMaxDpi = 1200;
// The smallest layout (in 1/96 inch) whose title, legend, axes and caption do not collide.
constexpr double kMinLayoutWidth = 560, kMinLayoutHeight = 350;

std::string fmt_number(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

QSize parse_size(const std::string& text) {
    const auto x = text.find('x');
    int width = 0, height = 0;
    try {
        if (x == std::string::npos) throw std::invalid_argument("");
        size_t used_w = 0, used_h = 0;
        width = std::stoi(text.substr(0, x), &used_w);
        height = std::stoi(text.substr(x + 1), &used_h);
        if (used_w != x || used_h != text.size() - x - 1) throw std::invalid_argument("");
    } catch (const std::exception&) {
        throw std::invalid_argument("--size needs WIDTHxHEIGHT in pixels, e.g. 1600x1000 (got '" + text + "')");
    }
    if (width < kMinSide || width > kMaxSide || height < kMinSide || height > kMaxSide)
        throw std::invalid_argument("--size must be " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                                    " pixels per side (got '" + text + "')");
    return QSize(width, height);
}
}  // namespace

QSize image_size(const Args& args, QSize fallback) {
    const std::string size = option(args, "--size");
    return size.empty() ? fallback : parse_size(size);
}

exporting::ExportOptions export_options(const Args& args) {
    exporting::ExportOptions o;
    if (const std::string f = option(args, "--formats"); !f.empty()) o.formats = exporting::parse_formats(f);
    if (const std::string size = option(args, "--size"); !size.empty()) o.png_pixels = parse_size(size);
    // --dpi scales the layout by dpi / 96: past these bounds the charts are unreadable.
    o.png_dpi = number_option(args, "--dpi", o.png_dpi, 1, kMaxDpi);
    // The chart is laid out at size / (dpi / 96): titles, legend and axes need this much room.
    const double scale = o.png_dpi / 96.0;
    const double width = o.png_pixels.width() / scale, height = o.png_pixels.height() / scale;
    if (width < kMinLayoutWidth || height < kMinLayoutHeight) {
        const int need_w = static_cast<int>(std::ceil(kMinLayoutWidth * scale));
        const int need_h = static_cast<int>(std::ceil(kMinLayoutHeight * scale));
        const int most_dpi = static_cast<int>(std::floor(
            96.0 * std::min(o.png_pixels.width() / kMinLayoutWidth, o.png_pixels.height() / kMinLayoutHeight)));
        throw std::invalid_argument(
            "--size " + std::to_string(o.png_pixels.width()) + "x" + std::to_string(o.png_pixels.height()) +
            " at " + fmt_number(o.png_dpi) + " dpi leaves too little room to lay a chart out; use --size " +
            std::to_string(need_w) + "x" + std::to_string(need_h) + " or more at that dpi" +
            (most_dpi >= 1 ? ", or --dpi " + std::to_string(most_dpi) + " or less at that size" : std::string()));
    }
    return o;
}

std::vector<charts::Chart> resolve_reporting(const std::vector<charts::ChartSpec>& specs,
                                             const scenarios::ScenarioResult& result,
                                             const charts::ChartContext& context, std::ostream& err) {
    std::vector<std::string> skipped;
    auto list = charts::resolve_charts(specs, result, context, &skipped);
    for (const auto& s : skipped) err << "santwin-cli: chart left out: " << s << "\n";
    return list;
}

int write_charts(const std::vector<charts::ChartSpec>& specs, const scenarios::ScenarioResult& result,
                 const charts::ChartContext& context, const std::string& dir, const exporting::ExportOptions& options,
                 std::ostream& out, std::ostream& err) {
    const auto list = resolve_reporting(specs, result, context, err);
    write_chart_list(list, dir, options, out);
    return static_cast<int>(list.size());
}

void write_chart_list(const std::vector<charts::Chart>& list, const std::string& dir,
                      const exporting::ExportOptions& options, std::ostream& out) {
    exporting::ensure_gui_application();
    const auto files = exporting::export_charts(list, dir, options);
    out << "exported " << list.size() << " charts (" << files.size() << " files) to " << dir << "\n";
    for (const auto& c : list) out << "  " << c.file_stem() << "  " << c.spec.title << "\n";
}

void prepare_export_folder(const std::string& dir) {
    if (dir.empty()) return;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::filesystem::path probe = std::filesystem::path(dir) / ".santwin-write-test";
    if (!ec) {
        std::ofstream f(probe);
        if (!f) ec = std::make_error_code(std::errc::permission_denied);
    }
    std::error_code ignored;
    std::filesystem::remove(probe, ignored);
    if (ec) throw std::invalid_argument("--export: cannot write to folder '" + dir + "': " + ec.message());
}

const std::vector<std::string>& valued_options() {
    static const std::vector<std::string> v = {"--param", "--export", "--formats", "--size", "--dpi",  "--save",
                                               "--run",   "--scenario", "--out",   "--t",    "--azimuth", "--elevation",
                                               "--zoom",  "--html"};
    return v;
}

}  // namespace santwin::cli
