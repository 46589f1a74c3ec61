#include "topology/backing.h"

#include <set>

namespace santwin {

namespace {
class BackingWalker {
public:
    explicit BackingWalker(const Topology& t) : t_(t) {}

    void lu(Id id, bool include_self) {
        const Entity* e = t_.find(id);
        if (!e || e->kind != Kind::LogicalUnit || !seen_.insert(id).second) return;
        if (include_self) out.chain.push_back(id);
        backing(e->ref("backing"));
    }

    BackingChain out;

private:
    void backing(Id id) {
        const Entity* e = t_.find(id);
        if (!e || !seen_.insert(id).second) return;
        switch (e->kind) {
            case Kind::RaidGroup:
            case Kind::DiskGroup:
                out.chain.push_back(id);
                add_drives(e->refs("drives"));
                break;
            case Kind::Pool:
                out.chain.push_back(id);
                for (Id m : e->refs("members")) backing(m);
                break;
            case Kind::ExternalVolume:
                out.chain.push_back(id);
                lu(e->ref("source_lu"), true);
                break;
            default:
                break;  // not storage: validation reports the bad reference
        }
    }

    void add_drives(const RefList& drives) {
        for (Id d : drives) {
            const Entity* e = t_.find(d);
            if (e && e->kind == Kind::Drive && drives_seen_.insert(d).second)
                out.drives.push_back(d);
        }
    }

    const Topology& t_;
    std::set<Id> seen_;
    std::set<Id> drives_seen_;
};
}  // namespace

Id unbacked_lu_in_use(const Topology& t) {
    for (Id disk : t.all_of(Kind::Vmdk)) {
        const Entity& d = t.at(disk);
        const Entity* ds = t.find(d.ref("datastore"));
        for (Id lu : {d.ref("rdm_lu"), ds && ds->kind == Kind::Datastore ? ds->ref("lu") : kNoId}) {
            const Entity* e = t.find(lu);
            if (e && e->kind == Kind::LogicalUnit && e->ref("backing") == kNoId) return lu;
        }
    }
    return kNoId;
}

BackingChain resolve_backing(const Topology& t, Id lu) {
    BackingWalker w(t);
    w.lu(lu, false);
    return std::move(w.out);
}

}  // namespace santwin
