// Built-in lab 004 (seed 004_3c01cd89ff0da2d2.txt, EVA8100 + VCB + VLS6510 on ESX 3.5U4),
// hardware and inventory: the lab checked against Figure 5 and Tables 3-4.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "labs_004_fixture.h"

using namespace santwin;
using namespace santwin::labtest;

// The registry finds the lab by its full id and names the seed paper.
TEST_F(Lab004, IsRegisteredWithItsSeed) {
    EXPECT_EQ(project_->lab_id, "004-eva8100-vcb");
    bool listed = false;
    for (const auto& info : labs::builtin_labs())
        listed =
            listed || (info.id == "004-eva8100-vcb" && info.seed == "004_3c01cd89ff0da2d2.txt");
    EXPECT_TRUE(listed);
}

// Figure 5 and Table 3: EVA8100, ALUA, controllers A/B with 2,048 MB cache and 4 × 4 Gb ports
// each (WWPNs ...90:D8-90:DF); online DG 144 × 300 GB FC 10K (level 1), nearline 24 × 500 GB
// FATA (level 2).
TEST_F(Lab004, EvaMatchesFigure5AndTable3) {
    const Entity& a = t().at(eva());
    EXPECT_EQ(a.text("hardware"), "hp-eva8100");
    EXPECT_EQ(a.text("architecture"), "alua");
    EXPECT_FALSE(a.flag("vaai"));
    auto ctrls = t().children(eva(), Kind::Controller);
    ASSERT_EQ(ctrls.size(), 2u);
    for (Id c : ctrls) {
        EXPECT_EQ(t().at(c).num("cache_gb"), 2);
        auto ports = t().children(c, Kind::Port);
        ASSERT_EQ(ports.size(), 4u);
        for (Id p : ports) EXPECT_EQ(t().at(p).num("speed_gbps"), 4);
    }
    EXPECT_EQ(t().at(port("evaA_p1")).text("wwpn"), "50:00:1f:e1:50:0a:90:d8");
    EXPECT_EQ(t().at(port("evaB_p1")).text("wwpn"), "50:00:1f:e1:50:0a:90:dc");

    std::map<std::string, std::pair<int, std::string>> dgs;
    for (Id dg : t().children(eva(), Kind::DiskGroup)) {
        const Entity& e = t().at(dg);
        dgs[e.name] = {int(e.refs("drives").size()), e.text("protection")};
        for (Id d : e.refs("drives")) {
            const Entity& drive = t().at(d);
            if (e.name == "Online DG") {
                EXPECT_EQ(drive.text("hardware"), "fc-10k-300");
                EXPECT_EQ(drive.num("capacity_gb"), 300);
            } else {
                EXPECT_EQ(drive.text("hardware"), "fata-7k2-500");
                EXPECT_EQ(drive.num("capacity_gb"), 500);
            }
        }
    }
    EXPECT_EQ(dgs["Online DG"], std::make_pair(144, std::string("single")));
    EXPECT_EQ(dgs["Nearline DG"], std::make_pair(24, std::string("double")));
}

// Table 4: ten Vdisks on the online disk group with their sizes and Vraid levels; owners
// alternate (5 per controller), and each holding tank is owned by the controller its proxy's
// NTFS zone reaches.
TEST_F(Lab004, VdisksOfTable4) {
    struct Row {
        const char* name;
        double gb;
        const char* vraid;
    };
    const Row table4[] = {
        {"Host1-VM", 500, "vraid1"},          {"Host2-VM", 500, "vraid1"},
        {"Host3-VM", 500, "vraid1"},          {"Host4-VM", 500, "vraid1"},
        {"Host1-FileServer", 1000, "vraid5"}, {"Host2-FileServer", 1000, "vraid5"},
        {"Host3-SQL1", 1000, "vraid1"},       {"Host4-SQL2", 1000, "vraid1"},
        {"Prox1-HT", 500, "vraid0"},          {"Prox2-HT", 500, "vraid0"}};
    Id online = named(t(), Kind::DiskGroup, "Online DG");
    std::map<Id, int> per_owner;
    for (const Row& r : table4) {
        const Entity& lu = t().at(vdisk(r.name));
        EXPECT_EQ(lu.num("capacity_gb"), r.gb) << r.name;
        EXPECT_EQ(lu.text("vraid"), r.vraid) << r.name;
        EXPECT_EQ(lu.ref("backing"), online) << r.name;
        ++per_owner[lu.ref("owner")];
    }
    EXPECT_EQ(t().children(eva(), Kind::LogicalUnit).size(), 10u);
    ASSERT_EQ(per_owner.size(), 2u);
    for (const auto& [ctrl, n] : per_owner) EXPECT_EQ(n, 5);
    EXPECT_NE(t().at(vdisk("Prox1-HT")).ref("owner"), t().at(vdisk("Prox2-HT")).ref("owner"));
    EXPECT_EQ(t().at(vdisk("Prox1-HT")).ref("owner"), t().at(port("evaB_p3")).parent);
    EXPECT_EQ(t().at(vdisk("Prox2-HT")).ref("owner"), t().at(port("evaA_p2")).parent);
}

