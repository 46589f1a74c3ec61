// What a solved step writes into the recording: per stream owner, per port, per drive group,
// per controller, per array and per thin LU / pool.
#include <map>

#include "engine/simulation.h"

namespace santwin::engine {

void Simulation::record(const std::vector<StreamSpec>& streams) {
    const double t = now_;
    struct Acc {
        double iops = 0, read = 0, write = 0, lat = 0, rlat = 0, wlat = 0, mb = 0, array = 0;
    };
    std::map<Id, Acc> owners, ports, arrays, lus;
    std::map<Id, std::pair<double, double>> lu_reads;  // per LU: reads/s, reads/s that went to disk
    std::map<int, double> drive_ops;                   // per drive station: operations/s
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
        for (const auto& [lu, rm] : info.lu_reads) {
            lu_reads[lu].first += x * rm.first;
            lu_reads[lu].second += x * rm.second;
        }
        for (const auto& [station, ops] : info.drive_ops) drive_ops[station] += x * ops;
        if (info.lu) {
            Acc& l = lus[info.lu];
            l.iops += x * info.array_ios_per_io;
            arrays[storage_.lu(info.lu).array].iops += info.host ? x * info.array_ios_per_io : 0;
        }
    }
    for (auto& [id, o] : owners) {
        recorder_.record(id, "iops", t, o.iops);
        recorder_.record(id, "iops_read", t, o.read);
        recorder_.record(id, "iops_write", t, o.write);
        recorder_.record(id, "latency_ms", t, o.iops > 0 ? 1000 * o.lat / o.iops : 0);
        recorder_.record(id, "read_latency_ms", t, o.read > 0 ? 1000 * o.rlat / o.read : 0);
        recorder_.record(id, "write_latency_ms", t, o.write > 0 ? 1000 * o.wlat / o.write : 0);
        recorder_.record(id, "mbps", t, o.mb);
        recorder_.record(id, "array_iops", t, o.array);
    }
    for (auto& [id, p] : ports) {
        recorder_.record(id, "iops", t, p.read + p.write);
        recorder_.record(id, "iops_read", t, p.read);
        recorder_.record(id, "iops_write", t, p.write);
        recorder_.record(id, "mbps", t, p.mb);
    }
    for (auto& [id, a] : arrays) recorder_.record(id, "iops", t, a.iops);
    for (auto& [id, l] : lus) recorder_.record(id, "iops", t, l.iops);
    for (const auto& [id, rm] : lu_reads)
        if (rm.first > 0) recorder_.record(id, "read_hit_pct", t, 100.0 * (1.0 - rm.second / rm.first));
    // Station loads: drive groups, processors, write paths.
    const auto& stations = flow_.registry.stations();
    for (size_t k = 0; k < stations.size(); ++k) {
        const auto& [entity, role] = flow_.registry.owner(static_cast<int>(k));
        const double u = 100.0 * std::min(1.0, solution_.utilization[k]);
        if (role == "drives") {
            recorder_.record(entity, "busy_pct", t, u);
            recorder_.record(entity, "queue", t, solution_.queue_length[k]);
            // Per drive: operations queued or in service, and (Little's law) how long one takes.
            const double ops = drive_ops.count(static_cast<int>(k)) ? drive_ops.at(static_cast<int>(k)) : 0.0;
            recorder_.record(entity, "queue_per_drive", t, solution_.queue_length[k] / stations[k].servers);
            recorder_.record(entity, "drive_ops", t, ops);
            recorder_.record(entity, "drive_latency_ms", t, ops > 0 ? 1000.0 * solution_.queue_length[k] / ops : 0.0);
        } else if (role == "mp") {
            recorder_.record(entity, "mp_pct", t, u);
        } else if (role == "write_path") {
            recorder_.record(entity, "write_path_pct", t, 100.0 * solution_.utilization[k]);
        } else {
            recorder_.record(entity, role + "_pct", t, u);
        }
    }
    for (const auto& [id, lu] : storage_.lus())
        if (lu.thin()) recorder_.record(id, "consumed_gb", t, storage_.consumed_gb(id));
    for (const auto& [id, p] : storage_.pools()) recorder_.record(id, "used_gb", t, p.allocated_gb());
}

}  // namespace santwin::engine
