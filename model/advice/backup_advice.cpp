// Backup layout (seed 004): the VCB proxies' holding tanks (RAID level, alternating owners),
// the proxies' HBA ports, and disk group spindles per concurrent backup stream.
#include <map>
#include <set>

#include "advice/advice_context.h"
#include "topology/backing.h"

namespace santwin::advice::detail {

namespace {
// FC ports on the HBAs of the server a proxy runs on.
std::vector<Id> proxy_ports(const Topology& t, Id proxy) {
    std::vector<Id> ports;
    const Id server = t.at(proxy).parent;
    if (!server || !t.contains(server)) return ports;
    for (Id hba : t.children(server, Kind::Hba))
        for (Id port : t.children(hba, Kind::Port))
            if (t.at(port).text("protocol") != "ethernet") ports.push_back(port);
    return ports;
}

void holding_tanks(Context& ctx) {
    const Topology& t = ctx.t;
    std::map<Id, std::vector<Id>> tanks_by_owner;  // controller -> holding-tank LUs
    for (Id proxy : t.all_of(Kind::VcbProxy)) {
        const Id ht = t.at(proxy).ref("holding_tank");
        if (!ht || !t.contains(ht)) continue;
        const Entity& lu = t.at(ht);
        std::string level = lu.text("vraid");
        const Entity* backing = t.find(lu.ref("backing"));
        if (level.empty() && backing && backing->kind == Kind::RaidGroup) level = backing->text("level");
        if (level == "vraid5" || level == "vraid6" || level == "raid5" || level == "raid6") {
            std::optional<Fix> fix;
            if (level.rfind("vraid", 0) == 0) fix = set_fix(t, ht, "vraid", std::string("vraid1"));
            ctx.add("advice.ht_parity_raid", {ht, proxy},
                    ctx.name(proxy) + "'s holding tank " + ctx.name(ht) + " is " + level +
                        ": image exports write it sequentially, and parity writes cost the disks and the controller more",
                    fix ? "set its Vraid to vraid1" : "put it on a RAID-1 or RAID-1+0 group", fix);
        }
        if (const Id owner = lu.ref("owner")) tanks_by_owner[owner].push_back(ht);
    }
    if (tanks_by_owner.size() != 1) return;
    const auto& [owner, tanks] = *tanks_by_owner.begin();
    if (tanks.size() < 2) return;
    std::optional<Fix> fix;
    std::string todo;
    for (Id other : t.children(t.at(owner).parent, Kind::Controller))
        if (other != owner) {
            fix = set_fix(t, tanks[1], "owner", Ref{other});
            todo = "give " + ctx.name(tanks[1]) + " to " + ctx.name(other);
            break;
        }
    if (!fix) return;  // a single-controller array has nothing to alternate
    std::vector<Id> ids = tanks;
    ids.push_back(owner);
    ctx.add("advice.ht_same_owner", ids,
            std::to_string(tanks.size()) + " holding tanks are all owned by " + ctx.name(owner) +
                ": every image export writes through one controller while the other idles",
            todo, fix);
}

void proxy_hbas(Context& ctx) {
    const double min_ports = ctx.book.number("advice.proxy_single_port", "min_ports");
    for (Id proxy : ctx.t.all_of(Kind::VcbProxy)) {
        const std::size_t n = proxy_ports(ctx.t, proxy).size();
        if (n == 0 || double(n) >= min_ports) continue;  // none at all is a path problem, not advice
        ctx.add("advice.proxy_single_port", {proxy},
                ctx.name(proxy) + " has " + std::to_string(n) + " FC port" + (n == 1 ? "" : "s") +
                    ": reads from the VMs' LUs and writes to its holding tank share it");
    }
}
}  // namespace

// Spindles behind each disk group or RAID group holding the disks of `vms`, per concurrent stream.
void spindles_per_stream(Context& ctx, int streams, const std::set<Id>& vms, const std::string& why) {
    const Topology& t = ctx.t;
    const std::string rule = "advice.spindles_per_stream";
    if (streams <= 0) return;
    std::map<Id, std::set<Id>> drives_by_group;  // disk / RAID group -> drives
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity& d = t.at(disk);
        const Entity* ds = t.find(d.ref("datastore"));
        if (!vms.count(d.parent) || !ds || !ds->ref("lu") || !t.contains(ds->ref("lu"))) continue;
        const BackingChain chain = resolve_backing(t, ds->ref("lu"));
        if (chain.chain.empty()) continue;
        drives_by_group[chain.chain.front()].insert(chain.drives.begin(), chain.drives.end());
    }
    for (const auto& [group, drives] : drives_by_group) {
        if (drives.empty()) continue;
        const double rpm = t.at(*drives.begin()).num("rpm", 15000);
        if (rpm <= 0) continue;  // flash: the rule is about spindles
        const double need = ctx.book.number(rule, rpm >= 15000 ? "spindles_15k" : "spindles_10k");
        const double per_stream = double(drives.size()) / streams;
        if (per_stream >= need) continue;
        ctx.add(rule, {group},
                ctx.name(group) + " has " + std::to_string(drives.size()) + " spindles for " + std::to_string(streams) +
                    " concurrent backup streams (" + why + "): " + number(per_stream) + " per stream, where " +
                    number(need) + " (" + (rpm >= 15000 ? "15K" : "10K") + ") keep exports at speed",
                "add spindles to it, or run at most " + std::to_string(int(drives.size() / need)) + " streams at once");
    }
}

// The holding tanks and the proxies' ports. Spindles per stream depend on how many backups run
// at once, which a job plans (advise_backup), not the lab.
void advise_backup_lab(Context& ctx) {
    holding_tanks(ctx);
    proxy_hbas(ctx);
}

}  // namespace santwin::advice::detail
