// Lab 002, VMware inventory: the cluster, the NFS datastores, the VM templates and the 500 VMs
// of 20 tiles (Tables 2 and 3; "Test Result" for their placement).
#include <array>
#include <string>

#include "labs/lab_002_parts.h"

namespace santwin::labs::lab002 {

namespace {
constexpr int kTiles = 20;
constexpr double kOsDiskGb = 20;  // "The total VMDK size includes a 20 GB VMDK for the OS"

std::string two_digits(int n) {
    return (n < 10 ? "0" : "") + std::to_string(n);
}

struct Application {
    const char* name;   // workload prefix: sql, web, exchange, oltp
    const char* os;     // Table 5
    double os_used_gb;  // installed footprint of the template's OS disk [estimate]
};
// Table 5 names the guest OS per application. The footprints are typical installed sizes (the
// paper gives none): Windows Server 2008 R2 with SQL Server ~10 GB, Windows Server 2012 R2 with
// Exchange ~9 GB, SLES 11 SP2 ~3.5 GB.
constexpr std::array<Application, 4> kApps = {{
    {"sql", "Windows Server 2008 R2", 10},
    {"web", "SUSE Linux Enterprise Server 11 SP2", 3.5},
    {"exchange", "Windows Server 2012 R2", 9},
    {"oltp", "SUSE Linux Enterprise Server 11 SP2", 3.5},
}};

struct TileRow {
    int app;             // index into kApps
    const char* weight;  // light / medium / heavy
    double total_gb;     // "VMDK Size" column: OS disk + data disk
    int vms;             // "Number of VMs"
};
// Table 2, row by row: 25 VMs and 1600 GB per tile.
constexpr std::array<TileRow, 12> kTile = {{
    {0, "light", 60, 3},
    {1, "light", 50, 6},
    {2, "light", 60, 3},
    {3, "light", 60, 3},
    {0, "medium", 200, 1},
    {1, "medium", 80, 2},
    {2, "medium", 100, 1},
    {3, "medium", 100, 1},
    {0, "heavy", 40, 1},
    {1, "heavy", 40, 2},
    {2, "heavy", 40, 1},
    {3, "heavy", 40, 1},
}};

// One template per application on `ds`, registered round robin on the hosts. Returns the
// templates' OS disks by application.
std::array<Id, 4> templates_on(Lab& lab, Id ds, const std::string& tag, const std::string& note,
                               int& next_host) {
    LabBuilder& b = lab.b;
    std::array<Id, 4> os_disks{};
    for (std::size_t a = 0; a < kApps.size(); ++a) {
        const Application& app = kApps[a];
        Id tpl =
            b.add_noted(Kind::Template, std::string("tpl-") + app.name + "-" + tag, kNoId, note,
                        {{"host", Ref{lab.esx_hosts[next_host++ % lab.esx_hosts.size()]}},
                         {"os", std::string(app.os)},
                         {"vcpus", 1.0},
                         {"ram_gb", 4.0}});
        os_disks[a] = b.add(Kind::Vmdk, "OS disk", tpl,
                            {{"datastore", Ref{ds}},
                             {"size_gb", kOsDiskGb},
                             {"format", std::string("thin")},
                             {"used_gb", app.os_used_gb}});
    }
    return os_disks;
}
}  // namespace

void build_vmware(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    Id cluster = b.add_noted(
        Kind::Cluster, "Cluster-500", kNoId,
        "One cluster of the 4 ESXi hosts ('500 VMs per cluster were tested'). 500 VMs = 20 tiles "
        "× 25 VMs: the text says 'tiles of 50 VMs', but Table 2 totals 25 VMs (625 IOPS, "
        "1600 GB) per tile and 20 tiles make the stated 500 VMs, so tiles of 25 are built. "
        "Tile n runs on host ((n-1) mod 4) + 1: 5 tiles, 125 VMs per host.",
        {{"hosts", RefList(lab.esx_hosts)}});
    lab.layout.place(Tier::Vmware, cluster);

    std::vector<Id> datastores;
    for (int d = 0; d < 4; ++d) {
        Id ds = b.add_noted(Kind::Datastore, "NFS-DS" + std::to_string(d + 1), kNoId,
                            d < 2 ? "On HNAS file system 1: tiles " + std::to_string(5 * d + 1) +
                                        "-" + std::to_string(5 * d + 5) +
                                        ", deployed without VAAI (templates elsewhere)."
                                  : "On HNAS file system 2: tiles " + std::to_string(5 * d + 1) +
                                        "-" + std::to_string(5 * d + 5) +
                                        ", deployed with VAAI from templates on this datastore.",
                            {{"type", std::string("nfs")}, {"export", Ref{lab.exports[d]}}});
        datastores.push_back(ds);
    }
    Id tpl_ds = b.add_noted(Kind::Datastore, "NFS-Templates", kNoId,
                            "The 'separate VM deployment datastore' holding the templates of the "
                            "250 VMs deployed without VAAI.",
                            {{"type", std::string("nfs")}, {"export", Ref{lab.exports[4]}}});
    lab.layout.place(Tier::Vmware, datastores);
    lab.layout.place(Tier::Vmware, tpl_ds);

    // The paper gives neither the template count nor the OS footprints: one template per
    // application (Table 5 OS), OS disk only; data disks are added per weight at deployment.
    const std::string footprint =
        " OS disk used_gb is a typical installed size for its OS, not a figure from the paper.";
    int next_host = 0;
    templates_on(
        lab, tpl_ds, "nonvaai",
        "Template for the non-VAAI deployment (datastores 1-2): a full copy per clone." + footprint,
        next_host);
    // VAAI needs the template on the destination datastore: one set on each of datastores 3-4.
    const std::string vaai_note =
        "VAAI template: the OS disks of the VMs on this datastore are HNAS fast clones of it "
        "(their linked_base), sharing its blocks until written." +
        footprint;
    std::array<std::array<Id, 4>, 2> vaai_bases = {
        templates_on(lab, datastores[2], "ds3", vaai_note, next_host),
        templates_on(lab, datastores[3], "ds4", vaai_note, next_host)};

    for (int tile = 1; tile <= kTiles; ++tile) {
        const int d = (tile - 1) / 5;  // tiles 1-5 on DS1, 6-10 DS2, 11-15 DS3, 16-20 DS4
        const bool vaai = d >= 2;
        const Id ds = datastores[d];
        const Id host = lab.esx_hosts[(tile - 1) % lab.esx_hosts.size()];
        const std::string tile_label = "tile-" + two_digits(tile);
        for (const TileRow& row : kTile) {
            const Application& app = kApps[row.app];
            const std::string workload = std::string(app.name) + "-" + row.weight;
            for (int i = 1; i <= row.vms; ++i) {
                Id vm =
                    b.add(Kind::Vm,
                          "t" + two_digits(tile) + "-" + workload + "-" + std::to_string(i), kNoId,
                          {{"host", Ref{host}},
                           {"os", std::string(app.os)},
                           {"vcpus", 1.0},
                           {"ram_gb", 4.0},
                           {"workload", workload},
                           {"tile", tile_label}});
                // "All VMDKs were 50 percent filled": the state of the baseline and dedupe tests.
                Id os = b.add(Kind::Vmdk, "OS disk", vm,
                              {{"datastore", Ref{ds}},
                               {"size_gb", kOsDiskGb},
                               {"format", std::string("thin")},
                               {"used_gb", kOsDiskGb / 2}});
                if (vaai) t.set(os, "linked_base", Ref{vaai_bases[d - 2][row.app]});
                const double data_gb = row.total_gb - kOsDiskGb;
                b.add(Kind::Vmdk, "Data disk", vm,
                      {{"datastore", Ref{ds}},
                       {"size_gb", data_gb},
                       {"format", std::string("thin")},
                       {"used_gb", data_gb / 2}});
            }
        }
    }
}

}  // namespace santwin::labs::lab002
