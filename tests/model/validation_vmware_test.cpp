// Validation of VMs, disks, datastores and multipath policies on the small SAN.
#include <gtest/gtest.h>

#include "san_fixture.h"

using namespace santwin;
using namespace santwin::test;

// vm01 without a host: vm.no_host, and nothing else.
TEST(ValidationVm, NoHost) {
    SmallSan s;
    s.t.set(s.vm, "host", Value{});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "vm.no_host");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, std::vector<Id>{s.vm});
    EXPECT_EQ(problems.size(), 1u) << dump(problems);
}

// vm01's disk without a datastore: vmdk.no_datastore names the disk and its VM.
TEST(ValidationVm, DiskWithoutDatastore) {
    SmallSan s;
    s.t.set(s.vmdk, "datastore", Value{});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "vmdk.no_datastore");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vmdk, s.vm}));
    EXPECT_EQ(problems.size(), 1u) << dump(problems);
}

// ds01 is the 200 GB LU: one 220 GB disk is too large by itself.
TEST(ValidationVmdk, SingleDiskLargerThanDatastore) {
    SmallSan s;
    s.t.set(s.vmdk, "size_gb", 220.0);
    auto hits = with_rule(validate(s.t), "vmdk.exceeds_datastore");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vmdk, s.datastore}));
    EXPECT_TRUE(contains(hits[0].message, "220 GB, larger than Datastore 'ds01'"))
        << hits[0].message;
}

// Three 80 GB thick disks (240 GB) overfill the 200 GB datastore; as thin disks they do not.
// An explicit capacity_gb of 100 GB overrides the LU size.
TEST(ValidationVmdk, ThickDisksTogetherLargerThanDatastore) {
    SmallSan s;
    s.t.set(s.vmdk, "size_gb", 80.0);
    Id d2 = s.b.add(Kind::Vmdk, "d2", s.vm,
                    {{"datastore", Ref{s.datastore}},
                     {"size_gb", 80.0},
                     {"format", std::string("eagerzeroedthick")}});
    Id d3 = s.b.add(Kind::Vmdk, "d3", s.vm, {{"datastore", Ref{s.datastore}}, {"size_gb", 80.0}});
    auto hits = with_rule(validate(s.t), "vmdk.exceeds_datastore");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.datastore, s.vmdk, d2, d3}));
    EXPECT_TRUE(contains(hits[0].message, "total 240 GB, more than its 200 GB")) << hits[0].message;

    for (Id d : {s.vmdk, d2, d3}) s.t.set(d, "format", std::string("thin"));
    EXPECT_TRUE(with_rule(validate(s.t), "vmdk.exceeds_datastore").empty());

    for (Id d : {s.vmdk, d2}) s.t.set(d, "format", std::string("zeroedthick"));
    s.t.set(s.datastore, "capacity_gb", 100.0);
    hits = with_rule(validate(s.t), "vmdk.exceeds_datastore");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_TRUE(contains(hits[0].message, "total 160 GB, more than its 100 GB")) << hits[0].message;
}

// VMFS3 with 1 MB blocks stops at 256 GB − 512 B: a 256 GB disk is over (the fix names 2 MB
// blocks), 255.9 GB fits, 300 GB fits 4 MB blocks, and VMFS5 has no such limit here.
TEST(ValidationVmdk, VmfsBlockSizeLimit) {
    SmallSan s;
    s.t.set(s.lu, "capacity_gb", 1100.0);
    s.t.set(s.vmdk, "size_gb", 256.0);
    auto hits = with_rule(validate(s.t), "vmdk.exceeds_vmfs_block_limit");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vmdk, s.datastore}));
    EXPECT_TRUE(contains(hits[0].message, "256 GB − 512 B largest file")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "with 2 MB blocks")) << hits[0].message;

    s.t.set(s.vmdk, "size_gb", 255.9);
    EXPECT_TRUE(with_rule(validate(s.t), "vmdk.exceeds_vmfs_block_limit").empty());
    s.t.set(s.vmdk, "size_gb", 300.0);
    s.t.set(s.datastore, "block_size_mb", 4.0);
    EXPECT_TRUE(with_rule(validate(s.t), "vmdk.exceeds_vmfs_block_limit").empty());
    s.t.set(s.datastore, "block_size_mb", 1.0);
    s.t.set(s.datastore, "vmfs_version", std::string("5"));
    auto problems = validate(s.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}

