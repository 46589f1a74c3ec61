#include "editing/new_parts.h"

#include <set>

#include "editing/edits.h"

namespace santwin::editing {

Id add_host_group(EditSession& s, Id array) {
    const Topology& t = s.topology();
    if (!t.contains(array) || t.at(array).kind != Kind::Array)
        throw EditError("a host group belongs to a storage array, not #" + std::to_string(array));
    const Id group = create_entity(s, Kind::HostGroup, "HG-1", array);
    // ESX hosts want host mode VMware on Hitachi and HP arrays alike; without ESX hosts the
    // right mode is not ours to guess.
    if (!s.topology().all_of(Kind::EsxHost).empty()) s.set(group, "host_mode", std::string("VMware"));
    return group;
}

Id add_datastore(EditSession& s, Id lu) {
    const Topology& t = s.topology();
    if (lu == kNoId) {
        std::set<Id> used;
        for (Id ds : t.all_of(Kind::Datastore)) used.insert(t.at(ds).ref("lu"));
        for (Id candidate : t.all_of(Kind::LogicalUnit))
            if (!used.count(candidate)) {
                lu = candidate;
                break;
            }
        if (lu == kNoId) throw EditError("every LU backs a datastore already: add an LU first (palette, Logical unit)");
    }
    if (!t.contains(lu) || t.at(lu).kind != Kind::LogicalUnit)
        throw EditError("a VMFS datastore is backed by a logical unit, not #" + std::to_string(lu));
    const Id ds = create_entity(s, Kind::Datastore, "DS-" + t.at(lu).name, kNoId);
    s.set(ds, "lu", Ref{lu});
    return ds;
}

}  // namespace santwin::editing
