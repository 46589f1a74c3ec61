// Fabric rules: port.duplicate_wwpn, port.unusual_speed, link.incompatible, link.same_device,
// link.isl_across_fabrics, zone.member_unmatched, alias.wwpn_unmatched, fabric.no_active_zone_set.
#include <algorithm>
#include <map>

#include "topology/cable_names.h"
#include "topology/port_speeds.h"
#include "topology/validation_context.h"
#include "topology/wwpn.h"

namespace santwin::validation_detail {

namespace {
void check_duplicate_wwpns(Context& ctx) {
    std::map<std::string, std::vector<Id>> by_wwpn;
    for (Id p : ctx.t.all_of(Kind::Port)) {
        const std::string w = normalize_wwpn(ctx.t.at(p).text("wwpn"));
        if (!w.empty()) by_wwpn[w].push_back(p);
    }
    for (const auto& [w, ports] : by_wwpn) {
        if (ports.size() < 2) continue;
        std::vector<std::string> names;
        for (Id p : ports) names.push_back(ctx.describe(p));
        ctx.error(
            "port.duplicate_wwpn", ports,
            join(names) + " share WWPN " + ctx.t.at(ports.front()).text("wwpn") +
                ": give each port its own WWPN, or zoning and masking cannot tell them apart");
    }
}

void check_port_speeds(Context& ctx) {
    for (Id p : ctx.t.all_of(Kind::Port)) {
        const Entity& port = ctx.t.at(p);
        if (!std::holds_alternative<double>(port.attr("speed_gbps"))) continue;
        if (std::string why = port_speed_refusal(port.text("protocol"), port.num("speed_gbps")); !why.empty())
            ctx.error("port.unusual_speed", {p}, ctx.describe(p) + ": " + why);
        else if (const double cap = device_speed_cap(ctx.t, p); cap > 0 && port.num("speed_gbps") > cap)
            ctx.warning("port.faster_than_device", {p, port.parent},
                        ctx.describe(p) + " is set to " + number(port.num("speed_gbps")) + " Gb/s, but " +
                            ctx.describe(port.parent) + " runs its ports at " + number(cap) +
                            " Gb/s at most: it runs at " + number(cap) + "; set the port to " + number(cap) +
                            " or the device faster");
    }
}

// A port on a server's HBA or NIC: an initiator, never a switch or a target.
bool host_side(const Topology& t, Id port) {
    const Entity& parent = t.at(t.at(port).parent);
    if (parent.kind == Kind::Hba) return true;
    return parent.kind == Kind::Nic && t.at(parent.parent).kind == Kind::Server;
}

bool check_end(Context& ctx, const Entity& link, const char* key) {
    const Id end = link.ref(key);
    const Entity* p = ctx.t.find(end);
    if (p && p->kind == Kind::Port) return true;
    std::string what = end == kNoId ? std::string("has no '") + key + "' end"
                                    : std::string("end '") + key + "' is " + ctx.describe(end) +
                                          (p ? ", not a port" : "");
    ctx.error(
        "link.incompatible", {link.id},
        ctx.describe(link.id) + " " + what + ": connect it to an existing port or delete the link");
    return false;
}

void check_link(Context& ctx, const Entity& link) {
    const bool a_ok = check_end(ctx, link, "a");
    const bool b_ok = check_end(ctx, link, "b");
    if (!a_ok || !b_ok) return;
    const Entity& a = ctx.t.at(link.ref("a"));
    const Entity& b = ctx.t.at(link.ref("b"));
    const std::string head = "Cable " + cable_name(ctx.t, link.id);  // "Cable VTL1 vls_p0 ↔ SW-B2/20"
    if (a.id == b.id) {
        ctx.error("link.incompatible", {link.id, a.id},
                  ctx.describe(link.id) + " has both ends on " + ctx.describe(a.id) +
                      ": connect its other end elsewhere");
        return;
    }
    if (a.parent == b.parent) {
        ctx.error("link.same_device", {link.id, a.id, b.id},
                  head + " joins two ports of " + ctx.describe(a.parent) +
                      ": a device is not cabled to itself; move one end to another device");
        return;
    }
    const Entity& dev_a = ctx.t.at(a.parent);
    const Entity& dev_b = ctx.t.at(b.parent);
    if (dev_a.kind == Kind::FcSwitch && dev_b.kind == Kind::FcSwitch && dev_a.parent != dev_b.parent)
        ctx.error("link.isl_across_fabrics", {link.id, dev_a.id, dev_b.id},
                  head + " joins " + ctx.describe(dev_a.id) + " of " + ctx.describe(dev_a.parent) + " to " +
                      ctx.describe(dev_b.id) + " of " + ctx.describe(dev_b.parent) +
                      ": an ISL merges two fabrics into one; cable each switch to a switch of its own "
                      "fabric, or move one switch into the other fabric");
    const std::string pa = a.text("protocol");
    const std::string pb = b.text("protocol");
    if (pa != pb) {
        ctx.error("link.incompatible", {link.id, a.id, b.id},
                  head + " has one end " + protocol_name(pa) + " and the other " + protocol_name(pb) +
                      ": connect ports of the same protocol");
        return;
    }
    if (link.text("medium") != pa)
        ctx.error("link.incompatible", {link.id},
                  ctx.describe(link.id) + " is a " + link.text("medium") + " cable between " + pa +
                      " ports: set its medium to " + pa);
    if (host_side(ctx.t, a.id) && host_side(ctx.t, b.id))
        ctx.error(
            "link.incompatible", {link.id, a.id, b.id},
            head +
                " joins two host adapter ports: connect one end to a switch or a storage port instead");
    const double sa = a.num("speed_gbps");
    const double sb = b.num("speed_gbps");
    // A speed port.unusual_speed refuses is a slip, not a rate: no link negotiates it.
    const bool both_standard = port_speed_refusal(pa, sa).empty() && port_speed_refusal(pb, sb).empty();
    if (sa != sb && both_standard)
        ctx.warning("link.incompatible", {link.id, a.id, b.id},
                    head + " joins ports of " + number(sa) + " and " + number(sb) +
                        " Gb/s: the link negotiates " + number(std::min(sa, sb)) +
                        " Gb/s; match the port speeds for full bandwidth");
}

void check_links(Context& ctx) {
    for (Id l : ctx.t.all_of(Kind::Link)) check_link(ctx, ctx.t.at(l));
    for (Id p : ctx.t.all_of(Kind::Port)) {
        const auto& links = ctx.c.links_of(p);
        if (links.size() < 2) continue;
        std::vector<std::string> names;
        for (Id l : links) names.push_back(ctx.describe(l));
        std::vector<Id> ids{p};
        ids.insert(ids.end(), links.begin(), links.end());
        ctx.error("link.incompatible", ids,
                  ctx.describe(p) + " is cabled " + std::to_string(links.size()) + " times (" +
                      join(names) + "): a port takes one cable; delete the extra links");
    }
}

void check_zoning(Context& ctx) {
    for (Id z : ctx.t.all_of(Kind::Zone)) {
        const Entity& zone = ctx.t.at(z);
        for (const std::string& member : zone.texts("members")) {
            if (ctx.c.alias_named(zone.parent, member) != kNoId) continue;
            if (!looks_like_wwpn(member))
                ctx.error("zone.member_unmatched", {z, zone.parent},
                          ctx.describe(z) + " member '" + member +
                              "' is neither a WWPN nor an alias of " + ctx.describe(zone.parent) +
                              ": create the alias or correct the name");
            else if (ctx.c.ports_with_wwpn(normalize_wwpn(member)).empty())
                ctx.error("zone.member_unmatched", {z},
                          ctx.describe(z) + " member " + member +
                              " matches no port: correct the WWPN or remove the member");
        }
    }
    for (Id a : ctx.t.all_of(Kind::Alias))
        for (const std::string& w : ctx.t.at(a).texts("wwpns"))
            if (ctx.c.ports_with_wwpn(normalize_wwpn(w)).empty())
                ctx.warning("alias.wwpn_unmatched", {a},
                            ctx.describe(a) + " WWPN " + w +
                                " matches no port: correct it or remove it from the alias");
    for (Id f : ctx.t.all_of(Kind::Fabric))
        if (ctx.t.at(f).ref("active_zone_set") == kNoId)
            ctx.warning("fabric.no_active_zone_set", {f},
                        ctx.describe(f) +
                            " has no active zone set, so every port on it sees every other: "
                            "create a zone set and make it active_zone_set");
}
}  // namespace

void check_fabric(Context& ctx) {
    check_duplicate_wwpns(ctx);
    check_port_speeds(ctx);
    check_links(ctx);
    check_zoning(ctx);
}

}  // namespace santwin::validation_detail
