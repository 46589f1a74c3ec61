#include "charts/chart_spec.h"

#include <cctype>

namespace santwin::charts {

std::string_view chart_type_name(ChartType t) {
    switch (t) {
        case ChartType::TimeSeries: return "time_series";
        case ChartType::GroupedBars: return "grouped_bars";
        case ChartType::UtilizationBars: return "utilization_bars";
        case ChartType::BeforeAfter: return "before_after";
        case ChartType::Sweep: return "sweep";
        case ChartType::StackedBars: return "stacked_bars";
    }
    return "chart";
}

double percent_axis_ceiling(double peak_pct) {
    for (double top : {10.0, 25.0, 50.0, 100.0})
        if (peak_pct <= top) return top;
    return kNaN;
}

std::string Chart::caption() const {
    std::string out;
    auto part = [&](const std::string& s) {
        if (s.empty()) return;
        out += (out.empty() ? "" : "  \u00b7  ") + s;
    };
    part(context.lab.empty() ? "" : "Lab " + context.lab);
    part(context.scenario.empty() ? "" : "Scenario " + context.scenario);
    if (!context.runs.empty()) {
        std::string runs;
        // Long lists name the first few: the sidecar and metadata carry them all.
        for (size_t i = 0; i < context.runs.size() && i < 5; ++i) runs += (runs.empty() ? "" : ", ") + context.runs[i];
        if (context.runs.size() > 5) runs += " and " + std::to_string(context.runs.size() - 5) + " more";
        part((context.runs.size() == 1 ? "Run " : "Runs ") + runs);
    }
    if (!context.parameters.empty()) {
        std::string p;
        for (const auto& [k, v] : context.parameters) p += (p.empty() ? "" : ", ") + k + "=" + v;
        part("Parameters " + p);
    }
    part(context.source_file.empty() ? "" : "From " + context.source_file);
    part("SanTwin " + (context.engine_version.empty() ? std::string(SANTWIN_VERSION) : context.engine_version));
    part(context.created);
    return out;
}

std::string Chart::file_stem() const {
    std::string raw = context.scenario.empty() ? spec.id : context.scenario + "_" + spec.id;
    std::string out;
    for (char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        out += std::isalnum(c) || ch == '-' || ch == '_' || ch == '.' ? ch : '-';
    }
    return out;
}

std::size_t Chart::points() const {
    return spec.type == ChartType::TimeSeries ? x.size() : spec.categories.size();
}

}  // namespace santwin::charts
