// File: NAS heads, their file systems and exports.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_file(std::vector<KindSpec>& out) {
    out.push_back({Kind::NasHead, {}, false,
                   {text("model", "", "NAS model, e.g. Hitachi NAS Platform 4100"),
                    text("hardware", "", "Parameter set in resources/hardware/nas.json"),
                    refs("system_drives", {Kind::LogicalUnit}, "Back-end LUs it builds its storage pool from"),
                    flag("vaai", false, "Supports the VAAI-NAS primitives (full / fast file clone) through the host plug-in")},
                   "A NAS head (CPU plus FPGA file-serving engine); ports are children."});
    out.push_back({Kind::FileSystem, {Kind::NasHead}, true,
                   {num("capacity_tb", "TB", 0.001, 1e5, 10, "Size"),
                    flag("dedupe", false, "Deduplication enabled"),
                    flag("tiered", false, "Tiered file system (metadata on the fast tier)")},
                   "A file system on the NAS head's storage pool."});
    out.push_back({Kind::NfsExport, {Kind::FileSystem}, true,
                   {text("path", "/", "Export path")},
                   "An NFS export hosts mount as a datastore."});
}

}  // namespace santwin::schema_detail
