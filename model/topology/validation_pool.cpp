// Thin pool rules: pool.member_in_two_pools, pool.mixed_raid_level, pool.mixed_drive_type,
// pool.oversubscribed.
// A member's traits are its RAID level and drive type(s); an external volume takes the traits
// of its source LU's backing (RAID group, the members of a pool, or a disk group whose Vraid is
// read as the matching RAID level) when they can be resolved.
#include <map>
#include <set>

#include "topology/capacity.h"
#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
struct Trait {
    std::string level;  // "raid5"
    std::string type;   // drive type, "sas"
};

std::string level_of_vraid(const std::string& vraid) {
    if (vraid == "vraid0") return "raid0";
    if (vraid == "vraid1") return "raid10";
    if (vraid == "vraid5") return "raid5";
    if (vraid == "vraid6") return "raid6";
    return "";
}

class TraitFinder {
public:
    explicit TraitFinder(const Topology& t) : t_(t) {}

    // Never walk into `id` (the pool being checked: a source LU it backs must not loop back).
    void exclude(Id id) { seen_.insert(id); }

    // Traits of a pool member; `seen` guards external-volume cycles.
    std::vector<Trait> member(Id id) {
        const Entity* e = t_.find(id);
        if (!e || !seen_.insert(id).second) return {};
        if (e->kind == Kind::RaidGroup) return with_types(e->text("level"), e->refs("drives"));
        if (e->kind == Kind::ExternalVolume) return lu(e->ref("source_lu"));
        return {};
    }

private:
    std::vector<Trait> lu(Id id) {
        const Entity* e = t_.find(id);
        if (!e || e->kind != Kind::LogicalUnit || !seen_.insert(id).second) return {};
        const Entity* b = t_.find(e->ref("backing"));
        if (!b) return {};
        if (b->kind == Kind::RaidGroup) return member(b->id);
        if (b->kind == Kind::DiskGroup)
            return with_types(level_of_vraid(e->text("vraid")), b->refs("drives"));
        if (b->kind == Kind::Pool && seen_.insert(b->id).second) {
            std::vector<Trait> out;
            for (Id m : b->refs("members")) {
                auto more = member(m);
                out.insert(out.end(), more.begin(), more.end());
            }
            return out;
        }
        return {};
    }

    std::vector<Trait> with_types(const std::string& level, const RefList& drives) const {
        std::set<std::string> types;
        for (Id d : drives)
            if (const Entity* e = t_.find(d); e && e->kind == Kind::Drive)
                types.insert(e->text("type"));
        std::vector<Trait> out;
        for (const auto& type : types) out.push_back({level, type});
        if (types.empty()) out.push_back({level, ""});
        return out;
    }

    const Topology& t_;
    std::set<Id> seen_;
};

struct MemberTraits {
    Id member;
    std::vector<Trait> traits;
};

// Reports `rule` when the members' values of `field` (among traits passing `in_scope`) differ.
template <typename Field>
void report_mix(Context& ctx, Id pool, const std::vector<MemberTraits>& members,
                const std::string& rule, const std::string& what, const std::string& fix,
                Field field, const std::string& scope = "") {
    std::map<std::string, std::vector<Id>> by_value;
    for (const auto& m : members)
        for (const auto& trait : m.traits) {
            if (!scope.empty() && trait.type != scope) continue;
            const std::string v = field(trait);
            if (v.empty()) continue;
            auto& ids = by_value[v];
            if (ids.empty() || ids.back() != m.member) ids.push_back(m.member);
        }
    if (by_value.size() < 2) return;
    std::vector<std::string> parts;
    std::vector<Id> ids{pool};
    for (const auto& [value, holders] : by_value) {
        std::vector<std::string> names;
        for (Id h : holders) {
            names.push_back(ctx.describe(h));
            ids.push_back(h);
        }
        parts.push_back(value + " (" + join(names) + ")");
    }
    ctx.error(rule, ids,
              ctx.describe(pool) + " mixes " + what +
                  (scope.empty() ? "" : " among its " + scope + " drives") + ": " + join(parts) +
                  ": " + fix);
}

void check_mixing(Context& ctx, Id pool) {
    const Entity& p = ctx.t.at(pool);
    std::vector<MemberTraits> members;
    std::set<std::string> types;
    for (Id m : p.refs("members")) {
        TraitFinder finder(ctx.t);
        finder.exclude(pool);
        members.push_back({m, finder.member(m)});
        for (const auto& trait : members.back().traits)
            if (!trait.type.empty()) types.insert(trait.type);
    }
    auto level = [](const Trait& t) { return t.level; };
    const std::string level_fix = "build the pool from members of one RAID level";
    if (p.text("type") == "hdt") {
        // Tiering puts different drive types in different tiers; within a tier levels must match.
        for (const auto& type : types)
            report_mix(ctx, pool, members, "pool.mixed_raid_level", "RAID levels", level_fix, level,
                       type);
        return;
    }
    report_mix(ctx, pool, members, "pool.mixed_raid_level", "RAID levels", level_fix, level);
    report_mix(ctx, pool, members, "pool.mixed_drive_type", "drive types",
               "build the pool from one drive type, or make it an HDT (tiered) pool",
               [](const Trait& t) { return t.type; });
}

// A pool volume gives all its capacity to one pool: two pools listing it would each hand out
// the same pages.
void check_shared_members(Context& ctx) {
    std::map<Id, std::vector<Id>> pools_of;  // member -> pools listing it
    for (Id pool : ctx.t.all_of(Kind::Pool))
        for (Id m : ctx.t.at(pool).refs("members")) {
            auto& pools = pools_of[m];
            if (pools.empty() || pools.back() != pool) pools.push_back(pool);
        }
    report_listed_twice(ctx, "pool.member_in_two_pools", pools_of,
                        "a pool volume belongs to one pool; remove it from all but one");
}

void check_subscription(Context& ctx, Id pool, const std::vector<Id>& lus) {
    double sum = 0;
    for (Id lu : lus) sum += ctx.t.at(lu).num("capacity_gb");
    const double usable = pool_usable_gb(ctx.t, pool);
    const double pct = ctx.t.at(pool).num("subscription_limit_pct", 100);
    const double limit = usable * pct / 100;
    if (sum <= limit + 1e-6) return;
    std::vector<Id> ids{pool};
    ids.insert(ids.end(), lus.begin(), lus.end());
    ctx.error("pool.oversubscribed", ids,
              "the thin LUs on " + ctx.describe(pool) + " total " + number(sum) + " GB, over " +
                  number(pct) + "% of its " + number(usable) + " GB usable capacity (" +
                  number(limit) +
                  " GB): add pool volumes, shrink or remove LUs, or raise subscription_limit_pct");
}
}  // namespace

void check_pools(Context& ctx) {
    std::map<Id, std::vector<Id>> thin_lus;
    for (Id lu : ctx.t.all_of(Kind::LogicalUnit)) {
        const Id b = ctx.t.at(lu).ref("backing");
        if (const Entity* e = ctx.t.find(b); e && e->kind == Kind::Pool) thin_lus[b].push_back(lu);
    }
    check_shared_members(ctx);
    for (Id pool : ctx.t.all_of(Kind::Pool)) {
        check_mixing(ctx, pool);
        if (auto it = thin_lus.find(pool); it != thin_lus.end())
            check_subscription(ctx, pool, it->second);
    }
}

}  // namespace santwin::validation_detail
