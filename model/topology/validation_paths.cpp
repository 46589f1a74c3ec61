// Rules that ask path resolution (paths.h) through the shared Connectivity index:
// datastore.unreachable, vm.datastore_not_visible, multipath.preferred_not_a_path,
// multipath.lu_not_visible.
#include <map>
#include <set>

#include "topology/paths.h"
#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
const Entity* of_kind(const Topology& t, Id id, Kind k) {
    const Entity* e = t.find(id);
    return e && e->kind == k ? e : nullptr;
}

std::string names(const Context& ctx, const std::set<Id>& ids, std::size_t max_shown = 3) {
    std::vector<std::string> out;
    for (Id id : ids) {
        if (out.size() == max_shown) {
            out.push_back(std::to_string(ids.size() - max_shown) + " more");
            break;
        }
        out.push_back(ctx.describe(id));
    }
    return join(out);
}

// Hosts whose VMs reach a datastore through one port only: (host, port) -> datastores, for the
// host's own HBA ports and for the array's front-end ports.
struct SinglePaths {
    std::map<Id, std::pair<Id, std::set<Id>>> host_side, array_side;
};

void check_vmfs_datastore(Context& ctx, const Entity& ds,
                          const std::map<Id, std::set<Id>>& vms_by_host, SinglePaths& single) {
    const Id lu = ds.ref("lu");
    if (lu == kNoId) {
        ctx.error(
            "datastore.unreachable", {ds.id},
            ctx.describe(ds.id) + " is VMFS but has no LU: set lu to the LU it is formatted on");
        return;
    }
    if (!of_kind(ctx.t, lu, Kind::LogicalUnit)) {
        ctx.error("datastore.unreachable", {ds.id},
                  ctx.describe(ds.id) + " has lu #" + std::to_string(lu) +
                      ", which is not a logical unit (deleted?): set lu to the LU it is formatted on");
        return;
    }
    if (who_sees(ctx.c, lu).empty()) {
        const std::string why = vms_by_host.empty()
                                    ? "zone and map the LU to the hosts that should mount it"
                                    : why_not_visible(ctx.c, vms_by_host.begin()->first, lu);
        ctx.error("datastore.unreachable", {ds.id, lu},
                  "no host can see " + ctx.describe(lu) + ", so " + ctx.describe(ds.id) +
                      " is unreachable: " + why);
        return;
    }
    for (const auto& [host, vms] : vms_by_host) {
        const auto paths = paths_to_lu(ctx.c, host, lu);
        std::set<Id> initiators;
        std::set<Id> targets;
        for (const auto& p : paths) initiators.insert(p.initiator_port), targets.insert(p.target_port);
        if (initiators.size() == 1) {
            single.host_side[host].first = *initiators.begin();
            single.host_side[host].second.insert(ds.id);
        } else if (targets.size() == 1) {  // two HBA ports, but one array port between them and the LU
            single.array_side[host].first = *targets.begin();
            single.array_side[host].second.insert(ds.id);
        }
        if (!paths.empty()) continue;
        ctx.error("vm.datastore_not_visible", {host, ds.id, lu},
                  ctx.describe(host) + " runs " + names(ctx, vms) + " with disks on " +
                      ctx.describe(ds.id) + " but cannot see its " + ctx.describe(lu) + ": " +
                      why_not_visible(ctx.c, host, lu));
    }
}

