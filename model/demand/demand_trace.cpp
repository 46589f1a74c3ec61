#include "demand/demand_trace.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <regex>
#include <set>

#include "common/input_limits.h"
#include "import/csv_table.h"
#include "import/import_error.h"

namespace santwin::demand {

using import::CsvTable;
using import::ImportError;

double DemandSample::latency_ms() const {
    const double r = std::isnan(read_ms) ? 0 : read_iops, w = std::isnan(write_ms) ? 0 : write_iops;
    if (r + w <= 0) return std::isnan(read_ms) ? write_ms : std::isnan(write_ms) ? read_ms : (read_ms + write_ms) / 2;
    return ((r > 0 ? r * read_ms : 0) + (w > 0 ? w * write_ms : 0)) / (r + w);
}

const DemandSample& DemandTrace::at(double t_s) const {
    const double k = interval_s > 0 ? std::floor(t_s / interval_s) : 0;
    const std::size_t i = k <= 0 ? 0 : std::min(samples.size() - 1, static_cast<std::size_t>(k));
    return samples[i];
}

namespace {
// Seconds since 1970 of "12/07/2026 08:00:05", "2026-12-07T08:00:05Z", "12/7/2026 8:00:05 AM".
double timestamp(const std::string& text, const std::string& file, int line) {
    std::tm tm{};
    int mo = 0, d = 0, y = 0, h = 0, mi = 0, s = 0;
    char ampm[3] = {0};
    const auto refuse = [&](const std::string& why) {
        throw ImportError(file, line, "'" + limits::shown(text) + "' is not a timestamp (" + why + ")");
    };
    if (std::sscanf(text.c_str(), "%d-%d-%dT%d:%d:%d", &y, &mo, &d, &h, &mi, &s) == 6 ||
        std::sscanf(text.c_str(), "%d-%d-%d %d:%d:%d", &y, &mo, &d, &h, &mi, &s) == 6) {
    } else if (std::sscanf(text.c_str(), "%d/%d/%d %d:%d:%d %2s", &mo, &d, &y, &h, &mi, &s, ampm) >= 6) {
        if ((ampm[0] == 'P' || ampm[0] == 'p') && h >= 1 && h < 12) h += 12;
        if ((ampm[0] == 'A' || ampm[0] == 'a') && h == 12) h = 0;
    } else {
        refuse("MM/DD/YYYY HH:MM:SS or ISO 8601");
    }
    // Checked before any arithmetic on them: a field of ten digits would overflow y - 1900.
    if (y < 1970 || y > 9999 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 || mi > 59 ||
        s < 0 || s > 60)
        refuse("a field out of range: year 1970-9999, month 1-12, day 1-31, hour 0-23, minute and second 0-59");
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = s;
    return static_cast<double>(timegm(&tm));
}

// Sample spacing: the median step between distinct timestamps; refused when not positive.
double spacing(std::vector<double> times, const std::string& file) {
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    if (times.size() < 2) throw ImportError(file, 0, "a capture needs at least two samples to give an interval");
    std::vector<double> steps;
    for (std::size_t i = 1; i < times.size(); ++i) steps.push_back(times[i] - times[i - 1]);
    std::nth_element(steps.begin(), steps.begin() + steps.size() / 2, steps.end());
    return steps[steps.size() / 2];
}

double value(const std::string& text, const std::string& file, int line, const std::string& column) {
    if (text.empty()) return 0;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v) || v < 0)
        throw ImportError(file, line, "'" + limits::shown(column) + "' is '" + limits::shown(text) +
                                          "', not a rate of zero or more");
    return v;
}

// Adds b's rates to a and merges latencies weighted by I/O (several disks of one VM).
void accumulate(DemandSample& a, const DemandSample& b) {
    auto merge = [](double ms_a, double n_a, double ms_b, double n_b) {
        if (std::isnan(ms_a)) return ms_b;
        if (std::isnan(ms_b)) return ms_a;
        return n_a + n_b > 0 ? (ms_a * n_a + ms_b * n_b) / (n_a + n_b) : (ms_a + ms_b) / 2;
    };
    a.read_ms = merge(a.read_ms, a.read_iops, b.read_ms, b.read_iops);
    a.write_ms = merge(a.write_ms, a.write_iops, b.write_ms, b.write_iops);
    a.read_iops += b.read_iops;
    a.write_iops += b.write_iops;
    a.read_mb_s += b.read_mb_s;
    a.write_mb_s += b.write_mb_s;
}

