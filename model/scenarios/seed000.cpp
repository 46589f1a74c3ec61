// Registry of the seed 000 experiments: "Using VMware vSphere 4 with Hitachi Dynamic
// Provisioning Software on the Hitachi Adaptable Modular Storage 2000 Family" (HDS, 2010).
#include "scenarios/builtin.h"
#include "scenarios/seed000_scenarios.h"

namespace santwin::scenarios {

std::vector<Scenario> scenarios_000() {
    using namespace seed000;
    const std::string lab = "000-ams2100-hdp";
    return {
        {{"hdp-deploy-zeroedthick", lab, "Deploy from a zeroedthick template onto a DP LU",
          "50 GB DP LU, VMFS, deploy a 50 GB zeroedthick VM whose template holds 12 GB of Windows."},
         hdp_deploy_zeroedthick},
        {{"hdp-deploy-eagerzeroedthick", lab, "Deploy, then enable Fault Tolerance",
          "As above, then FT converts the disk to eagerzeroedthick."},
         hdp_deploy_eagerzeroedthick},
        {{"hdp-svmotion", lab, "Storage vMotion between DP pools",
          "50 GB zeroedthick disk filled to 25 GB with 4 KB writes, migrated keeping its format."},
         hdp_svmotion},
        {{"hdp-thin-to-thick", lab, "Thin to thick conversion", "100 GB thin disk on a 100 GB DP LU inflated to thick."},
         hdp_thin_to_thick},
        {{"hdp-datastore-expand", lab, "VMFS datastore expansion", "Add a RAID group to the pool, grow the LU, expand VMFS."},
         hdp_datastore_expand},
        {{"hdp-warmup", lab, "Warm-up anomaly (thin / zeroedthick / eagerzeroedthick on a 1-RG DP pool)",
          "100 GB disks on a 530 GB DP LU in a one-group pool; 8K random writes, 8 threads, 30 min; OLTP before and after."},
         hdp_warmup},
        {{"std-lu-1rg", lab, "Four workloads on one standard LU (RAID-5 4D+1P)",
          "OLTP (max), email 230, streaming 100 MB/s, unstructured 400 IOPS on one 531 GB LU, 6 minutes."},
         std_lu_1rg},
        {{"std-lu-2rg-a", lab, "Two standard LUs, configuration 1", "RG-000: OLTP + streaming; RG-001: email + unstructured."},
         std_lu_2rg_a},
        {{"std-lu-2rg-b", lab, "Two standard LUs, configuration 2", "RG-000: OLTP + email + unstructured; RG-001: streaming."},
         std_lu_2rg_b},
        {{"std-lu-3rg", lab, "Three standard LUs", "RG-000: OLTP; RG-001: email + unstructured; RG-002: streaming."},
         std_lu_3rg},
        {{"std-lu-backup", lab, "Standard LUs with backup to disk", "Three-RG configuration plus a 256K sequential-write backup."},
         std_lu_backup},
        {{"std-lu-scaling", lab, "Standard LU scaling (Table 21)", "Eight VMs on four RAID groups as Table 21 places them."},
         std_lu_scaling},
        {{"dp-pool-2rg", lab, "One DP LU on a pool of two RAID groups", "All four workloads on one DP LU, 10 disks."},
         dp_pool_2rg},
        {{"dp-pool-split", lab, "Random and sequential on separate pools", "Random workloads on Pool-000, streaming on Pool-001."},
         dp_pool_split},
        {{"dp-pool-backup", lab, "DP backup to disk", "Production plus a 256K sequential-write backup on a one-group pool."},
         dp_pool_backup},
        {{"dp-pool-4rg", lab, "DP scaling: pool of four RAID groups", "Eight VMs on one DP LU wide-striped over 20 disks."},
         dp_pool_4rg,
         // Sweep parameter: the pool's width.
         {{"raid_groups", "4", "RAID-5 (4D+1P) groups in Pool-000, 2 to 4 (the paper: 4)"}}},
    };
}

}  // namespace santwin::scenarios
