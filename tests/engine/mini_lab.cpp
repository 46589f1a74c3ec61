#include "mini_lab.h"

namespace santwin::test {

MiniLab::MiniLab(const std::string& vmdk_format, bool thin_lu, double vmdk_gb) {
    array = b.add(Kind::Array, "AMS2100", kNoId,
                  {{"hardware", std::string("hitachi-ams2100")}, {"architecture", std::string("symmetric_aa")}});
    ctl0 = b.add(Kind::Controller, "CTL0", array, {{"index", 0.0}});
    ctl1 = b.add(Kind::Controller, "CTL1", array, {{"index", 1.0}});
    port0 = b.fc_port(ctl0, "0A", 4);
    port1 = b.fc_port(ctl1, "1A", 4);
    auto drives = b.drives(array, 5, "HDD-", "sas", 15000, 146, "sas-15k-146");
    rg = b.raid_group(array, "RG-000", "raid5", 4, 1, drives);
    if (thin_lu) {
        pool = b.add(Kind::Pool, "DP Pool-000", array, {{"page_mb", 1024.0}, {"members", RefList{rg}}});
        lu = b.add(Kind::LogicalUnit, "DP-LU", array, {{"capacity_gb", 530.0}, {"backing", Ref{pool}}, {"owner", Ref{ctl0}}});
    } else {
        lu = b.add(Kind::LogicalUnit, "LU-000", array, {{"capacity_gb", 530.0}, {"backing", Ref{rg}}, {"owner", Ref{ctl0}}});
    }
    server = b.add(Kind::Server, "R905", kNoId, {{"ram_gb", 128.0}});
    host = b.add(Kind::EsxHost, "esx01", server, {{"version", std::string("4.0")}, {"vaai", false}});
    hba = b.add(Kind::Hba, "LPe11002", server);
    hp0 = b.fc_port(hba, "vmhba1", 4);
    hp1 = b.fc_port(hba, "vmhba2", 4, 1);
    b.link(hp0, port0);
    b.link(hp1, port1);
    b.host_group(array, "HG-esx01", {}, {hp0, hp1}, {lu});
    b.add(Kind::MultipathPolicy, "rr", host, {{"lu", Ref{lu}}, {"policy", std::string("rr")}});
    datastore = b.add(Kind::Datastore, "RAID-5-DS", kNoId, {{"type", std::string("vmfs")}, {"lu", Ref{lu}}});
    vm = b.add(Kind::Vm, "VM1", kNoId, {{"host", Ref{host}}});
    vmdk = b.add(Kind::Vmdk, "VM1.vmdk", vm,
                 {{"datastore", Ref{datastore}}, {"size_gb", vmdk_gb}, {"format", vmdk_format}});
}

Id MiniLab::add_vm(const std::string& name, double vmdk_gb, const std::string& format) {
    Id v = b.add(Kind::Vm, name, kNoId, {{"host", Ref{host}}});
    return b.add(Kind::Vmdk, name + ".vmdk", v, {{"datastore", Ref{datastore}}, {"size_gb", vmdk_gb}, {"format", format}});
}

}  // namespace santwin::test
