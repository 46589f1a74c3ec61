#include "advice/advice.h"

#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "advice/advice_context.h"

namespace santwin::advice {

namespace detail {
std::string number(double v) {
    std::ostringstream s;
    s.precision(std::abs(v - std::round(v)) < 0.05 ? 0 : 1);
    s << std::fixed << v;
    return s.str();
}

Fix set_fix(const Topology& t, Id entity, const std::string& attribute, Value value) {
    const std::string shown = std::holds_alternative<Ref>(value) ? "'" + t.at(std::get<Ref>(value).id).name + "'"
                                                                 : to_display(value);
    return {entity, attribute, value, "set '" + t.at(entity).name + "' " + attribute + " to " + shown};
}
}  // namespace detail

std::vector<Advice> advise(const Topology& t) {
    detail::Context ctx(t);
    detail::advise_paths(ctx);
    detail::advise_disks(ctx);
    detail::advise_hosts(ctx);
    detail::advise_backup_lab(ctx);
    return std::move(ctx.out);
}

std::vector<Advice> advise_backup(const Topology& t, const BackupPlan& plan) {
    detail::Context ctx(t);
    const std::set<Id> vms(plan.vms.begin(), plan.vms.end());
    const int streams = int(vms.size());
    // Multiplexing: streams written to each drive at once.
    if (plan.tape_drives > 0) {
        const double ratio = double(streams) / plan.tape_drives;
        const double max_ratio = ctx.book.number("advice.multiplexing", "max_ratio");
        if (ratio > max_ratio)
            ctx.add("advice.multiplexing", {},
                    std::to_string(streams) + " streams to " + std::to_string(plan.tape_drives) + " drives is " +
                        detail::number(ratio) + ":1 multiplexing: restoring one VM reads all the streams interleaved with it",
                    "use at least " + std::to_string(int(std::ceil(streams / max_ratio))) +
                        " drives, or back up in rounds of " + std::to_string(int(plan.tape_drives * max_ratio)) + " VMs");
    }
    // Snapshots per VMFS datastore in the one job.
    std::map<Id, std::set<Id>> vms_by_datastore;
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity& d = t.at(disk);
        const Entity* ds = t.find(d.ref("datastore"));
        if (vms.count(d.parent) && ds && ds->text("type") != "nfs") vms_by_datastore[ds->id].insert(d.parent);
    }
    const double max_snaps = ctx.book.number("advice.snapshots_per_vmfs", "max_snapshots");
    for (const auto& [ds, on] : vms_by_datastore)
        if (double(on.size()) > max_snaps)
            ctx.add("advice.snapshots_per_vmfs", {ds},
                    "the job snapshots " + std::to_string(on.size()) + " VMs on " + ctx.name(ds) +
                        " at once, each snapshot taking the datastore's lock while the others' VMs run");
    // Image exports per controller owning the source LUs.
    if (plan.image_export) {
        std::map<Id, std::set<Id>> vms_by_controller;
        for (const auto& [ds, on] : vms_by_datastore) {
            const Entity* lu = t.find(t.at(ds).ref("lu"));
            if (lu && lu->ref("owner")) vms_by_controller[lu->ref("owner")].insert(on.begin(), on.end());
        }
        const double max_streams = ctx.book.number("advice.streams_per_controller", "max_streams");
        for (const auto& [ctl, on] : vms_by_controller)
            if (double(on.size()) > max_streams)
                ctx.add("advice.streams_per_controller", {ctl},
                        std::to_string(on.size()) + " image exports at once read LUs " + ctx.name(ctl) + " owns");
    }
    detail::spindles_per_stream(ctx, streams, vms, "the VMs this job backs up at once");
    return std::move(ctx.out);
}

}  // namespace santwin::advice
