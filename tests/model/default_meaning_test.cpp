// default_meaning: a RAID group's stripe 0 reads as its array model's default chunk size.
#include <gtest/gtest.h>

#include "devices/default_meaning.h"
#include "labs/labs.h"

using namespace santwin;

namespace {
struct ArrayWithGroup {
    Topology t;
    Id array = t.add(Kind::Array, "AMS");
    Id rg = t.add(Kind::RaidGroup, "RG-000", array);
};
}  // namespace

// A new RAID group's stripe is 0: the AMS 2100's 256 KB (resources/hardware/arrays.json).
TEST(DefaultMeaning, StripeZeroIsTheArrayModelsChunk) {
    ArrayWithGroup a;
    a.t.set(a.array, "hardware", std::string("hitachi-ams2100"));
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "stripe_kb"), "array default (256 KB)");
    a.t.set(a.array, "hardware", std::string("hp-eva8100"));
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "stripe_kb"), "array default (128 KB)");
}

// A set stripe, another attribute or another kind means just its number.
TEST(DefaultMeaning, NothingForSetValuesOrOtherKeys) {
    ArrayWithGroup a;
    a.t.set(a.array, "hardware", std::string("hitachi-ams2100"));
    a.t.set(a.rg, "stripe_kb", 512.0);
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "stripe_kb"), "");
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "data_drives"), "");
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.array), "stripe_kb"), "");
}

// An array without a known model still says the default applies, without a number.
TEST(DefaultMeaning, UnknownArrayModel) {
    ArrayWithGroup a;
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "stripe_kb"), "array default");
    a.t.set(a.array, "hardware", std::string("no-such-array"));
    EXPECT_EQ(default_meaning(a.t, a.t.at(a.rg), "stripe_kb"), "array default");
}

// A VMFS datastore of size 0 takes its whole LU, and says how much that is.
TEST(DefaultMeaning, ADatastoreOfSizeZeroIsItsWholeLu) {
    const Topology t = labs::build_lab("000").topology;
    for (Id ds : t.all_of(Kind::Datastore)) {
        const Entity& e = t.at(ds);
        if (e.num("capacity_gb", 0) > 0 || !e.ref("lu")) continue;
        const std::string said = default_meaning(t, e, "capacity_gb", devices::HardwareCatalog::builtin());
        EXPECT_NE(said.find("the whole LU ("), std::string::npos) << said;
        return;
    }
    FAIL() << "lab 000 has no datastore of size 0 on an LU any more: the test needs one";
}

// A controller's cache and processors left at 0 are its array model's; a set one is its own.
TEST(DefaultMeaning, AControllersZeroCacheAndProcessorsAreTheArrayModels) {
    ArrayWithGroup a;
    a.t.set(a.array, "hardware", std::string("hitachi-vsp"));
    const Id ctl = a.t.add(Kind::Controller, "CL1", a.array);
    EXPECT_EQ(default_meaning(a.t, a.t.at(ctl), "cache_gb"), "array model's (21 GB)");
    EXPECT_EQ(default_meaning(a.t, a.t.at(ctl), "processors"), "array model's (8)");
    a.t.set(ctl, "cache_gb", 64.0);
    EXPECT_EQ(default_meaning(a.t, a.t.at(ctl), "cache_gb"), "");
}
