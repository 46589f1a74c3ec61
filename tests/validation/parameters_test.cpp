// The parameter registry (santwin-cli params): every number the models read from resources/ is
// listed once, with a unit and a source, and a trial value reaches the models only through an
// override set before anything read the file.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "common/parameters.h"
#include "common/resources.h"

using namespace santwin;

TEST(ParameterRegistry, EveryParameterHasNameUnitAndSource) {
    // The hardware, guest, profile and sizing files hold well over a hundred numbers; each is
    // named uniquely, has a unit, and a source note (a document or "[U] why not").
    const auto all = params::all_parameters();
    EXPECT_GT(all.size(), 300u);
    std::set<std::string> names;
    int unsourced = 0;
    for (const auto& p : all) {
        EXPECT_TRUE(names.insert(p.name()).second) << p.name() << " is listed twice";
        EXPECT_FALSE(p.unit.empty()) << p.name();
        EXPECT_FALSE(p.source.empty()) << "resources/" << p.file << ": " << p.name() << " has no source";
        unsourced += p.unsourced;
    }
    EXPECT_GT(unsourced, 0);  // the registry tells them apart: there are [U] numbers today
}

TEST(ParameterRegistry, FindsAKnownParameterWithItsSourceAndUnit) {
    // arrays.json gives the EVA8100 controller a 250 MB/s write limit, sourced from seed 004.
    const auto p = params::find_parameter("arrays/hp-eva8100/controller_write_mb_s");
    ASSERT_TRUE(p);
    EXPECT_EQ(p->file, "hardware/arrays.json");
    EXPECT_DOUBLE_EQ(p->value, 250);
    EXPECT_EQ(p->unit, "MB/s");
    EXPECT_FALSE(p->unsourced);
    EXPECT_NE(p->source.find("004"), std::string::npos);
    // The sizing method's per-disk IOPS (Figure 30's ~60) is a registry parameter too.
    const auto sizing = params::find_parameter("eva_sizing/per_disk_iops");
    ASSERT_TRUE(sizing);
    EXPECT_DOUBLE_EQ(sizing->value, 60);
    EXPECT_EQ(sizing->unit, "IOPS");
    EXPECT_FALSE(params::find_parameter("arrays/hp-eva8100/no_such_thing"));
}

TEST(ParameterRegistry, UnitsFromKeySuffixes) {
    // Longest suffix first: a per-MB cost is not read as megabytes, a rate not as seconds.
    EXPECT_EQ(params::unit_from_key("mp_us_per_io"), "us per I/O");
    EXPECT_EQ(params::unit_from_key("proxy_cpu_ms_per_mb"), "ms per MB");
    EXPECT_EQ(params::unit_from_key("media_mb_s"), "MB/s");
    EXPECT_EQ(params::unit_from_key("reservation_hold_ms"), "ms");
    EXPECT_EQ(params::unit_from_key("snapshot_s"), "s");
    EXPECT_EQ(params::unit_from_key("write_pending_share"), "fraction");
    EXPECT_EQ(params::unit_from_key("svmotion_locks"), "count");
}

TEST(ParameterRegistry, FileWithValueChangesThatNumberOnly) {
    // The trial text differs from the file in the one number: every other parameter reads the same.
    const auto p = params::find_parameter("arrays/hp-eva8100/controller_write_mb_s");
    ASSERT_TRUE(p);
    const auto changed = nlohmann::json::parse(params::file_with_value(*p, 312.5));
    EXPECT_DOUBLE_EQ(changed["arrays"]["hp-eva8100"]["controller_write_mb_s"].get<double>(), 312.5);
    const auto original = nlohmann::json::parse(*resources::find("hardware/arrays.json"));
    auto back = changed;
    back["arrays"]["hp-eva8100"]["controller_write_mb_s"] = 250;
    EXPECT_EQ(back, original);
}

TEST(ParameterRegistry, OverrideIsRefusedOnceTheFileWasRead) {
    // A file the models already read keeps its text for them: overriding it then would be a trial
    // that silently tries nothing, so it is refused. An unread path takes the override.
    ASSERT_TRUE(resources::find("hardware/disks.json"));
    EXPECT_THROW(resources::set_override("hardware/disks.json", "{}"), std::logic_error);
    resources::set_override("test/never-read.json", "{\"x\": 1}");
    EXPECT_EQ(*resources::find("test/never-read.json"), "{\"x\": 1}");
}

TEST(ParameterRegistry, CodeNamingFindsTheModelsReadingAParameter) {
    // The processor cost per I/O is read by the flow engine's station code; the loader that fills
    // the field (hardware_catalog.cpp) is not a reader.
    const auto p = params::find_parameter("arrays/hp-eva8100/mp_us_per_io");
    ASSERT_TRUE(p);
    const auto code = params::code_naming(*p);
    EXPECT_FALSE(code.empty());
    for (const std::string& f : code) {
        EXPECT_EQ(f.rfind("model/", 0), 0u) << f;
        EXPECT_EQ(f.find("hardware_catalog.cpp"), std::string::npos) << f;
    }
}

TEST(ParameterRegistry, UseLogNamesTheObjectsLookedUp) {
    // Started, the log holds what was looked up since, as "file:object".
    params::start_use_log();
    params::note_use("hardware/arrays.json", "arrays/hp-eva8100");
    params::note_use("hardware/arrays.json", "arrays/hp-eva8100");
    const auto used = params::used_objects();
    ASSERT_EQ(used.size(), 1u);
    EXPECT_EQ(used[0], "hardware/arrays.json:arrays/hp-eva8100");
    params::start_use_log();
    EXPECT_TRUE(params::used_objects().empty());
}
