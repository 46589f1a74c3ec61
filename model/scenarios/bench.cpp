#include "scenarios/bench.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "labs/labs.h"

namespace santwin::scenarios {

Bench::Bench(const std::string& lab_id) : project_(labs::build_lab(lab_id)), builder_(project_.topology, 200) {}

Id Bench::find(Kind kind, const std::string& name) const {
    Id id = project_.topology.find_by_name(kind, name);
    if (id) return id;
    std::string known;
    for (Id e : project_.topology.all_of(kind)) known += (known.empty() ? "" : ", ") + project_.topology.at(e).name;
    throw std::invalid_argument("lab " + project_.lab_id + " has no " + std::string(kind_label(kind)) + " '" + name +
                                "' (it has: " + known + ")");
}

void Bench::clear_vms() {
    Topology& t = project_.topology;
    for (Kind k : {Kind::Vm, Kind::Template})
        for (Id id : t.all_of(k))
            if (t.contains(id)) t.remove(id);
}

void Bench::remove_lu(Id lu) {
    Topology& t = project_.topology;
    for (Id ds : t.all_of(Kind::Datastore))
        if (t.at(ds).ref("lu") == lu) {
            for (Id d : t.all_of(Kind::Vmdk))
                if (t.contains(d) && t.at(d).ref("datastore") == ds) t.remove(d);
            t.remove(ds);
        }
    for (Id m : t.all_of(Kind::LunMapping))
        if (t.at(m).ref("lu") == lu) t.remove(m);
    for (Id p : t.all_of(Kind::MultipathPolicy))
        if (t.at(p).ref("lu") == lu) t.remove(p);
    t.remove(lu);
}

void Bench::remove_pool(Id pool) {
    Topology& t = project_.topology;
    for (Id lu : t.all_of(Kind::LogicalUnit))
        if (t.at(lu).ref("backing") == pool) remove_lu(lu);
    t.remove(pool);
}

Id Bench::standard_lu(Id raid_group, double capacity_gb, const std::string& name, Id owner) {
    const Id array = project_.topology.at(raid_group).parent;
    Id lu = builder_.add(Kind::LogicalUnit, name, array, {{"capacity_gb", capacity_gb}, {"backing", Ref{raid_group}}});
    if (owner) project_.topology.set(lu, "owner", Ref{owner});
    present(lu);
    return lu;
}

Id Bench::pool(Id array, const std::string& name, const std::vector<Id>& members, double page_mb) {
    return builder_.add(Kind::Pool, name, array, {{"page_mb", page_mb}, {"members", RefList(members)}});
}

void Bench::add_pool_member(Id pool, Id raid_group) {
    RefList members = project_.topology.at(pool).refs("members");
    if (std::find(members.begin(), members.end(), raid_group) == members.end()) members.push_back(raid_group);
    project_.topology.set(pool, "members", members);
}

Id Bench::dp_lu(Id pool, double capacity_gb, const std::string& name, Id owner) {
    const Id array = project_.topology.at(pool).parent;
    Id lu = builder_.add(Kind::LogicalUnit, name, array, {{"capacity_gb", capacity_gb}, {"backing", Ref{pool}}});
    if (owner) project_.topology.set(lu, "owner", Ref{owner});
    present(lu);
    return lu;
}

void Bench::present(Id lu) {
    Topology& t = project_.topology;
    const Id array = t.at(lu).parent;
    for (Id hg : t.children(array, Kind::HostGroup)) {
        int next = 0;
        for (Id m : t.children(hg, Kind::LunMapping)) next = std::max(next, static_cast<int>(t.at(m).num("lun")) + 1);
        builder_.add(Kind::LunMapping, t.at(lu).name + " @ LUN " + std::to_string(next), hg,
                     {{"lu", Ref{lu}}, {"lun", static_cast<double>(next)}});
    }
}

Id Bench::datastore(Id lu, const std::string& name, double block_mb, const std::string& vmfs) {
    return builder_.add(Kind::Datastore, name, kNoId,
                        {{"type", std::string("vmfs")}, {"lu", Ref{lu}}, {"block_size_mb", block_mb},
                         {"vmfs_version", vmfs}});
}

Id Bench::vm(Id host, const std::string& name, const std::string& workload) {
    Id v = builder_.add(Kind::Vm, name, kNoId, {{"host", Ref{host}}});
    if (!workload.empty()) project_.topology.set(v, "workload", workload);
    return v;
}

Id Bench::vmdk(Id vm, Id datastore, double size_gb, const std::string& format, const std::string& name) {
    return builder_.add(Kind::Vmdk, name.empty() ? project_.topology.at(vm).name + ".vmdk" : name, vm,
                        {{"datastore", Ref{datastore}}, {"size_gb", size_gb}, {"format", format}});
}

std::vector<Id> Bench::free_drives(Id array) const {
    const Topology& t = project_.topology;
    std::set<Id> used;
    for (Kind k : {Kind::RaidGroup, Kind::DiskGroup})
        for (Id g : t.all_of(k))
            for (Id d : t.at(g).refs("drives")) used.insert(d);
    std::vector<Id> out;
    for (Id d : t.children(array, Kind::Drive))
        if (!used.count(d)) out.push_back(d);
    return out;
}

}  // namespace santwin::scenarios
