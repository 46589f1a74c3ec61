#pragma once
// A test bench on a built-in lab: scenarios start from the lab the paper describes and set up
// the configuration of one experiment on it (carve LUs from RAID groups or pools, present them,
// format datastores, create the test VMs and disks), as the paper's authors did in their lab.
#include <string>
#include <vector>

#include "labs/lab_builder.h"
#include "project/project.h"

namespace santwin::scenarios {

class Bench {
public:
    explicit Bench(const std::string& lab_id);
    Bench(const Bench&) = delete;

    Project& project() { return project_; }
    Topology& topology() { return project_.topology; }
    labs::LabBuilder& builder() { return builder_; }

    // The entity of `kind` named `name`; throws naming the lab and what exists.
    Id find(Kind kind, const std::string& name) const;
    std::vector<Id> all(Kind kind) const { return project_.topology.all_of(kind); }

    // Removes every VM and template (and their disks): a test brings its own.
    void clear_vms();
    // Removes an LU with its datastores (and their VMs' disks), LUN mappings and path policies.
    void remove_lu(Id lu);
    // Removes a pool and its LUs, freeing its RAID groups for a new layout.
    void remove_pool(Id pool);

    Id standard_lu(Id raid_group, double capacity_gb, const std::string& name, Id owner = kNoId);
    Id pool(Id array, const std::string& name, const std::vector<Id>& members, double page_mb);
    // Adds a RAID group to a pool's members (pool expansion).
    void add_pool_member(Id pool, Id raid_group);
    Id dp_lu(Id pool, double capacity_gb, const std::string& name, Id owner = kNoId);
    // Maps the LU into every host group of its array, at the next free LUN of each.
    void present(Id lu);

    Id datastore(Id lu, const std::string& name, double block_mb = 1, const std::string& vmfs = "3");
    Id vm(Id host, const std::string& name, const std::string& workload = "");
    Id vmdk(Id vm, Id datastore, double size_gb, const std::string& format, const std::string& name = "");

    // Drives of `array` that no RAID group or disk group uses.
    std::vector<Id> free_drives(Id array) const;

private:
    Project project_;
    labs::LabBuilder builder_;
};

}  // namespace santwin::scenarios
