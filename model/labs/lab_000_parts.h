#pragma once
// Lab 000 in parts: the AMS 2100 (lab_000_storage.cpp) and the VMs, templates and datastores
// (lab_000_vms.cpp). lab_000_ams2100_hdp.cpp wires them together with the hosts and fabrics.
#include <map>
#include <string>
#include <vector>

#include "labs/lab_builder.h"

namespace santwin::labs::lab000 {

struct Storage {
    Id array = kNoId;
    Id controllers[2] = {kNoId, kNoId};
    std::vector<Id> ctl_ports[2];  // [ctl] -> {xA, xB}
    std::vector<Id> raid_groups;   // RG-000 ... RG-009
    Id pools[2] = {kNoId, kNoId};  // Pool-000, Pool-001
    std::vector<Id> lus;           // in LU-number order
    std::map<std::string, Id> lu_by_name;

    Id lu(const std::string& name) const;  // throws naming the known LUs
};

Storage build_storage(LabBuilder& b);

// VMs 1-8 (performance tests), the functional-test template and VM, and one VMFS datastore
// per LU.
void build_vms(LabBuilder& b, const Storage& s, Id esx1, Id esx2);

}  // namespace santwin::labs::lab000
