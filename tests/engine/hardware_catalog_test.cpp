// The hardware parameter files parse, every number carries its source, and lookups behave.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "common/resources.h"
#include "devices/hardware_catalog.h"

using namespace santwin;
using namespace santwin::devices;

TEST(HardwareCatalog, BuiltinFilesParse) {
    const HardwareCatalog& c = HardwareCatalog::builtin();
    EXPECT_GE(c.disks().size(), 9u);
    EXPECT_GE(c.arrays().size(), 7u);
    EXPECT_GE(c.hosts().size(), 4u);
    // rpm and capacity are part of the model's name; everything else needs a note.
    // Table 1 of seed 000: the AMS 2100 has 4 GB of cache over two controllers.
    EXPECT_DOUBLE_EQ(c.array("hitachi-ams2100").cache_gb_per_controller, 2.0);
    EXPECT_EQ(c.array("hp-eva8100").architecture, "alua");
    EXPECT_DOUBLE_EQ(c.disk("sas-15k-146").rpm, 15000);
}

TEST(HardwareCatalog, EveryNumberHasASource) {
    // A parameter without a source note is a number nobody can defend.
    for (const auto& entry : resources::under("hardware/")) {
        auto doc = nlohmann::json::parse(entry.content);
        for (const auto& [section, models] : doc.items()) {
            if (!models.is_object()) continue;
            for (const auto& [model, params] : models.items()) {
                for (const auto& [key, value] : params.items()) {
                    if (!value.is_number() || key == "rpm" || key == "capacity_gb") continue;
                    EXPECT_TRUE(params.contains(key + "_source"))
                        << entry.path << ": " << model << "." << key << " has no " << key << "_source";
                }
            }
        }
    }
}

TEST(HardwareCatalog, HostVersionsMatchByPrefix) {
    // "3.5U4" uses the 3.5 parameters; "4.1" and "4.1U1" the 4.1 ones.
    const HardwareCatalog& c = HardwareCatalog::builtin();
    EXPECT_EQ(c.host("3.5U4").key, "3.5");
    EXPECT_EQ(c.host("4.1U1").key, "4.1");
    EXPECT_EQ(c.host("5.5.0 U2").key, "5.5");
    EXPECT_THROW(c.host("2.5"), HardwareError);
}

TEST(HardwareCatalog, RefusesUnknownParameterAndNamesIt) {
    const std::string disks = R"({"drives": {"x": {"rpm": 7200, "seek_raed_ms": 8}}})";
    const std::string arrays = R"({"arrays": {}})";
    const std::string hosts = R"({"versions": {}})";
    try {
        HardwareCatalog c(disks, arrays, hosts);
        FAIL() << "a misspelt parameter was accepted";
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("seek_raed_ms"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("disks.json/x"), std::string::npos);
    }
}

TEST(HardwareCatalog, UnknownModelNamesTheFile) {
    try {
        HardwareCatalog::builtin().array("acme-9000");
        FAIL();
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("arrays.json"), std::string::npos);
    }
}

TEST(HardwareCatalog, BackupDevicesAndSoftwareLoad) {
    // backup.json: the VLS6510's 1.4 TB/h for 48 disks is 388.9 MB/s (decimal), and half the
    // disks stream half of it; the emulated LTO-3 has no drive limit, the physical one 80 MB/s;
    // VCB reads 256 KB and writes 64 KB (seed 004 Workload).
    const HardwareCatalog& c = HardwareCatalog::builtin();
    EXPECT_NEAR(c.vtl("hp-vls6510").disk_mb_s(48), 1.4e6 / 3600, 1e-9);
    EXPECT_NEAR(c.vtl("hp-vls6510").disk_mb_s(24), 0.7e6 / 3600, 1e-9);
    EXPECT_DOUBLE_EQ(c.tape_drive("vls-lto3").native_mb_s, 0);
    EXPECT_DOUBLE_EQ(c.tape_drive("hp-lto3").native_mb_s, 80);
    EXPECT_DOUBLE_EQ(c.backup_software("vcb-1.5").export_read_kb, 256);
    EXPECT_DOUBLE_EQ(c.backup_software("vcb-1.5").export_write_kb, 64);
    EXPECT_THROW(c.vtl("acme-vtl"), HardwareError);
}

TEST(HardwareCatalog, BackupFileRefusesUnknownParameterAndNamesIt) {
    const std::string backup = R"({"vtls": {"v": {"disk_tb_per_hour": 1}}})";
    try {
        HardwareCatalog c(R"({"drives": {}})", R"({"arrays": {}})", R"({"versions": {}})", "", backup);
        FAIL() << "a misspelt VTL parameter was accepted";
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("backup.json/vtls/v"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("disk_tb_per_hour"), std::string::npos);
    }
}

TEST(HardwareCatalog, FibreChannelEfficiencyIsOneSourcedParameter) {
    // hosts.json "fabric": FC transfers achieve 93% of a link's payload rate (domain.md §3), read
    // by host, switch, NAS head and VTL node ports alike; a catalogue without it refuses FC I/O
    // by name, and a value outside (0, 1] is refused.
    EXPECT_DOUBLE_EQ(HardwareCatalog::builtin().fc_payload_efficiency(), 0.93);
    HardwareCatalog none(R"({"drives": {}})", R"({"arrays": {}})", R"({"versions": {}})");
    try {
        none.fc_payload_efficiency();
        FAIL() << "a catalogue without the fabric gave an efficiency";
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("fc_payload_efficiency"), std::string::npos);
    }
    EXPECT_THROW(HardwareCatalog(R"({"drives": {}})", R"({"arrays": {}})",
                                 R"({"fabric": {"fibre-channel": {"fc_payload_efficiency": 1.5}}, "versions": {}})"),
                 HardwareError);
}
