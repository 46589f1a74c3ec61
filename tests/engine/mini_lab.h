#pragma once
// A minimal lab for engine tests, after seed 000's warm-up setup: an AMS 2100 (two controllers,
// one 4 Gb port each) direct-attached to one ESX 4.0 host with a dual-port 4 Gb HBA; five 146 GB
// 15K SAS drives in a RAID-5 4D+1P group; either a 530 GB standard LU on that group or a 530 GB
// DP LU in a one-group pool (1 GB chunks); a VMFS datastore on it and one VM whose 100 GB disk
// has the requested format. Round robin over both paths.
#include <string>

#include "labs/lab_builder.h"

namespace santwin::test {

struct MiniLab {
    MiniLab(const std::string& vmdk_format, bool thin_lu = true, double vmdk_gb = 100);
    MiniLab(const MiniLab&) = delete;

    // Another VM with a disk on the same datastore.
    Id add_vm(const std::string& name, double vmdk_gb, const std::string& format);

    Topology t;
    labs::LabBuilder b{t, 99};
    Id array = kNoId, ctl0 = kNoId, ctl1 = kNoId, port0 = kNoId, port1 = kNoId;
    Id server = kNoId, host = kNoId, hba = kNoId, hp0 = kNoId, hp1 = kNoId;
    Id rg = kNoId, pool = kNoId, lu = kNoId, datastore = kNoId, vm = kNoId, vmdk = kNoId;
};

}  // namespace santwin::test
