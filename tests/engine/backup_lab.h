#pragma once
// A small backup lab for engine tests, after seed 004: an EVA8100 (controllers A and B, two
// 4 Gb ports each) with 24 FC 10K drives in one disk group holding a 200 GB Vraid1 source Vdisk
// and a 200 GB holding tank (both owned by A); a VCB proxy server (quad core, a dual-port 4 Gb
// HBA, a 1 GbE NIC); an ESX 3.5U4 host (a dual-port 4 Gb HBA, a 1 GbE NIC) with a VM whose 40 GB
// disk, half full, is on a VMFS datastore on the source Vdisk; an HP VLS6510 with one node (one
// 2 Gb port, two emulated LTO-3 drives) and `vtl_disks` disks; an EML with one physical LTO-3
// drive on its own 2 Gb port. One fabric, one switch, single-initiator zones:
//   proxy p0 <-> A1 (source reads)   proxy p1 <-> A2 (holding tank)   proxy p0 <-> VTL port
//   esx p0 <-> A1                    esx p1 <-> VTL port, EML port
#include <string>

#include "labs/lab_builder.h"

namespace santwin::test {

struct BackupLab {
    explicit BackupLab(int vtl_disks = 48, const std::string& ht_vraid = "vraid0");
    BackupLab(const BackupLab&) = delete;

    Topology t;
    labs::LabBuilder b{t, 98};
    Id eva = kNoId, ctl_a = kNoId, ctl_b = kNoId, a1 = kNoId, a2 = kNoId, b1 = kNoId, b2 = kNoId;
    Id dg = kNoId, src = kNoId, ht = kNoId;
    Id proxy_server = kNoId, proxy = kNoId, pp0 = kNoId, pp1 = kNoId;
    Id esx_server = kNoId, esx = kNoId, ep0 = kNoId, ep1 = kNoId;
    Id fabric = kNoId, sw = kNoId;
    Id vtl = kNoId, node = kNoId, vtl_port = kNoId, drive1 = kNoId, drive2 = kNoId;
    Id eml = kNoId, eml_port = kNoId, lto3 = kNoId;
    Id datastore = kNoId, vm = kNoId, vmdk = kNoId;
};

}  // namespace santwin::test
