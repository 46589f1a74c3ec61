// VMware: clusters, datastores, VMs, templates, virtual disks and path policies.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_vmware(std::vector<KindSpec>& out) {
    out.push_back({Kind::Cluster, {}, false,
                   {refs("hosts", {Kind::EsxHost}, "Member hosts")},
                   "A vSphere cluster (HA / DRS)."});
    out.push_back({Kind::Datastore, {}, false,
                   {choice("type", {"vmfs", "nfs"}, "vmfs", "VMFS on a LU, or NFS on an export"),
                    ref("lu", {Kind::LogicalUnit}, "Backing LU (VMFS)"),
                    ref("export", {Kind::NfsExport}, "Backing export (NFS)"),
                    choice("vmfs_version", {"3", "5"}, "3", "VMFS version"),
                    num("block_size_mb", "MB", 1, 8, 1, "VMFS file block: 1/2/4/8 MB (VMFS3 max file 256 GB/512 GB/1 TB/2 TB)"),
                    num("capacity_gb", "GB", 0, 1e7, 0, "Formatted size (0: the whole LU)")},
                   "A datastore hosts mount."});
    const std::vector<AttrSpec> vm_attrs = {
        ref("host", {Kind::EsxHost}, "Host it is registered on"),
        text("os", "Windows Server 2008 R2", "Guest operating system"),
        integer("vcpus", "", 1, 128, 1, "Virtual CPUs"),
        num("ram_gb", "GB", 0.125, 4096, 1, "Memory"),
        text("workload", "", "Workload profile, e.g. oltp, email, streaming, sql-light (resources/workloads)"),
        text("tile", "", "Tile or group label")};
    out.push_back({Kind::Vm, {}, false, vm_attrs, "A virtual machine; its disks are children."});
    out.push_back({Kind::Template, {}, false, vm_attrs, "A VM template to deploy or clone from."});
    out.push_back({Kind::Vmdk, {Kind::Vm, Kind::Template}, true,
                   {ref("datastore", {Kind::Datastore}, "Where the file lives"),
                    num("size_gb", "GB", 0.001, 62000, 20, "Provisioned size"),
                    choice("format", {"thin", "zeroedthick", "eagerzeroedthick"}, "zeroedthick", "Disk format"),
                    num("used_gb", "GB", 0, 62000, 0, "Guest data written so far"),
                    ref("linked_base", {Kind::Vmdk}, "Base disk when this is a linked-clone delta"),
                    flag("rdm", false, "Raw device mapping (physical mode)"),
                    ref("rdm_lu", {Kind::LogicalUnit},
                        "Raw device mapping: the LU the disk maps (the mapping file lives on `datastore`)")},
                   "A virtual disk."});
    out.push_back({Kind::MultipathPolicy, {Kind::EsxHost}, true,
                   {ref("lu", {Kind::LogicalUnit}, "The LU this policy is for"),
                    choice("policy", {"mru", "fixed", "rr"}, "fixed", "Most recently used, fixed (preferred path) or round robin"),
                    ref("preferred_port", {Kind::Port}, "Target port of the preferred / first path"),
                    integer("rr_iops", "I/Os", 1, 100000, 1000, "Round robin: I/Os before switching path"),
                    choice("satp", {"auto", "alua", "default_aa", "default_ap"}, "auto",
                           "Storage array type plugin: auto is what ESX claims the array with (VMW_SATP_ALUA for an "
                           "ALUA array from ESX 4.0); round robin under ALUA uses the owning controller's paths only")},
                   "How one host spreads I/O to one LU over its paths (NMP path selection)."});
}

}  // namespace santwin::schema_detail
