// Seed 001 figures: cloning with full copy (Table 12's clone times VAAI off/on, Figures 7-8's
// destination host IOPS during the clone).
#include "charts/chart_resolve.h"
#include "charts/scenario_chart_sets.h"

namespace santwin::charts::sets {

std::vector<ChartSpec> vaai_clone(const scenarios::ScenarioResult& r) {
    std::vector<ChartSpec> out;
    // Figures 7-8: IOPS of the destination host while cloning the eagerzeroedthick VM internally.
    const std::string off = "clone eagerzeroedthick internal", on = "clone eagerzeroedthick internal VAAI";
    if (find_run(r, off) && find_run(r, on)) {
        ChartSpec c;
        c.id = "figure7-8-host-iops";
        c.type = ChartType::TimeSeries;
        c.figure = "Figures 7-8";
        c.title = "Destination host IOPS while cloning (eagerzeroedthick, internal)";
        c.subtitle = "Without VAAI the host moves every block; with full copy (XCOPY) the array does";
        c.y = {"host IOPS", "IOPS"};
        c.series.push_back({"VAAI off", {{off, "host", "iops"}}, {}});
        c.series.push_back({"VAAI on (full copy)", {{on, "host", "array_iops"}}, {}});
        ReferenceMark m;
        if (published_mark(r.id, "host_iops.vaai_off", m)) {
            m.label += " (VAAI off)";
            c.marks.push_back(m);
        }
        out.push_back(std::move(c));
    }
    // Table 12: clone times, from the runs (each runs until its clone has finished).
    ChartSpec t;
    t.id = "clone-time";
    t.type = ChartType::BeforeAfter;
    t.figure = "Table 12";
    t.title = "Clone time: VAAI off vs on";
    t.subtitle = "100 GB VM cloned to internal (DP-VOL) and external storage";
    t.y = {"clone time", "min"};
    SeriesSpec before{"VAAI off", {}, {}}, after{"VAAI on", {}, {}};
    for (const char* storage : {"internal", "external"})
        for (const char* format : {"eagerzeroedthick", "zeroedthick"}) {
            const std::string base = std::string("clone ") + format + " " + storage;
            const auto* a = find_run(r, base);
            const auto* b = find_run(r, base + " VAAI");
            if (!a && !b) continue;
            t.categories.push_back(std::string(format) + ", " + storage);
            before.values.push_back(a ? a->recording->end() / 60 : kNaN);
            after.values.push_back(b ? b->recording->end() / 60 : kNaN);
        }
    t.series = {before, after};
    if (!t.categories.empty()) out.push_back(std::move(t));
    for (auto& c : validation_charts(r)) out.push_back(std::move(c));
    for (auto& c : before_after_charts(r)) out.push_back(std::move(c));
    return out;
}

}  // namespace santwin::charts::sets
