#include "lab_checks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

namespace labcheck {

using santwin::Entity;
using santwin::kNoId;
using santwin::RefList;

std::vector<Id> of_kind(const Topology& t, Kind kind) {
    return t.all_of(kind);
}

Id named(const Topology& t, Kind kind, std::string_view name) {
    Id id = t.find_by_name(kind, name);
    if (id == kNoId)
        ADD_FAILURE() << "no " << santwin::kind_label(kind) << " named '" << name << "'";
    return id;
}

std::vector<Id> under(const Topology& t, Id root, Kind kind) {
    std::vector<Id> out;
    for (Id d : t.descendants(root))
        if (t.at(d).kind == kind) out.push_back(d);
    return out;
}

std::vector<Id> hba_ports(const Topology& t, Id host) {
    const Entity& h = t.at(host);
    Id server = h.kind == Kind::EsxHost ? h.parent : host;
    std::vector<Id> out;
    for (Id hba : t.children(server, Kind::Hba))
        for (Id p : t.children(hba, Kind::Port)) out.push_back(p);
    return out;
}

Id peer(const Topology& t, Id port) {
    for (Id l : t.all_of(Kind::Link)) {
        const Entity& e = t.at(l);
        if (e.ref("a") == port) return e.ref("b");
        if (e.ref("b") == port) return e.ref("a");
    }
    return kNoId;
}

namespace {

Kind device_kind(const Topology& t, Id port) {
    return t.at(t.at(port).parent).kind;
}

// Controller ports reachable from a switch port through the switches of its fabric.
std::set<Id> targets_from(const Topology& t, Id switch_port) {
    std::set<Id> targets, seen_switches;
    std::vector<Id> todo{t.at(switch_port).parent};
    while (!todo.empty()) {
        Id sw = todo.back();
        todo.pop_back();
        if (!seen_switches.insert(sw).second) continue;
        for (Id p : t.children(sw, Kind::Port)) {
            Id other = peer(t, p);
            if (other == kNoId) continue;
            if (device_kind(t, other) == Kind::FcSwitch) todo.push_back(t.at(other).parent);
            if (device_kind(t, other) == Kind::Controller) targets.insert(other);
        }
    }
    return targets;
}

bool zoned_together(const Topology& t, Id fabric, const std::string& a, const std::string& b) {
    Id zs = t.at(fabric).ref("active_zone_set");
    if (zs == kNoId) return true;  // no zoning: every port sees every other
    for (Id z : t.at(zs).refs("zones")) {
        const auto& m = t.at(z).texts("members");
        if (std::count(m.begin(), m.end(), a) && std::count(m.begin(), m.end(), b)) return true;
    }
    return false;
}

bool masked_in(const Topology& t, Id target, const std::string& initiator_wwpn, Id lu) {
    Id array = t.at(t.at(target).parent).parent;
    for (Id hg : t.children(array, Kind::HostGroup)) {
        const Entity& g = t.at(hg);
        const RefList& ports = g.refs("ports");
        if (!ports.empty() && std::find(ports.begin(), ports.end(), target) == ports.end())
            continue;
        const auto& inits = g.texts("initiators");
        if (std::find(inits.begin(), inits.end(), initiator_wwpn) == inits.end()) continue;
        for (Id m : t.children(hg, Kind::LunMapping))
            if (t.at(m).ref("lu") == lu) return true;
    }
    return false;
}

}  // namespace

int route_count(const Topology& t, const std::vector<Id>& initiators, Id lu) {
    const Id lu_array = t.at(lu).parent;
    int routes = 0;
    for (Id init : initiators) {
        Id first = peer(t, init);
        if (first == kNoId) continue;
        std::set<Id> targets;
        Id fabric = kNoId;
        if (device_kind(t, first) == Kind::Controller) {
            targets.insert(first);  // direct attach
        } else if (device_kind(t, first) == Kind::FcSwitch) {
            fabric = t.at(t.at(first).parent).parent;
            targets = targets_from(t, first);
        }
        const std::string iw = t.at(init).text("wwpn");
        for (Id target : targets) {
            if (t.at(t.at(target).parent).parent != lu_array) continue;
            if (fabric != kNoId && !zoned_together(t, fabric, iw, t.at(target).text("wwpn")))
                continue;
            if (masked_in(t, target, iw, lu)) ++routes;
        }
    }
    return routes;
}

int host_routes(const Topology& t, Id esx_host, Id lu) {
    return route_count(t, hba_ports(t, esx_host), lu);
}

std::vector<std::string> wiring_faults(const Topology& t) {
    std::vector<std::string> faults;
    auto fault = [&](Id id, const std::string& what) {
        faults.push_back(t.describe(id) + ": " + what);
    };

    std::map<Id, int> cabled;
    for (Id l : t.all_of(Kind::Link)) {
        const Entity& e = t.at(l);
        for (const char* end : {"a", "b"}) {
            const Entity* p = t.find(e.ref(end));
            if (!p || p->kind != Kind::Port)
                fault(l, std::string("end ") + end + " is not a port");
            else if (++cabled[p->id] > 1)
                fault(p->id, "cabled more than once");
        }
    }
    std::set<std::string> wwpns;
    for (Id p : t.all_of(Kind::Port)) {
        const std::string w = t.at(p).text("wwpn");
        if (!w.empty() && !wwpns.insert(w).second) fault(p, "WWPN " + w + " used twice");
    }
    for (Id z : t.all_of(Kind::Zone))
        for (const auto& m : t.at(z).texts("members"))
            if (!wwpns.count(m)) fault(z, "member " + m + " names no port");

    std::map<Id, int> drive_use, rg_use;
    for (Id rg : t.all_of(Kind::RaidGroup)) {
        const Entity& g = t.at(rg);
        const auto& drives = g.refs("drives");
        if (drives.size() !=
            static_cast<std::size_t>(g.num("data_drives") + g.num("parity_drives")))
            fault(rg, "drive count differs from data + parity");
        std::set<std::string> kinds;
        for (Id d : drives) {
            if (++drive_use[d] > 1) fault(d, "in two RAID groups");
            kinds.insert(t.at(d).text("hardware"));
        }
        if (kinds.size() > 1) fault(rg, "mixes drive types");
    }
    for (Id pool : t.all_of(Kind::Pool)) {
        std::set<std::string> shapes;
        for (Id m : t.at(pool).refs("members")) {
            if (++rg_use[m] > 1) fault(m, "in two pools");
            const Entity& g = t.at(m);
            if (g.kind != Kind::RaidGroup || g.refs("drives").empty()) continue;
            shapes.insert(g.text("level") + "/" + t.at(g.refs("drives").front()).text("hardware"));
        }
        if (shapes.size() > 1) fault(pool, "mixes RAID levels or drive types");
    }

    for (Id ds : t.all_of(Kind::Datastore))
        if (t.at(ds).text("type") == "vmfs" && t.at(ds).ref("lu") == kNoId)
            fault(ds, "VMFS without LU");
    for (Kind k : {Kind::Vm, Kind::Template}) {
        for (Id v : t.all_of(k)) {
            const Id host = t.at(v).ref("host");
            if (host == kNoId) fault(v, "no host");
            for (Id d : t.children(v, Kind::Vmdk)) {
                const Entity& disk = t.at(d);
                const Id ds = disk.ref("datastore");
                if (ds == kNoId || disk.num("size_gb") <= 0 || disk.text("format").empty()) {
                    fault(d, "needs datastore, size_gb and format");
                    continue;
                }
                const Id lu = t.at(ds).ref("lu");
                if (host != kNoId && lu != kNoId && host_routes(t, host, lu) == 0)
                    fault(d, "its host cannot reach " + t.describe(lu));
            }
        }
    }
    return faults;
}

}  // namespace labcheck
