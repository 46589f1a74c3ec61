// What a solved step writes into the recording: per stream owner, per port, per drive group,
// per controller, per array and per thin LU / pool.
#include <map>
#include <set>

#include "engine/simulation.h"

namespace santwin::engine {

void Simulation::record(const std::vector<StreamSpec>& streams) {
    const double t = now_;
    // Series written now; those written last time but not now (their streams or stations went
    // away) drop to zero instead of holding their last value.
    std::set<std::pair<Id, std::string>> live;
    struct Live {
        Recorder& recorder;
        std::set<std::pair<Id, std::string>>& keys;
        void record(Id id, const std::string& metric, double at, double v) {
            recorder.record(id, metric, at, v);
            keys.emplace(id, metric);
        }
    } out{recorder_, live};
    struct Acc {
        double iops = 0, read = 0, write = 0, lat = 0, rlat = 0, wlat = 0, mb = 0, array = 0;
    };
    std::map<Id, Acc> owners, ports, arrays, lus;
    for (size_t c = 0; c < flow_.info.size(); ++c) {
        const ClassInfo& info = flow_.info[c];
        const double x = solution_.throughput[c];
        if (streams[c].counts_as_host_io && info.owner) {
            Acc& o = owners[info.owner];
            o.iops += x;
            o.read += x * info.read_fraction;
            o.write += x * (1 - info.read_fraction);
            o.lat += x * solution_.response_s[c];
            o.rlat += x * info.read_fraction * solution_.read_response_s[c];
            o.wlat += x * (1 - info.read_fraction) * solution_.write_response_s[c];
            o.mb += x * info.mb_per_io;
            o.array += x * info.array_ios_per_io;
        }
        for (const PortLoad& p : info.ports) {
            Acc& a = ports[p.port];
            a.read += x * p.reads_per_io;
            a.write += x * p.writes_per_io;
            a.mb += x * p.mb_per_io;
        }
        if (info.lu) {
            Acc& l = lus[info.lu];
            l.iops += x * info.array_ios_per_io;
            arrays[storage_.lu(info.lu).array].iops += info.host ? x * info.array_ios_per_io : 0;
        }
    }
    for (auto& [id, o] : owners) {
        out.record(id, "iops", t, o.iops);
        out.record(id, "iops_read", t, o.read);
        out.record(id, "iops_write", t, o.write);
        out.record(id, "latency_ms", t, o.iops > 0 ? 1000 * o.lat / o.iops : 0);
        out.record(id, "read_latency_ms", t, o.read > 0 ? 1000 * o.rlat / o.read : 0);
        out.record(id, "write_latency_ms", t, o.write > 0 ? 1000 * o.wlat / o.write : 0);
        out.record(id, "mbps", t, o.mb);
        out.record(id, "array_iops", t, o.array);
    }
    for (auto& [id, p] : ports) {
        out.record(id, "iops", t, p.read + p.write);
        out.record(id, "iops_read", t, p.read);
        out.record(id, "iops_write", t, p.write);
        out.record(id, "mbps", t, p.mb);
    }
    for (auto& [id, a] : arrays) out.record(id, "iops", t, a.iops);
    for (auto& [id, l] : lus) out.record(id, "iops", t, l.iops);
    // Station loads: drive groups, processors, write paths.
    const auto& stations = flow_.registry.stations();
    for (size_t k = 0; k < stations.size(); ++k) {
        const auto& [entity, role] = flow_.registry.owner(static_cast<int>(k));
        const double u = 100.0 * std::min(1.0, solution_.utilization[k]);
        if (role == "drives") {
            out.record(entity, "busy_pct", t, u);
            out.record(entity, "queue", t, solution_.queue_length[k]);
        } else if (role == "mp") {
            out.record(entity, "mp_pct", t, u);
        } else if (role == "write_path") {
            out.record(entity, "write_path_pct", t, 100.0 * solution_.utilization[k]);
        } else {
            out.record(entity, role + "_pct", t, u);
        }
    }
    for (const auto& [id, lu] : storage_.lus())
        if (lu.thin()) out.record(id, "consumed_gb", t, storage_.consumed_gb(id));
    for (const auto& [id, p] : storage_.pools()) out.record(id, "used_gb", t, p.allocated_gb());
    for (const auto& key : live_series_)
        if (!live.count(key)) recorder_.record(key.first, key.second, t, 0.0);
    live_series_ = std::move(live);
}

}  // namespace santwin::engine