void check_datastores(Context& ctx) {
    std::map<Id, std::map<Id, std::set<Id>>> users;  // datastore -> host -> VMs / templates
    for (Id d : ctx.t.all_of(Kind::Vmdk)) {
        const Entity& disk = ctx.t.at(d);
        const Id host = ctx.t.at(disk.parent).ref("host");
        if (of_kind(ctx.t, host, Kind::EsxHost))
            users[disk.ref("datastore")][host].insert(disk.parent);
    }
    static const std::map<Id, std::set<Id>> kNobody;
    SinglePaths single;
    for (Id ds : ctx.t.all_of(Kind::Datastore)) {
        const Entity& e = ctx.t.at(ds);
        if (e.text("type") == "nfs") {
            if (!of_kind(ctx.t, e.ref("export"), Kind::NfsExport))
                ctx.error(
                    "datastore.unreachable", {ds},
                    ctx.describe(ds) + " is NFS but its export " +
                        (e.ref("export") == kNoId ? std::string("is not set") : "is missing") +
                        ": set export to the NFS export it mounts");
            continue;
        }
        auto it = users.find(ds);
        check_vmfs_datastore(ctx, e, it == users.end() ? kNobody : it->second, single);
    }
    // No redundancy: one cable, HBA port, switch, array port or controller between these VMs and
    // their disks.
    auto warn = [&](const std::string& rule, const auto& by_host, const std::string& only, const std::string& advice) {
        for (const auto& [host, at] : by_host) {
            std::vector<Id> ids{host, at.first};
            ids.insert(ids.end(), at.second.begin(), at.second.end());
            ctx.warning(rule, ids,
                        ctx.describe(host) + " reaches " + names(ctx, at.second) + " through " + only + " only (" +
                            ctx.c.describe_port(at.first) + "): " + advice);
        }
    };
    warn("multipath.single_path", single.host_side, "one HBA port",
         "a cable, port or switch failure takes its VMs' disks away; zone and cable a second port through the "
         "other fabric");
    warn("multipath.single_array_port", single.array_side, "one array port",
         "its cable, the port or its controller failing takes the VMs' disks away; zone the host to a port of the "
         "other controller too (and map the LU there)");
}

// A policy for an LU the host has no path to at all (a copied host not yet zoned or masked)
// does no harm until the host sees the LU: one warning per host, naming the LUs and why the
// first is not visible. A Fixed or MRU policy preferring a port that is not one of the host's
// existing paths is a warning: as ESX does, I/O takes another path (the first), not the one the
// user chose — a cable pulled from a path leaves a degraded lab, not a broken one. Round robin
// uses every path and no preferred port.
void check_multipath(Context& ctx) {
    std::map<Id, std::set<Id>> unseen_lus_by_host;
    std::map<Id, std::vector<Id>> unseen_policies_by_host;
    for (Id mp : ctx.t.all_of(Kind::MultipathPolicy)) {
        const Entity& e = ctx.t.at(mp);
        const Id lu = e.ref("lu");
        const Id preferred = e.ref("preferred_port");
        if (!of_kind(ctx.t, lu, Kind::LogicalUnit) || !of_kind(ctx.t, preferred, Kind::Port))
            continue;
        const bool round_robin = e.text("policy") == "rr";
        const auto paths = paths_to_lu(ctx.c, e.parent, lu);
        std::set<Id> targets;
        for (const auto& p : paths) targets.insert(p.target_port);
        if (targets.count(preferred)) continue;
        if (targets.empty()) {
            unseen_lus_by_host[e.parent].insert(lu);
            unseen_policies_by_host[e.parent].push_back(mp);
            continue;
        }
        if (round_robin) continue;
        std::vector<std::string> ports;
        for (Id t : targets) ports.push_back(ctx.c.describe_port(t));
        ctx.warning("multipath.preferred_not_a_path", {mp, preferred, lu},
                    ctx.describe(mp) + " prefers " +
                        ctx.c.describe_port(preferred) + ", which is not one of its paths to " +
                        ctx.describe(lu) + " (they go through " + join(ports) +
                        "), so I/O takes " + ctx.c.describe_port(paths.front().target_port) +
                        " instead: set preferred_port to one of those");
    }
    for (const auto& [host, lus] : unseen_lus_by_host) {
        std::vector<Id> ids{host};
        const auto& policies = unseen_policies_by_host[host];
        ids.insert(ids.end(), policies.begin(), policies.end());
        const std::string count = lus.size() == 1 ? "an LU" : std::to_string(lus.size()) + " LUs";
        ctx.warning("multipath.lu_not_visible", ids,
                    ctx.describe(host) + " has path policies for " + count + " it has no path to (" +
                        names(ctx, lus) + "): " + why_not_visible(ctx.c, host, *lus.begin()));
    }
}
}  // namespace

void check_paths(Context& ctx) {
    check_datastores(ctx);
    check_multipath(ctx);
}

}  // namespace santwin::validation_detail
