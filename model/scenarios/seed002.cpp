// Seed 002: "Deploying Virtual Machines With VAAI and Deduplication in a Hitachi NAS Platform
// Environment" (HDS tech note, 2015), on lab 002 (HUS VM + HNAS 4100, 500 VMs on NFS).
#include "scenarios/builtin.h"
#include "scenarios/seed002_scenarios.h"

namespace santwin::scenarios {

std::vector<Scenario> scenarios_002() {
    using namespace seed002;
    return {
        {{"hnas-deploy", "002-husvm-hnas", "Deploying 250 VMs to NFS without and with VAAI",
          "250 VMs from templates on another datastore (host data mover) vs on the destination "
          "datastore "
          "(HNAS fast file clone through the VAAI-NAS plug-in)."},
         hnas_deploy},
        {{"hnas-baseline", "002-husvm-hnas", "500 VMs on four NFS datastores, six hours",
          "20 tiles of Table 2 workloads on the HNAS 4100 over HDT DP-Vols of the HUS VM."},
         hnas_baseline},
        {{"hnas-dedupe", "002-husvm-hnas", "The same six hours with a dedupe run",
          "The baseline workload while both file systems are deduplicated (snapshot, scan, "
          "snapshot delete)."},
         hnas_dedupe},
    };
}

}  // namespace santwin::scenarios
