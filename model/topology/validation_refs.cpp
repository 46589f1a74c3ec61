// ref.dangling: every reference must land on an existing entity of a kind the schema allows.
#include <algorithm>

#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
std::string kinds_text(const std::vector<Kind>& kinds) {
    std::vector<std::string> names;
    for (Kind k : kinds) names.emplace_back(kind_label(k));
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
    return out;
}

std::string article(const std::string& noun) {
    return (!noun.empty() && std::string("AEIOUaeiou").find(noun[0]) != std::string::npos ? "an "
                                                                                          : "a ") +
           noun;
}

void check_target(Context& ctx, const Entity& e, const AttrSpec& spec, Id target) {
    const Entity* to = ctx.t.find(target);
    // "The datastore of Virtual disk 'VM1-data'": a possessive after the quoted name reads ''s.
    const std::string where = "The " + spec.key + " of " + ctx.describe(e.id);
    if (!to) {
        ctx.error("ref.dangling", {e.id},
                  where + " points to #" + std::to_string(target) +
                      ", which does not exist: point it at an existing " +
                      kinds_text(spec.ref_kinds) + " or clear it");
        return;
    }
    if (!spec.ref_kinds.empty() &&
        std::find(spec.ref_kinds.begin(), spec.ref_kinds.end(), to->kind) == spec.ref_kinds.end())
        ctx.error("ref.dangling", {e.id, target},
                  where + " points to " + ctx.describe(target) + ", but it takes " +
                      article(kinds_text(spec.ref_kinds)) + ": point it at one of those");
}
}  // namespace

void check_refs(Context& ctx) {
    for (const auto& [id, e] : ctx.t.entities()) {
        const KindSpec& kind = kind_spec(e.kind);
        for (const auto& [key, value] : e.attrs) {
            const AttrSpec* spec = kind.attr(key);
            if (!spec) continue;  // insert() refuses unknown keys; nothing to check
            if (const auto* r = std::get_if<Ref>(&value); r && r->id != kNoId)
                check_target(ctx, e, *spec, r->id);
            if (const auto* list = std::get_if<RefList>(&value))
                for (Id target : *list) check_target(ctx, e, *spec, target);
        }
    }
}

}  // namespace santwin::validation_detail
