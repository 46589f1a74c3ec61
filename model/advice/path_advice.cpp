// Path policies on asymmetric arrays (seed 003): round robin that rotates over both
// controllers, and a preferred path through the controller that does not own the LU, both
// make the LU's ownership or its I/O bounce between controllers (path thrashing).
#include "advice/advice_context.h"
#include "devices/hardware_catalog.h"
#include "engine/flow/build_context.h"
#include "topology/paths.h"

namespace santwin::advice::detail {

namespace {
std::string text_or(const Entity& e, const std::string& key, const std::string& fallback) {
    const std::string v = e.text(key);
    return v.empty() ? fallback : v;
}

// The array's controller architecture: its own setting, else its hardware model's.
std::string architecture(const Topology& t, Id array) {
    const Entity& a = t.at(array);
    if (!a.text("architecture").empty()) return a.text("architecture");
    const auto& arrays = devices::HardwareCatalog::builtin().arrays();
    const auto it = arrays.find(a.text("hardware"));
    return it == arrays.end() ? "symmetric_aa" : it->second.architecture;
}

// Whether the host's plugin keeps round robin on the owner's (active-optimized) paths: an ALUA
// SATP, named or claimed automatically for an ALUA array by an ESX that has one (the engine's
// rule, engine/flow/front_end.cpp).
bool alua_aware(const Topology& t, Id host, const std::string& satp, const std::string& arch) {
    if (satp == "alua") return true;
    if (satp != "auto" || arch != "alua") return false;
    const auto& hosts = devices::HardwareCatalog::builtin().hosts();
    const auto it = hosts.find(engine::host_version(t, host));
    return it != hosts.end() && it->second.alua_satp > 0;
}
}  // namespace

void advise_paths(Context& ctx) {
    const Topology& t = ctx.t;
    for (Id pol : t.all_of(Kind::MultipathPolicy)) {
        const Entity& p = t.at(pol);
        const Id lu = p.ref("lu");
        if (!lu || !t.contains(lu)) continue;
        const Entity& l = t.at(lu);
        const Id array = t.ancestor(lu, Kind::Array);
        if (!array) continue;
        const std::string arch = architecture(t, array);
        if (arch == "symmetric_aa") continue;
        const std::string policy = text_or(p, "policy", "fixed");
        const std::string satp = text_or(p, "satp", "auto");
        const Id host = p.parent;
        if (policy == "rr" && !alua_aware(t, host, satp, arch)) {
            ctx.add("advice.rr_on_asymmetric", {pol, lu, host},
                    ctx.name(host) + " uses round robin to " + ctx.name(lu) + " on " + ctx.name(array) +
                        ", whose controllers are " + (arch == "alua" ? "asymmetric (ALUA)" : "active-passive") +
                        ", without an ALUA-aware plugin: its I/O rotates through the controller that does not "
                        "own the LU (path thrashing)",
                    "set the policy to MRU with the first path on the owning controller",
                    set_fix(t, pol, "policy", std::string("mru")));
            continue;
        }
        const Id preferred = p.ref("preferred_port");
        const Id owner = l.ref("owner");
        if (policy == "rr" || !preferred || !owner || !t.contains(preferred)) continue;
        const Id via = t.at(preferred).parent;
        if (t.at(via).kind != Kind::Controller || via == owner) continue;
        // A port of the owner the host has a path through, for the one-edit fix.
        std::optional<Fix> fix;
        std::string todo;
        for (const StoragePath& path : paths_to_lu(t, host, lu))
            if (path.controller == owner) {
                fix = set_fix(t, pol, "preferred_port", Ref{path.target_port});
                todo = "prefer " + ctx.name(path.target_port) + " on the owning controller";
                break;
            }
        ctx.add("advice.preferred_on_non_owner", {pol, lu, preferred},
                ctx.name(host) + " prefers " + ctx.name(preferred) + " on " + ctx.name(via) + " for " + ctx.name(lu) +
                    ", which " + ctx.name(owner) + " owns: every I/O crosses to the owner, or moves the LU",
                todo,
                fix);
    }
}

}  // namespace santwin::advice::detail
