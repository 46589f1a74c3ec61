// Backing chains (pool with an external volume, disk groups, cycles), vmdk_paths and who_sees.
#include <gtest/gtest.h>

#include "san_fixture.h"
#include "topology/backing.h"
#include "topology/paths.h"

using namespace santwin;
using namespace santwin::test;

namespace {
// An external array EXT (4 drives, RAID-10 2D+2D, LU ext-lu) virtualized into the small SAN's
// array as an external volume; a pool on AMS holds RG-P (5 new drives) and that volume, and a
// thin LU on the pool is mapped to esx01 at LUN 1.
struct ExternalPool {
    explicit ExternalPool(SmallSan& s) {
        Id ext = s.b.add(Kind::Array, "EXT");
        ext_drives = s.b.drives(ext, 4, "x", "sata", 7200, 1000, "");
        ext_rg = s.b.raid_group(ext, "EXT-RG", "raid10", 2, 2, ext_drives);
        ext_lu = s.b.add(Kind::LogicalUnit, "ext-lu", ext,
                         {{"capacity_gb", 2000.0}, {"backing", Ref{ext_rg}}});
        pool_drives = s.b.drives(s.array, 5, "p", "sas", 15000, 300, "");
        pool_rg = s.b.raid_group(s.array, "RG-P", "raid5", 4, 1, pool_drives);
        ev = s.b.add(Kind::ExternalVolume, "EV-0", s.array, {{"source_lu", Ref{ext_lu}}});
        pool = s.b.add(Kind::Pool, "HDP-0", s.array, {{"members", RefList{pool_rg, ev}}});
        thin = s.b.add(Kind::LogicalUnit, "thin", s.array,
                       {{"capacity_gb", 100.0}, {"backing", Ref{pool}}});
        s.b.add(Kind::LunMapping, "thin @ 1", s.hg, {{"lu", Ref{thin}}, {"lun", 1.0}});
    }
    std::vector<Id> ext_drives, pool_drives;
    Id ext_rg, ext_lu, pool_rg, ev, pool, thin;
};
}  // namespace

// The thin LU's paths carry the whole chain: pool, its RAID group, the external volume, the
// external LU and its RAID group; drives are the pool RAID group's then the external ones.
TEST(Backing, PoolWithExternalVolumeFollowsTheSourceLu) {
    SmallSan s;
    ExternalPool x(s);
    auto paths = paths_to_lu(s.t, s.esx, x.thin);
    ASSERT_EQ(paths.size(), 4u);
    EXPECT_EQ(paths[0].lun, 1);
    EXPECT_EQ(paths[0].backing, (std::vector<Id>{x.pool, x.pool_rg, x.ev, x.ext_lu, x.ext_rg}));
    std::vector<Id> all = x.pool_drives;
    all.insert(all.end(), x.ext_drives.begin(), x.ext_drives.end());
    EXPECT_EQ(paths[0].drives, all);
}

// An external volume whose source is the thin LU itself (a loop): the walk stops instead of
// recursing, keeping what it found before the loop.
TEST(Backing, CyclesEndTheWalk) {
    SmallSan s;
    ExternalPool x(s);
    s.t.set(x.ev, "source_lu", Ref{x.thin});
    BackingChain chain = resolve_backing(s.t, x.thin);
    EXPECT_EQ(chain.chain, (std::vector<Id>{x.pool, x.pool_rg, x.ev}));
    EXPECT_EQ(chain.drives, x.pool_drives);
}

// An EVA Vdisk on a disk group: the chain is the disk group, drives are all of its drives.
// A drive listed twice appears once.
TEST(Backing, DiskGroupVdisk) {
    Topology t;
    labs::LabBuilder b(t);
    Id eva = b.add(Kind::Array, "EVA");
    auto d = b.drives(eva, 8, "d", "fc", 15000, 300, "");
    RefList listed = d;
    listed.push_back(d[0]);
    Id dg = b.add(Kind::DiskGroup, "DG1", eva, {{"drives", listed}});
    Id vdisk = b.add(Kind::LogicalUnit, "vd", eva,
                     {{"backing", Ref{dg}}, {"vraid", std::string("vraid5")}});
    BackingChain chain = resolve_backing(t, vdisk);
    EXPECT_EQ(chain.chain, std::vector<Id>{dg});
    EXPECT_EQ(chain.drives, d);
    EXPECT_TRUE(resolve_backing(t, dg).chain.empty());  // not an LU
}