// Figure 5: 4 ESX 3.5U4 hosts on BL480c G1 (2 × dual-core 3.0 GHz, 28 GB), each with 2 QMH2462
// dual-port 4 Gb HBAs = vmhba1..4, vmhba1/2 cabled into fabric A and vmhba3/4 into fabric B;
// VAAI off (ESX 3.5).
TEST_F(Lab004, EsxHostsMatchFigure5) {
    Id fab_a = named(t(), Kind::Fabric, "Fabric A");
    Id fab_b = named(t(), Kind::Fabric, "Fabric B");
    auto hosts = t().all_of(Kind::EsxHost);
    ASSERT_EQ(hosts.size(), 4u);
    for (Id h : hosts) {
        const Entity& esx = t().at(h);
        const Entity& s = t().at(esx.parent);
        EXPECT_EQ(esx.text("version"), "3.5U4");
        EXPECT_FALSE(esx.flag("vaai"));
        EXPECT_EQ(s.text("model"), "HP ProLiant BL480c G1");
        EXPECT_EQ(s.num("cpu_sockets") * s.num("cores_per_socket"), 4);
        EXPECT_EQ(s.num("cpu_ghz"), 3.0);
        EXPECT_EQ(s.num("ram_gb"), 28);
        auto hbas = t().children(esx.parent, Kind::Hba);
        ASSERT_EQ(hbas.size(), 2u);
        for (Id hba : hbas) EXPECT_EQ(t().at(hba).text("model"), "QLogic QMH2462");
        for (int k = 1; k <= 4; ++k) {
            Id p = port(esx.name + "_vmhba" + std::to_string(k));
            EXPECT_EQ(t().at(p).num("speed_gbps"), 4);
            EXPECT_EQ(fabric_of(t(), p), k <= 2 ? fab_a : fab_b) << t().at(p).name;
        }
    }
}

// Figure 5 backup devices: VLS6510 with 48 × 250 GB SATA in 4 RAID-5 enclosures of 12, 4 × 2 Gb
// host ports vls_p0..p3, three VTL nodes of emulated LTO-3 drives (Figure 21), each with its own
// host port(s); EML 103e with 4 LTO-3 drives and 2 × 2 Gb FC ports.
TEST_F(Lab004, BackupDevicesMatchFigure5) {
    Id vls = named(t(), Kind::Vtl, "VLS6510");
    EXPECT_EQ(t().at(vls).text("hardware"), "hp-vls6510");
    auto encs = t().children(vls, Kind::DiskEnclosure);
    ASSERT_EQ(encs.size(), 4u);
    for (Id e : encs) {
        EXPECT_EQ(t().at(e).text("raid"), "raid5");
        auto drives = t().children(e, Kind::Drive);
        ASSERT_EQ(drives.size(), 12u);
        for (Id d : drives) EXPECT_EQ(t().at(d).text("hardware"), "sata-7k2-250");
    }
    auto nodes = t().children(vls, Kind::VtlNode);
    ASSERT_EQ(nodes.size(), 3u);
    std::set<std::string> ports;
    for (Id n : nodes) {
        EXPECT_EQ(t().at(n).text("drive_type"), "LTO-3");
        EXPECT_FALSE(t().at(n).flag("compression"));
        auto drives = t().children(n, Kind::TapeDrive);
        EXPECT_EQ(drives.size(), std::size_t(t().at(n).num("emulated_drives")));
        for (Id d : drives) EXPECT_EQ(t().at(d).text("hardware"), "vls-lto3");
        auto np = t().children(n, Kind::Port);
        EXPECT_GE(np.size(), 1u);
        for (Id p : np) {
            EXPECT_EQ(t().at(p).num("speed_gbps"), 2);
            ports.insert(t().at(p).name);
        }
    }
    EXPECT_EQ(ports, (std::set<std::string>{"vls_p0", "vls_p1", "vls_p2", "vls_p3"}));

    Id eml = named(t(), Kind::TapeLibrary, "EML 103e");
    auto tapes = t().children(eml, Kind::TapeDrive);
    ASSERT_EQ(tapes.size(), 4u);
    for (Id d : tapes) EXPECT_EQ(t().at(d).text("hardware"), "hp-lto3");
    EXPECT_EQ(t().children(eml, Kind::Port).size(), 2u);
}

