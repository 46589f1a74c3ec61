#include "store_test_support.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace santwin::store_test {

namespace {

Entity make(Id id, Kind kind, std::string name, Id parent) {
    Entity e;
    e.id = id;
    e.kind = kind;
    e.name = std::move(name);
    e.parent = parent;
    return e;
}

}  // namespace

Project rich_project() {
    Project p;
    p.title = "Rich \"synthetic\" lab — every kind";
    p.lab_id = "999-synthetic";
    Topology& t = p.topology;

    // A rack server whose ESX host gets a *smaller* id, so loading must not assume parents
    // come first in id order.
    Entity rack = make(900, Kind::Server, "rack-01", kNoId);
    rack.attrs["model"] = std::string("HP DL380 G6");
    t.insert(rack);
    Entity esx_early = make(5, Kind::EsxHost, "esx-early", 900);
    esx_early.attrs["version"] = std::string("3.5U4");
    esx_early.attrs["vaai"] = false;
    esx_early.attrs["cos_memory_mb"] = -0.0;                 // signed zero must survive
    esx_early.attrs["sched_num_req_outstanding"] = Value{};  // explicitly unset
    t.insert(esx_early);

    // Compute
    Id chassis = t.add(Kind::BladeChassis, "c7000");
    Id blade = t.add(Kind::Server, "blade-1", chassis);
    t.set(blade, "cpu_ghz", 0.1 + 0.2);  // 0.30000000000000004
    t.set(blade, "ram_gb", 1.0 / 3.0 + 1.0);
    Id esx = t.add(Kind::EsxHost, "esx-01", blade);
    t.set(esx, "cos_memory_mb", 4.9406564584124654e-324);  // smallest subnormal
    Id hba = t.add(Kind::Hba, "hba0", blade);
    Id hba_port = t.add(Kind::Port, "hba0-p0", hba);
    t.set(hba_port, "wwpn", std::string("10:00:00:00:c9:6a:aa:01"));
    Id nic = t.add(Kind::Nic, "nic0", blade);
    Id nic_port = t.add(Kind::Port, "nic0-p0", nic);
    t.set(nic_port, "protocol", std::string("ethernet"));

    // Fabric
    Id fabric = t.add(Kind::Fabric, "Fabric A");
    Id sw = t.add(Kind::FcSwitch, "brocade-4/24", fabric);
    t.set(sw, "chassis", Ref{chassis});
    Id sw_port = t.add(Kind::Port, "sw-p0", sw);
    Id eth = t.add(Kind::EthernetSwitch, "gbe2c");
    Id eth_port = t.add(Kind::Port, "gbe-p0", eth);
    Id alias = t.add(Kind::Alias, "esx01_hba0", fabric);
    t.set(alias, "wwpns", TextList{"10:00:00:00:c9:6a:aa:01"});
    Id zone = t.add(Kind::Zone, "z_esx01", fabric);
    t.set(zone, "members", TextList{"esx01_hba0", "50:06:0e:80:10:3a:5c:00", "ünïcode ✓"});
    Id zone_set = t.add(Kind::ZoneSet, "cfg_main", fabric);
    t.set(zone_set, "zones", RefList{zone});
    t.set(fabric, "active_zone_set", Ref{zone_set});

    // Storage
    Id array = t.add(Kind::Array, "AMS 2100");
    t.set(array, "vaai", true);
    Id ctl = t.add(Kind::Controller, "CTL0", array);
    Id ctl_port = t.add(Kind::Port, "0A", ctl);
    t.set(ctl_port, "speed_gbps", 8.0);
    Id d0 = t.add(Kind::Drive, "HDD-00", array);
    Id d1 = t.add(Kind::Drive, "HDD-01", array);
    t.set(d1, "capacity_gb", 1e5);
    Id rg = t.add(Kind::RaidGroup, "RG-000", array);
    t.set(rg, "drives", RefList{d0, d1});
    Id ext = t.add(Kind::ExternalVolume, "EXT-0", array);
    Id pool = t.add(Kind::Pool, "HDP-0", array);
    t.set(pool, "members", RefList{rg, ext});
    Id dg = t.add(Kind::DiskGroup, "DG-1", array);
    t.set(dg, "drives", RefList{});  // an empty list is not an unset value
    Id lu = t.add(Kind::LogicalUnit, "LU-00", array);
    t.set(lu, "backing", Ref{pool});
    t.set(lu, "owner", Ref{ctl});
    t.set(lu, "capacity_gb", 1234.5678901234567);
    t.set(ext, "source_lu", Ref{lu});
    Id hg = t.add(Kind::HostGroup, "HG-esx", array);
    t.set(hg, "ports", RefList{ctl_port});
    t.set(hg, "initiators", TextList{});
    t.add(Kind::LunMapping, "LUN0", hg);
    t.set(t.find_by_name(Kind::LunMapping, "LUN0"), "lu", Ref{lu});

    // File
    Id nas = t.add(Kind::NasHead, "HNAS 4100");
    t.set(nas, "system_drives", RefList{lu, lu});  // duplicates are kept as written
    Id fs = t.add(Kind::FileSystem, "fs01", nas);
    Id nfs = t.add(Kind::NfsExport, "/vmstore", fs);
    t.set(nfs, "path", std::string("/vmstore"));
    t.add(Kind::Port, "nas-eth0", nas);

    // VMware
    Id cluster = t.add(Kind::Cluster, "HA-1");
    t.set(cluster, "hosts", RefList{esx, 5});
    Id ds = t.add(Kind::Datastore, "vmfs-01");
    t.set(ds, "lu", Ref{lu});
    Id ds_nfs = t.add(Kind::Datastore, "nfs-01");
    t.set(ds_nfs, "type", std::string("nfs"));
    t.set(ds_nfs, "export", Ref{nfs});
    Id vm = t.add(Kind::Vm, "vm-001");
    t.set(vm, "host", Ref{esx});
    t.set(vm, "workload", std::string("line1\nline2\t\"quoted\" \\ back"));
    Id base = t.add(Kind::Vmdk, "vm-001.vmdk", vm);
    t.set(base, "datastore", Ref{ds});
    Id tpl = t.add(Kind::Template, "w2k8-gold");
    Id delta = t.add(Kind::Vmdk, "delta.vmdk", tpl);
    t.set(delta, "linked_base", Ref{base});
    Id mp = t.add(Kind::MultipathPolicy, "rr-lu00", esx);
    t.set(mp, "policy", std::string("rr"));
    t.set(mp, "preferred_port", Ref{ctl_port});

    // Backup
    t.add(Kind::VcbProxy, "vcb", blade);
    t.add(Kind::BackupServer, "dp-cell", 900);
    Id vtl = t.add(Kind::Vtl, "VLS6510");
    Id node = t.add(Kind::VtlNode, "node0", vtl);
    Id enclosure = t.add(Kind::DiskEnclosure, "encl0", vtl);
    t.add(Kind::Drive, "vtl-disk-0", enclosure);
    t.add(Kind::TapeDrive, "emulated-0", node);
    Id lib = t.add(Kind::TapeLibrary, "EML 103e");
    t.add(Kind::TapeDrive, "lto4-0", lib);

    // Connectivity
    Id link = t.add(Kind::Link, "hba0-p0 <-> sw-p0");
    t.set(link, "a", Ref{hba_port});
    t.set(link, "b", Ref{sw_port});
    Id eth_link = t.add(Kind::Link, "nic <-> gbe");
    t.set(eth_link, "a", Ref{nic_port});
    t.set(eth_link, "b", Ref{eth_port});
    t.set(eth_link, "medium", std::string("ethernet"));
    t.set_note(eth_link, std::string("a note with a NUL \0 inside", 26));
    t.set_note(array, "paper implies 2 controllers; one drawn");

    p.layout.positions[chassis] = {0.0, 0.0};
    p.layout.positions[array] = {-0.0, 1e300};
    p.layout.positions[vm] = {123.456, -987.654321};
    p.layout.positions[900] = {0.1 + 0.7, 2.5e-310};
    p.layout.collapsed = {chassis, array, fabric};
    p.scenarios.push_back({"boot storm", R"({"kind":"boot_storm","vms":40,"stagger_s":0.5})"});
    p.scenarios.push_back({"hand-written", "{ \"kind\": \"svmotion\" ,\n  \"vms\": [1, 2] }"});
    return p;
}

Project large_project(int drives, const std::string& tag) {
    Project p;
    p.title = "large " + tag;
    Id array = p.topology.add(Kind::Array, tag + "-array");
    for (int i = 0; i < drives; ++i)
        p.topology.add(Kind::Drive, tag + "-" + std::to_string(i), array);
    p.layout.positions[array] = {10, 20};
    return p;
}

ScratchDir::ScratchDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = info ? std::string(info->test_suite_name()) + "." + info->name() : "scratch";
    path_ = std::filesystem::temp_directory_path() /
            ("santwin-store-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

std::vector<std::string> ScratchDir::listing() const {
    std::vector<std::string> out;
    for (const auto& entry : std::filesystem::directory_iterator(path_))
        out.push_back(entry.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

}  // namespace santwin::store_test