// A VM disk on a VMFS datastore takes its host's paths to the datastore's LU; a template's disk
// uses the template's host; a disk on NFS has no block paths.
TEST(VmdkPaths, FollowHostAndDatastore) {
    SmallSan s;
    EXPECT_EQ(vmdk_paths(s.t, s.vmdk), paths_to_lu(s.t, s.esx, s.lu));
    EXPECT_EQ(vmdk_paths(s.t, s.vmdk).size(), 4u);

    Id tpl = s.b.add(Kind::Template, "w2k8-tpl", kNoId, {{"host", Ref{s.esx}}});
    Id tdisk = s.b.add(Kind::Vmdk, "tpl.vmdk", tpl, {{"datastore", Ref{s.datastore}}});
    EXPECT_EQ(vmdk_paths(s.t, tdisk).size(), 4u);

    Id nas = s.b.add(Kind::NasHead, "HNAS");
    Id fs = s.b.add(Kind::FileSystem, "fs1", nas);
    Id exp = s.b.add(Kind::NfsExport, "/vols/ds", fs);
    Id nfs = s.b.add(Kind::Datastore, "nfs01", kNoId,
                     {{"type", std::string("nfs")}, {"export", Ref{exp}}});
    s.t.set(s.vmdk, "datastore", Ref{nfs});
    EXPECT_TRUE(vmdk_paths(s.t, s.vmdk).empty());

    s.t.set(s.vmdk, "datastore", Ref{s.datastore});
    s.t.set(s.vm, "host", Value{});
    EXPECT_TRUE(vmdk_paths(s.t, s.vmdk).empty());
    EXPECT_TRUE(vmdk_paths(s.t, s.vm).empty());  // not a disk
}

// Three initiators see LU-00: esx01 (4 paths), esx02 on fabric A only (2 paths) and a VCB proxy
// server without ESX on fabric B (2 paths, reported under the server's id). A server with no
// HBA and an ESX host outside the host group see nothing.
TEST(WhoSees, ListsEveryServerWithAPath) {
    SmallSan s;
    Id srv2 = s.b.add(Kind::Server, "esx02-hw");
    Id esx2 = s.b.add(Kind::EsxHost, "esx02", srv2);
    Id q0 = s.b.fc_port(s.b.add(Kind::Hba, "hba0", srv2), "q0", 4);
    s.b.link(q0, s.sw_a[3]);
    Id srv3 = s.b.add(Kind::Server, "vcb-hw");
    s.b.add(Kind::VcbProxy, "vcb", srv3);
    Id r0 = s.b.fc_port(s.b.add(Kind::Hba, "hba0", srv3), "r0", 4);
    s.b.link(r0, s.sw_b[3]);
    Id srv4 = s.b.add(Kind::Server, "esx04-hw");
    s.b.add(Kind::EsxHost, "esx04", srv4);
    Id s4 = s.b.fc_port(s.b.add(Kind::Hba, "hba0", srv4), "s0", 4);
    s.b.link(s4, s.sw_a[4]);
    s.b.add(Kind::Server, "no-hba");
    s.t.set(s.zone_a, "members",
            TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(q0), s.b.wwpn_of(s4), s.b.wwpn_of(s.t0a),
                     s.b.wwpn_of(s.t1a)});
    s.t.set(s.zone_b, "members",
            TextList{s.b.wwpn_of(s.p1), s.b.wwpn_of(r0), s.b.wwpn_of(s.t0b), s.b.wwpn_of(s.t1b)});
    s.t.set(s.hg, "initiators",
            TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.p1), s.b.wwpn_of(q0), s.b.wwpn_of(r0)});

    auto seen = who_sees(s.t, s.lu);
    std::map<Id, int> per_host;
    for (const auto& p : seen) ++per_host[p.host];
    EXPECT_EQ(per_host, (std::map<Id, int>{{s.esx, 4}, {esx2, 2}, {srv3, 2}}));
    EXPECT_TRUE(
        std::is_sorted(seen.begin(), seen.end(), [](const StoragePath& a, const StoragePath& b) {
            return std::tie(a.host, a.initiator_port, a.target_port) <
                   std::tie(b.host, b.initiator_port, b.target_port);
        }));
    EXPECT_TRUE(who_sees(s.t, s.rg).empty());
}
