#include "engine/flow/lan_target.h"

#include "engine/flow/build_context.h"
#include "topology/port_speeds.h"

namespace santwin::engine {

namespace {
Id server_under(const Topology& t, Id id) {
    const Entity* e = t.find(id);
    if (!e) return kNoId;
    if (e->kind == Kind::Vm) return server_under(t, e->ref("host"));
    if (e->kind == Kind::Server) return id;
    return e->parent && t.at(e->parent).kind == Kind::Server ? e->parent : kNoId;
}
}  // namespace

Id lan_port(const Topology& t, Id host) {
    const Id server = server_under(t, host);
    if (!server) return kNoId;
    for (Id nic : t.children(server, Kind::Nic))
        for (Id p : t.children(nic, Kind::Port))
            if (t.at(p).text("protocol") == "ethernet") return p;
    return kNoId;
}

bool LanTarget::handles(const BuildContext& ctx, Id device) const {
    const Entity* e = ctx.topology().find(device);
    return e && (e->kind == Kind::EsxHost || e->kind == Kind::Vm);
}

void LanTarget::add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host,
                        ClassSpec& c, ClassInfo& info) const {
    const Topology& t = ctx.topology();
    const Id tx = lan_port(t, host), rx = lan_port(t, leg.device);
    if (!tx || !rx)
        throw std::invalid_argument("no LAN route from " + t.describe(host) + " to " +
                                    t.describe(leg.device) +
                                    ": give both servers a NIC with an Ethernet port");
    const double mb = leg.per_io * leg.kb / 1024.0;
    for (auto [port, role] : {std::pair{tx, "lan_tx"}, std::pair{rx, "lan_rx"}}) {
        const double bw = port_mb_s(port_line_rate(t, port, 1), "ethernet");
        const int station =
            ctx.device_station(port, role, Station{ctx.describe(port) + " " + role, 1});
        c.visits.push_back({station, mb / bw, 0, false, VisitTag::Other});
        info.ports.push_back({port, 0, leg.per_io, mb});
    }
    const devices::HostParams& hp = ctx.catalog().host(host_version(t, host));
    c.fixed_latency_s += leg.per_io * 2 * hp.stack_latency_ms / 1000.0;
    info.mb_per_io += mb;
    (void)s;
}

}  // namespace santwin::engine
