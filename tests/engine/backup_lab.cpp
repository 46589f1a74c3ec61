#include "backup_lab.h"

namespace santwin::test {

BackupLab::BackupLab(int vtl_disks, const std::string& ht_vraid) {
    eva = b.add(Kind::Array, "EVA", kNoId,
                {{"hardware", std::string("hp-eva8100")}, {"architecture", std::string("alua")}});
    ctl_a = b.add(Kind::Controller, "A", eva, {{"index", 0.0}});
    ctl_b = b.add(Kind::Controller, "B", eva, {{"index", 1.0}});
    a1 = b.fc_port(ctl_a, "A1", 4, 0);
    a2 = b.fc_port(ctl_a, "A2", 4, 1);
    b1 = b.fc_port(ctl_b, "B1", 4, 0);
    b2 = b.fc_port(ctl_b, "B2", 4, 1);
    auto drives = b.drives(eva, 24, "FC-", "fc", 10000, 300, "fc-10k-300");
    dg = b.add(Kind::DiskGroup, "DG", eva, {{"drives", RefList(drives)}});
    src = b.add(Kind::LogicalUnit, "SRC", eva,
                {{"capacity_gb", 200.0},
                 {"backing", Ref{dg}},
                 {"vraid", std::string("vraid1")},
                 {"owner", Ref{ctl_a}},
                 {"lu_number", 0.0}});
    ht = b.add(Kind::LogicalUnit, "HT", eva,
               {{"capacity_gb", 200.0},
                {"backing", Ref{dg}},
                {"vraid", ht_vraid},
                {"owner", Ref{ctl_a}},
                {"lu_number", 1.0}});

    fabric = b.add(Kind::Fabric, "Fabric");
    sw = b.add(Kind::FcSwitch, "SW", fabric, {{"speed_gbps", 4.0}});
    b.switch_ports(sw, 16, 4);
    for (Id p : {a1, a2, b1, b2}) b.link(p, b.free_port(sw));

    proxy_server =
        b.add(Kind::Server, "proxy", kNoId, {{"cpu_sockets", 1.0}, {"cores_per_socket", 4.0}});
    proxy = b.add(Kind::VcbProxy, "VCB proxy", proxy_server, {{"holding_tank", Ref{ht}}});
    Id hba = b.add(Kind::Hba, "proxy HBA", proxy_server);
    pp0 = b.fc_port(hba, "proxy_p0", 4, 0);
    pp1 = b.fc_port(hba, "proxy_p1", 4, 1);
    esx_server =
        b.add(Kind::Server, "blade", kNoId, {{"cpu_sockets", 2.0}, {"cores_per_socket", 2.0}});
    esx = b.add(Kind::EsxHost, "esx", esx_server,
                {{"version", std::string("3.5U4")}, {"vaai", false}});
    Id ehba = b.add(Kind::Hba, "esx HBA", esx_server);
    ep0 = b.fc_port(ehba, "vmhba1", 4, 0);
    ep1 = b.fc_port(ehba, "vmhba2", 4, 1);
    for (Id p : {pp0, pp1, ep0, ep1}) b.link(p, b.free_port(sw));
    Id lan = b.add(Kind::EthernetSwitch, "LAN", kNoId, {{"speed_gbps", 1.0}});
    for (Id server : {proxy_server, esx_server}) {
        Id nic = b.add(Kind::Nic, "nic", server, {{"max_speed_gbps", 1.0}});
        b.link(b.eth_port(nic, "nic1", 1, 0),
               b.eth_port(lan, "lan" + std::to_string(server), 1, static_cast<int>(server)));
    }

    vtl = b.add(Kind::Vtl, "VLS", kNoId, {{"hardware", std::string("hp-vls6510")}});
    for (int e = 0; e < (vtl_disks + 11) / 12; ++e) {
        Id enc = b.add(Kind::DiskEnclosure, "enc" + std::to_string(e), vtl);
        b.drives(enc, std::min(12, vtl_disks - 12 * e), "E" + std::to_string(e) + "-", "sata", 7200,
                 250, "sata-7k2-250");
    }
    node = b.add(Kind::VtlNode, "VTL1", vtl);
    vtl_port = b.fc_port(node, "vls_p0", 2, 0);
    drive1 = b.add(Kind::TapeDrive, "VTL1 drive 1", node, {{"hardware", std::string("vls-lto3")}});
    drive2 = b.add(Kind::TapeDrive, "VTL1 drive 2", node, {{"hardware", std::string("vls-lto3")}});
    eml = b.add(Kind::TapeLibrary, "EML", kNoId);
    eml_port = b.fc_port(eml, "eml_p0", 2, 0);
    lto3 = b.add(Kind::TapeDrive, "EML drive", eml, {{"hardware", std::string("hp-lto3")}});
    b.link(vtl_port, b.free_port(sw));
    b.link(eml_port, b.free_port(sw));

    b.zone_set(fabric, "zs",
               {b.zone(fabric, "proxy_src", {pp0, a1}), b.zone(fabric, "proxy_ht", {pp1, a2}),
                b.zone(fabric, "proxy_vtl", {pp0, vtl_port}), b.zone(fabric, "esx_src", {ep0, a1}),
                b.zone(fabric, "esx_tape", {ep1, vtl_port, eml_port})});
    b.host_group(eva, "all", {}, {pp0, pp1, ep0, ep1}, {src, ht});

    datastore =
        b.add(Kind::Datastore, "SRC-DS", kNoId, {{"type", std::string("vmfs")}, {"lu", Ref{src}}});
    vm = b.add(Kind::Vm, "VM1", kNoId, {{"host", Ref{esx}}});
    vmdk = b.add(Kind::Vmdk, "VM1.vmdk", vm,
                 {{"datastore", Ref{datastore}},
                  {"size_gb", 40.0},
                  {"format", std::string("zeroedthick")},
                  {"used_gb", 20.0}});
}

}  // namespace santwin::test
