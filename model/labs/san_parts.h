#pragma once
// SAN and array building blocks the built-in labs share, layered on LabBuilder: FC switches
// with their ports, HBAs, controllers with front-end ports, thin pools, LUs, single-initiator
// zoning and multipath policies. Each returns the ids a lab needs to wire the next layer.
#include <string>
#include <vector>

#include "labs/lab_builder.h"

namespace santwin::labs {

// A device together with the ports created on it, in index order.
struct Ported {
    Id id = kNoId;
    std::vector<Id> ports;
};

struct SwitchSpec {
    std::string model;
    int domain_id = 1;
    double speed_gbps = 4;
    int ports = 16;
    Id chassis = kNoId;  // blade chassis the switch is a module of
};
// An FC switch in `fabric` with spec.ports ports named "<name>/<i>".
Ported fc_switch(LabBuilder& b, Id fabric, const std::string& name, const SwitchSpec& spec);

// An Ethernet switch (top level) with `ports` ports named "<name>/<i>".
Ported ethernet_switch(LabBuilder& b, const std::string& name, const std::string& model,
                       double speed_gbps, int ports, Id chassis = kNoId);

// An FC HBA in `server` with `ports` ports named "<name>-p<i>".
Ported hba(LabBuilder& b, Id server, const std::string& name, const std::string& model,
           double speed_gbps, int ports);

// A NIC in `server` with `ports` Ethernet ports named "<name>-p<i>".
Ported nic(LabBuilder& b, Id server, const std::string& name, const std::string& model,
           double speed_gbps, int ports);

// An array controller with front-end FC ports named as given ("0A", "0B", ...).
Ported controller(LabBuilder& b, Id array, const std::string& name, int index, double cache_gb,
                  const std::vector<std::string>& port_names, double speed_gbps);

// A thin pool over RAID groups or external volumes.
Id thin_pool(LabBuilder& b, Id array, const std::string& name, double page_mb,
             const std::vector<Id>& members);

// An LU of `capacity_gb` on `backing` (RAID group: standard LU; pool: thin LU).
Id logical_unit(LabBuilder& b, Id array, const std::string& name, double capacity_gb, Id backing,
                Id owner, int lu_number);

// One zone per initiator port, holding the initiator and `targets` (single-initiator zoning).
// Zones are named after the initiator: "z_ESX-1/HBA0-p0".
std::vector<Id> single_initiator_zones(LabBuilder& b, Id fabric, const std::vector<Id>& initiators,
                                       const std::vector<Id>& targets);

// The NMP path-selection policy `esx` uses for `lu` ("rr", "mru", "fixed").
Id path_policy(LabBuilder& b, Id esx, Id lu, const std::string& policy, Id preferred_port);

// "ESX-1/HBA0-p0": a port named with its device and the device's server or array, for zone names.
std::string port_label(const Topology& t, Id port);

// Elements [from, from + count) of `v`; throws std::out_of_range when `v` is too short.
std::vector<Id> take(const std::vector<Id>& v, std::size_t from, std::size_t count);

}  // namespace santwin::labs
