#include "labs/labs.h"

#include <stdexcept>

#include "diagram/auto_layout.h"
#include "labs/builtin.h"

namespace santwin::labs {

namespace {
struct Registered {
    LabInfo info;
    Project (*build)();
};

// One row per built-in lab, in seed order.
const std::vector<Registered>& registry() {
    static const std::vector<Registered> labs = {
        {{"000-ams2100-hdp", "AMS 2100 + HDP: virtual disk formats and wide striping (vSphere 4)",
          "000_6e1396d2257a1fc6.txt"},
         &build_lab_000_ams2100_hdp},
        {{"001-vsp-vaai", "VSP + VAAI: block zeroing, full copy and locking, internal and external",
          "001_58381e42d832207d.txt"},
         &build_lab_001_vsp_vaai},
        {{"002-husvm-hnas", "HUS VM + HNAS 4100: 500 VMs on NFS datastores, VAAI deploy and dedupe",
          "002_33c9bd0952486f76.txt"},
         &build_lab_002_husvm_hnas},
        {{"003-ams2500-jetstress", "AMS 2500 vs asymmetric active-active: path policies under Jetstress",
          "003_571a40ef667e0b24.txt"},
         &build_lab_003_ams2500_jetstress},
        {{"004-eva8100-vcb", "EVA8100 + VCB proxies + VLS6510: ESX 3.5 backup with Data Protector",
          "004_3c01cd89ff0da2d2.txt"},
         &build_lab_004_eva8100_vcb},
    };
    return labs;
}
}  // namespace

const std::vector<LabInfo>& builtin_labs() {
    static const std::vector<LabInfo> infos = [] {
        std::vector<LabInfo> v;
        for (const auto& r : registry()) v.push_back(r.info);
        return v;
    }();
    return infos;
}

Project build_lab(std::string_view id) {
    for (const auto& r : registry()) {
        if (r.info.id == id || (id.size() == 3 && r.info.id.compare(0, 3, id) == 0)) {
            Project p = r.build();
            p.lab_id = r.info.id;
            // What the diagram draws opens in the diagram's own tier layout (the builders'
            // column stacks stay for the entities it folds into others: drives, LUs...).
            diagram::Diagram d = diagram::build_diagram(p.topology, p.layout);
            diagram::auto_layout(d);
            diagram::store_positions(d, p.layout);
            if (p.title.empty()) p.title = r.info.title;
            return p;
        }
    }
    std::string known;
    for (const auto& r : registry()) known += (known.empty() ? "" : ", ") + r.info.id;
    throw std::invalid_argument("no built-in lab '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace santwin::labs
