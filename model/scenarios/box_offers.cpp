// What a diagram box offers in its context menu (box_operations.h).
#include <algorithm>
#include <set>

#include "scenarios/box_operations.h"
#include "topology/cable_names.h"
#include "topology/paths.h"
#include "workloads/io_profile.h"

namespace santwin::scenarios {

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
    if (k == Kind::Controller || k == Kind::FcSwitch || k == Kind::Hba || k == Kind::Port) return {entity};
    std::vector<Id> out;
    for (Id d : t.descendants(entity)) {
        const Kind dk = t.at(d).kind;
        if (dk == Kind::Controller || dk == Kind::FcSwitch || dk == Kind::Hba) out.push_back(d);
    }
    return out;
}

// Datastores holding linked-clone deltas of VMs registered on `hosts` (any host when empty),
// with how many clones each.
std::map<Id, int> clone_datastores(const Topology& t, const std::set<Id>& hosts) {
    std::map<Id, int> out;
    for (Id vm : t.all_of(Kind::Vm)) {
        if (!hosts.empty() && !hosts.count(t.at(vm).ref("host"))) continue;
        const auto disks = t.children(vm, Kind::Vmdk);
        if (!disks.empty() && t.at(disks.front()).ref("linked_base") != kNoId) ++out[t.at(disks.front()).ref("datastore")];
    }
    return out;
}

// The cables at the ports of `entity` (itself a port, or any box holding ports), named by their
// two ends so a user can tell which path each is.
std::vector<Target> links_at(const Topology& t, Id entity) {
    std::set<Id> ports;
    if (t.at(entity).kind == Kind::Port) ports.insert(entity);
    for (Id d : t.descendants(entity))
        if (t.at(d).kind == Kind::Port) ports.insert(d);
    std::vector<Target> out;
    for (Id link : t.all_of(Kind::Link)) {
        const Entity& l = t.at(link);
        const Id a = l.ref("a"), b = l.ref("b");
        if (!ports.count(a) && !ports.count(b)) continue;
        out.push_back({link, cable_name(t, link)});
    }
    return out;
}

Offer vaai_toggle(const Entity& e, Id id) {
    Offer o{"edit", "VAAI", id, {}};
    o.edit_key = "vaai";
    o.edit_ids = {id};
    const bool on = e.flag("vaai");
    o.targets = {{id, "on", "true", on}, {id, "off", "false", !on}};
    return o;
}
}  // namespace

// ESX hosts a box stands for: itself, a cluster's members, the hosts a server runs.
std::set<Id> hosts_of(const Topology& t, Id entity) {
    const Entity& e = t.at(entity);
    if (e.kind == Kind::EsxHost) return {entity};
    if (e.kind == Kind::Cluster) {
        const auto members = e.refs("hosts");
        return {members.begin(), members.end()};
    }
    std::set<Id> out;
    for (Id c : t.children(entity, Kind::EsxHost)) out.insert(c);
    return out;
}

