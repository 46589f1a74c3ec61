// --set NAME.attribute=value: a lab variant for one run, checked as the inspector checks an edit.
#include <gtest/gtest.h>

#include "editing/lab_settings.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

TEST(LabSettings, TheLastDotBeforeTheValueSplitsNameAndAttribute) {
    const LabSetting s = parse_lab_setting("ESX-1/HBA0.lun_queue_depth=64");
    EXPECT_EQ(s.entity, "ESX-1/HBA0");
    EXPECT_EQ(s.key, "lun_queue_depth");
    EXPECT_EQ(s.value, "64");
    const LabSetting dotted = parse_lab_setting("vm.example.com.workload=read=70,kb=8");
    EXPECT_EQ(dotted.entity, "vm.example.com");
    EXPECT_EQ(dotted.key, "workload");
    EXPECT_EQ(dotted.value, "read=70,kb=8");
    EXPECT_THROW(parse_lab_setting("RG-000.level"), std::invalid_argument);
    EXPECT_THROW(parse_lab_setting("RG-000level=raid5"), std::invalid_argument);
    EXPECT_THROW(parse_lab_setting("RG-000.=raid5"), std::invalid_argument);
}

TEST(LabSettings, ASettingChangesTheAttributeAndSaysFromWhatToWhat) {
    Project p = labs::build_lab("000");
    const auto lines = apply_lab_settings(p, {{"ESX-1/HBA0", "lun_queue_depth", "64"}, {"RG-000", "stripe_kb", "64"}});
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_NE(lines[0].find("lun_queue_depth 32 -> 64"), std::string::npos) << lines[0];
    EXPECT_NE(lines[1].find("stripe_kb 0 -> 64"), std::string::npos) << lines[1];
    const Id hba = p.topology.children(p.topology.find_by_name(Kind::Server, "ESX-1"), Kind::Hba).front();
    EXPECT_EQ(p.topology.at(hba).num("lun_queue_depth"), 64);
}

TEST(LabSettings, AnImpossibleSettingIsRefusedWithTheReason) {
    Project p = labs::build_lab("000");
    const Topology before = p.topology;
    auto refusal = [&](const LabSetting& s) {
        try {
            apply_lab_settings(p, {s});
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_NE(refusal({"RG-000", "raid", "raid10"}).find("has no attribute 'raid' (it has: level,"), std::string::npos);
    EXPECT_NE(refusal({"HBA0", "lun_queue_depth", "64"}).find("entities are named 'HBA0'"), std::string::npos);
    EXPECT_NE(refusal({"NOPE", "level", "raid5"}).find("NOPE"), std::string::npos);
    EXPECT_NE(refusal({"RG-000", "level", "raid7"}).find("RG-000"), std::string::npos);
    EXPECT_NE(refusal({"ESX-1/HBA0", "lun_queue_depth", "lots"}).find("not a number"), std::string::npos);
    EXPECT_TRUE(p.topology == before) << "a refused setting changes nothing";
}
