// Lab 000, the VMware side: a VMFS-3 datastore per LU, the eight VDbench VMs of the
// performance tests placed as in Table 21, and the template and VM of the functional tests.
#include "labs/lab_000_parts.h"
#include "labs/vmware_parts.h"

namespace santwin::labs::lab000 {

namespace {

// The functional tests put "50GB" disks on 50 GB LUs and a "100GB" disk on a 100 GB LU. VMFS
// keeps part of the LU for its own metadata, so a thick disk of the LU's full size cannot be
// created: the disks are 1 GB smaller (still within a page of the pool usage the paper reports).
constexpr double kFits50 = 49;
constexpr double kFits100 = 99;
constexpr const char* kWhyNot50 =
    "a thick disk cannot fill the whole 50 GB LU, VMFS keeps room for its metadata.";

struct DatastoreRow {
    const char* lu;
    const char* name;
};

// Performance-test datastores are unnamed in the paper; the functional ones carry its names.
const DatastoreRow kDatastores[] = {
    {"STD-000", "DS-RG-000"},     {"STD-001", "DS-RG-001"},        {"STD-002", "DS-RG-002"},
    {"STD-003", "DS-RG-003"},     {"DP-000", "DS-DP-000"},         {"DP-001", "DS-DP-001"},
    {"DP-002", "DS-DP-002"},      {"DP-003", "DS-DP-003"},         {"SRC-050", "RAID-5-source"},
    {"TGT-050", "RAID-5-target"}, {"VMO-000", "RAID-5-vMotion-1"}, {"VMO-001", "RAID-5-vMotion-2"},
    {"THN-100", "DS-Thin-100"},
};

struct VmRow {
    const char* name;
    const char* workload;   // Table 5 profile
    const char* datastore;  // Table 21 placement
};

// Table 21 prints "VM5 Email" on RG-003 beside "VM5 OLTP" on RG-000 and never names VM6: the
// VMs follow the pattern OLTP, email, streaming, unstructured twice over, so RG-003's email VM
// is VM6.
const VmRow kVms[] = {
    {"VM1", "oltp", "DS-RG-000"},      {"VM2", "email", "DS-RG-001"},
    {"VM3", "streaming", "DS-RG-002"}, {"VM4", "unstructured", "DS-RG-001"},
    {"VM5", "oltp", "DS-RG-000"},      {"VM6", "email", "DS-RG-003"},
    {"VM7", "streaming", "DS-RG-002"}, {"VM8", "unstructured", "DS-RG-003"},
};

}  // namespace

void build_vms(LabBuilder& b, const Storage& s, Id esx1, Id esx2) {
    Topology& t = b.topology();
    std::map<std::string, Id> ds;
    for (const DatastoreRow& row : kDatastores) {
        ds[row.name] = vmfs_datastore(b, row.name, s.lu(row.lu), 1, "3");
        t.set_note(ds[row.name],
                   "VMFS-3 (ESX 4.0). Block size not stated: the 1 MB default, whose 256 GB file "
                   "limit holds the 50-100 GB disks.");
    }
    t.set_note(ds.at("DS-Thin-100"), "Thin-to-thick test datastore, unnamed in the paper. " +
                                         t.at(ds.at("DS-Thin-100")).note);

    const VmSpec guest{};  // 1 vCPU, 1 GB, Windows Server 2008 R2: the paper gives no VM sizing
    int i = 0;
    for (const VmRow& row : kVms) {
        const Id host = i++ < 4 ? esx1 : esx2;
        VmSpec spec = guest;
        spec.workload = row.workload;
        Id v = vm(b, Kind::Vm, row.name, host, spec);
        t.set_note(v,
                   "VDbench VM of the performance tests (Table 5 workload, Table 21 placement). "
                   "Host not stated: VM1-4 on ESX-1, VM5-8 on ESX-2, so each RAID group serves "
                   "both hosts. vCPU / memory not stated (1 vCPU, 1 GB kept). 'Each VM contained a "
                   "single virtual disk of 100GB': the guest OS disk is not modelled.");
        Id d = vmdk(b, v, std::string(row.name) + "-data", ds.at(row.datastore),
                    {.size_gb = 100, .format = "eagerzeroedthick"});
        t.set_note(d,
                   "100 GB test disk. Eagerzeroedthick: 'moving workloads between VMFS datastores "
                   "was done by creating new eagerzeroedthick virtual disks'.");
    }

    Id tmpl = vm(b, Kind::Template, "W2K8R2-Template", esx1, guest);
    t.set_note(tmpl,
               "Functional tests: a VM deployed on RAID-5-source with a zeroedthick disk, Windows "
               "2008 R2 installed ('approximately 12GB'), shut down and converted to a template.");
    Id td = vmdk(b, tmpl, "W2K8R2-Template-os", ds.at("RAID-5-source"),
                 {.size_gb = kFits50, .format = "zeroedthick", .used_gb = 12});
    t.set_note(
        td,
        "The deployment tests deploy from it 'using 50GB virtual disks' with the same format as "
        "the source. 49 GB: " +
            std::string(kWhyNot50));

    Id fvm = vm(b, Kind::Vm, "Functional-VM", esx1, guest);
    t.set_note(fvm,
               "The VM of the Storage vMotion and thin-to-thick tests. The paper reuses 'the VM "
               "created in the deployment tests'; that deployment is left to its scenario, so only "
               "the disks these tests add are modelled.");
    Id vd = vmdk(b, fvm, "Functional-VM-vmotion", ds.at("RAID-5-vMotion-1"),
                 {.size_gb = kFits50, .format = "zeroedthick"});
    t.set_note(vd,
               "Storage vMotion test step 4: a '50GB' zeroedthick disk on RAID-5-vMotion-1 that "
               "Iometer fills to 25 GB (4 KB writes) before the migration. 49 GB: " +
                   std::string(kWhyNot50));
    Id thin = vmdk(b, fvm, "Functional-VM-thin", ds.at("DS-Thin-100"),
                   {.size_gb = kFits100, .format = "thin"});
    t.set_note(thin,
               "Thin-to-thick test step 3: a '100GB' thin disk, converted to thick from vCenter. "
               "99 GB: the converted disk must fit the 100 GB LU beside the VMFS metadata.");
}

}  // namespace santwin::labs::lab000
