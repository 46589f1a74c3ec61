// Storage: arrays, controllers, drives, RAID groups, pools, LUs and LUN masking.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_storage(std::vector<KindSpec>& out) {
    out.push_back({Kind::Array, {}, false,
                   {text("model", "", "Array model, e.g. Hitachi AMS 2100, HP EVA8100"),
                    text("hardware", "", "Parameter set in resources/hardware/arrays.json"),
                    choice("architecture", {"symmetric_aa", "alua", "active_passive"}, "symmetric_aa",
                           "Controller architecture: symmetric active-active, asymmetric (ALUA), active-passive"),
                    text("microcode", "", "Firmware level"),
                    flag("vaai", false, "Supports the VAAI block primitives (XCOPY, WRITE SAME, ATS)")},
                   "A storage system; controllers, drives, RAID groups, pools and LUs are children."});
    out.push_back({Kind::Controller, {Kind::Array}, true,
                   {integer("index", "", 0, 16, 0, "Controller number (0, 1, ...)"),
                    num("cache_gb", "GB", 0, 4096, 0, "Cache memory in this controller (0: the array model's)"),
                    integer("processors", "", 0, 64, 0, "Microprocessors (MPs) in this controller (0: the array model's)")},
                   "An array controller (storage processor); front-end ports are children."});
    out.push_back({Kind::Drive, {Kind::Array, Kind::DiskEnclosure}, true,
                   {choice("type", {"sas", "fc", "sata", "fata", "nl_sas", "ssd", "fmd"}, "sas", "Interface / media"),
                    num("rpm", "rpm", 0, 20000, 15000, "Spindle speed (0 for flash)"),
                    num("capacity_gb", "GB", 1, 100000, 146, "Raw capacity"),
                    text("hardware", "", "Parameter set in resources/hardware/disks.json"),
                    integer("slot", "", 0, 10000, 0, "Bay")},
                   "A physical disk or flash module."});
    out.push_back({Kind::RaidGroup, {Kind::Array}, true,
                   {choice("level", {"raid0", "raid1", "raid10", "raid5", "raid6"}, "raid5", "RAID level"),
                    integer("data_drives", "", 1, 64, 4, "Data drives (D in 4D+1P)"),
                    integer("parity_drives", "", 0, 64, 1, "Parity or mirror drives (P in 4D+1P, the second D in 2D+2D)"),
                    refs("drives", {Kind::Drive}, "Member drives"),
                    num("stripe_kb", "KB", 0, 4096, 0, "Chunk per drive (stripe depth); 0 = the array model's default")},
                   "A RAID group / parity group of drives."});
    out.push_back({Kind::ExternalVolume, {Kind::Array}, true,
                   {ref("source_lu", {Kind::LogicalUnit}, "The LU on the external array it virtualizes"),
                    num("capacity_gb", "GB", 0, 1e7, 0, "Usable capacity")},
                   "An LU of another array mapped into this one (external storage virtualization)."});
    out.push_back({Kind::Pool, {Kind::Array}, true,
                   {choice("type", {"hdp", "hdt"}, "hdp", "Dynamic Provisioning, or Dynamic Tiering"),
                    num("page_mb", "MB", 1, 4096, 1024, "Allocation unit: 1024 (AMS HDP chunk), 42 (VSP / HUS VM page)"),
                    refs("members", {Kind::RaidGroup, Kind::ExternalVolume}, "Pool volumes: RAID groups or external volumes"),
                    num("subscription_limit_pct", "%", 0, 100000, 300, "Policy: total LU capacity may not exceed this share of the pool"),
                    num("tier_cycle_min", "min", 1, 1440, 30, "HDT relocation cycle")},
                   "A thin-provisioning pool that wide-stripes pages over its members."});
    out.push_back({Kind::DiskGroup, {Kind::Array}, true,
                   {refs("drives", {Kind::Drive}, "Member drives"),
                    choice("protection", {"none", "single", "double"}, "single", "Spare capacity level")},
                   "An EVA disk group: virtual disks are spread over all its drives."});
    out.push_back({Kind::LogicalUnit, {Kind::Array}, true,
                   {num("capacity_gb", "GB", 0.001, 1e7, 50, "Size the hosts see"),
                    ref("backing", {Kind::RaidGroup, Kind::Pool, Kind::DiskGroup},
                        "Where its blocks live: a RAID group (standard LU), a pool (thin LU) or a disk group (EVA Vdisk)"),
                    choice("vraid", {"", "vraid0", "vraid1", "vraid5", "vraid6"}, "", "Redundancy for an EVA Vdisk"),
                    ref("owner", {Kind::Controller}, "Owning / managing controller"),
                    integer("lu_number", "", 0, 65535, 0, "LU / LDEV number in the array"),
                    text("naa", "", "SCSI device id hosts see, e.g. naa.60060e80...: how an import matches datastores and paths to it"),
                    choice("tiering_policy", {"all", "level1", "level2"}, "all", "HDT tier placement")},
                   "A logical unit, the LUN hosts see: an LDEV, DP-VOL or Vdisk."});
    out.push_back({Kind::HostGroup, {Kind::Array}, true,
                   {refs("ports", {Kind::Port}, "Front-end ports it applies to (empty: all ports)"),
                    texts("initiators", "Host WWPNs in the group"),
                    text("host_mode", "", "Host mode, e.g. VMware")},
                   "LUN masking: which initiators see which LUs on which ports."});
    out.push_back({Kind::LunMapping, {Kind::HostGroup}, true,
                   {ref("lu", {Kind::LogicalUnit}, "The LU presented"),
                    integer("lun", "", 0, 16383, 0, "LUN id the hosts see")},
                   "One LU presented to a host group at a LUN id."});
}

}  // namespace santwin::schema_detail
