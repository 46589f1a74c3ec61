// Each input format on its own, from small inline exports: what it is recognised as and what
// it becomes in the lab.
#include <gtest/gtest.h>

#include <string>

#include "import/brocade_reader.h"
#include "import/estate.h"
#include "import/import_estate.h"
#include "topology/wwpn.h"

namespace santwin::import {
namespace {

const std::string kHost =
    "Host,Datacenter,Cluster,CPU Model,Speed,# CPU,Cores per CPU,# Memory,ESX Version,Vendor,Model\n"
    "esx1.lab,DC,C1,Xeon,2600,2,8,65536,VMware ESXi 5.5.0 build-2068190,Dell Inc.,PowerEdge R720\n";
const std::string kHba =
    "Host;Datacenter;Cluster;Device;Type;Status;Bus;Pci;Driver;Model;WWN\n"
    "esx1.lab;DC;C1;vmhba2;Fibre Channel;Online;66;0000:42:00.0;lpfc;Emulex LPe12002 8Gb;20:00:00:00:c9:01:02:03 "
    "10:00:00:00:c9:01:02:03\n"
    "esx1.lab;DC;C1;vmhba3;Fibre Channel;Online;66;0000:42:00.1;lpfc;Emulex LPe12002 8Gb;10:00:00:00:c9:01:02:04\n";
const std::string kArray =
    "# test array\n"
    "santwin-array,1\n"
    "array,A1,hitachi-ams2100,0897\n"
    "controller,CTL0,0,\n"
    "port,CTL0,0A,50:06:0e:80:10:00:00:00,8\n"
    "raid_group,RG-0,RAID-5,4,1,SAS 15K RPM 146 GB (3.5-inch)\n"
    "lu,LU-0,0,100,RG-0,CTL0,naa.60060e80100000000000000000000001,\n"
    "host_group,HG,VMware,0A,10:00:00:00:c9:01:02:03\n"
    "lun,HG,LU-0,0\n";
const std::string kFos =
    "SW1:admin> switchshow\n"
    "switchName:\tSW1\n"
    "switchType:\t109.1\n"
    "switchDomain:\t1\n"
    "switchWwn:\t10:00:00:05:1e:00:00:01\n"
    "zoning:\t\tON (cfg1)\n"
    "Index Port Address Media Speed State     Proto\n"
    "==============================================\n"
    "  0   0   010000   id    N8   Online      FC  F-Port  10:00:00:00:c9:01:02:03\n"
    "  1   1   010100   id    N8   Online      FC  F-Port  50:06:0e:80:10:00:00:00\n"
    "  2   2   010200   id    N8   Online      FC  F-Port  1 N Port + 1 NPIV public\n"
    "  3   3   010300   --    N16  No_Module   FC\n"
    "\n"
    "SW1:admin> nsshow\n"
    "{\n"
    " Type Pid    COS     PortName                NodeName                 TTL(sec)\n"
    " N    010200;      2,3;10:00:00:00:c9:01:02:04;20:00:00:00:c9:01:02:04; na\n"
    "    PortSymb: [20] \"Emulex LPe12002 FV2\"\n"
    " The Local Name Server has 1 entry }\n"
    "SW1:admin> cfgshow\n"
    "Defined configuration:\n"
    " cfg:\tcfg1\tz1\n"
    " zone:\tz1\thba0; array0\n"
    " alias:\thba0\t10:00:00:00:c9:01:02:03\n"
    " alias:\tarray0\t50:06:0e:80:10:00:00:00\n"
    "\n"
    "Effective configuration:\n"
    " cfg:\tcfg1\n"
    " zone:\tz1\t10:00:00:00:c9:01:02:03\n"
    "\t\t50:06:0e:80:10:00:00:00\n";

TEST(ImportFormats, EachFileIsRecognisedByItsContent) {
    // File names say nothing; the header or the first lines do.
    EXPECT_EQ(recognise(kHost, "a"), "RVTools vHost");
    EXPECT_EQ(recognise(kHba, "b"), "RVTools vHBA");
    EXPECT_EQ(recognise(kArray, "c"), "array CSV");
    EXPECT_EQ(recognise(kFos, "d"), "Brocade FOS");
    EXPECT_EQ(recognise("VM,Powerstate,Template,CPUs,Memory,Host\n", "e"), "RVTools vInfo");
    EXPECT_EQ(recognise("VM,Disk,Capacity MiB,Path\n", "f"), "RVTools vDisk");
    EXPECT_EQ(recognise("Name,Address,Capacity MB,Type\n", "g"), "RVTools vDatastore");
    EXPECT_EQ(recognise("Host,Disk,Policy,Datastore\n", "h"), "RVTools vMultiPath");
    EXPECT_EQ(recognise("VM,NIC label,Network\n", "i"), "RVTools vNetwork");
    EXPECT_EQ(recognise("\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Virtual Disk(vm1)\\Reads/sec\"\n", "j"), "esxtop batch CSV");
    EXPECT_EQ(recognise("Value,Timestamp,MetricId,Unit,Entity\n", "k"), "vCenter performance CSV");
}

TEST(ImportFormats, FosOutputGivesSwitchPortsLoginsAndZoning) {
    // One capture holding switchshow, nsshow and cfgshow of switch SW1: 4 ports (port 2 an
    // NPIV port whose login nsshow gives), zoning with two aliases, one zone, cfg1 effective.
    Estate e;
    read_fos(kFos, "fos.txt", e);
    ASSERT_EQ(e.switches.size(), 1u);
    const SwitchRecord& s = e.switches[0];
    EXPECT_EQ(s.name, "SW1");
    EXPECT_EQ(s.domain, 1);
    EXPECT_EQ(s.zoning_cfg, "cfg1");
    ASSERT_EQ(s.ports.size(), 4u);
    EXPECT_EQ(s.ports[0].role, "F-Port");
    EXPECT_EQ(s.ports[0].wwn, "10:00:00:00:c9:01:02:03");
    EXPECT_EQ(s.ports[2].wwn, "");  // NPIV: the logins are in nsshow
    EXPECT_DOUBLE_EQ(s.ports[3].speed_gbps, 16);
    ASSERT_EQ(e.logins.size(), 1u);
    EXPECT_EQ(e.logins[0].pid, "010200");
    EXPECT_EQ(e.logins[0].symbol, "Emulex LPe12002 FV2");
    ASSERT_EQ(e.zoning.size(), 1u);
    const ZoningRecord& z = e.zoning[0];
    EXPECT_EQ(z.switch_name, "SW1");
    EXPECT_EQ(z.aliases.size(), 2u);
    ASSERT_EQ(z.zones.size(), 1u);
    EXPECT_EQ(z.zones[0].members, (std::vector<std::string>{"hba0", "array0"}));
    EXPECT_EQ(z.effective_cfg, "cfg1");
    ASSERT_EQ(z.effective_zones.size(), 1u);
    EXPECT_EQ(z.effective_zones[0].members.size(), 2u);
}

TEST(ImportFormats, IslshowJoinsTwoSwitchesIntoOneFabric) {
    // Two switches, an ISL from SW1 port 5 to SW2 port 7: one fabric, one ISL link.
    const std::string two =
        "switchName: SW1\nswitchWwn: 10:00:00:05:1e:00:00:01\nswitchDomain: 1\n"
        "Index Port Address Media Speed State Proto\n"
        "  5   5   010500   id    N8   Online  FC  E-Port  10:00:00:05:1e:00:00:02 \"SW2\" (downstream)\n"
        "SW1:admin> islshow\n"
        "  1:  5->  7 10:00:00:05:1e:00:00:02   2 SW2             sp:  8.000G bw:  8.000G\n"
        "switchName: SW2\nswitchWwn: 10:00:00:05:1e:00:00:02\nswitchDomain: 2\n"
        "Index Port Address Media Speed State Proto\n"
        "  7   7   020700   id    N8   Online  FC  E-Port  10:00:00:05:1e:00:00:01 \"SW1\" (upstream)\n";
    const ImportResult r = import_texts({{"isl.txt", two}});
    const Topology& t = r.project.topology;
    EXPECT_EQ(t.all_of(Kind::Fabric).size(), 1u);
    ASSERT_EQ(t.all_of(Kind::Link).size(), 1u);
    const Entity& isl = t.at(t.all_of(Kind::Link)[0]);
    EXPECT_EQ(t.at(isl.ref("a")).name, "SW1/5");
    EXPECT_EQ(t.at(isl.ref("b")).name, "SW2/7");
}

TEST(ImportFormats, WholeEstateMatchesAcrossFormats) {
    // Host, HBAs (semicolon-separated, two WWNs in a cell), the array and the fabric: both HBA
    // ports and the array port cabled (one through an nsshow NPIV login), the host group's
    // initiator matched, the zone set active, one HBA card holding both vmhbas.
    const ImportResult r = import_texts({{"h.csv", kHost}, {"b.csv", kHba}, {"a.csv", kArray}, {"f.txt", kFos}});
    const Topology& t = r.project.topology;
    EXPECT_EQ(t.all_of(Kind::Hba).size(), 1u);
    EXPECT_EQ(t.all_of(Kind::Link).size(), 3u);
    const Id fabric = t.all_of(Kind::Fabric).at(0);
    EXPECT_NE(t.at(fabric).ref("active_zone_set"), kNoId);
    const Id esx = t.find_by_name(Kind::EsxHost, "esx1.lab");
    ASSERT_NE(esx, kNoId);
    EXPECT_EQ(t.at(esx).text("version"), "5.5");
    EXPECT_EQ(t.at(t.at(esx).parent).num("ram_gb"), 64);
    const Id lu = t.find_by_name(Kind::LogicalUnit, "LU-0");
    EXPECT_EQ(t.at(lu).text("naa"), "naa.60060e80100000000000000000000001");
    const Id rg = t.find_by_name(Kind::RaidGroup, "RG-0");
    EXPECT_EQ(t.at(rg).text("level"), "raid5");
    bool matched_initiator = false;
    for (const auto& line : r.report.matched)
        if (line.find("initiator 10:00:00:00:c9:01:02:03 = HBA port vmhba2") != std::string::npos) matched_initiator = true;
    EXPECT_TRUE(matched_initiator);
    // vmhba3 logged in through nsshow at PID 010200, switch port 2.
    bool npiv = false;
    for (const auto& line : r.report.matched)
        if (line.find("vmhba3") != std::string::npos && line.find("SW1/2 (nsshow") != std::string::npos) npiv = true;
    EXPECT_TRUE(npiv);
}

TEST(ImportFormats, MissingPiecesAreReportedAndShowAsProblems) {
    // A datastore whose naa id no array has, and a VM on a host vHost does not list: both in the
    // report's missing list; the datastore without LU is a validation problem of the lab.
    const std::string ds = "Name,Address,Capacity MB,Type\nDS1,naa.60060e80100000000000000000000099,102400,VMFS\n";
    const std::string vm = "VM,Powerstate,Template,CPUs,Memory,Host\nvm1,poweredOn,False,1,1024,ghost.lab\n";
    const ImportResult r = import_texts({{"ds.csv", ds}, {"vm.csv", vm}});
    ASSERT_EQ(r.report.missing.size(), 2u);
    EXPECT_NE(r.report.missing[0].find("no LU of the array files has"), std::string::npos);
    EXPECT_NE(r.report.missing[1].find("ghost.lab"), std::string::npos);
    bool unreachable = false, no_host = false;
    for (const Problem& p : r.problems) {
        unreachable |= p.rule == "datastore.unreachable";
        no_host |= p.rule == "vm.no_host";
    }
    EXPECT_TRUE(unreachable);
    EXPECT_TRUE(no_host);
}

}  // namespace
}  // namespace santwin::import
