// The shipped sample exports (resources/samples/) import into working labs: 0 validation errors,
// every datastore on its LU, every HBA port cabled, zoning active.
#include <gtest/gtest.h>

#include <string>

#include "import/import_estate.h"

namespace santwin::import {
namespace {

const std::string kSamples = std::string(SANTWIN_TEST_DATA_DIR) + "/../resources/samples/";

int errors(const ImportResult& r) {
    int n = 0;
    for (const Problem& p : r.problems)
        if (p.severity == Severity::Error) {
            ++n;
            ADD_FAILURE() << p.rule << ": " << p.message;
        }
    return n;
}

TEST(ImportSamples, SmallEstateIsAWorkingLab) {
    // Two ESXi 5.5 hosts with two-port Emulex cards, two single-switch fabrics and an AMS 2100
    // with three HDP LUs: imported, it has no validation error and nothing missing.
    const ImportResult r = import_estate({kSamples + "small-estate"});
    EXPECT_EQ(errors(r), 0);
    EXPECT_TRUE(r.report.missing.empty()) << r.report.missing.front();
    const Topology& t = r.project.topology;
    EXPECT_EQ(t.all_of(Kind::EsxHost).size(), 2u);
    EXPECT_EQ(t.all_of(Kind::Hba).size(), 2u);  // one card per host: its vmhbas share a PCI device
    EXPECT_EQ(t.all_of(Kind::Vm).size(), 8u);
    EXPECT_EQ(t.all_of(Kind::Fabric).size(), 2u);
    EXPECT_EQ(t.all_of(Kind::Drive).size(), 20u);  // four 4D+1P RAID groups
    for (Id ds : t.all_of(Kind::Datastore)) EXPECT_NE(t.at(ds).ref("lu"), kNoId) << t.at(ds).name;
    for (Id f : t.all_of(Kind::Fabric)) EXPECT_NE(t.at(f).ref("active_zone_set"), kNoId);
    // 4 HBA ports + 4 array ports, each cabled to its switch.
    EXPECT_EQ(t.all_of(Kind::Link).size(), 8u);
    EXPECT_FALSE(r.project.layout.positions.empty());
}

TEST(ImportSamples, Lab004ShapeMatchesTheLab) {
    // Four ESX 3.5 hosts, each with two dual-port QMH2462 cards, two fabrics of two 4/24
    // modules joined by two ISLs, the EVA8100 with its ten Vdisks: 0 errors; 16 host ports and
    // 8 EVA ports cabled, 4 ISLs, 6 datastores and the two SQL RDMs on their Vdisks.
    const ImportResult r = import_estate({kSamples + "lab-004-shape"});
    EXPECT_EQ(errors(r), 0);
    EXPECT_TRUE(r.report.missing.empty()) << r.report.missing.front();
    const Topology& t = r.project.topology;
    EXPECT_EQ(t.all_of(Kind::EsxHost).size(), 4u);
    EXPECT_EQ(t.all_of(Kind::Hba).size(), 8u);
    EXPECT_EQ(t.all_of(Kind::FcSwitch).size(), 4u);
    EXPECT_EQ(t.all_of(Kind::Fabric).size(), 2u);
    EXPECT_EQ(t.all_of(Kind::Link).size(), 16u + 8u + 4u);
    EXPECT_EQ(t.all_of(Kind::LogicalUnit).size(), 10u);
    EXPECT_EQ(t.all_of(Kind::Drive).size(), 144u + 24u);
    int rdms = 0;
    for (Id d : t.all_of(Kind::Vmdk))
        if (t.at(d).flag("rdm")) {
            ++rdms;
            EXPECT_NE(t.at(d).ref("rdm_lu"), kNoId);
        }
    EXPECT_EQ(rdms, 2);
    const Id host1 = t.find_by_name(Kind::EsxHost, "host1.dp.esx.local");
    ASSERT_NE(host1, kNoId);
    EXPECT_EQ(t.at(host1).text("version"), "3.5");
    EXPECT_EQ(t.children(host1, Kind::MultipathPolicy).size(), 6u);
}

TEST(ImportSamples, ImportIsDeterministic) {
    // The same inputs give the same lab, entity for entity, and the same layout.
    const ImportResult a = import_estate({kSamples + "small-estate"});
    const ImportResult b = import_estate({kSamples + "small-estate"});
    EXPECT_TRUE(a.project.topology == b.project.topology);
    EXPECT_TRUE(a.project.layout == b.project.layout);
}

}  // namespace
}  // namespace santwin::import
