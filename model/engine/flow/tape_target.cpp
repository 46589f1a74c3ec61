#include "engine/flow/tape_target.h"

#include "engine/flow/build_context.h"
#include "engine/flow/vtl_sharing.h"

namespace santwin::engine {

namespace {
Kind kind_of(const Topology& t, Id id) {
    return t.at(id).kind;
}
}  // namespace

Id vtl_of(const Topology& t, Id device) {
    for (Id id = device; id != kNoId && t.contains(id); id = t.at(id).parent)
        if (kind_of(t, id) == Kind::Vtl) return id;
    return kNoId;
}

int vtl_disks(const Topology& t, Id vtl) {
    int n = 0;
    for (Id enc : t.children(vtl, Kind::DiskEnclosure))
        n += static_cast<int>(t.children(enc, Kind::Drive).size());
    return n;
}

bool TapeTarget::handles(const BuildContext& ctx, Id device) const {
    const Entity* e = ctx.topology().find(device);
    return e &&
           (e->kind == Kind::TapeDrive || e->kind == Kind::VtlNode || e->kind == Kind::TapeLibrary);
}

void TapeTarget::add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host,
                         ClassSpec& c, ClassInfo& info) const {
    const Topology& t = ctx.topology();
    if (!host)
        throw std::invalid_argument("I/O to " + t.describe(leg.device) +
                                    " names no host: give the leg or stream one");
    const DevicePath& path = ctx.paths().device_path(host, leg.device);
    const Id vtl = vtl_of(t, leg.device);
    const double ops = leg.per_io;
    const double mb = ops * leg.kb / 1024.0;
    const VisitTag tag = leg.write ? VisitTag::Write : VisitTag::Read;

    const double efficiency = ctx.catalog().fc_payload_efficiency();
    double command_ms = 0;
    if (vtl) {
        const devices::VtlParams& vp = ctx.catalog().vtl(t.at(vtl).text("hardware"));
        command_ms = vp.node_latency_ms;
        // The library's disks: one streaming limit shared by every node of the VTL.
        const int disks = std::max(1, vtl_disks(t, vtl));
        const int station =
            ctx.device_station(vtl, "vtl_disks", Station{ctx.describe(vtl) + " disks", 1});
        Visit disks_visit{station, mb / vp.disk_mb_s(disks), 0, false, tag};
        // First come, first served among the nodes (vtl_sharing.h).
        if (const Id node = vtl_node_of(t, leg.device)) disks_visit.priority = vtl_node_rank(ctx, vtl, node);
        c.visits.push_back(disks_visit);
    }
    const Entity& dev = t.at(leg.device);
    if (dev.kind == Kind::TapeDrive) {
        const devices::TapeDriveParams& dp = ctx.catalog().tape_drive(dev.text("hardware"));
        if (dp.native_mb_s > 0) {
            const int station =
                ctx.device_station(leg.device, "tape", Station{ctx.describe(leg.device), 1});
            c.visits.push_back({station, mb / dp.native_mb_s, 0, false, tag});
        }
    }

    const devices::HostParams& hp = ctx.catalog().host(host_version(t, host));
    c.fixed_latency_s += ops * (hp.stack_latency_ms + command_ms) / 1000.0;
    // Every port runs at its cable's negotiated rate (a 4 Gb switch port cabled to a 2 Gb VTL
    // node carries 2 Gb), as for block I/O.
    const double bw_i = port_mb_s(ctx.link_gbps(path.initiator_port), "fc") * efficiency;
    const double bw_t = port_mb_s(ctx.link_gbps(path.target_port), "fc") * efficiency;
    c.visits.push_back(
        {ctx.port_station(path.initiator_port, leg.write), mb / bw_i, 0, false, tag});
    c.visits.push_back({ctx.port_station(path.target_port, leg.write), mb / bw_t, 0, false, tag});
    const double r = leg.write ? 0 : ops, w = leg.write ? ops : 0;
    info.ports.push_back({path.initiator_port, r, w, mb});
    info.ports.push_back({path.target_port, r, w, mb});
    for (Id sp : path.switch_ports) {  // switch ports on the way, pipelined as for block I/O
        const double bw_s = port_mb_s(ctx.link_gbps(sp), "fc") * efficiency;
        c.visits.push_back({ctx.port_station(sp, leg.write), mb / bw_s, 0, true, tag});
        info.ports.push_back({sp, r, w, mb});
    }
    info.mb_per_io += mb;
    (void)s;
}

}  // namespace santwin::engine
