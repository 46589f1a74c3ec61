// Registry of the seed 001 experiments: "Hitachi Virtual Storage Platform Integration with
// VMware VAAI" (HDS, 2011).
#include "scenarios/builtin.h"
#include "scenarios/seed001_scenarios.h"

namespace santwin::scenarios {

std::vector<Scenario> scenarios_001() {
    using namespace seed001;
    const std::string lab = "001-vsp-vaai";
    return {
        {{"vaai-blockzero", lab, "Provisioning eagerzeroedthick disks with block zeroing",
          "Five 159 GB eagerzeroedthick VMs on a fresh and a dirty datastore, internal and external, VAAI off/on."},
         vaai_blockzero},
        {{"vaai-ft-reclaim", lab, "FT conversion and zero page reclaim",
          "100 GB zeroedthick (8 GB used) converted to eagerzeroedthick with VAAI, then zero page reclaim."},
         vaai_ft_reclaim},
        {{"vaai-warmup", lab, "Warm-up of thin-provisioned eagerzeroedthick vs zeroedthick",
          "100 GB eagerzeroedthick (zeroed with WRITE SAME) and zeroedthick VMs on a DP-VOL, warm-up time."},
         vaai_warmup},
        {{"vaai-clone", lab, "Cloning with full copy", "Clone 100 GB eagerzeroedthick and zeroedthick VMs, VAAI off/on."},
         vaai_clone,
         // Sweep parameter: VAAI on the hosts and the array.
         {{"vaai", "both", "VAAI (full copy) on or off for every clone (the paper: both, compared)"}}},
        {{"vaai-bootstorm", lab, "Boot storm of 512 linked clones",
          "512 linked clones on 4 hosts sharing one datastore, powered on together; SCSI reservations vs ATS."},
         vaai_bootstorm,
         // Sweep parameter: how many VMs share the datastore's locks at power-on.
         {{"clones", "512", "Linked clones on the datastore powered on together, 1 to 512 (the paper: 512)"}}},
        {{"vaai-svmotion-32", lab, "Simultaneous Storage vMotion of 32 linked clones",
          "32 linked clones migrated between two datastores of a 12-spindle pool at once; SCSI reservations vs ATS."},
         vaai_svmotion_32},
    };
}

}  // namespace santwin::scenarios
