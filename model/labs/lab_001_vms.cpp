// Lab 001, the VMware side: a VMFS-3 datastore per DP-VOL, the image template, the VMs of the
// single-VM tests (FT conversion, warm-up, cloning), and the linked clones of the boot storm
// (512, 128 per host) and of the simultaneous Storage vMotion (32). Every VM: Windows 2008 R2
// Enterprise, 1 vCPU, 1 GB RAM (Table 1's note).
#include <cstdio>

#include "labs/lab_001_parts.h"
#include "labs/vmware_parts.h"

namespace santwin::labs::lab001 {

namespace {

// "A 100GB eagerzeroedthick virtual machine", "a 100GB zeroedthick VMDK file with 8GB of used
// space" (Table 6): the image the tests copy is 100 GB with 8 GB of Windows written.
constexpr double kImageGb = 100;
constexpr double kImageUsedGb = 8;

// Block size: VMFS-3's default 1 MB unless a test's file needs more (see the notes below).
struct DatastoreRow {
    const char* lu;
    const char* name;
    double block_mb;
};
const DatastoreRow kDatastores[] = {
    {"SRC-1945", "VSP-SRC", 8},
    {"PROV-799", "VSP-PROV", 8},
    {"15K-A-1945", "VSP-15K-A", 1},
    {"15K-B-1945", "VSP-15K-B", 1},
    {"BS-4SP-1945", "VSP-BS-4SP", 1},
    {"BS-12SP-1945", "VSP-BS-12SP", 1},
    {"SVM-SRC-1945", "VSP-SVM-SRC", 1},
    {"SVM-DST-1945", "VSP-SVM-DST", 1},
    {"EXT-PROV-799", "EXT-PROV", 8},
    {"EXT-B-1945", "EXT-B", 1},
    {"EXT-BS-5SP-1945", "EXT-BS-5SP", 1},
    {"EXT-BS-15SP-1945", "EXT-BS-15SP", 1},
    {"EXT-SVM-SRC-1945", "EXT-SVM-SRC", 1},
    {"EXT-SVM-DST-1945", "EXT-SVM-DST", 1},
};

std::string numbered(const char* prefix, int width, int i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%0*d", prefix, width, i);
    return buf;
}

Id single_vm(LabBuilder& b, const std::string& name, Id host, Id ds, const std::string& format,
             const std::string& note) {
    Id v = vm(b, Kind::Vm, name, host, VmSpec{});
    b.topology().set_note(v, note);
    vmdk(b, v, name + "-os", ds, {.size_gb = kImageGb, .format = format, .used_gb = kImageUsedGb});
    return v;
}

// A base template on `ds` and `count` linked clones spread evenly over `hosts`, their deltas
// beside the base.
void linked_clones(LabBuilder& b, const std::string& base_name, const char* prefix, int width,
                   int count, const std::vector<Id>& hosts, Id ds, const std::string& tile,
                   const std::string& note) {
    Topology& t = b.topology();
    Id base = vm(b, Kind::Template, base_name, hosts[0], VmSpec{});
    t.set_note(base, "Parent of the linked clones (" + tile +
                         "): the Windows 2008 R2 image. The paper does not say where the parent "
                         "disk lives; here beside the clones.");
    Id base_disk = vmdk(b, base, base_name + "-os", ds,
                        {.size_gb = kImageGb, .format = "zeroedthick", .used_gb = kImageUsedGb});
    const int per_host = count / static_cast<int>(hosts.size());
    for (int i = 0; i < count; ++i) {
        VmSpec spec;
        spec.tile = tile;
        const std::string name = numbered(prefix, width, i + 1);
        Id v = vm(b, Kind::Vm, name, hosts[static_cast<std::size_t>(i / per_host)], spec);
        if (i == 0) t.set_note(v, note);
        vmdk(b, v, name + "-delta", ds,
             {.size_gb = kImageGb, .format = "thin", .linked_base = base_disk});
    }
}

}  // namespace

void build_vms(LabBuilder& b, const Storage& s, const std::vector<Id>& hosts) {
    Topology& t = b.topology();
    std::map<std::string, Id> ds;
    for (const DatastoreRow& row : kDatastores) {
        ds[row.name] = vmfs_datastore(b, row.name, s.lu(row.lu), row.block_mb, "3");
        t.set_note(ds[row.name],
                   row.block_mb > 1
                       ? "VMFS-3 (ESX 4.1), 8 MB blocks. Block size not stated: the dirty-datastore step "
                         "writes a 797 GB file, which needs 4 MB blocks or more, and VAAI full copy needs "
                         "equal block sizes on the image's datastore and the provisioning one."
                       : "VMFS-3 (ESX 4.1), 1 MB blocks: the block size is not stated, and VMFS-3's default "
                         "(files up to 256 GB) holds every file the tests put here (100 GB disks).");
    }
    t.set_note(ds.at("VSP-PROV"),
               "Provisioning test: five new 159 GB eagerzeroedthick VMs are created here, fresh or "
               "after a 797 GB eagerzeroedthick VM was created and deleted without zero page "
               "reclaim (dirty). " +
                   t.at(ds.at("VSP-PROV")).note);

    Id image = vm(b, Kind::Template, "W2K8R2-Image", hosts[0], VmSpec{});
    t.set_note(image,
               "The 'virtual machine image used as the source of the virtual machines creation' on "
               "DP-VOL 0 (Tables 2, 3, 7, 8).");
    vmdk(b, image, "W2K8R2-Image-os", ds.at("VSP-SRC"),
         {.size_gb = kImageGb, .format = "zeroedthick", .used_gb = kImageUsedGb});

    single_vm(
        b, "FT-VM", hosts[0], ds.at("VSP-15K-A"), "zeroedthick",
        "FT conversion (Tables 5-6): 100 GB zeroedthick with 8 GB used, converted to "
        "eagerzeroedthick by enabling Fault Tolerance, then zero page reclaim. Host not stated.");
    single_vm(b, "Warmup-EZT", hosts[1], ds.at("VSP-15K-B"), "eagerzeroedthick",
              "Warm-up test (Tables 7-9): the eagerzeroedthick VM of the pair. Host not stated.");
    single_vm(b, "Warmup-ZT", hosts[1], ds.at("VSP-15K-B"), "zeroedthick",
              "Warm-up test (Tables 7-9): the zeroedthick VM of the pair. Host not stated.");
    single_vm(
        b, "Clone-Src-EZT", hosts[2], ds.at("VSP-15K-A"), "eagerzeroedthick",
        "Cloning test (Tables 10-12): eagerzeroedthick source, cloned to VSP-15K-B or EXT-B.");
    single_vm(b, "Clone-Src-ZT", hosts[2], ds.at("VSP-15K-A"), "zeroedthick",
              "Cloning test (Tables 10-12): zeroedthick source, cloned to VSP-15K-B or EXT-B.");

    linked_clones(
        b, "BS-Base", "BS-", 3, 512, hosts, ds.at("VSP-BS-12SP"), "boot-storm",
        "Boot storm: 512 linked clones 'evenly distributed across four ESX 4.1 hosts using a "
        "single shared datastore' (128 per host, Table 17), all powered on at once. Placed on the "
        "12-spindle datastore; the other runs use VSP-BS-4SP, EXT-BS-5SP, EXT-BS-15SP. VDbench "
        "created and deleted a 500 GB file in each VM, which a 100 GB disk cannot hold; the "
        "workload is left to the scenario.");
    linked_clones(
        b, "SVM-Base", "SVM-", 2, 32, hosts, ds.at("VSP-SVM-SRC"), "svmotion-32",
        "Simultaneous Storage vMotion: '32 1.9TB linked clone virtual machines' migrated from "
        "VSP-SVM-SRC to VSP-SVM-DST (EXT-SVM-SRC/DST for the external run). 1.9 TB is read as the "
        "1945.6 GB (1.9 x 1024) datastore, not the disks: 32 disks of 1.9 TB cannot share it. Host "
        "spread not stated: 8 per host.");
}

}  // namespace santwin::labs::lab001
