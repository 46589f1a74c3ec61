#include "labs/vmware_parts.h"

namespace santwin::labs {

Id server(LabBuilder& b, const std::string& name, const ServerSpec& spec) {
    Id s = b.add(Kind::Server, name, spec.chassis,
                 {{"model", spec.model},
                  {"slot", static_cast<double>(spec.slot)},
                  {"cpu_sockets", static_cast<double>(spec.cpu_sockets)},
                  {"cores_per_socket", static_cast<double>(spec.cores_per_socket)},
                  {"ram_gb", spec.ram_gb}});
    if (spec.cpu_ghz > 0) b.set(s, {{"cpu_ghz", spec.cpu_ghz}});
    return s;
}

Id os_server(LabBuilder& b, const std::string& name, const ServerSpec& spec,
             const std::string& os) {
    return b.set(server(b, name, spec), {{"os", os}});
}

Id esx_host(LabBuilder& b, Id server, const std::string& version) {
    // "4.1", "4.1U1", "5.0" ... carry VAAI; "3.5", "4.0" do not.
    const bool vaai = !(version.rfind("3.", 0) == 0 || version.rfind("4.0", 0) == 0);
    return b.add(Kind::EsxHost, b.topology().at(server).name, server,
                 {{"version", version}, {"vaai", vaai}});
}

Id vmfs_datastore(LabBuilder& b, const std::string& name, Id lu, double block_size_mb,
                  const std::string& vmfs_version) {
    return b.add(Kind::Datastore, name, kNoId,
                 {{"type", std::string("vmfs")},
                  {"lu", Ref{lu}},
                  {"vmfs_version", vmfs_version},
                  {"block_size_mb", block_size_mb}});
}

Id vm(LabBuilder& b, Kind kind, const std::string& name, Id host, const VmSpec& spec) {
    Id v = b.add(kind, name, kNoId,
                 {{"host", Ref{host}},
                  {"os", spec.os},
                  {"vcpus", static_cast<double>(spec.vcpus)},
                  {"ram_gb", spec.ram_gb}});
    if (!spec.workload.empty()) b.set(v, {{"workload", spec.workload}});
    if (!spec.tile.empty()) b.set(v, {{"tile", spec.tile}});
    return v;
}

Id vmdk(LabBuilder& b, Id vm, const std::string& name, Id datastore, const DiskSpec& spec) {
    Id d = b.add(Kind::Vmdk, name, vm,
                 {{"datastore", Ref{datastore}},
                  {"size_gb", spec.size_gb},
                  {"format", spec.format},
                  {"used_gb", spec.used_gb}});
    if (spec.linked_base != kNoId) b.set(d, {{"linked_base", Ref{spec.linked_base}}});
    return d;
}

}  // namespace santwin::labs
