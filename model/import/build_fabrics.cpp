// Fabrics from Brocade output: switches joined by ISLs form one fabric; every switch port where
// a WWPN logged in (switchshow F-Port, nsshow) is cabled to the HBA or array port with that
// WWPN; ISLs from islshow (or, without it, paired from both switches' E-Ports); aliases, zones
// and zone sets from the zoning captures, the effective configuration active.
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "import/csv_table.h"
#include "import/estate_builder.h"
#include "topology/wwpn.h"

namespace santwin::import {

namespace {
struct SwitchIds {
    const SwitchRecord* record = nullptr;
    Id id = kNoId;
    std::map<std::string, Id> port_by_label;
    std::map<std::string, Id> port_by_area;  // "0105": domain and area of the port's address
    Id fabric = kNoId;
};

std::string text_of(double gbps) { return std::to_string(int(gbps)); }
}  // namespace

void EstateBuilder::build_fabrics(const Estate& e) {
    std::map<std::string, SwitchIds> switches;  // by name
    std::map<std::string, std::string> name_by_wwn;
    std::vector<std::string> order;
    for (const SwitchRecord& s : e.switches) {
        if (switches.count(s.name))
            throw ImportError(s.at.file, s.at.line, "switch '" + s.name + "' has two switchshow outputs");
        switches[s.name].record = &s;
        if (!s.wwn.empty()) name_by_wwn[normalize_wwpn(s.wwn)] = s.name;
        order.push_back(s.name);
    }
    auto neighbour = [&](const std::string& wwn, const std::string& name) -> std::string {
        auto it = name_by_wwn.find(normalize_wwpn(wwn));
        if (it != name_by_wwn.end()) return it->second;
        return switches.count(name) ? name : "";
    };

    // Fabrics: connected components of the switches over ISLs and E-Ports.
    std::map<std::string, std::string> parent;
    std::function<std::string(const std::string&)> root = [&](const std::string& n) {
        auto it = parent.find(n);
        return it == parent.end() || it->second == n ? n : root(it->second);
    };
    auto join = [&](const std::string& a, const std::string& b) {
        if (!a.empty() && !b.empty()) parent[root(a)] = root(b);
    };
    for (const IslRecord& i : e.isls) {
        if (!switches.count(i.local_switch))
            throw ImportError(i.at.file, i.at.line, "islshow of switch '" + i.local_switch + "', whose switchshow was not given");
        join(i.local_switch, neighbour(i.remote_wwn, i.remote_name));
    }
    for (const SwitchRecord& s : e.switches)
        for (const auto& p : s.ports)
            if (p.role == "E-Port") join(s.name, neighbour(p.wwn, p.neighbour));

    std::map<std::string, Id> fabric_of_root;
    for (const std::string& name : order) {
        SwitchIds& sw = switches[name];
        const SwitchRecord& s = *sw.record;
        auto [it, fresh] = fabric_of_root.try_emplace(root(name), kNoId);
        if (fresh) {
            it->second = add(Kind::Fabric, s.fabric_name.empty() ? "Fabric " + name : s.fabric_name, kNoId);
            if (s.fabric_name.empty())
                report.inferred.push_back("fabric '" + t.at(it->second).name + "': switch " + name +
                                          " and those joined to it by ISLs (the output names no fabric)");
        }
        sw.fabric = it->second;
        double fastest = 0;
        for (const auto& p : s.ports) fastest = std::max(fastest, p.speed_gbps);
        sw.id = add(Kind::FcSwitch, name, sw.fabric,
                    {{"model", "Brocade, switchType " + (s.type.empty() ? std::string("not given") : s.type)},
                     {"speed_gbps", fastest > 0 ? std::min(32.0, fastest) : 4.0}});
        if (s.domain >= 1 && s.domain <= 239) t.set(sw.id, "domain_id", double(s.domain));
        for (const auto& p : s.ports) {
            Id port = add(Kind::Port, name + "/" + p.label, sw.id,
                          {{"protocol", std::string("fc")}, {"speed_gbps", p.speed_gbps > 0 ? p.speed_gbps : fastest > 0 ? fastest : 4.0},
                           {"index", double(p.index)}});
            sw.port_by_label[p.label] = port;
            if (p.address.size() >= 4) sw.port_by_area[lower(p.address.substr(0, 4))] = port;
        }
    }

    // Cabling: a WWPN logged in at a switch port is the port cabled there.
    auto cable = [&](Id switch_port, const std::string& wwpn, const std::string& how, const SourceRef& at) {
        auto it = port_by_wwpn.find(normalize_wwpn(wwpn));
        const std::string where = t.at(switch_port).name;
        if (it == port_by_wwpn.end()) {
            report.missing.push_back(where + ": " + wwpn + " logged in (" + how + ", " + at.text() +
                                     "), which no imported HBA or array port has");
            return;
        }
        if (linked(it->second) || linked(switch_port)) return;  // seen already (switchshow and nsshow)
        link(it->second, switch_port);
        report.matched.push_back(port_from[it->first] + " ↔ " + where + " (" + how + " login)");
    };
    for (const std::string& name : order) {
        const SwitchIds& sw = switches[name];
        for (const auto& p : sw.record->ports)
            if (p.role == "F-Port" && looks_like_wwpn(p.wwn)) cable(sw.port_by_label.at(p.label), p.wwn, "switchshow", p.at);
    }
    for (const LoginRecord& l : e.logins) {
        Id port = kNoId;
        for (const auto& [name, sw] : switches) {
            auto it = sw.port_by_area.find(l.pid.substr(0, 4));
            if (it != sw.port_by_area.end()) port = it->second;
        }
        if (!port) {
            report.missing.push_back("nsshow login " + l.wwpn + " at PID " + l.pid + " (" + l.at.text() +
                                     "): no switchshow has a port with that address");
            continue;
        }
        cable(port, l.wwpn, "nsshow", l.at);
    }
    for (const auto& [wwpn, port] : port_by_wwpn)
        if (!linked(port) && t.ancestor(port, Kind::FcSwitch) == kNoId)
            report.missing.push_back(port_from[wwpn] + " (" + wwpn.substr(0, 2) + "…" + wwpn.substr(wwpn.size() - 4) +
                                     ") logs in to no switch of the fabric outputs: it is not cabled");

    // ISLs: islshow names both ends; without it, E-Ports pointing at each other are paired in order.
    for (const IslRecord& i : e.isls) {
        const std::string remote = neighbour(i.remote_wwn, i.remote_name);
        if (remote.empty()) {
            report.missing.push_back("ISL from " + i.local_switch + " port " + i.local_port + " to switch '" + i.remote_name +
                                     "', whose switchshow was not given (" + i.at.text() + ")");
            continue;
        }
        auto a = switches[i.local_switch].port_by_label.find(i.local_port);
        auto b = switches[remote].port_by_label.find(i.remote_port);
        if (a == switches[i.local_switch].port_by_label.end() || b == switches[remote].port_by_label.end())
            throw ImportError(i.at.file, i.at.line, "ISL port " + i.local_port + " -> " + i.remote_port +
                                                        " is not in the switchshow of " + i.local_switch + " / " + remote);
        if (linked(a->second) || linked(b->second)) continue;  // the same ISL from its other end
        link(a->second, b->second);
        report.matched.push_back("ISL " + t.at(a->second).name + " ↔ " + t.at(b->second).name + " at " +
                                 text_of(i.speed_gbps) + " Gb/s (islshow)");
    }
    for (const std::string& name : order)
        for (const auto& p : switches[name].record->ports) {
            if (p.role != "E-Port") continue;
            const std::string other = neighbour(p.wwn, p.neighbour);
            Id here = switches[name].port_by_label.at(p.label);
            if (other.empty() || linked(here)) continue;
            for (const auto& q : switches[other].record->ports) {
                Id there = switches[other].port_by_label.at(q.label);
                if (q.role == "E-Port" && neighbour(q.wwn, q.neighbour) == name && !linked(there)) {
                    link(here, there);
                    report.inferred.push_back("ISL " + t.at(here).name + " ↔ " + t.at(there).name +
                                              ": E-Ports facing each other in switchshow, paired in port order (no islshow)");
                    break;
                }
            }
        }

    // Zoning: on the fabric of the switch it was read on, else the fabric most of its WWPNs log in to.
    std::map<Id, Id> fabric_of_port;  // a device port cabled to a switch -> that switch's fabric
    for (Id l : t.all_of(Kind::Link)) {
        const Entity& cable_e = t.at(l);
        for (const auto& [end, other] : {std::pair{cable_e.ref("a"), cable_e.ref("b")}, std::pair{cable_e.ref("b"), cable_e.ref("a")}})
            if (Id s = t.ancestor(other, Kind::FcSwitch); s && !t.ancestor(end, Kind::FcSwitch)) fabric_of_port[end] = t.at(s).parent;
    }
    std::set<Id> zoned;
    for (const ZoningRecord& z : e.zoning) {
        Id fabric = switches.count(z.switch_name) ? switches[z.switch_name].fabric : kNoId;
        if (!fabric) {
            std::map<Id, int> votes;
            auto vote = [&](const std::vector<ZoningObject>& objs) {
                for (const auto& o : objs)
                    for (const auto& m : o.members) {
                        auto it = port_by_wwpn.find(normalize_wwpn(m));
                        if (it == port_by_wwpn.end()) continue;
                        if (auto f = fabric_of_port.find(it->second); f != fabric_of_port.end()) votes[f->second]++;
                    }
            };
            vote(z.aliases);
            vote(z.effective_zones);
            vote(z.zones);
            for (const auto& [f, n] : votes)
                if (!fabric || n > votes[fabric]) fabric = f;
            if (!fabric) {
                report.missing.push_back("zoning read at " + z.at.text() + ": no switch named and none of its WWPNs is cabled, "
                                         "so its fabric is unknown (kept out)");
                continue;
            }
            report.inferred.push_back("zoning of " + z.at.text() + " belongs to '" + t.at(fabric).name +
                                      "': its WWPNs log in there");
        }
        if (!zoned.insert(fabric).second) {
            report.ignored.push_back("zoning read again at " + z.at.text() + " for '" + t.at(fabric).name + "': the first capture is kept");
            continue;
        }
        for (const auto& a : z.aliases) add(Kind::Alias, a.name, fabric, {{"wwpns", TextList(a.members)}});
        std::map<std::string, Id> zone_ids;
        const auto& zones = z.zones.empty() ? z.effective_zones : z.zones;
        for (const auto& zone : zones)
            zone_ids[zone.name] = add(Kind::Zone, zone.name, fabric, {{"members", TextList(zone.members)}});
        std::vector<ZoningObject> cfgs = z.cfgs;
        if (cfgs.empty() && !z.effective_cfg.empty()) {
            ZoningObject eff{z.effective_cfg, {}, z.at};
            for (const auto& zone : z.effective_zones) eff.members.push_back(zone.name);
            cfgs.push_back(eff);
        }
        std::string active = z.effective_cfg;
        if (active.empty() && switches.count(z.switch_name)) active = switches[z.switch_name].record->zoning_cfg;
        for (const auto& c : cfgs) {
            RefList members;
            for (const auto& m : c.members) {
                if (zone_ids.count(m)) members.push_back(zone_ids[m]);
                else report.missing.push_back("zone set '" + c.name + "' lists zone '" + m + "', which the capture does not define (" + c.at.text() + ")");
            }
            Id set = add(Kind::ZoneSet, c.name, fabric, {{"zones", members}});
            if (c.name == active) t.set(fabric, "active_zone_set", Ref{set});
        }
        if (active.empty())
            report.missing.push_back("no effective configuration for '" + t.at(fabric).name + "' (" + z.at.text() + "): the fabric enforces no zoning");
    }
}

}  // namespace santwin::import
