// Registry of the seed 004 experiments: "Backup and recovery best practices for the HP EVA array
// in a VMware environment using HP Data Protector" (HP, 2010): VCB image / file and Data
// Protector snapshot backups from an EVA8100 to a VLS6510 virtual tape library.
#include "scenarios/builtin.h"
#include "scenarios/seed004_common.h"
#include "scenarios/seed004_scenarios.h"

namespace santwin::scenarios {

std::vector<Scenario> scenarios_004() {
    using namespace seed004;
    const std::string lab = kLab;
    return {
        {{"eva-dg-sweep", lab,
          "Disk group size vs eight concurrent VCB image exports (Figures 6-9)",
          "Eight exports through one proxy into its Vraid0 holding tank on 24/48/72/144-drive disk "
          "groups."},
         dg_sweep,
         // Sweep parameter: how many exports share the proxy, its holding tank and controller B.
         {{"streams", "8", "Concurrent VCB image exports through proxy 1, 1 to 12 (the paper: 8)"}}},
        {{"eva-controller-load", lab,
          "Controller write and CPU load of exports vs DP snapshots (Figures 10-15)",
          "Eight and four exports through one controller, with and without NTFS compression; four "
          "DP snapshots."},
         controller_load},
        {{"eva-ht-vraid", lab, "Holding tank Vraid level (Figure 16)",
          "Eight exports through one proxy into a Vraid5, Vraid1 or Vraid0 holding tank on the "
          "144-drive group."},
         ht_vraid},
        {{"eva-proxy-hba", lab, "Proxy with one vs two HBA ports (Figure 17)",
          "Eight exports through one proxy, reads and holding-tank writes on separate ports or on "
          "one."},
         proxy_hba},
        {{"eva-vcb-compression", lab,
          "Dual-proxy VCB image backups with an NTFS-compressed holding tank",
          "Eight VCB image backups (four per proxy) to the VLS6510, holding tanks compressed or "
          "not."},
         vcb_compression},
        {{"eva-dpsnap-vtl", lab,
          "Data Protector snapshots from the console OS to VTL nodes (Figures 19, 21)",
          "One, four, eight and twelve DP snapshot streams, four per host, one VTL node per host."},
         dpsnap_vtl},
        {{"eva-restore-mux", lab, "Restores from multiplexed media (Figures 23, 24)",
          "VCB image and file backups at 1:1 and 4:1, then one object restored over the LAN."},
         restore_mux},
        {{"eva-sizing", lab,
          "Spindles per export stream and VMs per controller port (Figure 7, Appendix B)",
          "The paper's sizing formulas on the model's own IOPS measurements."},
         sizing},
    };
}

}  // namespace santwin::scenarios
