#pragma once
// Lab 002 (HUS VM + HNAS 4100, 500 VMs over NFS) is built in three parts that share the ids
// below: storage (HUS VM, FC fabrics, HNAS), compute (Compute Blade 500, ESXi, Ethernet) and
// the VMware inventory (NFS datastores, templates, 20 tiles of 25 VMs).
#include <vector>

#include "labs/lab_builder.h"
#include "labs/lab_layout.h"
#include "project/project.h"

namespace santwin::labs::lab002 {

struct Lab {
    Lab(Project& p, LabBuilder& builder, TierLayout& l) : project(p), b(builder), layout(l) {}

    Project& project;
    LabBuilder& b;
    TierLayout& layout;

    // storage part
    Id array = kNoId;
    Id nas = kNoId;
    std::vector<Id> nas_eth_ports;  // HNAS tg1..tg4 (10 GbE file serving)
    std::vector<Id> file_systems;   // FS1 (datastores 1-2, no VAAI), FS2 (datastores 3-4, VAAI)
    std::vector<Id> exports;        // /datastore1../datastore4, then /templates
    // compute part (built first: the storage part cables into its switches)
    Id chassis = kNoId;
    std::vector<Id> esx_hosts;      // esxi-01..04
    std::vector<Id> core_switches;  // the two VDX 6740s the HNAS 10 GbE ports plug into
};

void build_compute(Lab& lab);  // CB 500, 520H B2 blades running ESXi 5.5 U2, VDX Ethernet
void build_storage(Lab& lab);  // HUS VM, HDT pool, DP-Vols, Brocade fabrics, HNAS 4100
void build_vmware(Lab& lab);   // cluster, NFS datastores, templates, 500 VMs

}  // namespace santwin::labs::lab002
