#include "labs/lab_builder.h"

#include <cstdio>

#include "topology/port_vendor.h"

namespace santwin::labs {

Id LabBuilder::set(Id id, std::initializer_list<std::pair<const char*, Value>> attrs) {
    for (const auto& [key, value] : attrs) t_.set(id, key, value);
    return id;
}

Id LabBuilder::add(Kind kind, std::string name, Id parent,
                   std::initializer_list<std::pair<const char*, Value>> attrs) {
    return set(t_.add(kind, std::move(name), parent), attrs);
}

Id LabBuilder::add_noted(Kind kind, std::string name, Id parent, std::string note,
                         std::initializer_list<std::pair<const char*, Value>> attrs) {
    Id id = add(kind, std::move(name), parent, attrs);
    t_.set_note(id, std::move(note));
    return id;
}

std::string LabBuilder::next_wwpn(Id device, int index) {
    // The vendor's own first five bytes (its IEEE OUI), then the site (one per lab, or per pod of
    // a scaled lab) and a serial: every port of a site differs, and sites never meet.
    if (++serial_ > 0xffff) throw TopologyError("a lab builder ran out of WWPN serials (65,535 FC ports)");
    const std::string prefix = wwpn_prefix(port_vendor(t_, device), index);
    char wwpn[32];
    std::snprintf(wwpn, sizeof wwpn, "%s:%02x:%02x:%02x", prefix.c_str(), site_ & 0xff, serial_ >> 8, serial_ & 0xff);
    return wwpn;
}

Id LabBuilder::fc_port(Id parent, std::string name, double speed_gbps, int index) {
    return add(Kind::Port, std::move(name), parent,
               {{"protocol", std::string("fc")},
                {"wwpn", next_wwpn(parent, index)},
                {"speed_gbps", speed_gbps},
                {"index", static_cast<double>(index)}});
}

Id LabBuilder::eth_port(Id parent, std::string name, double speed_gbps, int index) {
    return add(Kind::Port, std::move(name), parent,
               {{"protocol", std::string("ethernet")},
                {"speed_gbps", speed_gbps},
                {"index", static_cast<double>(index)}});
}

std::vector<Id> LabBuilder::switch_ports(Id fc_switch, int count, double speed_gbps) {
    std::vector<Id> out;
    const std::string base = t_.at(fc_switch).name;
    for (int i = 0; i < count; ++i)
        out.push_back(fc_port(fc_switch, base + "/" + std::to_string(i), speed_gbps, i));
    return out;
}

std::vector<Id> LabBuilder::drives(Id parent, int count, const std::string& name_prefix,
                                   const std::string& type, double rpm, double capacity_gb,
                                   const std::string& hardware) {
    std::vector<Id> out;
    for (int i = 0; i < count; ++i)
        out.push_back(add(Kind::Drive, name_prefix + std::to_string(i), parent,
                          {{"type", type},
                           {"rpm", rpm},
                           {"capacity_gb", capacity_gb},
                           {"hardware", hardware},
                           {"slot", static_cast<double>(i)}}));
    return out;
}

Id LabBuilder::raid_group(Id array, std::string name, const std::string& level, int data,
                          int parity, const std::vector<Id>& member_drives) {
    return add(Kind::RaidGroup, std::move(name), array,
               {{"level", level},
                {"data_drives", static_cast<double>(data)},
                {"parity_drives", static_cast<double>(parity)},
                {"drives", member_drives}});
}

Id LabBuilder::link(Id port_a, Id port_b) {
    const std::string medium = t_.at(port_a).text("protocol");
    Id l = add(Kind::Link, t_.at(port_a).name + " — " + t_.at(port_b).name, kNoId,
               {{"a", Ref{port_a}}, {"b", Ref{port_b}}, {"medium", medium}});
    linked_.insert(port_a);
    linked_.insert(port_b);
    return l;
}

Id LabBuilder::free_port(Id device, int from_index) const {
    Id best = kNoId;
    double best_index = 0;
    for (Id p : t_.children(device, Kind::Port)) {
        const double index = t_.at(p).num("index");
        if (index < from_index || linked_.count(p)) continue;
        if (best == kNoId || index < best_index) {
            best = p;
            best_index = index;
        }
    }
    if (best == kNoId)
        throw TopologyError(t_.describe(device) + " has no free port from index " +
                            std::to_string(from_index) +
                            ": add ports to it or cable fewer devices");
    return best;
}

Id LabBuilder::zone(Id fabric, std::string name, const std::vector<Id>& ports) {
    TextList members;
    for (Id p : ports) members.push_back(wwpn_of(p));
    return add(Kind::Zone, std::move(name), fabric, {{"members", members}});
}

Id LabBuilder::zone_set(Id fabric, std::string name, const std::vector<Id>& zones) {
    Id zs = add(Kind::ZoneSet, std::move(name), fabric, {{"zones", RefList(zones)}});
    t_.set(fabric, "active_zone_set", Ref{zs});
    return zs;
}

Id LabBuilder::host_group(Id array, std::string name, const std::vector<Id>& target_ports,
                          const std::vector<Id>& initiator_ports, const std::vector<Id>& lus) {
    std::vector<LunAt> at;
    int lun = 0;
    for (Id lu : lus) at.push_back({lu, lun++});
    return host_group(array, std::move(name), target_ports, initiator_ports, at, "VMware");
}

Id LabBuilder::host_group(Id array, std::string name, const std::vector<Id>& target_ports,
                          const std::vector<Id>& initiator_ports, const std::vector<LunAt>& lus,
                          const std::string& host_mode) {
    TextList initiators;
    for (Id p : initiator_ports) initiators.push_back(wwpn_of(p));
    Id hg = add(
        Kind::HostGroup, std::move(name), array,
        {{"ports", RefList(target_ports)}, {"initiators", initiators}, {"host_mode", host_mode}});
    for (const LunAt& m : lus)
        add(Kind::LunMapping, t_.at(m.lu).name + " @ LUN " + std::to_string(m.lun), hg,
            {{"lu", Ref{m.lu}}, {"lun", static_cast<double>(m.lun)}});
    return hg;
}

Id LabBuilder::port_at(Id device, int index) const {
    for (Id p : t_.children(device, Kind::Port))
        if (t_.at(p).num("index") == index) return p;
    throw TopologyError(t_.describe(device) + " has no port with index " + std::to_string(index) +
                        ": add the port first");
}

}  // namespace santwin::labs
