// Lab 002: "Deploying Virtual Machines With VAAI and Deduplication in a Hitachi NAS Platform
// Environment" (HDS tech note, 2015). A HUS VM with one HDT pool serves 48 DP-Vols to an
// HNAS 4100, whose two tiered file systems export four NFS datastores to four ESXi 5.5 blades
// running 500 VMs. The lab is the performance reference: its size is the paper's.
#include "labs/builtin.h"
#include "labs/lab_002_parts.h"

namespace santwin::labs {

Project build_lab_002_husvm_hnas() {
    Project project;
    project.title = "HUS VM + HNAS 4100: 500 VMs on NFS with VAAI and dedupe";
    LabBuilder b(project.topology, /*wwpn_site=*/3);
    TierLayout layout(project.layout);
    lab002::Lab lab(project, b, layout);
    lab002::build_compute(lab);  // first: the storage part cables into its Ethernet switches
    lab002::build_storage(lab);
    lab002::build_vmware(lab);
    return project;
}

}  // namespace santwin::labs
