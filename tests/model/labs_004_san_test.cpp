// Built-in lab 004 (seed 004_3c01cd89ff0da2d2.txt), SAN: cabling, the zoning of Figure 25,
// EVA presentations, the preferred paths of Figure 26, validation and path resolution.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "checks/validate.h"
#include "labs_004_fixture.h"
#include "topology/paths.h"

using namespace santwin;
using namespace santwin::labtest;

// Figure 5: c7000 with 4 Brocade 4/24 modules, two per fabric (joined by ISLs), and 2 Virtual
// Connect Ethernet modules; every FC port of a server, the EVA, the VLS and the EML is cabled.
TEST_F(Lab004, ChassisAndCabling) {
    Id chassis = named(t(), Kind::BladeChassis, "c7000");
    for (Id f : t().all_of(Kind::Fabric)) {
        auto sws = t().children(f, Kind::FcSwitch);
        ASSERT_EQ(sws.size(), 2u);
        int isls = 0;
        for (Id p : t().children(sws[0], Kind::Port))
            if (Id q = peer(t(), p); q != kNoId && t().at(q).parent == sws[1]) ++isls;
        EXPECT_GE(isls, 1);
        for (Id sw : sws) {
            EXPECT_EQ(t().at(sw).text("model"), "Brocade 4/24 SAN Switch");
            EXPECT_EQ(t().at(sw).ref("chassis"), chassis);
        }
    }
    int vc = 0;
    for (Id sw : t().all_of(Kind::EthernetSwitch)) vc += t().at(sw).ref("chassis") == chassis;
    EXPECT_EQ(vc, 2);
    for (Id p : t().all_of(Kind::Port)) {
        const Entity& e = t().at(p);
        if (e.text("protocol") != "fc" || t().at(e.parent).kind == Kind::FcSwitch) continue;
        EXPECT_NE(fabric_of(t(), p), kNoId) << e.name << " is not cabled into a fabric";
    }
}

// Figure 25, host and proxy by host and proxy: the target ports each one's HBA ports are
// zoned to, per fabric. Hosts: vmhba1 → A p1-2, vmhba2 → A p3-4, vmhba3 → B p1-2, vmhba4 →
// B p3-4, plus the VTL media zones (hosts 1/3: vls_p0-1 on fabric B; hosts 2/4: vls_p2-3 on
// fabric A). Proxy 1 lives on fabric B (NTFS evaB_p3, VMFS evaB_p4, VTL vls_p0), proxy 2 on
// fabric A (NTFS evaA_p2, VMFS evaA_p1, VTL vls_p2).
TEST_F(Lab004, ZonedTargetPortsPerFabric) {
    using PerFabric = std::map<std::string, std::set<std::string>>;
    auto zoned = [&](Id server) {
        PerFabric out;
        for (Id init : fc_ports_under(t(), server)) {
            auto& s = out[t().at(fabric_of(t(), init)).name];
            auto n = names(t(), zoned_with(t(), init));
            s.insert(n.begin(), n.end());
        }
        return out;
    };
    const std::set<std::string> a_all = {"evaA_p1", "evaA_p2", "evaA_p3", "evaA_p4"};
    const std::set<std::string> b_all = {"evaB_p1", "evaB_p2", "evaB_p3", "evaB_p4"};
    auto with = [](std::set<std::string> s, std::initializer_list<const char*> extra) {
        for (const char* e : extra) s.insert(e);
        return s;
    };
    const std::map<std::string, PerFabric> expected = {
        {"BL480c-1", {{"Fabric A", a_all}, {"Fabric B", with(b_all, {"vls_p0", "vls_p1"})}}},
        {"BL480c-2", {{"Fabric A", with(a_all, {"vls_p2", "vls_p3"})}, {"Fabric B", b_all}}},
        {"BL480c-3", {{"Fabric A", a_all}, {"Fabric B", with(b_all, {"vls_p0", "vls_p1"})}}},
        {"BL480c-4", {{"Fabric A", with(a_all, {"vls_p2", "vls_p3"})}, {"Fabric B", b_all}}},
        {"BL460c-proxy1", {{"Fabric B", {"evaB_p3", "evaB_p4", "vls_p0"}}}},
        {"BL460c-proxy2", {{"Fabric A", {"evaA_p1", "evaA_p2", "vls_p2"}}}},
    };
    for (const auto& [server, want] : expected)
        EXPECT_EQ(zoned(named(t(), Kind::Server, server)), want) << server;

    // Port by port for the proxies: reads (VMFS) and writes (holding tank) on separate ports.
    EXPECT_EQ(names(t(), zoned_with(t(), port("proxy1_b704"))),
              (std::set<std::string>{"evaB_p4", "vls_p0"}));
    EXPECT_EQ(names(t(), zoned_with(t(), port("proxy1_b705"))), (std::set<std::string>{"evaB_p3"}));
    EXPECT_EQ(names(t(), zoned_with(t(), port("proxy2_ae8e"))), (std::set<std::string>{"evaA_p2"}));
    EXPECT_EQ(names(t(), zoned_with(t(), port("proxy2_ae8f"))),
              (std::set<std::string>{"evaA_p1", "vls_p2"}));
    // Two zone sets of 13 zones: 8 host production zones + 5 backup zones per fabric.
    for (Id f : t().all_of(Kind::Fabric))
        EXPECT_EQ(t().at(t().at(f).ref("active_zone_set")).refs("zones").size(), 13u);
}