// Nobody listed in the host group: no host sees LU-00, so ds01 is unreachable (the message
// carries the reason for the VM's host). A VMFS datastore without an LU and an NFS datastore
// without an export are unreachable too; with the export set the NFS one is fine.
TEST(ValidationDatastore, Unreachable) {
    SmallSan s;
    s.t.set(s.hg, "initiators", TextList{});
    auto hits = with_rule(validate(s.t), "datastore.unreachable");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.datastore, s.lu}));
    EXPECT_TRUE(contains(hits[0].message, "no host can see Logical unit 'LU-00'"))
        << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "no host group on Storage array 'AMS'"))
        << hits[0].message;

    SmallSan t;
    Id bare = t.b.add(Kind::Datastore, "bare");
    Id nfs = t.b.add(Kind::Datastore, "nfs01", kNoId, {{"type", std::string("nfs")}});
    hits = with_rule(validate(t.t), "datastore.unreachable");
    ASSERT_EQ(hits.size(), 2u);
    EXPECT_EQ(hits[0].entities, std::vector<Id>{bare});
    EXPECT_TRUE(contains(hits[0].message, "has no LU")) << hits[0].message;
    EXPECT_EQ(hits[1].entities, std::vector<Id>{nfs});
    EXPECT_TRUE(contains(hits[1].message, "export is not set")) << hits[1].message;

    t.t.set(bare, "lu", Ref{t.lu});
    Id fs = t.b.add(Kind::FileSystem, "fs", t.b.add(Kind::NasHead, "nas"));
    t.t.set(nfs, "export", Ref{t.b.add(Kind::NfsExport, "/ds", fs)});
    auto problems = validate(t.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}

// esx02 has no HBA, yet runs vm02 with a disk on ds01: its host cannot see the LU.
TEST(ValidationDatastore, VmHostCannotSeeDatastore) {
    SmallSan s;
    Id esx2 = s.b.add(Kind::EsxHost, "esx02", s.b.add(Kind::Server, "esx02-hw"));
    Id vm2 = s.b.add(Kind::Vm, "vm02", kNoId, {{"host", Ref{esx2}}});
    s.b.add(Kind::Vmdk, "vm02.vmdk", vm2, {{"datastore", Ref{s.datastore}}, {"size_gb", 20.0}});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "vm.datastore_not_visible");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{esx2, s.datastore, s.lu}));
    EXPECT_TRUE(contains(hits[0].message, "runs Virtual machine 'vm02'")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "has no FC HBA ports")) << hits[0].message;
    EXPECT_EQ(problems.size(), 1u) << dump(problems);
}

// The fixed policy prefers 1A, but fabric A's zone only holds 0A: 1A is not a path, a warning
// (I/O takes 0A, as ESX fails over). Preferring a switch port warns as well; preferring 0A (the
// fixture) passes, and round robin, which has no preferred path, never warns.
TEST(ValidationMultipath, PreferredPortMustBeAPath) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a)});
    EXPECT_TRUE(with_rule(validate(s.t), "multipath.preferred_not_a_path").empty());
    s.t.set(s.policy, "preferred_port", Ref{s.t1a});
    auto hits = with_rule(validate(s.t), "multipath.preferred_not_a_path");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.policy, s.t1a, s.lu}));
    EXPECT_EQ(hits[0].severity, Severity::Warning) << "the host still reaches the LU";
    EXPECT_TRUE(contains(hits[0].message, "they go through Port '0A'")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "so I/O takes Port '0A'")) << hits[0].message;
    EXPECT_FALSE(contains(hits[0].message, "through Port '1A'")) << hits[0].message;

    s.t.set(s.policy, "preferred_port", Ref{s.sw_a[1]});
    EXPECT_EQ(with_rule(validate(s.t), "multipath.preferred_not_a_path").size(), 1u);

    s.t.set(s.policy, "policy", std::string("rr"));
    EXPECT_TRUE(with_rule(validate(s.t), "multipath.preferred_not_a_path").empty());
}

// A host with a policy for an LU it has no path to at all (here: its zone emptied, as for a
// copied host not yet zoned) gets one warning naming the LU and why, not an error per policy.
TEST(ValidationMultipath, PoliciesForUnseenLusAreOneWarningPerHost) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{"nobody"});
    s.t.set(s.zone_b, "members", TextList{"nobody"});
    const auto problems = validate(s.t);
    EXPECT_TRUE(with_rule(problems, "multipath.preferred_not_a_path").empty()) << dump(problems);
    auto hits = with_rule(problems, "multipath.lu_not_visible");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    const Id host = s.t.at(s.policy).parent;
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{host, s.policy}));
    EXPECT_TRUE(contains(hits[0].message, "has path policies for an LU it has no path to")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, s.t.describe(s.lu))) << hits[0].message;
    EXPECT_EQ(hits[0].message.find("(#"), std::string::npos) << hits[0].message;
}

