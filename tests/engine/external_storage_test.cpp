// Lab 001's external storage: the VSP reaches the AMS 1000 LUs behind its external volumes
// through its two external ports (5A to the AMS's controller 0, 6A to controller 1). The AMS
// 1000 has owner paths, so Universal Volume Manager uses the Single path mode: one path per
// external volume, to its owning controller. A symmetric external array would be used in the
// Multi mode, over both paths. Host writes to external volumes complete in the VSP's cache
// (cache mode Enable, the default) unless the cache mode is Disable.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "common/resources.h"
#include "engine/simulation.h"
#include "fixed_stream.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
Id named(const Topology& t, Kind kind, const std::string& name) {
    for (Id id : t.all_of(kind))
        if (t.at(id).name == name) return id;
    ADD_FAILURE() << "lab 001 has no " << name;
    return kNoId;
}

const PoolMemberRt& member(const StorageModel& sm, const Topology& t, const std::string& pool, std::size_t i) {
    return sm.pool(named(t, Kind::Pool, pool)).members.at(i);
}

// The built-in catalogue with the VSP's external volumes set to cache mode Disable.
devices::HardwareCatalog write_through_catalog() {
    auto text = [](const char* f) { return std::string(*resources::find(f)); };
    nlohmann::json arrays = nlohmann::json::parse(text("hardware/arrays.json"));
    arrays["arrays"]["hitachi-vsp"]["external_write_sync"] = 1;
    return devices::HardwareCatalog(text("hardware/disks.json"), arrays.dump(), text("hardware/hosts.json"),
                                    text("hardware/nas.json"), text("hardware/backup.json"));
}

// Write latency (ms) of 8 KB random writes, 4 outstanding, from ESX-01 to the 5-spindle external
// pool's DP-VOL, after ten seconds (far from filling the VSP's cache).
double external_write_ms(const devices::HardwareCatalog& catalog) {
    Project p = labs::build_lab("001");
    const Topology& t = p.topology;
    StreamSpec s;
    s.name = "writer";
    s.host = named(t, Kind::EsxHost, "ESX-01");
    Leg w;
    w.write = true;
    w.region = {named(t, Kind::LogicalUnit, "EXT-BS-5SP-1945"), 0, 100};
    s.legs = {w};
    s.population = 4;
    struct Probe : test::FixedStream {
        using FixedStream::FixedStream;
        void advance(SimContext& ctx, const std::vector<StreamResult>& r, double dt) override {
            FixedStream::advance(ctx, r, dt);
            if (!r.empty()) write_ms = r[0].write_response_s * 1000;
        }
        double write_ms = 0;
    };
    Simulation sim(t, catalog);
    sim.prepare_existing_state();
    auto& job = static_cast<Probe&>(sim.add(std::make_unique<Probe>(s)));
    sim.run_until(10);
    return job.write_ms;
}
}  // namespace

TEST(ExternalStorage, OwnerPathArrayIsUsedOnOnePathToTheOwner) {
    // E0 (the 5-spindle pool's only volume) is owned by AMS controller 0: all its I/O crosses
    // the VSP's port 5A and the AMS's port 0A.
    Project p = labs::build_lab("001");
    const Topology& t = p.topology;
    StorageModel sm(t, devices::HardwareCatalog::builtin());
    const PoolMemberRt& e0 = member(sm, t, "Pool-Ext-5sp", 0);
    ASSERT_TRUE(e0.external);
    ASSERT_EQ(e0.paths.size(), 1u);
    EXPECT_DOUBLE_EQ(e0.paths[0].share, 1.0);
    EXPECT_EQ(e0.paths[0].remote_controller, sm.lu(e0.source_lu).owner);
    EXPECT_EQ(t.at(e0.paths[0].local_port).name, "5A");
    // E1 is owned by controller 1: its path leaves through 6A.
    const PoolMemberRt& e1 = member(sm, t, "Pool-Ext-15sp", 0);
    ASSERT_EQ(e1.paths.size(), 1u);
    EXPECT_EQ(t.at(e1.paths[0].local_port).name, "6A");
}

TEST(ExternalStorage, SymmetricArrayIsUsedOnEveryPath) {
    // The same cabling with the AMS declared symmetric: both zoned paths carry half each.
    Project p = labs::build_lab("001");
    Topology& t = p.topology;
    t.set(named(t, Kind::Array, "AMS1000"), "architecture", std::string("symmetric_aa"));
    StorageModel sm(t, devices::HardwareCatalog::builtin());
    const PoolMemberRt& e0 = member(sm, t, "Pool-Ext-5sp", 0);
    ASSERT_EQ(e0.paths.size(), 2u);
    EXPECT_DOUBLE_EQ(e0.paths[0].share, 0.5);
    EXPECT_NE(e0.paths[0].local_port, e0.paths[1].local_port);
}

TEST(ExternalStorage, CacheModeDecidesWhatAHostWriteWaitsFor) {
    // Enable (the catalogue's): the write completes in the VSP's cache, well under a millisecond
    // more than an internal write's acknowledgement. Disable: it also waits for the transfer to
    // the AMS 1000 and that controller's acknowledgement, so it takes longer.
    const double enable_ms = external_write_ms(devices::HardwareCatalog::builtin());
    const double disable_ms = external_write_ms(write_through_catalog());
    EXPECT_LT(enable_ms, 1.0);
    EXPECT_GT(disable_ms, enable_ms + 0.3) << enable_ms << " vs " << disable_ms;
}
