// Virtual disk formats and where disks live (seeds 000 and 002): eagerzeroedthick for a
// latency-sensitive workload, zeroedthick templates on Dynamic Provisioning, thin disks on
// NFS, and Dynamic Provisioning LUs for wide striping.
#include <set>

#include "advice/advice_context.h"
#include "workloads/io_profile.h"

namespace santwin::advice::detail {

namespace {
std::string format_of(const Entity& disk) {
    const std::string f = disk.text("format");
    return f.empty() ? "zeroedthick" : f;
}

bool on_nfs(const Topology& t, Id datastore) { return t.at(datastore).text("type") == "nfs"; }

// The VM's workload, when it names one that parses (a bad one is validation's vm.bad_workload).
std::optional<workloads::IoProfile> workload_of(const Entity& vm) {
    const std::string w = vm.text("workload");
    if (w.empty()) return std::nullopt;
    try {
        return workloads::resolve_profile(w);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

void lazy_disks(Context& ctx) {
    const Topology& t = ctx.t;
    const double min_random = ctx.book.number("advice.lazy_disk_latency_sensitive", "min_random_pct") / 100.0;
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity& d = t.at(disk);
        const Entity* vm = t.find(d.parent);
        const Id ds = d.ref("datastore");
        if (!vm || vm->kind != Kind::Vm || !ds || !t.contains(ds) || on_nfs(t, ds)) continue;
        if (d.flag("rdm") || d.ref("linked_base") || format_of(d) == "eagerzeroedthick") continue;
        // A disk written all over has no first writes left to pay for.
        if (d.num("used_gb") >= d.num("size_gb", 20)) continue;
        const auto w = workload_of(*vm);
        if (!w || w->random_fraction < min_random || w->read_fraction >= 1.0) continue;
        ctx.add("advice.lazy_disk_latency_sensitive", {disk, vm->id},
                ctx.name(disk) + " of " + ctx.name(vm->id) + " is " + format_of(d) + " while the VM runs '" +
                    (w->label.empty() ? w->name : w->label) + "' (random writes): each first write to a block "
                    "zeroes it first, so the workload's latency is worse until the disk has been written over",
                "convert it to eagerzeroedthick", set_fix(t, disk, "format", std::string("eagerzeroedthick")));
    }
}

void nfs_and_templates(Context& ctx) {
    const Topology& t = ctx.t;
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity& d = t.at(disk);
        const Id ds = d.ref("datastore");
        if (!ds || !t.contains(ds) || d.flag("rdm")) continue;
        const std::string format = format_of(d);
        if (on_nfs(t, ds)) {
            if (format != "thin")
                ctx.add("advice.thick_on_nfs", {disk, ds},
                        ctx.name(disk) + " is " + format + " on the NFS datastore " + ctx.name(ds),
                        "make it thin (the format an NFS datastore creates)", set_fix(t, disk, "format", std::string("thin")));
            continue;
        }
        const Entity* owner = t.find(d.parent);
        const Id lu = t.at(ds).ref("lu");
        if (!owner || owner->kind != Kind::Template || format != "eagerzeroedthick" || !lu || !t.contains(lu)) continue;
        const Id backing = t.at(lu).ref("backing");
        if (!backing || !t.contains(backing) || t.at(backing).kind != Kind::Pool) continue;
        ctx.add("advice.template_eagerzeroed", {disk, owner->id},
                ctx.name(disk) + " of template " + ctx.name(owner->id) + " is eagerzeroedthick on " + ctx.name(lu) +
                    ", a Dynamic Provisioning LU: every VM deployed from it with 'same format as source' takes its "
                    "whole size from the pool",
                "convert the template's disk to zeroedthick", set_fix(t, disk, "format", std::string("zeroedthick")));
    }
}

// VMs that run a workload on a datastore whose LU sits on one RAID group, while the array has
// a Dynamic Provisioning pool that would stripe it over all the pool's groups.
void wide_striping(Context& ctx) {
    const Topology& t = ctx.t;
    for (Id ds : t.all_of(Kind::Datastore)) {
        const Id lu = t.at(ds).ref("lu");
        if (on_nfs(t, ds) || !lu || !t.contains(lu)) continue;
        const Id backing = t.at(lu).ref("backing");
        if (!backing || !t.contains(backing) || t.at(backing).kind != Kind::RaidGroup) continue;
        const std::vector<Id> pools = t.children(t.at(lu).parent, Kind::Pool);
        if (pools.empty()) continue;
        std::set<Id> busy;
        for (Id disk : t.all_of(Kind::Vmdk)) {
            const Entity& d = t.at(disk);
            const Entity* vm = t.find(d.parent);
            if (d.ref("datastore") == ds && vm && vm->kind == Kind::Vm && workload_of(*vm)) busy.insert(vm->id);
        }
        if (busy.empty()) continue;
        std::vector<Id> ids{ds, lu, backing};
        ids.insert(ids.end(), busy.begin(), busy.end());
        ctx.add("advice.wide_striping", ids,
                std::to_string(busy.size()) + (busy.size() == 1 ? " VM runs its workload" : " VMs run their workloads") +
                    " on " + ctx.name(ds) + ", whose LU " + ctx.name(lu) + " sits on the single RAID group " +
                    ctx.name(backing) + ", while " + ctx.name(pools.front()) + " on the same array stripes over all its groups",
                "move the disks (Storage vMotion) to a datastore on a Dynamic Provisioning LU of " + ctx.name(pools.front()));
    }
}
}  // namespace

void advise_disks(Context& ctx) {
    lazy_disks(ctx);
    nfs_and_templates(ctx);
    wide_striping(ctx);
}

}  // namespace santwin::advice::detail