std::vector<DemandTrace> traces_of(std::map<std::string, std::map<double, DemandSample>>& by_name, double start,
                                   double step, const std::string& file) {
    // Samples are placed by time, gaps held at zero: two timestamps years apart at a 1 s step
    // would ask for 10^8 samples per trace. Counted before anything is allocated.
    double total = 0;
    for (const auto& [name, series] : by_name) total += (series.rbegin()->first - start) / step + 1;
    if (total > static_cast<double>(kMaxTraceSamples))
        throw ImportError(file, 0, "the capture spans " + std::to_string(static_cast<long long>(total)) +
                                       " samples of its traces at its interval of " + std::to_string(step) +
                                       " s; at most " + std::to_string(kMaxTraceSamples) + " are read");
    std::vector<DemandTrace> out;
    for (auto& [name, series] : by_name) {
        DemandTrace t{name, step, {}};
        const auto n = static_cast<std::size_t>(std::llround((series.rbegin()->first - start) / step)) + 1;
        t.samples.resize(n);
        for (const auto& [time, s] : series) t.samples[static_cast<std::size_t>(std::llround((time - start) / step))] = s;
        out.push_back(std::move(t));
    }
    return out;
}
}  // namespace

MeasuredLoad read_esxtop(const std::string& text, const std::string& file) {
    const CsvTable table(text, file);
    // "\\host\Virtual Disk(vm01)\Reads/sec": object, instance, counter.
    static const std::regex column(R"(^\\\\[^\\]+\\([^\\(]+)\(([^)]*)\)\\(.+)$)");
    struct Use { bool device; std::string name; bool aggregate; std::string counter; };
    std::vector<std::pair<std::size_t, Use>> used;
    std::set<std::string> vm_level;  // VMs with a VM-level instance: their per-disk ones are not added again
    for (std::size_t c = 1; c < table.header().size(); ++c) {
        std::smatch m;
        const std::string& h = table.header()[c];
        if (!std::regex_match(h, m, column)) continue;
        const std::string object = m[1], instance = m[2], counter = m[3];
        if (object == "Virtual Disk") {
            const auto colon = instance.find(':');
            const std::string vm = instance.substr(0, colon);
            if (colon == std::string::npos) vm_level.insert(vm);
            used.push_back({c, {false, vm, colon == std::string::npos, counter}});
        } else if (object == "Physical Disk SCSI Device") {
            used.push_back({c, {true, instance, true, counter}});
        }
    }
    if (used.empty())
        throw ImportError(file, 1, "an esxtop capture without Virtual Disk or Physical Disk SCSI Device counters "
                                   "(run esxtop -b with the disk VM and disk device panels)");
    std::map<std::string, std::map<double, DemandSample>> vms, devices;
    std::vector<double> times;
    for (const auto& row : table.rows()) {
        const double t = timestamp(row.cells[0], file, row.line);
        times.push_back(t);
        std::map<std::pair<bool, std::string>, std::map<std::string, DemandSample>> parts;  // per disk instance
        for (const auto& [c, use] : used) {
            if (!use.device && !use.aggregate && vm_level.count(use.name)) continue;
            const double v = value(row.cells[c], file, row.line, table.header()[c]);
            DemandSample& s = parts[{use.device, use.name}][table.header()[c].substr(0, table.header()[c].rfind('\\'))];
            if (use.counter == "Reads/sec") s.read_iops = v;
            else if (use.counter == "Writes/sec") s.write_iops = v;
            else if (use.counter == "MBytes Read/sec") s.read_mb_s = v;
            else if (use.counter == "MBytes Written/sec") s.write_mb_s = v;
            else if (use.counter == "Average MilliSec/Read" || use.counter == "Average Guest MilliSec/Read") s.read_ms = v;
            else if (use.counter == "Average MilliSec/Write" || use.counter == "Average Guest MilliSec/Write") s.write_ms = v;
        }
        for (const auto& [key, disks] : parts) {
            DemandSample total;
            for (const auto& [instance, s] : disks) accumulate(total, s);
            (key.first ? devices : vms)[key.second][t] = total;
        }
    }
    const double step = spacing(times, file);
    const double start = *std::min_element(times.begin(), times.end());
    return {"esxtop batch CSV: " + file, traces_of(vms, start, step, file), traces_of(devices, start, step, file)};
}

