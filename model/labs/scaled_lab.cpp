// Lab 002 repeated for speed measurements: each pod is the whole lab (4 hosts, a HUS VM, an
// HNAS head, 4 NFS datastores, 500 VMs) with its own WWPN site, so pods never share a port name.
#include "labs/lab_002_parts.h"
#include "labs/labs.h"

namespace santwin::labs {

Project scaled_lab_002(int pods) {
    Project p;
    p.title = "Lab 002 x" + std::to_string(pods);
    for (int k = 0; k < pods; ++k) {
        LabBuilder b(p.topology, 0x40 + k);  // a WWPN site per pod
        TierLayout layout(p.layout);
        lab002::Lab lab(p, b, layout);
        lab002::build_compute(lab);
        lab002::build_storage(lab);
        lab002::build_vmware(lab);
    }
    return p;
}

}  // namespace santwin::labs
