// LUN masking rules: masking.lu_on_other_array, masking.port_not_on_array,
// masking.duplicate_lun (what a host group holds) and masking.no_path (a listed host that
// cannot reach what the group maps, with why_not_visible's reason).
#include <algorithm>
#include <map>

#include "topology/paths.h"
#include "topology/validation_context.h"
#include "topology/wwpn.h"

namespace santwin::validation_detail {

namespace {
const Entity* of_kind(const Topology& t, Id id, Kind k) {
    const Entity* e = t.find(id);
    return e && e->kind == k ? e : nullptr;
}

void check_contents(Context& ctx, Id hg) {
    const Id array = ctx.t.at(hg).parent;
    for (Id p : ctx.t.at(hg).refs("ports")) {
        if (!of_kind(ctx.t, p, Kind::Port) || ctx.c.array_of(p) == array) continue;
        ctx.error("masking.port_not_on_array", {hg, p},
                  ctx.describe(hg) + " lists " + ctx.c.describe_port(p) +
                      ", which is not a front-end port of " + ctx.describe(array) +
                      ": list ports of this array's controllers");
    }
    std::map<int, std::vector<Id>> by_lun;  // LUN -> mappings using it
    for (Id m : ctx.t.children(hg, Kind::LunMapping)) {
        const Entity& mapping = ctx.t.at(m);
        by_lun[static_cast<int>(mapping.num("lun"))].push_back(m);
        const Id lu = mapping.ref("lu");
        if (!of_kind(ctx.t, lu, Kind::LogicalUnit) || ctx.t.ancestor(lu, Kind::Array) == array)
            continue;
        ctx.error(
            "masking.lu_on_other_array", {m, lu, hg},
            ctx.describe(m) + " in " + ctx.describe(hg) + " presents " + ctx.describe(lu) +
                ", which lives on " + ctx.describe(ctx.t.ancestor(lu, Kind::Array)) +
                ": a host group maps LUs of its own array (virtualize it with an external volume)");
    }
    for (const auto& [lun, mappings] : by_lun) {
        if (mappings.size() < 2) continue;
        std::vector<std::string> names;
        for (Id m : mappings) names.push_back(ctx.describe(m));
        std::vector<Id> ids{hg};
        ids.insert(ids.end(), mappings.begin(), mappings.end());
        ctx.error("masking.duplicate_lun", ids,
                  ctx.describe(hg) + " presents LUN " + std::to_string(lun) + " twice (" +
                      join(names) + "): give each mapping its own lun");
    }
}

// A host whose initiator the group lists should reach every LU the group maps.
void check_members_reach(Context& ctx) {
    for (Id hg : ctx.t.all_of(Kind::HostGroup)) {
        const Id array = ctx.t.at(hg).parent;
        std::vector<Id> mapped;  // LUs of the group's own array; others are reported above
        for (Id m : ctx.t.children(hg, Kind::LunMapping)) {
            const Id lu = ctx.t.at(m).ref("lu");
            if (of_kind(ctx.t, lu, Kind::LogicalUnit) && ctx.t.ancestor(lu, Kind::Array) == array)
                mapped.push_back(lu);
        }
        if (mapped.empty()) continue;
        std::map<Id, std::vector<std::string>> hosts;  // host -> its WWPNs the group lists
        for (const std::string& w : ctx.t.at(hg).texts("initiators"))
            for (Id p : ctx.c.ports_with_wwpn(normalize_wwpn(w))) {
                const Entity& adapter = ctx.t.at(ctx.t.at(p).parent);
                if (adapter.kind != Kind::Hba) continue;
                auto& listed = hosts[ctx.c.host_of_server(adapter.parent)];
                if (std::find(listed.begin(), listed.end(), w) == listed.end()) listed.push_back(w);
            }
        for (const auto& [host, wwpns] : hosts) {
            std::vector<Id> missing;
            for (Id lu : mapped)
                if (paths_to_lu(ctx.c, host, lu).empty()) missing.push_back(lu);
            if (missing.empty()) continue;
            std::vector<std::string> lus;
            std::vector<Id> ids{host, hg};
            for (Id lu : missing) {
                lus.push_back(ctx.describe(lu));
                ids.push_back(lu);
            }
            ctx.warning("masking.no_path", ids,
                        ctx.describe(host) + " is listed in " + ctx.describe(hg) + " (as " +
                            join(wwpns) + "), which maps " + join(lus) + ", but has no path to " +
                            (missing.size() == 1 ? "it: " : "them: ") +
                            why_not_visible(ctx.c, host, missing.front()));
        }
    }
}

}  // namespace

void check_masking(Context& ctx) {
    for (Id hg : ctx.t.all_of(Kind::HostGroup)) check_contents(ctx, hg);
    check_members_reach(ctx);
}

}  // namespace santwin::validation_detail
