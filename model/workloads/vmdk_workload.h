#pragma once
// A workload running in a VM against one of its virtual disks, with the VMware mechanics that
// shape what the array sees (domain.md §4, seed 000 warm-up tests):
//
//  * zeroedthick / thin: the first write to a VMFS block zeroes the whole block first (one
//    zero write of the host's zeroing size per block-size of data; with VAAI the host sends a
//    WRITE SAME instead). Random writes find untouched blocks with probability u, the untouched
//    share of the region, which decays as exp(-writes / blocks).
//  * thin: each first write also allocates the block: metadata I/O under a lock (a SCSI
//    reservation round trip, or an ATS compare-and-write with VAAI).
//  * eagerzeroedthick: nothing extra; its blocks were zeroed at creation.
#include <string>

#include "engine/job.h"
#include "workloads/io_profile.h"

namespace santwin::workloads {

struct WorkloadOptions {
    double target_iops = -1;   // -1: the profile's requirement (0 = unlimited)
    double threads = -1;       // -1: the profile's threads
    double region_from_gb = 0; // VMDK-relative range the I/O covers
    double region_to_gb = -1;  // -1: the profile's working set of the disk
};

class VmdkWorkload : public engine::Job {
public:
    VmdkWorkload(Id vm, Id vmdk, Id host, IoProfile profile, WorkloadOptions options = {});

    std::string name() const override;
    std::string label(const Topology& t) const override;
    Id subject() const override { return vm_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    bool continuous() const override { return warming_; }
    bool done() const override { return false; }

    const IoProfile& profile() const { return profile_; }
    Id vmdk() const { return vmdk_; }

private:
    Id vm_, vmdk_, host_;
    IoProfile profile_;
    WorkloadOptions options_;
    double seq_cursor_gb_ = 0;
    bool warming_ = true;
    bool all_paths_down_ = false;
};

}  // namespace santwin::workloads
