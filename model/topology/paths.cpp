// Path resolution over a Connectivity index; the semantics are described in paths.h.
#include "topology/paths.h"

#include <algorithm>
#include <optional>
#include <tuple>

#include "topology/backing.h"
#include "topology/connectivity.h"

namespace santwin {

std::vector<StoragePath> paths_to_lu(const Connectivity& c, Id host, Id lu) {
    const Topology& t = c.topology();
    const Entity* lu_e = t.find(lu);
    const Id server = c.server_of(host);
    if (!lu_e || lu_e->kind != Kind::LogicalUnit || server == kNoId) return {};
    const Id array = t.ancestor(lu, Kind::Array);

    std::vector<StoragePath> out;
    std::optional<BackingChain> chain;  // resolved once, and only when a path exists
    for (Id initiator : c.initiator_ports(server)) {
        const std::string& w = c.wwpn(initiator);
        for (const Reach& r : c.reachable_targets(initiator)) {
            if (c.array_of(r.target_port) != array) continue;
            if (r.fabric != kNoId && !c.zoned(r.fabric, w, c.wwpn(r.target_port))) continue;
            const auto mask = c.masking(array, r.target_port, w, lu);
            if (!mask) continue;
            if (!chain) chain = resolve_backing(t, lu);
            StoragePath p;
            p.host = host;
            p.initiator_port = initiator;
            p.switch_ports = r.switch_ports;
            p.target_port = r.target_port;
            p.controller = c.controller_of(r.target_port);
            p.lu = lu;
            p.lun = mask->lun;
            p.backing = chain->chain;
            p.drives = chain->drives;
            out.push_back(std::move(p));
        }
    }
    return out;  // initiator ports and reaches are both ascending
}

std::vector<StoragePath> who_sees(const Connectivity& c, Id lu) {
    const Topology& t = c.topology();
    std::vector<StoragePath> out;
    // Initiators: servers (through their HBAs) and NAS heads (their system drives' I/O).
    for (Kind kind : {Kind::Server, Kind::NasHead})
        for (Id server : t.all_of(kind)) {
            if (c.initiator_ports(server).empty()) continue;
            auto paths = paths_to_lu(c, c.host_of_server(server), lu);
            out.insert(out.end(), std::make_move_iterator(paths.begin()),
                       std::make_move_iterator(paths.end()));
        }
    std::stable_sort(out.begin(), out.end(), [](const StoragePath& a, const StoragePath& b) {
        return std::tie(a.host, a.initiator_port, a.target_port) <
               std::tie(b.host, b.initiator_port, b.target_port);
    });
    return out;
}

std::vector<DevicePath> paths_to_device(const Connectivity& c, Id host, Id device) {
    const Topology& t = c.topology();
    const Entity* d = t.find(device);
    const Id server = c.server_of(host);
    if (!d || server == kNoId) return {};
    // A drive without ports of its own is reached through its node's (or library's) ports.
    Id owner = device;
    if (d->kind == Kind::TapeDrive && t.children(device, Kind::Port).empty()) owner = d->parent;
    std::vector<DevicePath> out;
    for (Id initiator : c.initiator_ports(server)) {
        const std::string& w = c.wwpn(initiator);
        for (const Reach& r : c.reachable_devices(initiator)) {
            if (c.device_of(r.target_port) != owner) continue;
            if (r.fabric != kNoId && !c.zoned(r.fabric, w, c.wwpn(r.target_port))) continue;
            out.push_back({host, initiator, r.switch_ports, r.target_port, owner});
        }
    }
    return out;
}

std::vector<DevicePath> paths_to_device(const Topology& t, Id host, Id device) {
    return paths_to_device(Connectivity(t), host, device);
}

std::vector<StoragePath> paths_to_lu(const Topology& t, Id host, Id lu) {
    return paths_to_lu(Connectivity(t), host, lu);
}

std::vector<StoragePath> who_sees(const Topology& t, Id lu) {
    return who_sees(Connectivity(t), lu);
}

std::string why_not_visible(const Topology& t, Id host, Id lu) {
    return why_not_visible(Connectivity(t), host, lu);
}

std::vector<StoragePath> vmdk_paths(const Topology& t, Id vmdk) {
    const Entity* disk = t.find(vmdk);
    if (!disk || disk->kind != Kind::Vmdk) return {};
    const Entity* vm = t.find(disk->parent);
    if (!vm) return {};
    const Id host = vm->ref("host");
    // A raw device mapping's I/O goes to the mapped LU, not to the VMFS volume holding the
    // mapping file.
    if (disk->flag("rdm") && disk->ref("rdm_lu")) return host ? paths_to_lu(t, host, disk->ref("rdm_lu")) : std::vector<StoragePath>{};
    const Entity* ds = t.find(disk->ref("datastore"));
    if (!ds || ds->kind != Kind::Datastore || ds->text("type") != "vmfs") return {};
    const Id lu = ds->ref("lu");
    if (host == kNoId || lu == kNoId) return {};
    return paths_to_lu(t, host, lu);
}

}  // namespace santwin
