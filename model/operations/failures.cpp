#include "operations/failures.h"

#include <algorithm>
#include <stdexcept>

#include "operations/admin.h"
#include "operations/raid_rebuild.h"
#include "topology/paths.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
// The survivor takes the failed controller's LUs; its write cache follows the array's rule.
void controller_takeover(SimContext& ctx, Id failed) {
    const Id array = ctx.topology.at(failed).parent;
    ArrayRt& a = ctx.storage.array(array);
    Id survivor = kNoId;
    for (Id c : a.controllers)
        if (c != failed) survivor = c;
    // The failed controller takes no part in the array any more: load balancing (the AMS 2000's
    // dynamic load balancing) must not hand LUs back to it.
    a.controllers.erase(std::remove(a.controllers.begin(), a.controllers.end(), failed), a.controllers.end());
    if (!survivor) {
        ctx.recorder.event(ctx.now, array, "all_paths_down", ctx.topology.describe(array) + " has no controller left");
        return;
    }
    const std::string to = ctx.topology.describe(survivor);
    const std::string how = a.architecture == "alua"
                                ? "ALUA: the LU's active-optimized paths move to " + to + " (implicit transition)"
                            : a.architecture == "active_passive"
                                ? "active-passive: " + to + " takes the LU over (trespass); hosts must fail over to its ports"
                                : "symmetric active-active: " + to + " manages it; hosts' paths through it were already active";
    for (const auto& [id, lu] : ctx.storage.lus())
        if (lu.owner == failed) {
            ctx.storage.lu(id).owner = survivor;
            ctx.recorder.event(ctx.now, id, "ownership_change", "failed over to " + to + " (" + how + ")");
        }
    if (a.params.write_through_without_partner > 0) {
        a.write_through = true;
        ctx.recorder.event(ctx.now, survivor, "write_through",
                           to + " lost its cache mirror partner: it stops caching writes (write-through), so every "
                                "write now waits for the disks (arrays.json write_through_without_partner)");
    } else {
        ctx.recorder.event(ctx.now, survivor, "write_back_kept",
                           to + " keeps caching writes without its partner (arrays.json write_through_without_partner = 0)");
    }
}

Id raid_group_of(const Topology& t, Id drive) {
    for (const auto& [holder, key] : t.referrers(drive))
        if (key == "drives" && t.at(holder).kind == Kind::RaidGroup) return holder;
    for (const auto& [holder, key] : t.referrers(drive))
        if (key == "drives" && t.at(holder).kind == Kind::DiskGroup)
            throw std::invalid_argument(t.describe(drive) + " is in the EVA disk group " + t.describe(holder) +
                                        ", which levels data and spare space over all its drives: drive failures are "
                                        "modelled in RAID groups; fail a drive of a RAID group");
    throw std::invalid_argument(t.describe(drive) + " is in no RAID group, so its failure touches no data");
}

// Longest link-down detection of the lab's hosts (their HBA drivers' timeout).
double detection_delay(const Topology& t, const devices::HardwareCatalog& catalog) {
    double delay = 0;
    for (Id host : t.all_of(Kind::EsxHost)) {
        const auto& hosts = catalog.hosts();
        const auto it = hosts.find(t.at(host).text("version"));
        delay = std::max(delay, it == hosts.end() ? catalog.host("4.0").path_failover_s : it->second.path_failover_s);
    }
    return delay > 0 ? delay : catalog.host("4.0").path_failover_s;
}

// Host/LU pairs whose policies name an LU, with a path through one of `ports`, split into those
// left with another path and those left with none.
std::string failover_summary(SimContext& ctx, const std::vector<Id>& ports) {
    int moved = 0, lost = 0;
    const Topology& t = ctx.topology;
    for (Id pol : t.all_of(Kind::MultipathPolicy)) {
        const Id host = t.at(pol).parent, lu = t.at(pol).ref("lu");
        if (!lu || !t.contains(lu)) continue;
        bool crossed = false;
        for (const StoragePath& p : paths_to_lu(t, host, lu))
            crossed = crossed || std::find(ports.begin(), ports.end(), p.target_port) != ports.end() ||
                      std::find(ports.begin(), ports.end(), p.initiator_port) != ports.end() ||
                      std::any_of(p.switch_ports.begin(), p.switch_ports.end(),
                                  [&](Id s) { return std::find(ports.begin(), ports.end(), s) != ports.end(); });
        if (!crossed) continue;
        (ctx.paths.paths(host, lu).empty() ? lost : moved)++;
    }
    return std::to_string(moved) + " host-LU pair(s) failed over to another path, " + std::to_string(lost) +
           " lost every path (all paths down)";
}
}  // namespace

std::vector<Id> failed_ports(const Topology& t, Id what) {
    const Entity& e = t.at(what);
    switch (e.kind) {
        case Kind::Port: return {what};
        case Kind::Link: return {e.ref("a"), e.ref("b")};  // a pulled cable: both ends go dark
        case Kind::Hba:
        case Kind::FcSwitch:
        case Kind::Controller: return t.children(what, Kind::Port);
        default:
            throw std::invalid_argument("cannot fail " + t.describe(what) +
                                        ": choose a link, a port, an HBA, a switch, a controller or a drive");
    }
}

std::unique_ptr<Job> make_failure(const Topology& t, Id what) {
    const std::vector<Id> ports = failed_ports(t, what);
    const bool controller = t.at(what).kind == Kind::Controller;
    const std::string label = "failure: " + t.describe(what);
    return std::make_unique<Action>(label, what, [ports, controller, what, label](SimContext& ctx) {
        for (Id p : ports) ctx.paths.fail_port(p);
        ctx.recorder.event(ctx.now, what, "failure", label);
        if (controller) controller_takeover(ctx, what);
    });
}

std::vector<std::unique_ptr<Job>> failure_jobs(const Topology& t, const devices::HardwareCatalog& catalog, Id what,
                                               double at) {
    std::vector<std::unique_ptr<Job>> jobs;
    if (t.at(what).kind == Kind::Drive) {
        jobs.push_back(std::make_unique<DriveFailure>(what, raid_group_of(t, what)));
        jobs.back()->start_at = at;
        return jobs;
    }
    const std::vector<Id> ports = failed_ports(t, what);
    const bool controller = t.at(what).kind == Kind::Controller;
    const double delay = detection_delay(t, catalog);
    const std::string label = "failure: " + t.describe(what);
    // The ports go dark: I/O on paths through them waits for the hosts to notice.
    jobs.push_back(std::make_unique<Action>(label, what, [ports, controller, what, label, delay](SimContext& ctx) {
        for (Id p : ports) ctx.paths.kill_port(p);
        ctx.recorder.event(ctx.now, what, "failure",
                           label + "; I/O on paths through it waits until the hosts' HBA drivers declare the link down (" +
                               std::to_string(int(delay)) + " s, hosts.json path_failover_s)");
        if (controller) controller_takeover(ctx, what);
    }));
    jobs.back()->start_at = at;
    // The hosts notice and fail over per their policies.
    jobs.push_back(std::make_unique<Action>("path failover: " + t.describe(what), what, [ports, what](SimContext& ctx) {
        for (Id p : ports) ctx.paths.fail_port(p);
        ctx.recorder.event(ctx.now, what, "path_failover", "hosts declared the paths dead: " + failover_summary(ctx, ports));
    }));
    jobs.back()->start_at = at + delay;
    return jobs;
}

}  // namespace santwin::operations
