#include "labs/san_parts.h"

#include <stdexcept>

namespace santwin::labs {

using namespace std::string_literals;

namespace {
std::vector<Id> numbered_ports(LabBuilder& b, Id parent, const std::string& prefix, int count,
                               double speed_gbps, bool fc) {
    std::vector<Id> out;
    for (int i = 0; i < count; ++i) {
        std::string name = prefix + std::to_string(i);
        out.push_back(fc ? b.fc_port(parent, name, speed_gbps, i)
                         : b.eth_port(parent, name, speed_gbps, i));
    }
    return out;
}
}  // namespace

Ported fc_switch(LabBuilder& b, Id fabric, const std::string& name, const SwitchSpec& spec) {
    Id sw = b.add(Kind::FcSwitch, name, fabric,
                  {{"model", spec.model},
                   {"domain_id", static_cast<double>(spec.domain_id)},
                   {"speed_gbps", spec.speed_gbps}});
    if (spec.chassis != kNoId) b.set(sw, {{"chassis", Ref{spec.chassis}}});
    return {sw, numbered_ports(b, sw, name + "/", spec.ports, spec.speed_gbps, true)};
}

Ported ethernet_switch(LabBuilder& b, const std::string& name, const std::string& model,
                       double speed_gbps, int ports, Id chassis) {
    Id sw =
        b.add(Kind::EthernetSwitch, name, kNoId, {{"model", model}, {"speed_gbps", speed_gbps}});
    if (chassis != kNoId) b.set(sw, {{"chassis", Ref{chassis}}});
    return {sw, numbered_ports(b, sw, name + "/", ports, speed_gbps, false)};
}

Ported hba(LabBuilder& b, Id server, const std::string& name, const std::string& model,
           double speed_gbps, int ports) {
    Id h = b.add(Kind::Hba, name, server, {{"model", model}, {"max_speed_gbps", speed_gbps}});
    return {h, numbered_ports(b, h, name + "-p", ports, speed_gbps, true)};
}

Ported nic(LabBuilder& b, Id server, const std::string& name, const std::string& model,
           double speed_gbps, int ports) {
    Id n = b.add(Kind::Nic, name, server, {{"model", model}, {"max_speed_gbps", speed_gbps}});
    return {n, numbered_ports(b, n, name + "-p", ports, speed_gbps, false)};
}

Ported controller(LabBuilder& b, Id array, const std::string& name, int index, double cache_gb,
                  const std::vector<std::string>& port_names, double speed_gbps) {
    Id c = b.add(Kind::Controller, name, array,
                 {{"index", static_cast<double>(index)}, {"cache_gb", cache_gb}});
    Ported out{c, {}};
    int i = 0;
    for (const auto& p : port_names) out.ports.push_back(b.fc_port(c, p, speed_gbps, i++));
    return out;
}

Id thin_pool(LabBuilder& b, Id array, const std::string& name, double page_mb,
             const std::vector<Id>& members) {
    return b.add(Kind::Pool, name, array,
                 {{"type", "hdp"s}, {"page_mb", page_mb}, {"members", RefList(members)}});
}

Id logical_unit(LabBuilder& b, Id array, const std::string& name, double capacity_gb, Id backing,
                Id owner, int lu_number) {
    return b.add(Kind::LogicalUnit, name, array,
                 {{"capacity_gb", capacity_gb},
                  {"backing", Ref{backing}},
                  {"owner", Ref{owner}},
                  {"lu_number", static_cast<double>(lu_number)}});
}

std::vector<Id> single_initiator_zones(LabBuilder& b, Id fabric, const std::vector<Id>& initiators,
                                       const std::vector<Id>& targets) {
    std::vector<Id> zones;
    for (Id init : initiators) {
        std::vector<Id> members{init};
        members.insert(members.end(), targets.begin(), targets.end());
        zones.push_back(b.zone(fabric, "z_" + port_label(b.topology(), init), members));
    }
    return zones;
}

Id path_policy(LabBuilder& b, Id esx, Id lu, const std::string& policy, Id preferred_port) {
    return b.add(Kind::MultipathPolicy, b.topology().at(lu).name, esx,
                 {{"lu", Ref{lu}}, {"policy", policy}, {"preferred_port", Ref{preferred_port}}});
}

std::string port_label(const Topology& t, Id port) {
    const Entity& p = t.at(port);
    const Entity* device = t.find(p.parent);
    if (!device) return p.name;
    const Entity* owner = t.find(device->parent);
    // Switch ports already carry the switch name ("SW-A/3").
    if (device->kind == Kind::FcSwitch || device->kind == Kind::EthernetSwitch) return p.name;
    std::string label = device->name + "-" + p.name;
    if (device->kind == Kind::Hba || device->kind == Kind::Nic) label = p.name;  // "HBA0-p0"
    return owner ? owner->name + "/" + label : label;
}

std::vector<Id> take(const std::vector<Id>& v, std::size_t from, std::size_t count) {
    if (from + count > v.size())
        throw std::out_of_range("take: asked for " + std::to_string(count) + " items from " +
                                std::to_string(from) + " but only " + std::to_string(v.size()) +
                                " exist; build more drives or ports first");
    return {v.begin() + static_cast<std::ptrdiff_t>(from),
            v.begin() + static_cast<std::ptrdiff_t>(from + count)};
}

}  // namespace santwin::labs
