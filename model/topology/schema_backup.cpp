// Backup: VCB proxies, backup servers, virtual tape libraries and tape.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_backup(std::vector<KindSpec>& out) {
    out.push_back({Kind::VcbProxy, {Kind::Server}, true,
                   {ref("holding_tank", {Kind::LogicalUnit}, "Holding-tank (HT) volume for image exports"),
                    flag("ntfs_compression", false, "NTFS compression on the holding tank"),
                    text("version", "1.5U1", "VCB framework version")},
                   "A VMware Consolidated Backup proxy running on a server."});
    out.push_back({Kind::BackupServer, {Kind::Server}, true,
                   {text("software", "HP Data Protector 6.1x", "Backup software / cell manager")},
                   "A backup server (cell manager, media agent)."});
    out.push_back({Kind::Vtl, {}, false,
                   {text("model", "", "e.g. HP StorageWorks VLS6510"),
                    text("hardware", "", "Parameter set in resources/hardware/backup.json")},
                   "A virtual tape library; nodes and disk enclosures are children."});
    out.push_back({Kind::VtlNode, {Kind::Vtl}, true,
                   {integer("emulated_drives", "", 0, 256, 4, "Tape drives it emulates"),
                    text("drive_type", "LTO-3", "Emulated drive type"),
                    flag("compression", false, "Emulated drive compression")},
                   "One VTL node (library personality) with its host ports."});
    out.push_back({Kind::DiskEnclosure, {Kind::Vtl}, true,
                   {integer("disks", "", 1, 256, 12, "Disks in the enclosure"),
                    text("disk_type", "SATA 7.2K 250 GB", "Disk type"),
                    choice("raid", {"raid5", "raid6"}, "raid5", "Protection")},
                   "A VTL disk shelf: its bandwidth bounds the library's throughput."});
    out.push_back({Kind::TapeLibrary, {}, false,
                   {text("model", "", "e.g. HP EML 103e"), integer("slots", "", 1, 10000, 103, "Cartridge slots")},
                   "A physical tape library; drives and host ports are children."});
    out.push_back({Kind::TapeDrive, {Kind::TapeLibrary, Kind::VtlNode}, true,
                   {choice("type", {"lto3", "lto4", "lto5"}, "lto3", "Drive generation"),
                    text("hardware", "", "Parameter set in resources/hardware/backup.json")},
                   "A tape drive, physical or emulated."});
}

}  // namespace santwin::schema_detail