MeasuredLoad read_vcenter_perf(const std::string& text, const std::string& file) {
    const CsvTable table(text, file);
    for (const char* c : {"Value", "Timestamp", "MetricId", "Entity"})
        if (!table.has(c)) throw ImportError(file, 1, std::string("a vCenter performance export without its '") + c + "' column");
    std::map<std::string, std::map<double, std::map<std::string, DemandSample>>> raw;  // VM, time, instance
    std::vector<double> times;
    for (const auto& row : table.rows()) {
        const std::string metric = table.cell(row, "MetricId");
        if (metric.rfind("virtualDisk.", 0) != 0) continue;
        const double t = timestamp(table.cell(row, "Timestamp"), file, row.line);
        const double v = value(table.cell(row, "Value"), file, row.line, "Value");
        times.push_back(t);
        DemandSample& s = raw[table.cell(row, "Entity")][t][table.cell(row, "Instance")];
        if (metric == "virtualDisk.numberReadAveraged.average") s.read_iops = v;
        else if (metric == "virtualDisk.numberWriteAveraged.average") s.write_iops = v;
        else if (metric == "virtualDisk.read.average") s.read_mb_s = v / 1024;  // KBps
        else if (metric == "virtualDisk.write.average") s.write_mb_s = v / 1024;
        else if (metric == "virtualDisk.totalReadLatency.average") s.read_ms = v;
        else if (metric == "virtualDisk.totalWriteLatency.average") s.write_ms = v;
    }
    if (raw.empty()) throw ImportError(file, 0, "a vCenter performance export without virtualDisk.* metrics");
    std::map<std::string, std::map<double, DemandSample>> vms;
    for (const auto& [vm, series] : raw)
        for (const auto& [t, instances] : series) {
            DemandSample total;
            // The aggregate instance ("") when given, else the sum of the disks.
            if (auto all = instances.find(""); all != instances.end() && instances.size() == 1) total = all->second;
            else
                for (const auto& [instance, s] : instances)
                    if (!instance.empty()) accumulate(total, s);
            vms[vm][t] = total;
        }
    const double step = spacing(times, file);
    const double start = *std::min_element(times.begin(), times.end());
    return {"vCenter performance CSV: " + file, traces_of(vms, start, step, file), {}};
}

MeasuredLoad read_measured_load(const std::string& text, const std::string& file) {
    const std::string head = text.substr(0, text.find('\n'));
    if (head.find("(PDH-CSV") != std::string::npos) return read_esxtop(text, file);
    if (head.find("MetricId") != std::string::npos) return read_vcenter_perf(text, file);
    throw ImportError(file, 1, "neither an esxtop batch capture (first cell \"(PDH-CSV 4.0) ...\") nor a vCenter "
                               "performance export (columns Value, Timestamp, MetricId, Entity, Instance)");
}

workloads::IoProfile summarise(const DemandTrace& trace, double random_fraction, double threads) {
    DemandSample mean;
    for (const auto& s : trace.samples) {
        mean.read_iops += s.read_iops;
        mean.write_iops += s.write_iops;
        mean.read_mb_s += s.read_mb_s;
        mean.write_mb_s += s.write_mb_s;
    }
    const double n = static_cast<double>(std::max<std::size_t>(1, trace.samples.size()));
    workloads::IoProfile p;
    p.name = "measured:" + trace.name;
    p.label = "measured " + trace.name;
    const double r = mean.read_iops / n, w = mean.write_iops / n;
    p.requirement_iops = r + w;
    p.read_fraction = r + w > 0 ? r / (r + w) : 0.5;
    p.read_kb = r > 0 ? mean.read_mb_s / n * 1024 / r : 8;
    p.write_kb = w > 0 ? mean.write_mb_s / n * 1024 / w : 8;
    p.random_fraction = random_fraction;
    p.threads = threads;
    p.source = "mean of " + std::to_string(trace.samples.size()) + " measured samples";
    return p;
}

}  // namespace santwin::demand
