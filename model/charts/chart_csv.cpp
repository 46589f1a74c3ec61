#include "charts/chart_csv.h"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace santwin::charts {

namespace {

std::string field(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string with_unit(const std::string& label, const std::string& unit) {
    return unit.empty() ? label : label + " (" + unit + ")";
}

std::string mark_kind(MarkKind k) {
    return k == MarkKind::Published ? "published" : k == MarkKind::Playhead ? "playhead" : "requirement";
}

// Reference marks as extra columns: one column per (kind, series) they apply to, followed by its
// relation column when a mark is a bound ("> 25"), so the number is not read as the value itself.
struct MarkColumn {
    std::string name;
    std::vector<double> values;
    std::string relation_name;           // "published relation"
    std::vector<std::string> relations;  // ">", "<"...; "=" for an exact value; "" no mark
    bool bounded = false;                // some mark of the column is a bound
};

std::vector<MarkColumn> mark_columns(const Chart& c) {
    std::vector<MarkColumn> cols;
    const size_t n = c.spec.categories.size();
    for (const ReferenceMark& m : c.spec.marks) {
        if (m.on_x_axis) continue;
        std::string name = mark_kind(m.kind);
        std::string relation_name = name + " relation";
        if (m.series >= 0 && static_cast<size_t>(m.series) < c.spec.series.size()) {
            name += ": " + c.spec.series[static_cast<size_t>(m.series)].label;
            relation_name += ": " + c.spec.series[static_cast<size_t>(m.series)].label;
        }
        name = with_unit(name, c.spec.y.unit);
        MarkColumn* col = nullptr;
        for (auto& x : cols)
            if (x.name == name) col = &x;
        if (!col) {
            cols.push_back({name, std::vector<double>(n, kNaN), relation_name, std::vector<std::string>(n), false});
            col = &cols.back();
        }
        col->bounded = col->bounded || !m.relation.empty();
        for (size_t i = 0; i < n; ++i)
            if (m.category < 0 || static_cast<size_t>(m.category) == i) {
                col->values[i] = m.value;
                col->relations[i] = m.relation.empty() ? "=" : m.relation;
            }
    }
    return cols;
}

}  // namespace

std::string exact_number(double v) {
    if (std::isnan(v)) return "";
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

std::string chart_csv(const Chart& c) {
    std::string out;
    const bool time = c.spec.type == ChartType::TimeSeries;
    std::string first = time ? with_unit(c.spec.x.label.empty() ? "time" : c.spec.x.label, c.spec.x.unit)
                             : (c.spec.x.label.empty() ? std::string("category") : c.spec.x.label);
    out += field(first);
    for (const SeriesSpec& s : c.spec.series) out += "," + field(with_unit(s.label, c.spec.y.unit));
    const auto marks = time ? std::vector<MarkColumn>{} : mark_columns(c);
    for (const auto& m : marks) out += "," + field(m.name) + (m.bounded ? "," + field(m.relation_name) : "");
    out += "\n";
    const size_t rows = c.points();
    for (size_t i = 0; i < rows; ++i) {
        out += time ? exact_number(c.x[i]) : field(c.spec.categories[i]);
        for (const SeriesSpec& s : c.spec.series) out += "," + (i < s.values.size() ? exact_number(s.values[i]) : "");
        for (const auto& m : marks)
            out += "," + exact_number(m.values[i]) + (m.bounded ? "," + field(m.relations[i]) : "");
        out += "\n";
    }
    return out;
}

std::map<std::string, std::string> chart_metadata(const Chart& c) {
    std::map<std::string, std::string> m;
    m["Title"] = c.spec.title;
    m["Description"] = c.spec.subtitle.empty() ? c.caption() : c.spec.subtitle + "\n" + c.caption();
    m["Software"] = "SanTwin " + c.context.engine_version;
    m["Source"] = c.caption();
    m["Creation Time"] = c.context.created;
    m["santwin.lab"] = c.context.lab;
    m["santwin.scenario"] = c.context.scenario;
    std::string runs, params;
    for (const auto& r : c.context.runs) runs += (runs.empty() ? "" : "; ") + r;
    for (const auto& [k, v] : c.context.parameters) params += (params.empty() ? "" : "; ") + k + "=" + v;
    m["santwin.runs"] = runs;
    m["santwin.parameters"] = params;
    m["santwin.engine_version"] = c.context.engine_version;
    m["santwin.chart"] = c.spec.id;
    m["santwin.chart_type"] = std::string(chart_type_name(c.spec.type));
    if (!c.spec.figure.empty()) m["santwin.figure"] = c.spec.figure;
    if (!c.context.source_file.empty()) m["santwin.source_file"] = c.context.source_file;
    return m;
}

std::string chart_sidecar_json(const Chart& c, const std::vector<std::string>& files) {
    using nlohmann::json;
    auto num = [](double v) { return std::isnan(v) ? json() : json(v); };
    json j;
    j["format"] = "santwin-chart";
    j["chart"] = c.spec.id;
    j["title"] = c.spec.title;
    j["subtitle"] = c.spec.subtitle;
    j["type"] = std::string(chart_type_name(c.spec.type));
    j["figure"] = c.spec.figure;
    j["caption"] = c.caption();
    j["context"] = {{"lab", c.context.lab},
                    {"scenario", c.context.scenario},
                    {"scenario_title", c.context.scenario_title},
                    {"runs", c.context.runs},
                    {"parameters", c.context.parameters},
                    {"engine_version", c.context.engine_version},
                    {"created", c.context.created},
                    {"source_file", c.context.source_file}};
    j["x_axis"] = {{"label", c.spec.x.label}, {"unit", c.spec.x.unit}};
    j["y_axis"] = {{"label", c.spec.y.label}, {"unit", c.spec.y.unit}};
    if (c.spec.type == ChartType::TimeSeries) j["bin_s"] = c.spec.bin_s;
    j["categories"] = c.spec.categories;
    json series = json::array();
    for (const SeriesSpec& s : c.spec.series) {
        json sources = json::array();
        for (const SeriesSource& src : s.sources)
            if (!src.metric.empty()) sources.push_back({{"run", src.run}, {"role", src.role}, {"metric", src.metric}});
        series.push_back({{"label", s.label}, {"sources", sources}});
    }
    j["series"] = series;
    json marks = json::array();
    for (const ReferenceMark& m : c.spec.marks)
        marks.push_back({{"value", num(m.value)},
                         {"label", m.label},
                         {"kind", mark_kind(m.kind)},
                         {"relation", m.relation.empty() ? "=" : m.relation},
                         {"axis", m.on_x_axis ? "x" : "y"},
                         {"category", m.category >= 0 ? json(c.spec.categories.at(static_cast<size_t>(m.category))) : json()},
                         {"series", m.series >= 0 ? json(c.spec.series.at(static_cast<size_t>(m.series)).label) : json()}});
    j["marks"] = marks;
    j["files"] = files;
    return j.dump(2) + "\n";
}

}  // namespace santwin::charts
