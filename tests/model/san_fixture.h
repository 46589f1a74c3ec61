#pragma once
// A small, healthy dual-fabric SAN the path and validation tests start from and then break
// one thing at a time:
//
//   esx01 on server esx01-hw, HBA hba0 with ports p0 (fabric A) and p1 (fabric B)
//   fabric A: switch swA (8 ports), zone z_esx01_a = {p0, 0A, 1A} in active set cfgA
//   fabric B: switch swB (8 ports), zone z_esx01_b = {p1, 0B, 1B} in active set cfgB
//   array AMS: controllers CTL0 (ports 0A -> swA, 0B -> swB) and CTL1 (1A -> swA, 1B -> swB),
//              five 300 GB SAS drives in RG-0 (raid5 4D+1P, 1200 GB usable),
//              LU-00 (200 GB on RG-0), host group HG-esx01 (all ports, p0 + p1, LU-00 at LUN 0)
//   datastore ds01 (VMFS3 on LU-00), vm01 on esx01 with a 40 GB zeroedthick disk,
//   a fixed multipath policy on esx01 for LU-00 preferring 0A
//
// Four paths lead from esx01 to LU-00, and validate() finds nothing wrong.
#include <algorithm>
#include <string>
#include <vector>

#include "checks/validate.h"
#include "labs/lab_builder.h"

namespace santwin::test {

struct SmallSan {
    SmallSan();
    SmallSan(const SmallSan&) = delete;
    SmallSan& operator=(const SmallSan&) = delete;

    Topology t;
    labs::LabBuilder b{t};

    Id fabric_a = kNoId, fabric_b = kNoId, switch_a = kNoId, switch_b = kNoId;
    std::vector<Id> sw_a, sw_b;  // switch ports
    Id server = kNoId, esx = kNoId, hba = kNoId, p0 = kNoId, p1 = kNoId;
    Id array = kNoId, ctl0 = kNoId, ctl1 = kNoId, t0a = kNoId, t0b = kNoId, t1a = kNoId,
       t1b = kNoId;
    std::vector<Id> drives;
    Id rg = kNoId, lu = kNoId, hg = kNoId;
    Id zone_a = kNoId, zone_b = kNoId, cfg_a = kNoId, cfg_b = kNoId;
    Id link_p0 = kNoId, link_p1 = kNoId;
    Id datastore = kNoId, vm = kNoId, vmdk = kNoId, policy = kNoId;
};

// Problems of one rule.
std::vector<Problem> with_rule(const std::vector<Problem>& problems, const std::string& rule);
// "rule: message" lines, for failure output.
std::string dump(const std::vector<Problem>& problems);
bool contains(const std::string& haystack, const std::string& needle);
bool mentions(const Problem& p, Id id);

}  // namespace santwin::test
