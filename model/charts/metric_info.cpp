#include "charts/metric_info.h"

#include <cctype>
#include <map>

namespace santwin::charts {

namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Recorded metrics whose label is not their name spelled out.
const std::map<std::string, MetricInfo>& named() {
    static const std::map<std::string, MetricInfo> m = {
        {"iops", {"IOPS", "IOPS"}},
        {"iops_read", {"read IOPS", "IOPS"}},
        {"iops_write", {"write IOPS", "IOPS"}},
        {"array_iops", {"array IOPS", "IOPS"}},
        {"mbps", {"throughput", "MB/s"}},
        {"latency_ms", {"latency", "ms"}},
        {"busy_pct", {"busy", "%"}},
        {"mp_pct", {"MP utilization", "%"}},
        {"write_pending_pct", {"write pending", "%"}},
        {"queue", {"queue length", "I/Os"}},
        // The catalogue's queue figures are per drive, unlike "queue" (the whole drive group).
        {"queue_depth_p95", {"per-drive queue, 95th percentile", "count"}},
        {"mbps_ratio", {"throughput ratio", "ratio"}},
        {"consumed_gb", {"capacity consumed", "GB"}},
        {"used_gb", {"pool used", "GB"}},
        {"conflicts_total", {"SCSI conflicts", "count"}},
        {"met_count", {"workloads meeting their requirement", "count"}},
    };
    return m;
}

// Unit suffixes, longest first so "_gbph" wins over "_h".
const std::vector<std::pair<std::string, std::string>>& suffixes() {
    static const std::vector<std::pair<std::string, std::string>> s = {
        {"_gbph", "GB/h"}, {"_tbph", "TB/h"}, {"_mbps", "MB/s"}, {"_iops", "IOPS"}, {"_pct", "%"},
        {"_min", "min"},   {"_ms", "ms"},     {"_gb", "GB"},     {"_tb", "TB"},     {"_s", "s"},
        {"_count", "count"}, {"_ratio", "ratio"}, {"_events", "count"}, {"_p95", "count"},
    };
    return s;
}

const std::map<std::string, std::string>& tokens() {
    static const std::map<std::string, std::string> m = {
        {"vaai", "VAAI"}, {"mru", "MRU"},   {"rr", "round robin"}, {"oltp", "OLTP"}, {"ctl", "CTL"},
        {"esx", "ESX"},   {"vm", "VM"},     {"vms", "VMs"},        {"hba", "HBA"},   {"vtl", "VTL"},
        {"dp", "DP"},     {"ft", "FT"},     {"lu", "LU"},          {"rg", "RG"},     {"mp", "MP"},
        {"cpu", "CPU"},   {"io", "I/O"},    {"iops", "IOPS"},      {"nas", "NAS"},   {"fpga", "FPGA"},
        {"dg", "DG"},     {"ht", "HT"},     {"vcb", "VCB"},        {"gbph", "GB/h"}, {"tbph", "TB/h"},
        {"mbps", "MB/s"}, {"scsi", "SCSI"}, {"vraid0", "Vraid0"},  {"vraid1", "Vraid1"},
        {"vraid5", "Vraid5"}, {"ms", "ms"}, {"pct", "%"}, {"raid", "RAID"}, {"util", "utilization"},
    };
    return m;
}

std::string word(const std::string& w) {
    auto it = tokens().find(w);
    if (it != tokens().end()) return it->second;
    // An abbreviation followed by digits: "rg0" -> "RG0", "dg144" -> "DG144".
    size_t letters = 0;
    while (letters < w.size() && std::isalpha(static_cast<unsigned char>(w[letters]))) ++letters;
    if (letters > 0 && letters < w.size()) {
        auto ab = tokens().find(w.substr(0, letters));
        bool digits = true;
        for (size_t i = letters; i < w.size(); ++i) digits = digits && std::isdigit(static_cast<unsigned char>(w[i]));
        if (ab != tokens().end() && digits) return ab->second + w.substr(letters);
    }
    return w;
}

}  // namespace

MetricInfo metric_info(const std::string& metric) {
    if (auto it = named().find(metric); it != named().end()) return it->second;
    for (const auto& [suffix, unit] : suffixes()) {
        if (!ends_with(metric, suffix)) continue;
        // "host_iops" stays "host IOPS"; "time_s" becomes "time" (the unit goes to the axis).
        if (suffix == "_iops" || suffix == "_mbps") return {humanize(metric), unit};
        return {humanize(metric.substr(0, metric.size() - suffix.size())), unit};
    }
    if (metric.rfind("iops", 0) == 0 || ends_with(metric, "iops")) return {humanize(metric), "IOPS"};
    if (metric.rfind("mbps", 0) == 0) return {humanize(metric), "MB/s"};
    if (ends_with(metric, "ratio")) return {humanize(metric), "ratio"};
    return {humanize(metric), ""};
}

const std::vector<std::string>& chart_metrics(Kind kind) {
    static const std::vector<std::string> none;
    static const std::map<Kind, std::vector<std::string>> by_kind = {
        {Kind::Vm, {"iops", "latency_ms", "mbps", "array_iops"}},
        {Kind::EsxHost, {"iops", "array_iops", "mbps", "latency_ms"}},
        {Kind::Server, {"iops", "mbps"}},
        {Kind::RaidGroup, {"busy_pct", "queue"}},
        {Kind::DiskGroup, {"busy_pct", "queue"}},
        {Kind::Controller, {"mp_pct"}},
        {Kind::NasHead, {"fpga_pct", "cpu_pct", "iops"}},
        {Kind::Array, {"iops", "write_pending_pct"}},
        {Kind::LogicalUnit, {"iops", "consumed_gb", "conflicts_total"}},
        {Kind::Pool, {"used_gb"}},
        {Kind::Port, {"mbps", "iops"}},
        {Kind::Link, {"mbps"}},
    };
    auto it = by_kind.find(kind);
    return it == by_kind.end() ? none : it->second;
}

std::string capitalized(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::pair<std::string, std::string> split_metric(const std::string& name) {
    const auto dot = name.find('.');
    if (dot == std::string::npos) return {name, ""};
    return {name.substr(0, dot), name.substr(dot + 1)};
}

std::string humanize(const std::string& text) {
    std::string out, w;
    auto flush = [&] {
        if (w.empty()) return;
        if (!out.empty()) out += ' ';
        out += word(w);
        w.clear();
    };
    for (char c : text) {
        if (c == '.' || c == '_' || c == ' ') flush();
        else w += c;
    }
    flush();
    return out;
}

}  // namespace santwin::charts
