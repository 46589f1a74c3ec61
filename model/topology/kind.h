#pragma once
// Every kind of thing a lab is built from, grouped the way the palette shows them.
#include <optional>
#include <string_view>
#include <vector>

namespace santwin {

enum class Category { Compute, Fabric, Storage, File, VMware, Backup, Connectivity };

enum class Kind {
    // compute
    BladeChassis, Server, EsxHost, Hba, Nic,
    // fabric
    Fabric, FcSwitch, EthernetSwitch, Alias, Zone, ZoneSet,
    // storage
    Array, Controller, Drive, RaidGroup, ExternalVolume, Pool, DiskGroup, LogicalUnit, HostGroup,
    LunMapping,
    // file
    NasHead, FileSystem, NfsExport,
    // VMware
    Cluster, Datastore, Vm, Template, Vmdk, MultipathPolicy,
    // backup
    VcbProxy, BackupServer, Vtl, VtlNode, DiskEnclosure, TapeLibrary, TapeDrive,
    // connectivity
    Port, Link,
};

inline constexpr int kKindCount = static_cast<int>(Kind::Link) + 1;

std::string_view kind_name(Kind k);               // "raid_group": stable, used in files
std::string_view kind_label(Kind k);              // "RAID group": for people
std::optional<Kind> kind_from_name(std::string_view name);
Category kind_category(Kind k);
std::string_view category_name(Category c);       // "storage"
const std::vector<Kind>& all_kinds();

}  // namespace santwin