// The text's port segregation: backup traffic on controller A ports 1-2 and B ports 3-4,
// production on A 3-4 and B 1-2. Every proxy zone reaches backup ports only.
TEST_F(Lab004, ProxiesUseBackupPortsOnly) {
    for (const char* p : {"proxy1_b704", "proxy1_b705", "proxy2_ae8e", "proxy2_ae8f"})
        for (const auto& n : names(t(), zoned_with(t(), port(p))))
            if (n.rfind("eva", 0) == 0) {
                EXPECT_TRUE(kBackupPorts.count(n)) << p << " -> " << n;
            }
}

// "Present VMFS volumes with matching LUN IDs to all ESX hosts and to the VCB proxy": every
// host and proxy sees the six VMFS Vdisks at one LUN id each; each SQL RDM only its own host;
// each holding tank only its proxy.
TEST_F(Lab004, PresentationsAndLunIds) {
    const std::vector<std::string> vmfs = {"Host1-VM", "Host2-VM",         "Host3-VM",
                                           "Host4-VM", "Host1-FileServer", "Host2-FileServer"};
    std::map<Id, std::set<int>> lun_ids;
    for (Id hg : t().children(eva(), Kind::HostGroup))
        for (Id m : t().children(hg, Kind::LunMapping))
            lun_ids[t().at(m).ref("lu")].insert(int(t().at(m).num("lun")));
    for (const auto& [lu, ids] : lun_ids) {
        EXPECT_EQ(ids.size(), 1u) << t().at(lu).name;
        EXPECT_GE(*ids.begin(), 1);
    }
    std::map<std::string, std::set<std::string>> extra = {{"BL480c-1", {}},
                                                          {"BL480c-2", {}},
                                                          {"BL480c-3", {"Host3-SQL1"}},
                                                          {"BL480c-4", {"Host4-SQL2"}},
                                                          {"BL460c-proxy1", {"Prox1-HT"}},
                                                          {"BL460c-proxy2", {"Prox2-HT"}}};
    for (const auto& [server, own] : extra) {
        Id s = named(t(), Kind::Server, server);
        std::set<std::string> seen;
        for (Id lu : t().children(eva(), Kind::LogicalUnit))
            if (sees(t(), s, lu)) seen.insert(t().at(lu).name);
        std::set<std::string> want(vmfs.begin(), vmfs.end());
        want.insert(own.begin(), own.end());
        EXPECT_EQ(seen, want) << server;
    }
}