// VCB proxies (Figure 5, Table 4): two BL460c G1 (quad-core 3.0 GHz, 4 GB) with VCB 1.5U1,
// holding tanks Prox1-HT / Prox2-HT, two HBA ports each; a Data Protector cell manager.
TEST_F(Lab004, ProxiesAndCellManager) {
    auto proxies = t().all_of(Kind::VcbProxy);
    ASSERT_EQ(proxies.size(), 2u);
    std::set<std::string> tanks;
    for (Id p : proxies) {
        const Entity& s = t().at(t().at(p).parent);
        EXPECT_EQ(s.text("model"), "HP ProLiant BL460c G1");
        EXPECT_EQ(s.num("cpu_sockets") * s.num("cores_per_socket"), 4);
        EXPECT_EQ(s.num("ram_gb"), 4);
        EXPECT_EQ(fc_ports_under(t(), t().at(p).parent).size(), 2u);
        EXPECT_EQ(t().at(p).text("version"), "1.5U1");
        tanks.insert(t().at(t().at(p).ref("holding_tank")).name);
    }
    EXPECT_EQ(tanks, (std::set<std::string>{"Prox1-HT", "Prox2-HT"}));
    EXPECT_EQ(t().all_of(Kind::BackupServer).size(), 1u);
}

// The backup sources: Windows Server 2003 VMs, at least 3 per host (4 here: 3 general plus the
// host's file server or SQL VM); every VMDK on a VMFS datastore its host sees; the SQL VMs'
// database disks are RDMs of Host3-SQL1 / Host4-SQL2; file servers' flat files on the
// FileServer datastores (4 MB blocks for a 1 TB file store).
TEST_F(Lab004, BackupSourceVms) {
    auto vms = t().all_of(Kind::Vm);
    EXPECT_EQ(vms.size(), 16u);
    std::map<Id, int> per_host;
    int rdms = 0;
    for (Id vm : vms) {
        const Entity& v = t().at(vm);
        EXPECT_EQ(v.text("os"), "Windows Server 2003");
        const Id host = v.ref("host");
        ASSERT_NE(host, kNoId);
        ++per_host[host];
        for (Id d : t().children(vm, Kind::Vmdk)) {
            const Entity& k = t().at(d);
            const Entity& ds = t().at(k.ref("datastore"));
            EXPECT_EQ(ds.text("type"), "vmfs");
            EXPECT_GT(k.num("size_gb"), 0);
            EXPECT_TRUE(sees(t(), t().at(host).parent, ds.ref("lu"))) << v.name << " " << ds.name;
            if (k.flag("rdm")) {
                ++rdms;
                EXPECT_TRUE(sees(t(), t().at(host).parent, k.ref("rdm_lu"))) << v.name;
                EXPECT_NE(t().at(k.ref("rdm_lu")).name.find("SQL"), std::string::npos);
            } else {
                EXPECT_EQ(k.text("format"), "zeroedthick");
            }
            if (ds.name.find("FileServer") != std::string::npos) {
                EXPECT_EQ(ds.num("block_size_mb"), 4);
            }
        }
    }
    EXPECT_EQ(rdms, 2);
    ASSERT_EQ(per_host.size(), 4u);
    for (const auto& [h, n] : per_host) EXPECT_GE(n, 3);
}
