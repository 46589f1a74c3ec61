// lu.other_array: an LU owned by, or kept on, another array's controller or group.
#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
std::string names_of_kind_in(Context& ctx, Id array, Kind kind) {
    std::vector<std::string> names;
    for (Id child : ctx.t.children(array, kind)) names.push_back(ctx.t.at(child).name);
    return names.empty() ? "none" : join(names);
}
}  // namespace

void check_lu_arrays(Context& ctx) {
    for (Id lu : ctx.t.all_of(Kind::LogicalUnit)) {
        const Entity& e = ctx.t.at(lu);
        const Id array = e.parent;
        if (array == kNoId) continue;
        if (const Id owner = e.ref("owner"); owner && ctx.t.contains(owner) && ctx.t.at(owner).parent != array)
            ctx.error("lu.other_array", {lu, owner},
                      ctx.describe(lu) + " is owned by " + ctx.describe(owner) +
                          ", a controller of another array: set owner to one of " + ctx.t.at(array).name +
                          "'s controllers (" + names_of_kind_in(ctx, array, Kind::Controller) + ")");
        if (const Id backing = e.ref("backing"); backing && ctx.t.contains(backing) && ctx.t.at(backing).parent != array)
            ctx.error("lu.other_array", {lu, backing},
                      ctx.describe(lu) + " keeps its blocks on " + ctx.describe(backing) +
                          ", which belongs to another array: back it with a RAID group, pool or disk group of " +
                          ctx.t.at(array).name + " (an array reaches another's disks only through external "
                          "volumes in a pool)");
    }
}

}  // namespace santwin::validation_detail
