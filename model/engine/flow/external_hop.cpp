// The hop from a virtualizing array to the array behind one of its external volumes (Hitachi
// Universal Volume Manager): the local external port, the switch ports, the external array's
// front-end port and controller. What a host write waits for follows the external volume's cache
// mode (UVM user guide, "Cache Mode"): Enable, the default, completes the write once it is in the
// local cache and destages it to the external array asynchronously; Disable completes it only
// after the external array has taken it. Data the array writes by itself (an XCOPY's copy) is
// destaged asynchronously whatever the mode.
#include "engine/flow/build_context.h"

namespace santwin::engine {

void BuildContext::add_external_hop(ClassSpec& c, ClassInfo& info, Id local_array, const PoolMemberRt& m, double n,
                                    double mb, bool read, bool array_write, int group) {
    StorageModel& sm = storage();
    const devices::ArrayParams& local = sm.array(local_array).params;
    const bool sync_write = !read && !array_write && local.external_write_sync > 0.5;
    const bool async = !read && !sync_write;
    const VisitTag tag = read ? VisitTag::Read : VisitTag::Write;
    const int in_group = async ? group : -1;
    const LuRt* ext = m.source_lu && sm.has_lu(m.source_lu) ? &sm.lu(m.source_lu) : nullptr;
    const devices::ArrayParams* remote = ext ? &sm.array(ext->array).params : nullptr;
    // A read that misses the local cache, or a write-through, is one more SCSI command the
    // external array's controller answers.
    if (!async) {
        const double ms = local.external_latency_ms + (remote ? remote->front_end_latency_ms : 0.0);
        c.fixed_latency_s += n * ms / 1000.0;
        if (sync_write) c.fixed_write_s += n * ms / 1000.0;
        else c.fixed_read_s += n * ms / 1000.0;
    }
    if (m.paths.empty()) {
        // The lab does not cable the external ports: the array's external ports as one pool.
        c.visits.push_back({ext_port_station(local_array), n * mb / port_mb_s(local.external_port_gbps, "fc"),
                            0, async, tag, in_group});
        return;
    }
    for (const ExternalPath& p : m.paths) {
        const double w = n * p.share;
        const double bw_local = port_mb_s(link_gbps(p.local_port), "fc") * local.port_efficiency;
        c.visits.push_back({port_station(p.local_port, !read), w * mb / bw_local, 0, async, tag, in_group});
        for (Id sp : p.switch_ports)  // forwarded frame by frame: a load, not a second serialization
            c.visits.push_back({port_station(sp, !read), w * mb / port_mb_s(link_gbps(sp), "fc"), 0, true, tag, in_group});
        if (remote) {
            const double bw_remote = port_mb_s(link_gbps(p.remote_port), "fc") * remote->port_efficiency;
            const int st = remote->port_full_duplex > 0.5 ? port_station(p.remote_port, !read) : shared_port_station(p.remote_port);
            c.visits.push_back({st, w * mb / bw_remote, 0, async, tag, in_group});
        }
        const double r = read ? w : 0, wr = read ? 0 : w;
        info.ports.push_back({p.local_port, r, wr, w * mb});
        info.ports.push_back({p.remote_port, r, wr, w * mb});
        for (Id sp : p.switch_ports) info.ports.push_back({sp, r, wr, w * mb});
    }
}

}  // namespace santwin::engine
