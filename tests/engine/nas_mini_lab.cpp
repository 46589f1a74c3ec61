#include "nas_mini_lab.h"

namespace santwin::test {

NasMiniLab::NasMiniLab(double fmd_gb) {
    array = b.add(Kind::Array, "HUS VM", kNoId,
                  {{"hardware", std::string("hitachi-husvm")},
                   {"architecture", std::string("symmetric_aa")},
                   {"vaai", true}});
    ctl0 = b.add(Kind::Controller, "CTL1", array, {{"index", 0.0}});
    ctl1 = b.add(Kind::Controller, "CTL2", array, {{"index", 1.0}});
    const Id port0 = b.fc_port(ctl0, "CL1-A", 8), port1 = b.fc_port(ctl1, "CL2-A", 8);
    auto fmd = b.drives(array, 8, "FMD-", "fmd", 0, fmd_gb, "fmd-3200");
    auto sas = b.drives(array, 16, "SAS-", "sas", 10000, 600, "sas-10k-600-sff");
    fmd_pg = b.raid_group(array, "PG FMD", "raid5", 7, 1, fmd);
    sas_pg0 = b.raid_group(array, "PG SAS-1", "raid6", 6, 2,
                           std::vector<Id>(sas.begin(), sas.begin() + 8));
    sas_pg1 =
        b.raid_group(array, "PG SAS-2", "raid6", 6, 2, std::vector<Id>(sas.begin() + 8, sas.end()));
    pool = b.add(Kind::Pool, "HDT Pool", array,
                 {{"type", std::string("hdt")},
                  {"page_mb", 42.0},
                  {"members", RefList{fmd_pg, sas_pg0, sas_pg1}},
                  {"tier_cycle_min", 30.0}});
    int n = 0;
    auto dp_vol = [&](const std::string& name, double gb, const std::string& policy) {
        const int number = n++;
        return b.add(Kind::LogicalUnit, name, array,
                     {{"capacity_gb", gb},
                      {"backing", Ref{pool}},
                      {"owner", Ref{number % 2 ? ctl1 : ctl0}},
                      {"tiering_policy", policy},
                      {"lu_number", static_cast<double>(number)}});
    };
    for (int i = 0; i < 4; ++i) data_lus.push_back(dp_vol("DATA-" + std::to_string(i), 500, "all"));
    for (int i = 0; i < 2; ++i)
        meta_lus.push_back(dp_vol("META-" + std::to_string(i), 50, "level1"));

    RefList sds(data_lus.begin(), data_lus.end());
    sds.insert(sds.end(), meta_lus.begin(), meta_lus.end());
    nas = b.add(
        Kind::NasHead, "HNAS 4100", kNoId,
        {{"hardware", std::string("hitachi-hnas4100")}, {"system_drives", sds}, {"vaai", true}});
    const Id fc1 = b.fc_port(nas, "fc1", 8, 0), fc2 = b.fc_port(nas, "fc2", 8, 1);
    b.link(fc1, port0);
    b.link(fc2, port1);
    std::vector<Id> all(data_lus);
    all.insert(all.end(), meta_lus.begin(), meta_lus.end());
    b.host_group(array, "HNAS", {}, {fc1, fc2}, all);

    const Id sw = b.add(Kind::EthernetSwitch, "VDX", kNoId, {{"speed_gbps", 10.0}});
    for (int i = 0; i < 8; ++i) b.eth_port(sw, "sw/" + std::to_string(i), 10, i);
    for (int i = 0; i < 2; ++i) {
        nas_eth.push_back(b.eth_port(nas, "tg" + std::to_string(i + 1), 10, 2 + i));
        b.link(nas_eth.back(), b.free_port(sw));
    }
    fs = b.add(Kind::FileSystem, "FS1", nas, {{"capacity_tb", 1.0}, {"tiered", true}});
    export1 = b.add(Kind::NfsExport, "/ds1", fs, {{"path", std::string("/ds1")}});
    export2 = b.add(Kind::NfsExport, "/ds2", fs, {{"path", std::string("/ds2")}});

    server =
        b.add(Kind::Server, "blade", kNoId, {{"cpu_sockets", 2.0}, {"cores_per_socket", 12.0}});
    host = b.add(Kind::EsxHost, "esxi-01", server,
                 {{"version", std::string("5.5U2")}, {"vaai", true}});
    const Id nic = b.add(Kind::Nic, "LOM", server, {{"max_speed_gbps", 10.0}});
    for (int i = 0; i < 2; ++i)
        b.link(b.eth_port(nic, "vmnic" + std::to_string(i), 10, i), b.free_port(sw));
    ds1 = b.add(Kind::Datastore, "NFS-1", kNoId,
                {{"type", std::string("nfs")}, {"export", Ref{export1}}});
    ds2 = b.add(Kind::Datastore, "NFS-2", kNoId,
                {{"type", std::string("nfs")}, {"export", Ref{export2}}});
}

Id NasMiniLab::add_vm(const std::string& name, Id datastore, double gb, double used_gb) {
    const Id vm = b.add(Kind::Vm, name, kNoId, {{"host", Ref{host}}});
    return b.add(Kind::Vmdk, name + ".vmdk", vm,
                 {{"datastore", Ref{datastore}},
                  {"size_gb", gb},
                  {"format", std::string("thin")},
                  {"used_gb", used_gb}});
}

}  // namespace santwin::test
