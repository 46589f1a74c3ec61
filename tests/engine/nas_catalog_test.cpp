// NAS head parameters (resources/hardware/nas.json) and the ESXi NFS / vCenter provisioning
// parameters the seed 002 mechanisms use: they load, and lookups name the file to fix.
#include <gtest/gtest.h>

#include "devices/hardware_catalog.h"

using namespace santwin::devices;

TEST(NasCatalog, Hnas4100Loads) {
    // domain.md §6: the base dedupe engine indexes up to 120 MB/s and backs off above 50% load;
    // seed 002: Super Flush 3 wide x 128 KB.
    const NasParams& n = HardwareCatalog::builtin().nas("hitachi-hnas4100");
    EXPECT_DOUBLE_EQ(n.dedupe_engine_mb_s, 120);
    EXPECT_DOUBLE_EQ(n.dedupe_throttle_load, 0.5);
    EXPECT_DOUBLE_EQ(n.superflush_kb, 384);
    EXPECT_DOUBLE_EQ(n.fpga_engines, 4);
}

TEST(NasCatalog, UnknownNasNamesTheFile) {
    try {
        HardwareCatalog::builtin().nas("acme-filer");
        FAIL();
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("nas.json"), std::string::npos);
    }
}

TEST(NasCatalog, OptionalAndStrict) {
    // A catalogue may have no NAS heads; a misspelt NAS parameter is refused by name.
    HardwareCatalog none(R"({"drives": {}})", R"({"arrays": {}})", R"({"versions": {}})");
    EXPECT_TRUE(none.nas_heads().empty());
    try {
        HardwareCatalog bad(R"({"drives": {}})", R"({"arrays": {}})", R"({"versions": {}})",
                            R"({"nas_heads": {"x": {"fpga_enignes": 4}}})");
        FAIL() << "a misspelt parameter was accepted";
    } catch (const HardwareError& e) {
        EXPECT_NE(std::string(e.what()).find("fpga_enignes"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("nas.json/x"), std::string::npos);
    }
}

TEST(NasCatalog, EsxiNfsLocking) {
    // VMware KB 1007909: NFS.DiskFileLockUpdateFreq 10 s, 84-byte lock writes.
    const HostParams& h = HardwareCatalog::builtin().host("5.5U2");
    EXPECT_DOUBLE_EQ(h.nfs_lock_update_s, 10);
    EXPECT_NEAR(h.nfs_lock_write_kb * 1024, 84, 0.1);
}
