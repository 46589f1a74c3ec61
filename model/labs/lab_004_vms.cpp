// Lab 004, VMware inventory: the cluster, the VMFS datastores of Table 4 and the Windows
// Server 2003 VMs the paper backs up (VCB image/file, Data Protector snapshot, ZDB/IR).
#include <string>

#include "labs/lab_004_parts.h"

namespace santwin::labs::lab004 {

namespace {
constexpr int kGeneralVmsPerHost = 3;
constexpr double kGeneralDiskGb = 40;  // paper silent: small VMs, 4 of them fit a 500 GB HT
constexpr double kOsDiskGb = 20;
constexpr double kFileDataGb = 800;  // fits the 4 MB-block (1 TB file) FileServer datastore

Id datastore(Lab& lab, const std::string& name, double block_mb, const std::string& note) {
    Id ds = lab.b.add_noted(Kind::Datastore, name, kNoId, note,
                            {{"type", std::string("vmfs")},
                             {"lu", Ref{lab.vdisks.at(name)}},
                             {"vmfs_version", std::string("3")},
                             {"block_size_mb", block_mb}});
    lab.layout.place(Tier::Vmware, ds);
    return ds;
}

// No `workload`: the tests run backup streams only; the paper gives no production load.
Id vm(Lab& lab, const std::string& name, int host, double ram_gb) {
    return lab.b.add(Kind::Vm, name, kNoId,
                     {{"host", Ref{lab.hosts[host].esx}},
                      {"os", std::string("Windows Server 2003")},
                      {"vcpus", 1.0},
                      {"ram_gb", ram_gb}});
}

// Zeroedthick is the ESX 3.5 default for new disks; half of each disk holds data ("50% disk
// usage of backup source", the paper's HT sizing example).
Id disk(Lab& lab, Id vm_id, const std::string& name, Id ds, double gb) {
    return lab.b.add(Kind::Vmdk, name, vm_id,
                     {{"datastore", Ref{ds}},
                      {"size_gb", gb},
                      {"format", std::string("zeroedthick")},
                      {"used_gb", gb / 2}});
}
}  // namespace

void build_vms(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    RefList hosts;
    for (const auto& h : lab.hosts) hosts.push_back(h.esx);
    Id cluster = b.add_noted(Kind::Cluster, "BUR cluster", kNoId,
                             "The four ESX 3.5U4 hosts under VirtualCenter 2.5U4, HA/DRS cluster "
                             "(the paper's volume-locking section presents every cluster volume "
                             "to all participating hosts).",
                             {{"hosts", hosts}});
    lab.layout.place(Tier::Vmware, cluster);

    Id vm_ds[4];
    for (int n = 0; n < 4; ++n)
        vm_ds[n] =
            datastore(lab, "Host" + std::to_string(n + 1) + "-VM", 1,
                      "Host " + std::to_string(n + 1) +
                          "'s dedicated VMFS3 datastore (Table 4), seen by all hosts and both "
                          "proxies. 1 MB blocks suffice for its 40 GB disks.");
    Id fs_ds[2];
    for (int n = 0; n < 2; ++n)
        fs_ds[n] = datastore(lab, "Host" + std::to_string(n + 1) + "-FileServer", 4,
                             "Dedicated VMFS3 datastore for a large file server (Table 4, 1,000 GB "
                             "Vraid5). 4 MB blocks: the paper's rule of 1/2/4/8 MB blocks for "
                             "256 GB/512 GB/1 TB/2 TB file stores.");

    // General backup sources: three per host on the host's own datastore ("register groups of
    // VMs to a single ESX host with a dedicated cluster volume").
    for (int n = 0; n < 4; ++n)
        for (int i = 1; i <= kGeneralVmsPerHost; ++i) {
            const std::string name = "host" + std::to_string(n + 1) + "-vm" + std::to_string(i);
            Id v = vm(lab, name, n, 1);
            disk(lab, v, "Hard disk 1", vm_ds[n], kGeneralDiskGb);
            if (n == 0 && i == 1)
                t.set_note(v,
                           "The paper names no VM list. 12 general backup sources, 3 per host, "
                           "Windows Server 2003, 1 vCPU, 1 GB, one 40 GB zeroedthick disk half "
                           "full (sizes assumed); each host also runs the VM of its Table 4 "
                           "application Vdisk (file server or SQL), so every host has the 4 VMs "
                           "the 4-streams-per-host tests (Figures 19-21) back up at once.");
        }

    // File servers on hosts 1-2: OS disk on the host datastore, flat files on the FileServer one.
    for (int n = 0; n < 2; ++n) {
        Id v = vm(lab, "fileserver" + std::to_string(n + 1), n, 2);
        disk(lab, v, "Hard disk 1", vm_ds[n], kOsDiskGb);
        disk(lab, v, "Flat files", fs_ds[n], kFileDataGb);
        t.set_note(v, "File server on Host" + std::to_string(n + 1) +
                          "-FileServer (VCB file / image backups). Disk sizes assumed: 20 GB OS, "
                          "800 GB of flat files, half full.");
    }
    // SQL Server 2008 VMs on hosts 3-4 with the database on a physical-mode RDM (ZDB/IR).
    const char* sql_names[2] = {"sqlone", "sqltwo"};
    for (int k = 0; k < 2; ++k) {
        const int n = 2 + k;
        Id v = vm(lab, sql_names[k], n, 4);
        disk(lab, v, "Hard disk 1", vm_ds[n], kOsDiskGb);
        const std::string lu_name = "Host" + std::to_string(n + 1) + "-SQL" + std::to_string(k + 1);
        Id lu = lab.vdisks.at(lu_name);
        b.add(Kind::Vmdk, "SQL data (RDM)", v,
              {{"datastore", Ref{vm_ds[n]}},
               {"size_gb", t.at(lu).num("capacity_gb")},
               {"rdm", true},
               {"rdm_lu", Ref{lu}}});
        t.set_note(v, std::string("SQL Server 2008 VM; Figure 4's ZDB/IR log names host ") +
                          "'sqltwo.dp.esx.local', so the pair is sqlone/sqltwo. Its database is "
                          "the physical-mode RDM " +
                          lu_name + " (mapping file on Host" + std::to_string(n + 1) +
                          "-VM); 20 GB OS disk assumed.");
    }
}

}  // namespace santwin::labs::lab004