// Figure 26 (ESX 3.5): one fixed policy per host per presented Vdisk, preferring a production
// port of the Vdisk's owning controller that the host is zoned to, the same port on every host.
TEST_F(Lab004, PreferredPathsOfFigure26) {
    std::map<Id, std::set<Id>> preferred_by_lu;
    for (Id h : t().all_of(Kind::EsxHost)) {
        const Id server = t().at(h).parent;
        std::set<Id> zoned;
        for (Id init : fc_ports_under(t(), server)) {
            auto z = zoned_with(t(), init);
            zoned.insert(z.begin(), z.end());
        }
        std::set<Id> covered;
        for (Id mp : t().children(h, Kind::MultipathPolicy)) {
            const Entity& e = t().at(mp);
            const Id lu = e.ref("lu");
            const Id pref = e.ref("preferred_port");
            EXPECT_EQ(e.text("policy"), "fixed");
            EXPECT_TRUE(kProductionPorts.count(t().at(pref).name)) << t().at(pref).name;
            EXPECT_EQ(t().at(pref).parent, t().at(lu).ref("owner")) << t().at(lu).name;
            EXPECT_TRUE(zoned.count(pref))
                << t().at(h).name << " not zoned to " << t().at(pref).name;
            preferred_by_lu[lu].insert(pref);
            covered.insert(lu);
        }
        std::set<Id> visible;
        for (Id lu : t().children(eva(), Kind::LogicalUnit))
            if (sees(t(), server, lu)) visible.insert(lu);
        EXPECT_EQ(covered, visible) << t().at(h).name;
    }
    for (const auto& [lu, prefs] : preferred_by_lu) EXPECT_EQ(prefs.size(), 1u) << t().at(lu).name;
}

// The validator finds no errors. Its only warnings are the speed mismatches the paper implies:
// the VLS6510's and the EML 103e's 2 Gb ports on the 4 Gb switch modules negotiate 2 Gb.
TEST_F(Lab004, ValidatesWithOnlyTheTwoGigabitWarnings) {
    int slow_links = 0;
    for (const auto& p : validate(t())) {
        if (p.severity == Severity::Warning && p.rule == "link.incompatible" &&
            p.message.find("negotiates 2 Gb/s") != std::string::npos) {
            ++slow_links;
            continue;
        }
        ADD_FAILURE() << p.rule << ": " << p.message;
    }
    EXPECT_EQ(slow_links, 6);  // vls_p0..p3, eml_p1, eml_p2
}

// Path resolution: every VMDK on VMFS has at least one path from its VM's host, each proxy
// reaches every VMFS Vdisk and its holding tank, and each SQL VM's host reaches its RDM LU.
TEST_F(Lab004, EveryVmfsDiskHasAPath) {
    for (Id d : t().all_of(Kind::Vmdk)) {
        EXPECT_FALSE(vmdk_paths(t(), d).empty())
            << t().describe(d) << " of " << t().at(t().at(d).parent).name;
        if (t().at(d).flag("rdm")) {
            Id host = t().at(t().at(d).parent).ref("host");
            EXPECT_FALSE(paths_to_lu(t(), host, t().at(d).ref("rdm_lu")).empty());
        }
    }
    for (Id proxy : t().all_of(Kind::VcbProxy)) {
        for (const char* lu : {"Host1-VM", "Host2-VM", "Host3-VM", "Host4-VM", "Host1-FileServer",
                               "Host2-FileServer"})
            EXPECT_FALSE(paths_to_lu(t(), proxy, vdisk(lu)).empty())
                << t().at(proxy).name << " " << lu;
        EXPECT_FALSE(paths_to_lu(t(), proxy, t().at(proxy).ref("holding_tank")).empty());
    }
}
