// Labs 000, 001 and 003 against the built-in hardware catalogue and the engine's storage model:
// every hardware key and ESX version the labs use resolves to a parameter set, the storage model
// compiles each lab, and every standard LU fits the usable capacity of its RAID group.
#include <gtest/gtest.h>

#include "devices/hardware_catalog.h"
#include "engine/system/storage_model.h"
#include "labs/labs.h"

using namespace santwin;

class LabHardware : public ::testing::TestWithParam<const char*> {};

// Builds the lab, looks up each drive / array hardware key and each ESX version in the
// catalogue (lookups throw on an unknown key), compiles the storage model, and expects the
// standard LUs placed on each RAID group to fit its usable capacity.
TEST_P(LabHardware, ResolvesInCatalogueAndStorageModel) {
    const Project p = labs::build_lab(GetParam());
    const Topology& t = p.topology;
    const auto& catalog = devices::HardwareCatalog::builtin();
    for (Id d : t.all_of(Kind::Drive))
        EXPECT_NO_THROW(catalog.disk(t.at(d).text("hardware"))) << t.describe(d);
    for (Id a : t.all_of(Kind::Array))
        EXPECT_NO_THROW(catalog.array(t.at(a).text("hardware"))) << t.describe(a);
    for (Id h : t.all_of(Kind::EsxHost))
        EXPECT_NO_THROW(catalog.host(t.at(h).text("version"))) << t.describe(h);

    std::unique_ptr<engine::StorageModel> model;
    ASSERT_NO_THROW(model = std::make_unique<engine::StorageModel>(t, catalog));
    for (const auto& [id, rg] : model->raid_groups())
        EXPECT_LE(rg.placed_gb, rg.usable_gb) << t.describe(id);
    EXPECT_EQ(model->pools().size(), t.all_of(Kind::Pool).size());
    for (const auto& [id, pool] : model->pools())
        EXPECT_GT(pool.capacity_gb(), 0) << t.describe(id);
}

INSTANTIATE_TEST_SUITE_P(Labs, LabHardware,
                         ::testing::Values("000-ams2100-hdp", "001-vsp-vaai",
                                           "003-ams2500-jetstress"));