std::vector<Offer> offers(const Project& project, Id entity, const std::vector<Id>& selection,
                          const std::vector<Id>& group) {
    const Topology& t = project.topology;
    std::vector<Offer> out;
    const Entity* e = t.find(entity);
    if (!e) return out;
    // A group box's VMs (with disks, so they can run), when it is one.
    std::vector<Id> group_vms;
    for (Id id : group)
        if (t.contains(id) && t.at(id).kind == Kind::Vm && !t.children(id, Kind::Vmdk).empty()) group_vms.push_back(id);
    const bool in_group = group_vms.size() > 1;
    if (e->kind == Kind::Vm && !t.children(entity, Kind::Vmdk).empty()) {
        const Id here = t.at(t.children(entity, Kind::Vmdk).front()).ref("datastore");
        // In a group the copies act on the box's first VM: say which.
        const std::string of = in_group ? " " + e->name : "";
        out.push_back({"svmotion", "Storage vMotion" + of + " to", entity, named(t, t.all_of(Kind::Datastore), here)});
        out.push_back({"clone", "Clone" + of + " to", entity, named(t, t.all_of(Kind::Datastore))});
        out.push_back({"poweron", "Power on", entity, in_group ? named(t, group_vms) : std::vector<Target>{{entity, e->name}}});
    }
    if (e->kind == Kind::Template && !t.children(entity, Kind::Vmdk).empty())
        out.push_back({"deploy", "Deploy from template to", entity, named(t, t.all_of(Kind::Datastore))});
    if (e->kind == Kind::Vm) {
        // The workload of this VM, or of every selected VM when it is one of them.
        Offer o{"edit", "Workload", entity, {}};
        o.edit_key = "workload";
        const bool in_selection = std::find(selection.begin(), selection.end(), entity) != selection.end();
        for (Id id : in_group ? group : in_selection ? selection : std::vector<Id>{entity})
            if (t.contains(id) && t.at(id).kind == Kind::Vm) o.edit_ids.push_back(id);
        if (o.edit_ids.size() > 1) o.label = "Workload of " + std::to_string(o.edit_ids.size()) + " VMs";
        const std::string now = e->text("workload");
        o.targets.push_back({entity, "(none)", "", now.empty()});
        for (const auto& [name, profile] : workloads::builtin_profiles()) o.targets.push_back({entity, name, name, now == name});
        // A profile of the user's own, starting from what the VM runs now (or OLTP).
        const bool custom = workloads::is_custom_spec(now);
        std::string start = now;
        if (!custom) {
            const auto& all = workloads::builtin_profiles();
            const auto it = all.find(now);
            start = workloads::profile_spec(it != all.end() ? it->second : workloads::profile("oltp"));
        }
        o.targets.push_back({entity, custom ? "Custom: " + now : "Custom…", start, custom, true});
        out.push_back(std::move(o));
    }
    if (e->kind == Kind::EsxHost || e->kind == Kind::Cluster || e->kind == Kind::Datastore || e->kind == Kind::Server) {
        // Boot storm of the linked clones these hosts run (or this datastore holds): one entry,
        // a datastore per target, each taking at most the clones it holds.
        const auto per_ds = clone_datastores(t, e->kind == Kind::Datastore ? std::set<Id>{} : hosts_of(t, entity));
        Offer o{"bootstorm", "Boot storm of linked clones on", entity, {}};
        o.has_ask = true;
        o.ask = {"How many linked clones power on together", "VMs", 0, 1, 0};
        for (const auto& [ds, count] : per_ds) {
            if (e->kind == Kind::Datastore && ds != entity) continue;
            Target target{ds, t.at(ds).name};
            target.ask_max = static_cast<double>(count);
            o.targets.push_back(std::move(target));
            o.ask.max = std::max(o.ask.max, static_cast<double>(count));
        }
        o.ask.value = o.ask.max;
        if (!o.targets.empty()) out.push_back(std::move(o));
    }
    if (e->kind == Kind::Datastore && t.at(entity).ref("lu") != kNoId) {
        // Which host zeroes the new disk: those with a path to the datastore's LU.
        std::set<Id> hosts;
        for (const StoragePath& p : who_sees(t, t.at(entity).ref("lu")))
            if (t.at(p.host).kind == Kind::EsxHost) hosts.insert(p.host);
        Offer o{"ezt", "Create eagerzeroedthick disk from", entity, named(t, {hosts.begin(), hosts.end()})};
        o.has_ask = true;
        o.ask = {"Size of the new disk", "GB", 40, 1, 2048};
        if (!o.targets.empty()) out.push_back(std::move(o));
    }
    if (e->kind == Kind::VcbProxy || e->kind == Kind::Vtl || e->kind == Kind::VtlNode || e->kind == Kind::TapeLibrary ||
        (e->kind == Kind::Vm && !t.children(entity, Kind::Vmdk).empty()))
        out.push_back({"backupjob", "Backup job", entity, {{entity, "New backup job"}}});
    if (e->kind == Kind::NasHead || e->kind == Kind::FileSystem) {
        const auto fss = e->kind == Kind::FileSystem ? std::vector<Id>{entity} : t.children(entity, Kind::FileSystem);
        if (!fss.empty()) out.push_back({"dedupe", "Dedupe now", entity, named(t, fss)});
    }
    if (auto parts = failable(t, entity); !parts.empty()) out.push_back({"fail", "Fail", entity, named(t, parts)});
    if (auto links = links_at(t, entity); !links.empty()) out.push_back({"unplug", "Disable link", entity, links});
    // Settings last: operations first in the menu.
    if (e->kind == Kind::EsxHost || e->kind == Kind::Array || e->kind == Kind::NasHead) out.push_back(vaai_toggle(*e, entity));
    if (e->kind == Kind::Server)
        for (Id h : t.children(entity, Kind::EsxHost)) out.push_back(vaai_toggle(t.at(h), h));
    return out;
}

}  // namespace santwin::scenarios
