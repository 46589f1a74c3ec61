#include "topology/attr_relevance.h"

#include <algorithm>
#include <set>
#include <string>

namespace santwin {

namespace {
Kind backing_kind(const Topology& t, const Entity& lu) {
    const Entity* b = t.find(lu.ref("backing"));
    return b ? b->kind : Kind::LogicalUnit;  // LogicalUnit: no backing yet
}

bool in_hdt_pool(const Topology& t, const Entity& e) {
    if (e.kind == Kind::Pool) return e.text("type") == "hdt";
    const Entity* b = t.find(e.ref("backing"));
    return b && b->kind == Kind::Pool && b->text("type") == "hdt";
}

Id top_level(const Topology& t, Id id) {
    while (t.contains(id) && t.at(id).parent != kNoId) id = t.at(id).parent;
    return id;
}

// Where a cable's end may move: its current port, and the ports of the cable's protocol that no
// other cable (nor this cable's other end) uses, in id order.
std::vector<Id> cable_end_candidates(const Topology& t, const Entity& link, const std::string& end) {
    std::set<Id> cabled{link.ref(end == "a" ? "b" : "a")};
    for (Id other : t.all_of(Kind::Link))
        if (other != link.id)
            for (const char* k : {"a", "b"}) cabled.insert(t.at(other).ref(k));
    const Id current = link.ref(end);
    const std::string protocol = t.contains(current) ? t.at(current).text("protocol") : link.text("medium");
    std::vector<Id> out;
    for (Id port : t.all_of(Kind::Port))
        if (port == current || (!cabled.count(port) && t.at(port).text("protocol") == protocol)) out.push_back(port);
    return out;
}
}  // namespace

bool attribute_applies(const Topology& t, const Entity& e, const AttrSpec& spec) {
    if (!std::holds_alternative<std::monostate>(e.attr(spec.key))) return true;
    if (e.kind == Kind::LogicalUnit && spec.key == "vraid") {
        const Kind k = backing_kind(t, e);
        return k == Kind::DiskGroup || k == Kind::LogicalUnit;
    }
    if ((e.kind == Kind::LogicalUnit && spec.key == "tiering_policy") ||
        (e.kind == Kind::Pool && spec.key == "tier_cycle_min"))
        return in_hdt_pool(t, e);
    if (e.kind == Kind::Datastore) {  // a VMFS datastore lives on an LU, an NFS one on an export
        const bool nfs = e.text("type") == "nfs";
        if (spec.key == "export") return nfs;
        if (spec.key == "lu" || spec.key == "vmfs_version" || spec.key == "block_size_mb") return !nfs;
    }
    return true;
}

std::vector<Id> ref_candidates(const Topology& t, const Entity& e, const AttrSpec& spec, size_t limit) {
    if (e.kind == Kind::Link && (spec.key == "a" || spec.key == "b")) {
        std::vector<Id> ends = cable_end_candidates(t, e, spec.key);
        if (ends.size() > limit) ends.resize(limit);
        return ends;
    }
    std::vector<Id> all;
    for (Kind k : spec.ref_kinds)
        for (Id id : t.all_of(k))
            if (id != e.id) all.push_back(id);
    std::sort(all.begin(), all.end());
    const Id device = top_level(t, e.id);
    std::vector<Id> near;
    if (device != e.id)
        for (Id id : all)
            if (top_level(t, id) == device) near.push_back(id);
    std::vector<Id>& out = near.empty() ? all : near;
    if (out.size() > limit) out.resize(limit);
    return out;
}

}  // namespace santwin
