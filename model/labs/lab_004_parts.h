#pragma once
// Lab 004 (EVA8100 + VCB + VLS6510, ESX 3.5U4) is built in parts that share the ids below:
// the EVA (disk groups, Vdisks), the c7000 with its servers and SAN modules, the backup
// devices, the zoning and LUN presentation of Figure 25 with the preferred paths of Figure 26,
// and the VMs that are the backup sources.
#include <array>
#include <map>
#include <string>
#include <vector>

#include "labs/lab_builder.h"
#include "labs/lab_layout.h"
#include "project/project.h"

namespace santwin::labs::lab004 {

struct EsxHostIds {
    Id server = kNoId;
    Id esx = kNoId;
    std::array<Id, 4> vmhba{};  // vmhba1..vmhba4: 1-2 on fabric A, 3-4 on fabric B
};

struct ProxyIds {
    Id server = kNoId;
    Id vcb = kNoId;
    std::array<Id, 2> ports{};  // proxy1: b704, b705; proxy2: ae8e, ae8f
};

struct Lab {
    Lab(Project& p, LabBuilder& builder, TierLayout& l) : project(p), b(builder), layout(l) {}

    Project& project;
    LabBuilder& b;
    TierLayout& layout;

    // EVA part
    Id eva = kNoId;
    Id ctrl_a = kNoId;
    Id ctrl_b = kNoId;
    std::array<Id, 4> eva_a{};         // evaA_p1..p4 (controller A FP1-FP4)
    std::array<Id, 4> eva_b{};         // evaB_p1..p4 (controller B FP1-FP4)
    std::map<std::string, Id> vdisks;  // by Table 4 name: "Host1-VM", ..., "Prox2-HT"

    // SAN part
    Id chassis = kNoId;
    Id fabric_a = kNoId;
    Id fabric_b = kNoId;
    std::array<Id, 2> switches_a{};  // Brocade 4/24 in interconnect bays 3 and 4
    std::array<Id, 2> switches_b{};  // bays 5 and 6
    std::array<Id, 2> vc_modules{};  // Virtual Connect Ethernet, bays 1 and 2
    std::array<EsxHostIds, 4> hosts{};
    std::array<ProxyIds, 2> proxies{};
    Id cell_manager = kNoId;  // the server running vCenter and the Data Protector cell manager

    // backup part
    Id vls = kNoId;
    std::array<Id, 4> vls_ports{};  // vls_p0..p3
    Id eml = kNoId;
};

void build_eva(Lab& lab);     // EVA8100: controllers, drives, disk groups, Table 4 Vdisks
void build_san(Lab& lab);     // c7000, BL480c/BL460c servers, HBAs, 4/24 modules, VC Ethernet
void build_backup(Lab& lab);  // VCB proxies, cell manager, VLS6510, EML 103e
void build_zoning(Lab& lab);  // Figure 25 zones, EVA presentations, Figure 26 preferred paths
void build_vms(Lab& lab);     // cluster, datastores, the backup-source VMs

}  // namespace santwin::labs::lab004
