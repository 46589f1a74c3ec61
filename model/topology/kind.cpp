#include "topology/kind.h"

#include <array>

namespace santwin {

namespace {
struct KindInfo {
    Kind kind;
    std::string_view name;
    std::string_view label;
    Category category;
};

constexpr std::array<KindInfo, kKindCount> kKinds{{
    {Kind::BladeChassis, "blade_chassis", "Blade chassis", Category::Compute},
    {Kind::Server, "server", "Server", Category::Compute},
    {Kind::EsxHost, "esx_host", "ESX host", Category::Compute},
    {Kind::Hba, "hba", "FC HBA", Category::Compute},
    {Kind::Nic, "nic", "NIC", Category::Compute},
    {Kind::Fabric, "fabric", "Fabric", Category::Fabric},
    {Kind::FcSwitch, "fc_switch", "FC switch", Category::Fabric},
    {Kind::EthernetSwitch, "ethernet_switch", "Ethernet switch", Category::Fabric},
    {Kind::Alias, "alias", "Alias", Category::Fabric},
    {Kind::Zone, "zone", "Zone", Category::Fabric},
    {Kind::ZoneSet, "zone_set", "Zone set", Category::Fabric},
    {Kind::Array, "array", "Storage array", Category::Storage},
    {Kind::Controller, "controller", "Controller", Category::Storage},
    {Kind::Drive, "drive", "Drive", Category::Storage},
    {Kind::RaidGroup, "raid_group", "RAID group", Category::Storage},
    {Kind::ExternalVolume, "external_volume", "External volume", Category::Storage},
    {Kind::Pool, "pool", "Thin pool", Category::Storage},
    {Kind::DiskGroup, "disk_group", "Disk group", Category::Storage},
    {Kind::LogicalUnit, "logical_unit", "Logical unit", Category::Storage},
    {Kind::HostGroup, "host_group", "Host group", Category::Storage},
    {Kind::LunMapping, "lun_mapping", "LUN mapping", Category::Storage},
    {Kind::NasHead, "nas_head", "NAS head", Category::File},
    {Kind::FileSystem, "file_system", "File system", Category::File},
    {Kind::NfsExport, "nfs_export", "NFS export", Category::File},
    {Kind::Cluster, "cluster", "Cluster", Category::VMware},
    {Kind::Datastore, "datastore", "Datastore", Category::VMware},
    {Kind::Vm, "vm", "Virtual machine", Category::VMware},
    {Kind::Template, "template", "Template", Category::VMware},
    {Kind::Vmdk, "vmdk", "Virtual disk", Category::VMware},
    {Kind::MultipathPolicy, "multipath_policy", "Multipath policy", Category::VMware},
    {Kind::VcbProxy, "vcb_proxy", "VCB proxy", Category::Backup},
    {Kind::BackupServer, "backup_server", "Backup server", Category::Backup},
    {Kind::Vtl, "vtl", "Virtual tape library", Category::Backup},
    {Kind::VtlNode, "vtl_node", "VTL node", Category::Backup},
    {Kind::DiskEnclosure, "disk_enclosure", "Disk enclosure", Category::Backup},
    {Kind::TapeLibrary, "tape_library", "Tape library", Category::Backup},
    {Kind::TapeDrive, "tape_drive", "Tape drive", Category::Backup},
    {Kind::Port, "port", "Port", Category::Connectivity},
    {Kind::Link, "link", "Link", Category::Connectivity},
}};

const KindInfo& info(Kind k) { return kKinds[static_cast<int>(k)]; }
}  // namespace

std::string_view kind_name(Kind k) { return info(k).name; }
std::string_view kind_label(Kind k) { return info(k).label; }
Category kind_category(Kind k) { return info(k).category; }

std::optional<Kind> kind_from_name(std::string_view name) {
    for (const auto& i : kKinds)
        if (i.name == name) return i.kind;
    return std::nullopt;
}

std::string_view category_name(Category c) {
    switch (c) {
        case Category::Compute: return "compute";
        case Category::Fabric: return "fabric";
        case Category::Storage: return "storage";
        case Category::File: return "file";
        case Category::VMware: return "vmware";
        case Category::Backup: return "backup";
        case Category::Connectivity: return "connectivity";
    }
    return "?";
}

const std::vector<Kind>& all_kinds() {
    static const std::vector<Kind> kinds = [] {
        std::vector<Kind> v;
        for (const auto& i : kKinds) v.push_back(i.kind);
        return v;
    }();
    return kinds;
}

}  // namespace santwin
