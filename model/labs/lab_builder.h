#pragma once
// Small helpers the built-in labs (and device templates) use to build topologies without
// repeating the wiring: ports with generated WWPNs, drive shelves, RAID groups, links, zones.
#include <set>
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::labs {

class LabBuilder {
  public:
    explicit LabBuilder(Topology& t, int wwpn_site = 0) : t_(t), site_(wwpn_site) {}

    Topology& topology() { return t_; }

    // Sets attributes in one call: b.set(id, {{"rpm", 15000.0}, {"type", "sas"}}).
    Id set(Id id, std::initializer_list<std::pair<const char*, Value>> attrs);
    Id add(Kind kind, std::string name, Id parent = kNoId,
           std::initializer_list<std::pair<const char*, Value>> attrs = {});
    Id add_noted(Kind kind, std::string name, Id parent, std::string note,
                 std::initializer_list<std::pair<const char*, Value>> attrs = {});

    // An FC port with a fresh WWPN (unique within this builder's site number), starting as its
    // device's vendor numbers its ports (topology/port_vendor.h).
    Id fc_port(Id parent, std::string name, double speed_gbps, int index = 0);
    // An Ethernet port.
    Id eth_port(Id parent, std::string name, double speed_gbps, int index = 0);
    // `count` FC switch ports named "<prefix><i>".
    std::vector<Id> switch_ports(Id fc_switch, int count, double speed_gbps);

    // `count` identical drives in `array` (or a VTL disk enclosure).
    std::vector<Id> drives(Id parent, int count, const std::string& name_prefix,
                           const std::string& type, double rpm, double capacity_gb,
                           const std::string& hardware);
    // A RAID group over the given drives; level "raid5" with data/parity counts.
    Id raid_group(Id array, std::string name, const std::string& level, int data, int parity,
                  const std::vector<Id>& drives);

    // A cable between two ports; medium is taken from the ports' protocol.
    Id link(Id port_a, Id port_b);
    // The first port of `device` (lowest index >= from_index) that no link made by this
    // builder uses yet. Throws TopologyError when the device has no such port left.
    Id free_port(Id device, int from_index = 0) const;
    // The port of `device` with this index. Throws TopologyError when there is none.
    Id port_at(Id device, int index) const;

    // A zone on `fabric` from the WWPNs of the given ports.
    Id zone(Id fabric, std::string name, const std::vector<Id>& ports);
    // The fabric's active zone set holding `zones`.
    Id zone_set(Id fabric, std::string name, const std::vector<Id>& zones);

    // A host group on `array` for the given initiator ports, presenting `lus` at LUN 0, 1, ...
    Id host_group(Id array, std::string name, const std::vector<Id>& target_ports,
                  const std::vector<Id>& initiator_ports, const std::vector<Id>& lus);
    // The same with chosen LUN ids (arrays that reserve LUN 0, or labs that keep one LUN id per
    // LU across every host) and host mode ("VMware", "Windows", ...).
    struct LunAt {
        Id lu = kNoId;
        int lun = 0;
    };
    Id host_group(Id array, std::string name, const std::vector<Id>& target_ports,
                  const std::vector<Id>& initiator_ports, const std::vector<LunAt>& lus,
                  const std::string& host_mode);

    std::string wwpn_of(Id port) const { return t_.at(port).text("wwpn"); }

  private:
    std::string next_wwpn(Id device, int index);

    Topology& t_;
    int site_;
    unsigned serial_ = 0;
    std::set<Id> linked_;  // ports with a cable, so free_port() need not scan every link
};

}  // namespace santwin::labs
