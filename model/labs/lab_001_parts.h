#pragma once
// Lab 001 in parts: the VSP and the AMS 1000 behind it (lab_001_storage.cpp), the datastores
// and VMs (lab_001_vms.cpp); lab_001_vsp_vaai.cpp adds the Compute Blade 2000, the Brocade
// 48000 fabric, zoning and masking.
//
// The paper's tests each rebuilt pools with overlapping parity-group and DP-VOL ids (Tables
// 2-19). The lab holds their distinct configurations side by side within Table 1's drive
// counts (VSP: 38 x 300 GB 10K, 26 x 146 GB 15K, RAID-5 3D+1P parity groups):
//   Pool-Source-10K  PG-10K-0..1      SRC-1945       image source (DP-VOL 0 of Tables 2, 3, 7, 8)
//   Pool-15K-8sp     PG-15K-0..1      PROV-799       provisioning destination (Table 2)
//                                     15K-A-1945     FT (Table 5), clone source (Tables 10, 11)
//                                     15K-B-1945     warm-up (Table 7), clone destination (Table
//                                     10)
//   Pool-15K-4sp     PG-15K-2         BS-4SP-1945    boot storm, 4 spindles (Table 13)
//   Pool-15K-12sp    PG-15K-3..5      BS-12SP-1945   boot storm, 12 spindles (Table 14)
//                                     SVM-SRC/DST    32-VM Storage vMotion (Table 18)
//   Pool-Ext-5sp     E0               EXT-BS-5SP     boot storm, 5 external spindles (Table 15)
//   Pool-Ext-10sp    E4, E5           EXT-PROV-799, EXT-B-1945  (Tables 3, 8, 11)
//   Pool-Ext-15sp    E1..E3           EXT-BS-15SP, EXT-SVM-SRC/DST (Tables 16, 19)
#include <map>
#include <string>
#include <vector>

#include "labs/lab_builder.h"

namespace santwin::labs::lab001 {

struct Storage {
    Id vsp = kNoId;
    Id vsp_ctl[2] = {kNoId, kNoId};  // CL1, CL2
    std::vector<Id> host_ports;      // 1A, 2A, 3A, 4A (CL1, CL2, CL1, CL2)
    std::vector<Id> external_ports;  // 5A (CL1), 6A (CL2): initiators toward the AMS 1000
    Id ams = kNoId;
    std::vector<Id> ams_ports;  // 0A, 1A: the cabled AMS 1000 ports
    std::vector<Id> vsp_lus;    // DP-VOLs presented to the ESX hosts
    std::map<std::string, Id> lu_by_name;

    Id lu(const std::string& name) const;  // throws naming the known LUs
};

Storage build_storage(LabBuilder& b);

// One VMFS datastore per DP-VOL; the image template, the single-VM tests' VMs, the 512
// boot-storm linked clones and the 32 Storage vMotion linked clones on `hosts` (4 ESX hosts).
void build_vms(LabBuilder& b, const Storage& s, const std::vector<Id>& hosts);

}  // namespace santwin::labs::lab001