// Validation is deterministic: a broken lab gives the identical list twice and on a copy.
TEST(Validation, Deterministic) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{"nobody"});
    s.t.set(s.fabric_b, "active_zone_set", Value{});
    s.t.set(s.vmdk, "size_gb", 300.0);
    Topology copy = s.t;
    auto a = validate(s.t);
    auto b = validate(copy);
    ASSERT_FALSE(a.empty());
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].rule, b[i].rule);
        EXPECT_EQ(a[i].entities, b[i].entities);
        EXPECT_EQ(a[i].message, b[i].message);
    }
}

// A second VM named vm01: name.duplicate names both (a name would pick the first); ports of one
// name on different adapters are not duplicates.
TEST(ValidationNames, TwoVmsOfOneName) {
    SmallSan s;
    const Id twin = s.b.add(Kind::Vm, "vm01", kNoId, {{"host", Ref{s.esx}}});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "name.duplicate");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vm, twin}));
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_TRUE(contains(hits[0].message, "named 'vm01'")) << hits[0].message;
    s.t.rename(twin, "vm02");
    EXPECT_TRUE(with_rule(validate(s.t), "name.duplicate").empty());
}

// esx01's second HBA port uncabled: its VM's datastore is reached through p0 alone, one warning
// naming the host, the port and the datastore (the healthy SAN has none: SmallSanIsClean).
TEST(ValidationMultipath, OneHbaPortToADatastoreIsAWarning) {
    SmallSan s;
    s.t.remove(s.link_p1);
    const auto hits = with_rule(validate(s.t), "multipath.single_path");
    ASSERT_EQ(hits.size(), 1u) << dump(validate(s.t));
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    const Id host = s.t.at(s.vm).ref("host");
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{host, s.p0, s.datastore}));
    EXPECT_TRUE(contains(hits[0].message, "through one HBA port only")) << hits[0].message;
}

// Both HBA ports moved onto fabric A and zoned to controller 0's port 0A alone: two host ports,
// but one array port between them and the datastore, a warning of its own naming that port.
TEST(ValidationMultipath, OneArrayPortToADatastoreIsAWarning) {
    SmallSan s;
    s.t.remove(s.link_p1);
    s.b.link(s.p1, s.sw_a[3]);
    const Id zone = s.b.zone(s.fabric_a, "z_esx01_0a", {s.p0, s.p1, s.t0a});
    s.t.set(s.cfg_a, "zones", RefList{zone});
    const auto problems = validate(s.t);
    EXPECT_TRUE(with_rule(problems, "multipath.single_path").empty()) << dump(problems);
    const auto hits = with_rule(problems, "multipath.single_array_port");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_TRUE(mentions(hits[0], s.t0a) && mentions(hits[0], s.datastore));
    EXPECT_TRUE(contains(hits[0].message, "through one array port only")) << hits[0].message;
}

// A guest cannot have written more than its disk holds: 41 GB used on the 40 GB disk fails,
// exactly 40 passes.
TEST(ValidationVmdk, UsedOverSize) {
    SmallSan s;
    s.t.set(s.vmdk, "used_gb", 40.0);
    EXPECT_TRUE(with_rule(validate(s.t), "vmdk.used_exceeds_size").empty());
    s.t.set(s.vmdk, "used_gb", 41.0);
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "vmdk.used_exceeds_size");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vmdk, s.vm}));
    EXPECT_TRUE(contains(hits[0].message, "41 GB written but is only 40 GB")) << hits[0].message;
}

// ds01 formatted at 250 GB on the 200 GB LU fails; 200 GB (or 0: the whole LU) passes; an
// NFS datastore's capacity is not compared with an LU.
TEST(ValidationDatastore, LargerThanItsLu) {
    SmallSan s;
    s.t.set(s.datastore, "capacity_gb", 200.0);
    EXPECT_TRUE(with_rule(validate(s.t), "datastore.exceeds_lu").empty());
    s.t.set(s.datastore, "capacity_gb", 250.0);
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "datastore.exceeds_lu");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.datastore, s.lu}));
    EXPECT_TRUE(contains(hits[0].message, "is 250 GB but Logical unit 'LU-00' holds only 200 GB"))
        << hits[0].message;
    s.t.set(s.datastore, "type", std::string("nfs"));
    EXPECT_TRUE(with_rule(validate(s.t), "datastore.exceeds_lu").empty());
}
