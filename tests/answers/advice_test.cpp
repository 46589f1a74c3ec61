// The best-practice advisor: each rule fires on a lab that breaks its report's recommendation
// and stays quiet on one that follows it; where it offers a one-edit fix, applying the fix
// silences it.
#include <gtest/gtest.h>

#include <algorithm>

#include "advice/advice.h"
#include "advice/rule_book.h"
#include "labs/labs.h"

namespace santwin {
namespace {

using advice::Advice;

std::vector<Advice> of_rule(const Topology& t, const std::string& rule) {
    std::vector<Advice> out;
    for (Advice& a : advice::advise(t))
        if (a.rule == rule) out.push_back(std::move(a));
    return out;
}

void apply(Topology& t, const advice::Fix& fix) { t.set(fix.entity, fix.attribute, fix.value); }

// The advice offers a one-edit fix, and with it applied the lab draws no more advice of its rule.
void expect_fix_clears(Topology& t, const Advice& a) {
    ASSERT_TRUE(a.fix.has_value()) << a.rule;
    apply(t, *a.fix);
    EXPECT_TRUE(of_rule(t, a.rule).empty()) << a.rule;
}

// The path policies of lab 003's asymmetric array (its LUs' array is not symmetric).
std::vector<Id> asymmetric_policies(const Topology& t) {
    std::vector<Id> out;
    for (Id pol : t.all_of(Kind::MultipathPolicy)) {
        const Id array = t.ancestor(t.at(pol).ref("lu"), Kind::Array);
        if (t.at(array).text("architecture") != "symmetric_aa") out.push_back(pol);
    }
    return out;
}

TEST(Advice, EveryRuleCitesAReportAndSection) {
    // System: the rule book. Expected: every rule names one of the five reports (000-004) and
    // says what to do.
    for (const auto& [id, rule] : advice::RuleBook::builtin().rules()) {
        EXPECT_TRUE(rule.source.size() > 10 && rule.source[0] == '0' && rule.source[1] == '0' &&
                    rule.source[2] >= '0' && rule.source[2] <= '4')
            << id << ": " << rule.source;
        EXPECT_FALSE(rule.advice.empty()) << id;
    }
}

TEST(Advice, RoundRobinOnTheAsymmetricArrayIsAdvisedAgainst) {
    // System: lab 003 as built (round robin on the AMS 2500, MRU on the asymmetric array).
    // Expected: no round-robin advice. With round robin set on every path policy of the
    // asymmetric array (SATP default_ap, not ALUA-aware): one advice per policy, each offering
    // MRU; applying the fixes clears them.
    Project p = labs::build_lab("003");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.rr_on_asymmetric").empty());
    const std::vector<Id> asym = asymmetric_policies(t);
    ASSERT_FALSE(asym.empty());
    for (Id pol : asym) t.set(pol, "policy", std::string("rr"));
    const auto advised = of_rule(t, "advice.rr_on_asymmetric");
    ASSERT_EQ(advised.size(), asym.size());
    for (const Advice& a : advised) {
        ASSERT_TRUE(a.fix.has_value());
        EXPECT_EQ(a.fix->attribute, "policy");
        EXPECT_EQ(std::get<std::string>(a.fix->value), "mru");
        EXPECT_NE(a.source.find("003"), std::string::npos);
        apply(t, *a.fix);
    }
    EXPECT_TRUE(of_rule(t, "advice.rr_on_asymmetric").empty());
}

TEST(Advice, RoundRobinUnderAnAluaPluginIsFine) {
    // System: lab 003 with round robin on the asymmetric array, but its policies' SATP set to
    // ALUA (round robin then keeps to the owner's optimized paths). Expected: no advice.
    Project p = labs::build_lab("003");
    Topology& t = p.topology;
    for (Id pol : asymmetric_policies(t)) {
        t.set(pol, "policy", std::string("rr"));
        t.set(pol, "satp", std::string("alua"));
    }
    EXPECT_TRUE(of_rule(t, "advice.rr_on_asymmetric").empty());
}

TEST(Advice, PreferringTheNonOwningControllerIsAdvisedAgainst) {
    // System: lab 003; one MRU policy of the asymmetric array switched to prefer the port of the
    // controller that does not own its LU. Expected: one advice whose fix prefers the owner's
    // port again; none on the lab as built, none after the fix.
    Project p = labs::build_lab("003");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.preferred_on_non_owner").empty());
    const Id pol = asymmetric_policies(t).front();
    const Id owner = t.at(t.at(pol).ref("lu")).ref("owner");
    Id other_port = kNoId;
    for (Id ctl : t.children(t.at(owner).parent, Kind::Controller))
        if (ctl != owner) other_port = t.children(ctl, Kind::Port).front();
    ASSERT_NE(other_port, kNoId);
    t.set(pol, "preferred_port", Ref{other_port});
    const auto advised = of_rule(t, "advice.preferred_on_non_owner");
    ASSERT_EQ(advised.size(), 1u);
    ASSERT_TRUE(advised[0].fix.has_value());
    EXPECT_EQ(t.at(std::get<Ref>(advised[0].fix->value).id).parent, owner);
    expect_fix_clears(t, advised[0]);
}

TEST(Advice, LazyDiskUnderARandomWriterIsAdvisedToBeEagerZeroed) {
    // System: lab 000, whose VDbench VMs run random mixes (OLTP, email ...) on eagerzeroedthick
    // test disks. Expected: no advice; one VM's disk made zeroedthick → one advice, fix
    // eagerzeroedthick; a streaming (sequential read) VM's disk made thin → none.
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.lazy_disk_latency_sensitive").empty());
    Id random_disk = kNoId, streaming_disk = kNoId;
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity* vm = t.find(t.at(disk).parent);
        if (!vm || vm->kind != Kind::Vm || t.at(disk).text("format") != "eagerzeroedthick") continue;
        if (vm->text("workload") == "oltp" && !random_disk) random_disk = disk;
        if (vm->text("workload") == "streaming" && !streaming_disk) streaming_disk = disk;
    }
    ASSERT_NE(random_disk, kNoId);
    ASSERT_NE(streaming_disk, kNoId);
    t.set(streaming_disk, "format", std::string("thin"));
    EXPECT_TRUE(of_rule(t, "advice.lazy_disk_latency_sensitive").empty());
    t.set(random_disk, "format", std::string("zeroedthick"));
    const auto advised = of_rule(t, "advice.lazy_disk_latency_sensitive");
    ASSERT_EQ(advised.size(), 1u);
    EXPECT_EQ(advised[0].entities.front(), random_disk);
    expect_fix_clears(t, advised[0]);
}

TEST(Advice, ThickDiskOnNfsIsAdvisedToBeThin) {
    // System: lab 002 (500 VMs on HNAS NFS datastores, thin disks). Expected: no advice; one
    // disk made zeroedthick → one advice with the fix "thin".
    Project p = labs::build_lab("002");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.thick_on_nfs").empty());
    Id disk = kNoId;
    for (Id d : t.all_of(Kind::Vmdk))
        if (const Entity* ds = t.find(t.at(d).ref("datastore")); ds && ds->text("type") == "nfs") disk = d;
    ASSERT_NE(disk, kNoId);
    t.set(disk, "format", std::string("zeroedthick"));
    const auto advised = of_rule(t, "advice.thick_on_nfs");
    ASSERT_EQ(advised.size(), 1u);
    EXPECT_EQ(std::get<std::string>(advised[0].fix->value), "thin");
    expect_fix_clears(t, advised[0]);
}

TEST(Advice, VaaiLeftOffIsAdvisedOn) {
    // System: lab 001 (VSP with VAAI, ESX 4.1 hosts with VAAI on). Expected: no advice; VAAI
    // turned off on one host that uses the VSP → one advice whose fix turns it on again.
    Project p = labs::build_lab("001");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.vaai_disabled").empty());
    const Id host = t.all_of(Kind::EsxHost).front();
    t.set(host, "vaai", false);
    const auto advised = of_rule(t, "advice.vaai_disabled");
    ASSERT_EQ(advised.size(), 1u);
    EXPECT_EQ(advised[0].entities.front(), host);
    expect_fix_clears(t, advised[0]);
    EXPECT_TRUE(t.at(host).flag("vaai", false));
}

TEST(Advice, HoldingTanksFollowTheBackupReport) {
    // System: lab 004 (two Vraid0 holding tanks on alternate controllers, proxies with two
    // ports). Expected: no holding-tank or proxy advice. One tank on Vraid5 → parity advice
    // (fix vraid1); both tanks on one controller → alternate-owner advice (fix: the other
    // controller).
    Project p = labs::build_lab("004");
    Topology& t = p.topology;
    EXPECT_TRUE(of_rule(t, "advice.ht_parity_raid").empty());
    EXPECT_TRUE(of_rule(t, "advice.ht_same_owner").empty());
    EXPECT_TRUE(of_rule(t, "advice.proxy_single_port").empty());
    const Id ht1 = t.find_by_name(Kind::LogicalUnit, "Prox1-HT"), ht2 = t.find_by_name(Kind::LogicalUnit, "Prox2-HT");
    ASSERT_TRUE(ht1 && ht2);
    t.set(ht1, "vraid", std::string("vraid5"));
    const auto parity = of_rule(t, "advice.ht_parity_raid");
    ASSERT_EQ(parity.size(), 1u);
    EXPECT_EQ(std::get<std::string>(parity[0].fix->value), "vraid1");
    t.set(ht2, "owner", Ref{t.at(ht1).ref("owner")});
    const auto owners = of_rule(t, "advice.ht_same_owner");
    ASSERT_EQ(owners.size(), 1u);
    EXPECT_NE(std::get<Ref>(owners[0].fix->value).id, t.at(ht1).ref("owner"));
}

TEST(Advice, AProxyWithOnePortIsAdvisedASecond) {
    // System: lab 004 with one proxy's second HBA port removed. Expected: one advice naming it.
    Project p = labs::build_lab("004");
    Topology& t = p.topology;
    const Id proxy = t.all_of(Kind::VcbProxy).front();
    std::vector<Id> ports;
    for (Id hba : t.children(t.at(proxy).parent, Kind::Hba))
        for (Id port : t.children(hba, Kind::Port)) ports.push_back(port);
    ASSERT_GE(ports.size(), 2u);
    for (std::size_t i = 1; i < ports.size(); ++i) t.remove(ports[i]);
    const auto advised = of_rule(t, "advice.proxy_single_port");
    ASSERT_EQ(advised.size(), 1u);
    EXPECT_EQ(advised[0].entities.front(), proxy);
}

TEST(Advice, BackupPlansFollowTheBackupReport) {
    // System: lab 004; a backup plan of every VM to 4 drives, and one of 4 VMs to 4 drives.
    // Expected: the big plan multiplexes above 4:1 only when VMs exceed 16, and snapshots more
    // than eight VMs of one datastore when the datastore holds more; the 4-VM plan draws neither.
    Project p = labs::build_lab("004");
    const Topology& t = p.topology;
    const std::vector<Id> vms = t.all_of(Kind::Vm);
    ASSERT_GE(vms.size(), 4u);
    advice::BackupPlan small{{vms.begin(), vms.begin() + 4}, 4, true};
    for (const Advice& a : advice::advise_backup(t, small)) {
        EXPECT_NE(a.rule, "advice.multiplexing") << a.message;
        EXPECT_NE(a.rule, "advice.snapshots_per_vmfs") << a.message;
    }
    advice::BackupPlan all{vms, 1, true};
    bool multiplexing = false;
    for (const Advice& a : advice::advise_backup(t, all)) multiplexing |= a.rule == "advice.multiplexing";
    EXPECT_EQ(multiplexing, vms.size() > 4);
}

}  // namespace
}  // namespace santwin
