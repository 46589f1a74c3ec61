#pragma once
// What a chart shows, independent of how it is drawn: the chart types of the seed papers'
// figures (time series, bars per workload against a requirement, utilization bars, before/after
// pairs, parameter sweeps, stacked latency breakdowns), with titles, axes with units, series and
// reference marks (the published value from the catalogue, a workload's requirement).
//
// A ChartSpec names where its numbers come from (a run's recorded series, or values the scenario
// computed); resolve_chart() (chart_resolve.h) turns it into a Chart whose numbers are filled in.
// Renderers (app/export) and the CSV writer only ever read resolved Charts.
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace santwin::charts {

enum class ChartType {
    TimeSeries,       // lines over simulated time (x: time bins)
    GroupedBars,      // categories (workloads, RAID groups...) x series (runs, conditions)
    UtilizationBars,  // like GroupedBars, y fixed to 0..100 %
    BeforeAfter,      // pairs per category: the first series is "before", the second "after"
    Sweep,            // lines over a parameter's values (x: categories in sweep order)
    StackedBars,      // categories x stacked components (latency per hop)
};

std::string_view chart_type_name(ChartType t);  // "time_series", ... (file names, metadata)

// Top of a live utilization axis for a peak of `peak_pct`: the first of 10, 25, 50 and 100 %
// that holds it, so a 3% controller still shows its shape while 60% keeps the full scale.
// Above 100 (a demand figure), NaN: the axis follows the data.
double percent_axis_ceiling(double peak_pct);

enum class Aggregate { Mean, Max, Last };

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// One recorded series of one run, reduced to a number (bars) or binned over time (lines).
struct SeriesSource {
    std::string run;     // RunRecord::name; empty: the scenario's first run
    std::string role;    // a role of that run ("vm", "RG-000"), or "#<id>" for an entity id
    std::string metric;  // "iops", "busy_pct", ...
    Aggregate aggregate = Aggregate::Mean;
    double from_s = 0;   // window over which the aggregate or the time series is taken
    double to_s = -1;    // < 0: the run's end
    double scale = 1;    // applied to every value (unit conversions)
};

struct SeriesSpec {
    std::string label;                  // legend text
    std::vector<SeriesSource> sources;  // time series: one; bars: one per category
    std::vector<double> values;         // computed values, when there are no sources; NaN = no bar
    int color = -1;                     // palette index, so a series keeps its colour across
                                        // charts; -1: by its place in the chart
    // Filled by resolve_chart: one value per category (bars) or per x (time series).
};

// Playhead: where playback is on a time axis (the GUI only; never in exports or legends).
enum class MarkKind { Published, Requirement, Playhead };

// A reference line: horizontal at `value` on the y axis (or vertical, on a time axis), across the
// whole plot or over one category (and optionally one series' bar within it).
struct ReferenceMark {
    double value = 0;
    std::string label;   // "published 23 min", "requirement 400 IOPS"
    MarkKind kind = MarkKind::Published;
    bool on_x_axis = false;  // time series: a moment (e.g. the published end of warm-up)
    int category = -1;       // -1: spans the plot
    int series = -1;         // grouped bars: the bar of this series only
    std::string relation = {};  // ">", "<", "\u2265", "\u2264": `value` is a bound the paper gives; empty: the value itself
};

struct AxisSpec {
    std::string label;  // "IOPS", "time"
    std::string unit;   // "IOPS", "min", "%" — printed as "label (unit)"
    double min = kNaN;  // NaN: from the data (bars and utilization start at 0)
    double max = kNaN;
    // "latency (ms)"; just "host IOPS" when the label already ends in its unit.
    std::string title() const {
        const bool named = unit.empty() || (label.size() >= unit.size() && label.compare(label.size() - unit.size(), unit.size(), unit) == 0);
        return named ? label : label + " (" + unit + ")";
    }
};

struct ChartSpec {
    std::string id;  // file-name friendly, unique within a scenario: "figure5-zeroedthick"
    ChartType type = ChartType::GroupedBars;
    std::string title;
    std::string subtitle;  // what the paper's figure shows, or a one-line reading hint
    AxisSpec x, y;
    std::vector<std::string> categories;  // bars and sweeps
    double bin_s = 0;                     // time series: bin width (0: chosen from the duration)
    std::vector<SeriesSpec> series;
    std::vector<ReferenceMark> marks;
    std::string figure;  // the paper's figure or table it reproduces ("Figure 5"), if any
    int first_color = 0; // palette index of series[0]: a chart continuing another's series
                         // keeps their colours apart

    // The palette index series k is drawn with (legend, bars and lines alike): its own colour
    // when it has one, else its place after first_color.
    int palette_index(std::size_t k) const {
        if (k < series.size() && series[k].color >= 0) return series[k].color;
        return first_color + static_cast<int>(k);
    }
};

// Where a chart came from: printed as its caption and stored in every export's metadata.
struct ChartContext {
    std::string lab;            // "000-ams2100-hdp"
    std::string scenario;       // "hdp-warmup"
    std::string scenario_title;
    std::vector<std::string> runs;  // run names the chart draws on
    std::map<std::string, std::string> parameters;
    std::string engine_version;  // SANTWIN_VERSION
    std::string created;         // ISO 8601 UTC
    std::string source_file;     // the .santwin a saved run came from, if any
};

// A resolved chart: every series has its numbers.
struct Chart {
    ChartSpec spec;           // series[i].values filled
    std::vector<double> x;    // time series: bin starts in x-axis units; sweeps: parsed values if numeric
    ChartContext context;

    // "Lab 000-ams2100-hdp · scenario hdp-warmup · runs warm-up thin, ... · SanTwin 0.1.0"
    std::string caption() const;
    // "hdp-warmup_figure5-zeroedthick": the export's base file name.
    std::string file_stem() const;
    // The number of points per series (categories or x values).
    std::size_t points() const;
};

}  // namespace santwin::charts
