// Lab 004: "Backup and recovery best practices for the HP EVA array in a VMware environment
// using HP Data Protector" (HP, 2010; tests July-September 2009). Four ESX 3.5U4 blades and
// two VCB proxies share an EVA8100 over two fabrics of c7000 SAN modules; backups go to an HP
// VLS6510 virtual tape library, with an EML 103e tape library behind it.
#include "labs/builtin.h"
#include "labs/lab_004_parts.h"

namespace santwin::labs {

Project build_lab_004_eva8100_vcb() {
    Project project;
    project.title = "EVA8100 + VCB proxies + VLS6510: ESX 3.5 backup with Data Protector";
    LabBuilder b(project.topology, /*wwpn_site=*/5);
    TierLayout layout(project.layout);
    lab004::Lab lab(project, b, layout);
    lab004::build_eva(lab);
    lab004::build_san(lab);     // cables the EVA ports into the SAN modules
    lab004::build_backup(lab);  // needs the proxy blades, holding tanks and SAN modules
    lab004::build_zoning(lab);
    lab004::build_vms(lab);
    return project;
}

}  // namespace santwin::labs
