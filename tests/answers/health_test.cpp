// Health: single points of failure from the paths, failures run by the engine, headroom.
#include <gtest/gtest.h>

#include <algorithm>

#include "labs/labs.h"
#include "results/health.h"

namespace santwin {
namespace {

bool contains(const std::vector<Id>& ids, Id id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

// Lab 000 with every HBA of ESX-1's server but the first removed: that HBA is then on every
// path of ESX-1.
struct OneHba {
    Project project = labs::build_lab("000");
    Id host = kNoId, hba = kNoId, vm1 = kNoId;
    OneHba() {
        Topology& t = project.topology;
        host = t.find_by_name(Kind::EsxHost, "ESX-1");
        vm1 = t.find_by_name(Kind::Vm, "VM1");
        const auto hbas = t.children(t.at(host).parent, Kind::Hba);
        hba = hbas.front();
        // The other HBAs go with their cables (as the editor's Delete takes them).
        for (std::size_t i = 1; i < hbas.size(); ++i) {
            for (Id port : t.children(hbas[i], Kind::Port))
                for (Id link : t.all_of(Kind::Link))
                    if (t.contains(link) && (t.at(link).ref("a") == port || t.at(link).ref("b") == port)) t.remove(link);
            t.remove(hbas[i]);
        }
    }
};

TEST(Health, EveryHostLuPairTheVmsUseIsListedWithItsPaths) {
    // System: lab 000 as built. Expected: a host-LU pair per host and LU the VMs' disks use, VM1
    // among ESX-1's; each pair has at least one path, and every path count is at least the
    // HBAs, fabrics and controllers it names (a path uses one of each).
    const Project lab = labs::build_lab("000");
    const Topology& t = lab.topology;
    const results::Redundancy r = results::path_redundancy(t);
    ASSERT_FALSE(r.pairs.empty());
    const Id vm1 = t.find_by_name(Kind::Vm, "VM1");
    bool found = false;
    for (const auto& p : r.pairs) {
        EXPECT_GE(p.paths, 1);
        EXPECT_GE(p.paths, p.hbas);
        EXPECT_GE(p.paths, p.controllers);
        EXPECT_GE(p.hbas, 1);
        EXPECT_GE(p.controllers, 1);
        if (contains(p.vms, vm1)) found = true;
    }
    EXPECT_TRUE(found);
}

TEST(Health, AHostWithOneHbaHasItAsASinglePointOfFailure) {
    // System: lab 000 with ESX-1 left one HBA. Expected: every ESX-1 pair counts one HBA and
    // names it as a single point; the single-point list names it with VM1 among the VMs that
    // would lose their disks.
    OneHba lab;
    const results::Redundancy r = results::path_redundancy(lab.project.topology);
    int pairs = 0;
    for (const auto& p : r.pairs)
        if (p.host == lab.host) {
            ++pairs;
            EXPECT_EQ(p.hbas, 1);
            EXPECT_TRUE(contains(p.single_points, lab.hba));
        }
    EXPECT_GT(pairs, 0);
    const auto it = std::find_if(r.single_points.begin(), r.single_points.end(),
                                 [&](const results::SinglePoint& sp) { return sp.component == lab.hba; });
    ASSERT_NE(it, r.single_points.end());
    EXPECT_TRUE(contains(it->vms, lab.vm1));
}

TEST(Health, FailingTheOnlyHbaStopsTheVmsIo) {
    // System: lab 000 with ESX-1 left one HBA, that HBA failing at 60 s of a 180 s run.
    // Expected: VM1 (on ESX-1) loses access (its I/O stops after the hosts give the paths up);
    // the baseline run measured every VM and the headroom is listed busiest first.
    OneHba lab;
    results::HealthOptions options;
    options.duration_s = 180;
    options.fail_only = {lab.hba};
    const results::HealthAnswer a = results::check_health(lab.project, options);
    EXPECT_EQ(a.baseline.vms, 8);
    ASSERT_FALSE(a.headroom.empty());
    for (std::size_t i = 1; i < a.headroom.size(); ++i) EXPECT_LE(a.headroom[i].pct, a.headroom[i - 1].pct);
    ASSERT_EQ(a.failures.size(), 1u);
    EXPECT_TRUE(contains(a.failures[0].lost_access, lab.vm1));
}

TEST(Health, AControllerFailureOnTheSymmetricArrayStrandsNoVm) {
    // System: lab 000 as built (AMS 2100, symmetric active-active), one controller failing.
    // Expected: its LUs move to the survivor, so no VM loses access; the survivor's change to
    // write-through is among the events (arrays.json write_through_without_partner).
    const Project lab = labs::build_lab("000");
    results::HealthOptions options;
    options.duration_s = 180;
    options.fail_only = {lab.topology.find_by_name(Kind::Controller, "CTL0")};
    ASSERT_NE(options.fail_only[0], kNoId);
    const results::HealthAnswer a = results::check_health(lab, options);
    ASSERT_EQ(a.failures.size(), 1u);
    EXPECT_TRUE(a.failures[0].lost_access.empty());
    const auto& ev = a.failures[0].events;
    EXPECT_TRUE(std::any_of(ev.begin(), ev.end(), [](const std::string& e) { return e.find("write_through") != std::string::npos; }));
}

}  // namespace
}  // namespace santwin
