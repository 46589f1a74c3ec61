// Host settings (seed 001): VAAI left off on a host whose array and ESX version have it.
#include <set>

#include "advice/advice_context.h"
#include "devices/hardware_catalog.h"
#include "engine/flow/build_context.h"

namespace santwin::advice::detail {

namespace {
// The arrays whose LUs the host uses: through its path policies and its VMs' VMFS datastores.
std::set<Id> arrays_used(const Topology& t, Id host) {
    std::set<Id> lus;
    for (Id pol : t.children(host, Kind::MultipathPolicy)) lus.insert(t.at(pol).ref("lu"));
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity* vm = t.find(t.at(disk).parent);
        const Entity* ds = t.find(t.at(disk).ref("datastore"));
        if (vm && vm->kind == Kind::Vm && vm->ref("host") == host && ds) lus.insert(ds->ref("lu"));
    }
    std::set<Id> arrays;
    for (Id lu : lus)
        if (lu && t.contains(lu))
            if (const Id a = t.ancestor(lu, Kind::Array)) arrays.insert(a);
    return arrays;
}
}  // namespace

void advise_hosts(Context& ctx) {
    const Topology& t = ctx.t;
    const auto& hosts = devices::HardwareCatalog::builtin().hosts();
    for (Id host : t.all_of(Kind::EsxHost)) {
        if (t.at(host).flag("vaai", true)) continue;
        const std::string version = engine::host_version(t, host);
        const auto params = hosts.find(version);
        if (params == hosts.end() || params->second.vaai_available <= 0) continue;
        for (Id array : arrays_used(t, host)) {
            if (!t.at(array).flag("vaai")) continue;
            ctx.add("advice.vaai_disabled", {host, array},
                    ctx.name(host) + " (ESX " + version + ") has VAAI turned off, while " + ctx.name(array) +
                        " supports it: clones, deployments and Storage vMotion copy through the host, zeroing "
                        "is written as data and VMFS locks take SCSI reservations",
                    "turn VAAI on for the host", set_fix(t, host, "vaai", true));
            break;
        }
    }
}

}  // namespace santwin::advice::detail
