// What a solved step writes into the recording: per stream owner, per port, per drive group,
// per controller, per array and per thin LU / pool.
#include <algorithm>
#include <map>
#include <set>

#include "engine/simulation.h"

namespace santwin::engine {

namespace {
// Where an I/O's response time goes, for the stacked latency breakdown: the fixed costs (host
// stack, array front end, lock waits, path stalls), the ports and links it crosses, the
// controller (processors, write path), the drives, the wait for a free write-cache slot, and
// the rest (server CPUs, NAS heads, VTL nodes, read-ahead throttling).
enum Hop { kFixed, kPorts, kController, kDrives, kCacheWait, kOther, kHopCount };
const std::string kHopMetrics[kHopCount] = {"hop_ms.fixed", "hop_ms.ports", "hop_ms.controller",
                                            "hop_ms.drives", "hop_ms.cache_wait", "hop_ms.other"};

Hop hop_of(const std::string& role) {
    if (role == "drives") return kDrives;
    if (role == "reservation" || role.find("lock") != std::string::npos) return kFixed;  // VMFS locking
    if (role == "mp" || role == "write_path") return kController;
    if (role == "to_array" || role == "from_array" || role.find("port") != std::string::npos ||
        role.find("link") != std::string::npos)
        return kPorts;
    return kOther;
}
}  // namespace

// Adds class `c`'s response time, split by hop and weighted by its throughput `x`, to `hop`.
void Simulation::add_hops(size_t c, double x, double* hop) const {
    const ClassSpec& cls = flow_.classes[c];
    double accounted = cls.fixed_latency_s;
    hop[kFixed] += x * cls.fixed_latency_s;
    if (c < solution_.residence_s.size())
        for (size_t i = 0; i < cls.visits.size() && i < solution_.residence_s[c].size(); ++i) {
            const double r = solution_.residence_s[c][i];
            hop[hop_of(flow_.registry.owner(cls.visits[i].station).second)] += x * r;
            accounted += r;
        }
    const double wait = c < solution_.cache_wait_s.size() ? solution_.cache_wait_s[c] : 0;
    hop[kCacheWait] += x * wait;
    accounted += wait;
    hop[kOther] += x * std::max(0.0, solution_.response_s[c] - accounted);
}

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
        double vmkernel_mb = 0;  // what the host's kernel added (zeroing, thin growth)
        double kernel_queue = 0; // throughput-weighted seconds waiting for a slot of the LUN queue
        double hop[kHopCount] = {};  // throughput-weighted seconds per hop (see hop_of)
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
            // I/Os beyond the LUN queue wait in the host's kernel: by Little's law their wait is
            // the excess over the throughput, when the stream runs flat out (a paced one keeps
            // its I/Os within the queue).
            const double target = flow_.classes[c].target_rate;
            const bool flat_out = target <= 0 || x < target * (1 - 1e-3);
            const double kernel_s = flat_out && x > 0 ? info.host_queued / x : 0;
            o.lat += x * (solution_.response_s[c] + kernel_s);
            o.rlat += x * info.read_fraction * (solution_.read_response_s[c] + kernel_s);
            o.wlat += x * (1 - info.read_fraction) * (solution_.write_response_s[c] + kernel_s);
            o.hop[kFixed] += x * kernel_s;
            o.kernel_queue += x * kernel_s;
            o.mb += x * info.mb_per_io;
            o.vmkernel_mb += x * info.vmkernel_mb_per_io;
            o.array += x * info.array_ios_per_io;
            add_hops(c, x, o.hop);
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
        put(id, "iops", o.iops);
        put(id, "iops_read", o.read);
        put(id, "iops_write", o.write);
        put(id, "latency_ms", o.iops > 0 ? 1000 * o.lat / o.iops : 0);
        put(id, "read_latency_ms", o.read > 0 ? 1000 * o.rlat / o.read : 0);
        put(id, "write_latency_ms", o.write > 0 ? 1000 * o.wlat / o.write : 0);
        // A VM's MB/s are its guest's data, consistent with its IOPS; the zeroing its new blocks
        // cost is the host's work (array_iops counts its operations).
        put(id, "mbps", topology_.at(id).kind == Kind::Vm ? o.mb : o.mb + o.vmkernel_mb);
        put(id, "array_iops", o.array);
        for (int h = 0; h < kHopCount; ++h) put(id, kHopMetrics[h], o.iops > 0 ? 1000 * o.hop[h] / o.iops : 0);
        // The part of hop_ms.fixed spent waiting for the host's LUN queue (I/Os beyond its depth).
        if (o.kernel_queue > 0 || recorder_.find(id, "host_queue_ms")) put(id, "host_queue_ms", o.iops > 0 ? 1000 * o.kernel_queue / o.iops : 0);
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
    for (const auto& [id, rm] : lu_reads)
        if (rm.first > 0) put(id, "read_hit_pct", 100.0 * (1.0 - rm.second / rm.first));
    // Station loads: drive groups, processors, write paths.
    const auto& stations = flow_.registry.stations();
    std::map<Id, double> head_cpu_work;  // NAS head: % of its cores busy with file-system work
    for (size_t k = 0; k < stations.size(); ++k) {
        const auto& [entity, role] = flow_.registry.owner(static_cast<int>(k));
        const double u = 100.0 * std::min(1.0, solution_.utilization[k]);
        if (role == "drives") {
            put(entity, "busy_pct", u);
            put(entity, "queue", solution_.queue_length[k]);
            // Per drive: operations queued or in service, and (Little's law) how long one takes.
            // While a write cache with room absorbs more than the drives can destage, the
            // demand exceeds them (utilization above 1): they do what fits, the rest waits in cache.
            const double asked = drive_ops.count(static_cast<int>(k)) ? drive_ops.at(static_cast<int>(k)) : 0.0;
            const double ops = solution_.utilization[k] > 1.0 ? asked / solution_.utilization[k] : asked;
            put(entity, "queue_per_drive", solution_.queue_length[k] / stations[k].servers);
            put(entity, "drive_ops", ops);
            put(entity, "drive_latency_ms", ops > 0 ? 1000.0 * solution_.queue_length[k] / ops : 0.0);
        } else if (role == "mp") {
            put(entity, "mp_pct", u);
        } else if (role == "write_path") {
            put(entity, "write_path_pct", 100.0 * solution_.utilization[k]);
        } else if (role == "cpu" && storage_.nas().has_head(entity)) {
            head_cpu_work[entity] = u;  // recorded below, with the head's housekeeping
        } else {
            put(entity, role + "_pct", u);
        }
    }
    // A NAS head: its CPU busy with housekeeping even when no file-system work reaches it (the
    // figure its console shows), and the NFS operations its Ethernet ports serve.
    for (const auto& [id, head] : storage_.nas().heads()) {
        const auto work = head_cpu_work.find(id);
        put(id, "cpu_pct", std::min(100.0, head.params.cpu_base_pct + (work == head_cpu_work.end() ? 0.0 : work->second)));
        double nfs_ops = 0;
        for (Id port : head.eth_ports)
            if (auto it = ports.find(port); it != ports.end()) nfs_ops += it->second.read + it->second.write;
        put(id, "iops", nfs_ops);
    }
    for (const SeriesKey& key : last_written_)
        if (!written.count(key)) recorder_.record(key.entity, key.metric, t, 0.0);
    last_written_ = std::move(written);
    for (const auto& [id, lu] : storage_.lus())
        if (lu.thin()) recorder_.record(id, "consumed_gb", t, storage_.consumed_gb(id));
    for (const auto& [id, p] : storage_.pools()) recorder_.record(id, "used_gb", t, p.allocated_gb());
}

}  // namespace santwin::engine
