#include "bridge/diagram_operations.h"

#include <stdexcept>

#include "operations/copy_disk.h"
#include "operations/failures.h"
#include "operations/nas_dedupe.h"
#include "scenarios/scenario_run.h"

namespace santwin::gui_ops {

namespace {
std::vector<Target> named(const Topology& t, const std::vector<Id>& ids, Id except = kNoId) {
    std::vector<Target> out;
    for (Id id : ids)
        if (id != except) out.push_back({id, t.at(id).name});
    return out;
}

// Failable parts of an entity: itself when it is one, else its controllers, switches, HBAs.
std::vector<Id> failable(const Topology& t, Id entity) {
    const Kind k = t.at(entity).kind;
    if (k == Kind::Controller || k == Kind::FcSwitch || k == Kind::Hba || k == Kind::Port)
        return {entity};
    std::vector<Id> out;
    for (Id d : t.descendants(entity)) {
        const Kind dk = t.at(d).kind;
        if (dk == Kind::Controller || dk == Kind::FcSwitch || dk == Kind::Hba) out.push_back(d);
    }
    return out;
}
}  // namespace

std::vector<Offer> offers(const Project& project, Id entity) {
    const Topology& t = project.topology;
    std::vector<Offer> out;
    const Entity* e = t.find(entity);
    if (!e) return out;
    if (e->kind == Kind::Vm && !t.children(entity, Kind::Vmdk).empty()) {
        const Id here = t.at(t.children(entity, Kind::Vmdk).front()).ref("datastore");
        const auto stores = named(t, t.all_of(Kind::Datastore), here);
        out.push_back({"svmotion", "Storage vMotion to", entity, stores});
        out.push_back({"clone", "Clone to", entity, named(t, t.all_of(Kind::Datastore))});
    }
    if (e->kind == Kind::NasHead || e->kind == Kind::FileSystem) {
        const auto fss = e->kind == Kind::FileSystem ? std::vector<Id>{entity}
                                                     : t.children(entity, Kind::FileSystem);
        if (!fss.empty()) out.push_back({"dedupe", "Dedupe now", entity, named(t, fss)});
    }
    if (auto parts = failable(t, entity); !parts.empty())
        out.push_back({"fail", "Fail", entity, named(t, parts)});
    return out;
}

scenarios::ScenarioResult run_operation(const Project& project, const std::string& op, Id subject,
                                        Id target, double limit_s) {
    const Topology& t = project.topology;
    if (!t.contains(subject) || !t.contains(target))
        throw std::invalid_argument(
            "the operation names an entity the project does not have: reopen the menu");
    scenarios::ScenarioRun run(project, false);
    std::string name;
    if (op == "svmotion" || op == "clone") {
        const auto disks = t.children(subject, Kind::Vmdk);
        if (disks.empty())
            throw std::invalid_argument(t.describe(subject) + " has no virtual disk to copy");
        if (t.at(target).kind != Kind::Datastore)
            throw std::invalid_argument("copy to a datastore, not to " + t.describe(target));
        name = (op == "svmotion" ? "Storage vMotion of " : "Clone of ") + t.at(subject).name +
               " to " + t.at(target).name;
        operations::CopyDiskOptions options;
        options.delete_source = op == "svmotion";
        for (Id disk : disks)
            run.sim().add(std::make_unique<operations::CopyDisk>(name, disk, target, options));
    } else if (op == "dedupe") {
        if (t.at(target).kind != Kind::FileSystem)
            throw std::invalid_argument("dedupe runs on a file system, not on " +
                                        t.describe(target));
        name = "Dedupe of " + t.at(target).name;
        run.sim().add(std::make_unique<operations::DedupeRun>(name, std::vector<Id>{target}));
    } else if (op == "fail") {
        name = "Failure of " + t.at(target).name;
        auto job = operations::make_failure(t, target);
        job->start_at = 5;  // a moment of normal state first, so the change shows
        run.sim().add(std::move(job));
    } else {
        throw std::invalid_argument("unknown operation '" + op +
                                    "' (svmotion, clone, dedupe, fail)");
    }
    if (op == "fail")
        run.run_until(60);
    else
        run.sim().run_until_idle(limit_s);
    scenarios::ScenarioResult result;
    result.id = op;
    result.runs.push_back(run.record(name, {{"subject", subject}, {"target", target}}));
    result.notes.push_back(name + ", started from the diagram");
    return result;
}

}  // namespace santwin::gui_ops
