#pragma once
// A small NAS lab for engine tests, after seed 002: a HUS VM (two controllers, one 8 Gb port
// each) with an HDT pool over one RAID-5 7D+1P group of flash modules (tier 1) and two RAID-6
// 6D+2P groups of 600 GB 10K SAS (tier 2); four 500 GB DP-Vols with tiering policy All and two
// 50 GB ones with policy Level 1, owners alternating. An HNAS 4100 direct-attached by two FC
// ports uses all six as system drives for one tiered 1 TB file system with two NFS exports,
// mounted as datastores by one ESXi 5.5 host over a 10 GbE switch.
#include "labs/lab_builder.h"

namespace santwin::test {

struct NasMiniLab {
    // `fmd_gb`: capacity of each flash module (small ones make the top tier fill up).
    explicit NasMiniLab(double fmd_gb = 3200);
    NasMiniLab(const NasMiniLab&) = delete;

    // A VM on `host` with one thin disk of `gb` (`used_gb` written) on `datastore`.
    Id add_vm(const std::string& name, Id datastore, double gb, double used_gb);

    Topology t;
    labs::LabBuilder b{t, 98};
    Id array = kNoId, ctl0 = kNoId, ctl1 = kNoId, fmd_pg = kNoId, sas_pg0 = kNoId, sas_pg1 = kNoId,
       pool = kNoId;
    std::vector<Id> data_lus, meta_lus;
    Id nas = kNoId, fs = kNoId, export1 = kNoId, export2 = kNoId, ds1 = kNoId, ds2 = kNoId;
    Id server = kNoId, host = kNoId;
    std::vector<Id> nas_eth;
};

}  // namespace santwin::test
