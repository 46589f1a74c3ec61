// What a solved step writes into the recording: per stream owner, per port, per drive group,
// per controller, per array and per thin LU / pool.
#include <map>
#include <set>

#include "engine/simulation.h"

namespace santwin::engine {

void Simulation::record(const std::vector<StreamSpec>& streams) {
    const double t = now_;
    // Everything recorded in this pass; what was recorded last time but not now fell to zero
    // (a stream ended, a path failed).
    std::set<SeriesKey> written;
    auto put = [&](Id id, const std::string& metric, double value) {
        recorder_.record(id, metric, t, value);
        written.insert({id, metric});
    };
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
        put(id, "iops", o.iops);
        put(id, "iops_read", o.read);
        put(id, "iops_write", o.write);
        put(id, "latency_ms", o.iops > 0 ? 1000 * o.lat / o.iops : 0);
        put(id, "read_latency_ms", o.read > 0 ? 1000 * o.rlat / o.read : 0);
        put(id, "write_latency_ms", o.write > 0 ? 1000 * o.wlat / o.write : 0);
        put(id, "mbps", o.mb);
        put(id, "array_iops", o.array);
    }
    for (auto& [id, p] : ports) {
        put(id, "iops", p.read + p.write);
        put(id, "iops_read", p.read);
        put(id, "iops_write", p.write);
        put(id, "mbps", p.mb);
    }
    for (auto& [id, a] : arrays) put(id, "iops", a.iops);
    // Flow on each cable: what crosses the ports at its ends (the larger, for cables whose ends
    // carry different shares, e.g. an ISL).
    for (Id link : links_) {
        const Entity& e = topology_.at(link);
        double mb = 0, io = 0;
        for (const char* end : {"a", "b"}) {
            auto it = ports.find(e.ref(end));
            if (it == ports.end()) continue;
            mb = std::max(mb, it->second.mb);
            io = std::max(io, it->second.read + it->second.write);
        }
        put(link, "mbps", mb);
        put(link, "iops", io);
    }
    for (auto& [id, l] : lus) put(id, "iops", l.iops);
    // Station loads: drive groups, processors, write paths.
    const auto& stations = flow_.registry.stations();
    for (size_t k = 0; k < stations.size(); ++k) {
        const auto& [entity, role] = flow_.registry.owner(static_cast<int>(k));
        const double u = 100.0 * std::min(1.0, solution_.utilization[k]);
        if (role == "drives") {
            put(entity, "busy_pct", u);
            put(entity, "queue", solution_.queue_length[k]);
        } else if (role == "mp") {
            put(entity, "mp_pct", u);
        } else if (role == "write_path") {
            put(entity, "write_path_pct", 100.0 * solution_.utilization[k]);
        } else {
            put(entity, role + "_pct", u);
        }
    }
    for (const SeriesKey& key : last_written_)
        if (!written.count(key)) recorder_.record(key.entity, key.metric, t, 0.0);
    last_written_ = std::move(written);
    for (const auto& [id, lu] : storage_.lus())
        if (lu.thin()) recorder_.record(id, "consumed_gb", t, storage_.consumed_gb(id));
    for (const auto& [id, p] : storage_.pools()) recorder_.record(id, "used_gb", t, p.allocated_gb());
}

}  // namespace santwin::engine
