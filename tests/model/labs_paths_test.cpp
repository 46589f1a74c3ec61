// Labs 000, 001 and 003 through the model's own validation and path resolution: no validation
// errors (lab 001 keeps only the speed warnings of its 8 Gb ports on the 4 Gb director, which
// the paper's hardware implies), every VMDK on VMFS has a path, and path resolution agrees with
// the test-side route oracle (lab_checks.h) on every host / LU pair.
#include <gtest/gtest.h>

#include "checks/validate.h"
#include "lab_checks.h"
#include "labs/labs.h"
#include "topology/paths.h"

using namespace santwin;

class LabPaths : public ::testing::TestWithParam<const char*> {};

// Builds the lab and validates it: no errors; warnings only where the lab says why.
TEST_P(LabPaths, ValidatesWithoutErrors) {
    const Project p = labs::build_lab(GetParam());
    const std::string id = GetParam();
    for (const Problem& pr : validate(p.topology)) {
        if (pr.severity == Severity::Error) {
            ADD_FAILURE() << pr.rule << ": " << pr.message;
            continue;
        }
        // Lab 001: Table 1's 8 Gb VSP ports and blade switch modules meet the 4 Gb Brocade
        // 48000, so those links negotiate 4 Gb. Labs 000 and 003 have no warnings.
        EXPECT_EQ(id, "001-vsp-vaai") << pr.rule << ": " << pr.message;
        EXPECT_EQ(pr.rule, "link.incompatible") << pr.message;
        EXPECT_NE(pr.message.find("negotiates 4 Gb/s"), std::string::npos) << pr.message;
    }
}

// Every VMDK on a VMFS datastore has at least one path from its VM's host to its LU, and the
// path ends on drives of the LU's backing.
TEST_P(LabPaths, EveryVmdkHasAPath) {
    const Project p = labs::build_lab(GetParam());
    const Topology& t = p.topology;
    for (Id d : t.all_of(Kind::Vmdk)) {
        const auto paths = vmdk_paths(t, d);
        ASSERT_FALSE(paths.empty())
            << t.describe(d) << ": " << t.describe(t.at(d).ref("datastore"));
        for (const StoragePath& sp : paths) EXPECT_FALSE(sp.drives.empty()) << t.describe(d);
    }
}

// For every ESX host and every LU, path resolution finds as many paths as the test-side
// oracle counts (initiator, target) routes.
TEST_P(LabPaths, AgreesWithRouteOracle) {
    const Project p = labs::build_lab(GetParam());
    const Topology& t = p.topology;
    for (Id h : t.all_of(Kind::EsxHost))
        for (Id lu : t.all_of(Kind::LogicalUnit))
            EXPECT_EQ(static_cast<int>(paths_to_lu(t, h, lu).size()),
                      labcheck::host_routes(t, h, lu))
                << t.describe(h) << " -> " << t.describe(lu);
}

INSTANTIATE_TEST_SUITE_P(Labs, LabPaths,
                         ::testing::Values("000-ams2100-hdp", "001-vsp-vaai",
                                           "003-ams2500-jetstress"));
