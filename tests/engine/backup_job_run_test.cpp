// Backup jobs from the editor on lab 004 as built (its SQL VMs keep their raw device mappings):
// VCB image, VCB file and Data Protector snapshot jobs of four 40 GB VMs run to the end, and
// running them at once is faster than one at a time; an image too big for the holding tank is
// refused with the reason.
#include <gtest/gtest.h>

#include "scenarios/backup_job.h"
#include "labs/labs.h"
#include "offer_helpers.h"

using namespace santwin;
using santwin::test::find_offer;
using santwin::test::has_event;
using santwin::test::named;

namespace {
scenarios::BackupJobSpec four_vms(const Project& p, const std::string& type) {
    const Topology& t = p.topology;
    scenarios::BackupJobSpec spec;
    spec.type = type;
    for (const char* vm : {"host1-vm1", "host1-vm2", "host1-vm3", "host2-vm1"}) {
        spec.vms.push_back(named(t, Kind::Vm, vm));
        EXPECT_NE(spec.vms.back(), kNoId) << vm;
    }
    spec.proxy = scenarios::backup_choices(p).proxies.front();
    spec.library = named(t, Kind::Vtl, "VLS6510");
    return spec;
}
}  // namespace

TEST(BackupJobRun, EachKindRunsToTheEndOnLab004AsBuilt) {
    const Project p = labs::build_lab("004");
    for (const std::string type : {"vcb-image", "vcb-file", "dp-snapshot"}) {
        const auto result = scenarios::run_backup(p, four_vms(p, type));
        ASSERT_EQ(result.runs.size(), 1u) << type;
        const engine::Recorder& rec = *result.runs.front().recording;
        EXPECT_TRUE(has_event(rec, "operation_end")) << type;
        EXPECT_GT(rec.end(), 60) << type << ": four VMs take minutes, not seconds";
        EXPECT_LT(rec.end(), 12 * 3600) << type;
    }
}

TEST(BackupJobRun, MoreAtOnceFinishesSooner) {
    const Project p = labs::build_lab("004");
    auto spec = four_vms(p, "vcb-image");
    spec.concurrency = 1;
    const double serial = scenarios::run_backup(p, spec).runs.front().recording->end();
    spec.concurrency = 4;
    const double parallel = scenarios::run_backup(p, spec).runs.front().recording->end();
    EXPECT_LT(parallel, serial * 0.9);
}

TEST(BackupJobRun, AnImageLargerThanTheHoldingTankIsRefused) {
    // fileserver1's 820 GB do not fit the 500 GB holding tank of the proxy.
    const Project p = labs::build_lab("004");
    auto spec = four_vms(p, "vcb-image");
    spec.vms = {named(p.topology, Kind::Vm, "fileserver1")};
    try {
        scenarios::run_backup(p, spec);
        FAIL() << "the export cannot fit";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("holding tank"), std::string::npos) << e.what();
    }
}
