// Bad inputs are refused with file, line and reason, and nothing is built: each refusal the
// manual lists (resources/manual/import.md, "Refusals") has a case here.
#include <gtest/gtest.h>

#include <string>

#include "import/import_error.h"
#include "import/import_estate.h"

namespace santwin::import {
namespace {

struct Refusal {
    std::string file;
    int line;
    std::string reason;
};

// Imports `inputs`; the refusal, or a failure when the import went through.
Refusal refused(const std::vector<std::pair<std::string, std::string>>& inputs) {
    try {
        import_texts(inputs);
    } catch (const ImportError& e) {
        return {e.file(), e.line(), e.reason()};
    }
    ADD_FAILURE() << "the import was not refused";
    return {};
}

const std::string kArrayHead = "santwin-array,1\narray,A1,hitachi-ams2100,\ncontroller,CTL0,0,\n";

TEST(ImportRefusals, UnknownFormatListsTheKnownOnes) {
    const Refusal r = refused({{"notes.txt", "hello, world\n"}});
    EXPECT_EQ(r.file, "notes.txt");
    EXPECT_EQ(r.line, 1);
    EXPECT_NE(r.reason.find("RVTools CSV tab"), std::string::npos);
    EXPECT_NE(r.reason.find("santwin-array,1"), std::string::npos);
}

TEST(ImportRefusals, XlsxWorkbookSaysHowToExportCsv) {
    const Refusal r = refused({{"RVTools.xlsx", std::string("PK\x03\x04\x14\x00", 6)}});
    EXPECT_NE(r.reason.find("Export all to csv"), std::string::npos);
}

TEST(ImportRefusals, BinaryAndEmptyFiles) {
    EXPECT_NE(refused({{"x.bin", std::string("ab\0cd", 5)}}).reason.find("binary"), std::string::npos);
    EXPECT_NE(refused({{"e.csv", "  \n"}}).reason.find("empty"), std::string::npos);
}

TEST(ImportRefusals, CsvRowWithTheWrongCellCount) {
    // Line 3 has one cell too many (a comma in an unquoted name).
    const Refusal r = refused({{"vInfo.csv", "VM,Powerstate,Template,CPUs,Memory,Host\n"
                                             "vm1,poweredOn,False,1,1024,h1\n"
                                             "vm,2,poweredOn,False,1,1024,h1\n"}});
    EXPECT_EQ(r.line, 3);
    EXPECT_NE(r.reason.find("7 cells, the header 6"), std::string::npos);
}

TEST(ImportRefusals, UnclosedQuote) {
    const Refusal r = refused({{"vInfo.csv", "VM,Powerstate,Template,CPUs,Memory,Host\n\"vm1,poweredOn,False,1,1024,h1\n"}});
    EXPECT_EQ(r.line, 2);
    EXPECT_NE(r.reason.find("never closed"), std::string::npos);
}

TEST(ImportRefusals, NumberThatIsNone) {
    const Refusal r = refused({{"vInfo.csv", "VM,Powerstate,Template,CPUs,Memory,Host\nvm1,poweredOn,False,two,1024,h1\n"}});
    EXPECT_EQ(r.line, 2);
    EXPECT_NE(r.reason.find("'CPUs' is 'two', not a number"), std::string::npos);
}

TEST(ImportRefusals, WwpnThatIsNone) {
    const Refusal r = refused({{"vHBA.csv", "Host,Device,Type,WWN\nh1,vmhba1,Fibre Channel,21:00:00:1b:32\n"}});
    EXPECT_EQ(r.line, 2);
    EXPECT_NE(r.reason.find("not a WWPN"), std::string::npos);
}

TEST(ImportRefusals, UnknownArrayModelListsTheCatalogue) {
    const Refusal r = refused({{"a.csv", "# c\nsantwin-array,1\narray,A1,EMC VNX5300,\n"}});
    EXPECT_EQ(r.line, 3);
    EXPECT_NE(r.reason.find("unknown array model 'EMC VNX5300'"), std::string::npos);
    EXPECT_NE(r.reason.find("hp-eva8100 (HP StorageWorks EVA8100)"), std::string::npos);
}

TEST(ImportRefusals, UnknownDriveModel) {
    const Refusal r = refused({{"a.csv", kArrayHead + "raid_group,RG,raid5,4,1,sas-15k-999\n"}});
    EXPECT_EQ(r.line, 4);
    EXPECT_NE(r.reason.find("unknown drive model"), std::string::npos);
    EXPECT_NE(r.reason.find("sas-15k-146"), std::string::npos);
}

TEST(ImportRefusals, RecordNamingSomethingNotDefinedAbove) {
    const Refusal r = refused({{"a.csv", kArrayHead + "port,CTL9,0A,50:06:0e:80:10:00:00:00,8\n"}});
    EXPECT_EQ(r.line, 4);
    EXPECT_NE(r.reason.find("controller 'CTL9' is not defined above"), std::string::npos);
}

TEST(ImportRefusals, NumberOutOfItsRange) {
    // An FC port at 0 Gb/s and a LUN id past 16383: refused on their lines, with the range.
    const Refusal speed = refused({{"a.csv", kArrayHead + "port,CTL0,0A,50:06:0e:80:10:00:00:00,0\n"}});
    EXPECT_EQ(speed.line, 4);
    EXPECT_NE(speed.reason.find("speed Gb/s '0' is not a number from 1 to 32"), std::string::npos);
    const Refusal lun = refused({{"a.csv", kArrayHead + "raid_group,RG,raid5,4,1,sas-15k-146\nlu,L0,0,10,RG,,,\n"
                                                        "host_group,HG,VMware,,\nlun,HG,L0,20000\n"}});
    EXPECT_EQ(lun.line, 7);
    EXPECT_NE(lun.reason.find("LUN id '20000'"), std::string::npos);
}

TEST(ImportRefusals, UnknownRecordAndBadRaidLevel) {
    EXPECT_NE(refused({{"a.csv", kArrayHead + "shelf,1\n"}}).reason.find("unknown record 'shelf'"), std::string::npos);
    EXPECT_NE(refused({{"a.csv", kArrayHead + "raid_group,RG,raid4,4,1,sas-15k-146\n"}}).reason.find("RAID level 'raid4'"),
              std::string::npos);
}

TEST(ImportRefusals, SameWwpnTwice) {
    const Refusal r = refused({{"a.csv", kArrayHead + "port,CTL0,0A,50:06:0e:80:10:00:00:00,8\n"
                                                      "port,CTL0,0B,50060E8010000000,8\n"}});
    EXPECT_EQ(r.line, 5);
    EXPECT_NE(r.reason.find("already the port '0A'"), std::string::npos);
}

TEST(ImportRefusals, SameNaaTwice) {
    const std::string naa = "naa.60060e80100000000000000000000001";
    const Refusal r = refused({{"a.csv", kArrayHead + "raid_group,RG,raid5,4,1,sas-15k-146\n"
                                                      "lu,L0,0,10,RG,," + naa + ",\nlu,L1,1,10,RG,," + naa + ",\n"}});
    EXPECT_EQ(r.line, 6);
    EXPECT_NE(r.reason.find("already LU 'L0'"), std::string::npos);
}

TEST(ImportRefusals, IslshowWithNoSwitch) {
    const Refusal r = refused({{"isl.txt", "  1:  5->  7 10:00:00:05:1e:00:00:02   2 SW2   sp:  8.000G bw:  8.000G\n"}});
    EXPECT_EQ(r.line, 1);
    EXPECT_NE(r.reason.find("no switch to belong to"), std::string::npos);
}

TEST(ImportRefusals, MalformedSwitchshowRow) {
    const Refusal r = refused({{"sw.txt", "switchName: SW1\nIndex Port Address Media Speed State Proto\n  0   0   010000\n"}});
    EXPECT_EQ(r.line, 3);
    EXPECT_NE(r.reason.find("port row with 3 fields"), std::string::npos);
}

TEST(ImportRefusals, UnknownPathPolicy) {
    const std::string host = "Host,ESX Version\nh1,VMware ESXi 5.5.0\n";
    const std::string array = kArrayHead + "raid_group,RG,raid5,4,1,sas-15k-146\nlu,L0,0,10,RG,,naa.60060e80100000000000000000000001,\n";
    const std::string mp = "Host,Disk,Policy\nh1,naa.60060e80100000000000000000000001,VMW_PSP_WEIGHTED\n";
    const Refusal r = refused({{"h.csv", host}, {"a.csv", array}, {"mp.csv", mp}});
    EXPECT_EQ(r.file, "mp.csv");
    EXPECT_EQ(r.line, 2);
    EXPECT_NE(r.reason.find("VMW_PSP_WEIGHTED"), std::string::npos);
}

TEST(ImportRefusals, SameVmTwice) {
    const Refusal r = refused({{"vInfo.csv", "VM,Powerstate,Template,CPUs,Memory,Host\nvm1,on,False,1,1024,h\nvm1,on,False,1,1024,h\n"}});
    EXPECT_EQ(r.line, 3);
    EXPECT_NE(r.reason.find("listed twice"), std::string::npos);
}

TEST(ImportRefusals, PerformanceCaptureIsNotInventory) {
    const Refusal r = refused({{"perf.csv", "Value,Timestamp,MetricId,Unit,Entity\n1,2026-01-01,x,y,z\n"}});
    EXPECT_NE(r.reason.find("measured load, not inventory"), std::string::npos);
}

// Record-level refusals of each format.

bool says(const Refusal& r, const std::string& text) { return r.reason.find(text) != std::string::npos; }

TEST(ImportRecordRefusals, ArrayCsvOfAnotherVersion) {
    // Line 1 says version 2: refused on line 1, naming the version this build reads.
    const Refusal r = refused({{"a.csv", "santwin-array,2\narray,A1,hitachi-ams2100,\n"}});
    EXPECT_EQ(r.file, "a.csv");
    EXPECT_EQ(r.line, 1);
    EXPECT_TRUE(says(r, "version '2'")) << r.reason;
}

TEST(ImportRecordRefusals, ArrayCsvWithoutArrayRecord) {
    // A controller on line 2 before any array: refused there.
    const Refusal r = refused({{"a.csv", "santwin-array,1\ncontroller,CTL0,0,\n"}});
    EXPECT_EQ(r.line, 2);
    EXPECT_TRUE(says(r, "before any array record")) << r.reason;
}

TEST(ImportRecordRefusals, PoolOfAnUnknownType) {
    const Refusal r = refused({{"a.csv", kArrayHead + "pool,P0,thin,RG\n"}});
    EXPECT_EQ(r.line, 4);
    EXPECT_TRUE(says(r, "pool type 'thin' is neither hdp nor hdt")) << r.reason;
}

TEST(ImportRecordRefusals, DiskGroupProtectionUnknown) {
    const Refusal r = refused({{"a.csv", kArrayHead + "disk_group,DG,8,fc-15k-146,triple\n"}});
    EXPECT_EQ(r.line, 4);
    EXPECT_TRUE(says(r, "protection 'triple'")) << r.reason;
}

TEST(ImportRecordRefusals, LuOfNoCapacity) {
    const Refusal r = refused({{"a.csv", kArrayHead + "raid_group,RG,raid5,4,1,sas-15k-146\nlu,L0,0,0,RG,,,\n"}});
    EXPECT_EQ(r.line, 5);
    EXPECT_TRUE(says(r, "LU 'L0' needs a capacity above 0 GB")) << r.reason;
}

TEST(ImportRecordRefusals, HostGroupInitiatorThatIsNoWwpn) {
    const Refusal r = refused({{"a.csv", kArrayHead + "host_group,HG,VMware,,10:00:00:00:c9:00:00:zz\n"}});
    EXPECT_EQ(r.line, 4);
    EXPECT_TRUE(says(r, "initiator '10:00:00:00:c9:00:00:zz' is not a WWPN")) << r.reason;
}

TEST(ImportRecordRefusals, RvtoolsDiskWithoutCapacity) {
    const Refusal r = refused({{"vDisk.csv", "VM,Disk,Capacity MB,Path\nvm1,Hard disk 1,0,[DS1] vm1/vm1.vmdk\n"}});
    EXPECT_EQ(r.file, "vDisk.csv");
    EXPECT_EQ(r.line, 2);
    EXPECT_TRUE(says(r, "disk 'Hard disk 1' of VM 'vm1' has no capacity")) << r.reason;
}

TEST(ImportRecordRefusals, RvtoolsFlagThatIsNeitherTrueNorFalse) {
    const Refusal r = refused({{"vInfo.csv", "VM,Powerstate,Template,CPUs,Memory,Host\nvm1,poweredOn,maybe,1,1024,h1\n"}});
    EXPECT_EQ(r.line, 2);
    EXPECT_TRUE(says(r, "'Template' is 'maybe', not True or False")) << r.reason;
}

TEST(ImportRecordRefusals, FosAliasInTheEffectiveConfiguration) {
    // cfgshow's effective part holds zones with WWPNs; an alias there is refused on its line.
    const Refusal r = refused({{"cfg.txt", "switchName: SW1\nDefined configuration:\n cfg: C1 Z1\n zone: Z1 A1\n"
                                           " alias: A1 10:00:00:00:c9:00:00:01\nEffective configuration:\n cfg: C1\n"
                                           " alias: A1 10:00:00:00:c9:00:00:01\n"}});
    EXPECT_EQ(r.line, 8);
    EXPECT_TRUE(says(r, "an alias in the effective configuration")) << r.reason;
}

TEST(ImportRecordRefusals, FosZoningMemberThatIsNothing) {
    const Refusal r = refused({{"cfg.txt", "switchName: SW1\nDefined configuration:\n zone: Z1 10:00:00:00:c9:00:00:01; 7*7\n"}});
    EXPECT_EQ(r.line, 3);
    EXPECT_TRUE(says(r, "zoning member '7*7'")) << r.reason;
}

}  // namespace
}  // namespace santwin::import
