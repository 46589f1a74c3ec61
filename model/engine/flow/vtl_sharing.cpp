#include "engine/flow/vtl_sharing.h"

#include <algorithm>
#include <map>
#include <vector>

#include "engine/flow/build_context.h"
#include "engine/flow/tape_target.h"

namespace santwin::engine {

Id vtl_node_of(const Topology& t, Id device) {
    for (Id id = device; id != kNoId && t.contains(id); id = t.at(id).parent)
        if (t.at(id).kind == Kind::VtlNode) return id;
    return kNoId;
}

int vtl_node_rank(const BuildContext& ctx, Id vtl, Id node) {
    const Topology& t = ctx.topology();
    std::map<Id, bool> running;  // node -> some stream on it ran in the last solution
    for (const StreamSpec& s : ctx.streams)
        for (const Leg& leg : s.legs) {
            const Id n = vtl_node_of(t, leg.device);
            if (!n || vtl_of(t, n) != vtl) continue;
            running[n] = running[n] || ctx.last_rate(s.name) > 0;
        }
    std::vector<Id> order;
    for (const auto& [n, r] : running) order.push_back(n);
    std::stable_sort(order.begin(), order.end(), [&](Id a, Id b) { return running[a] && !running[b]; });
    const auto at = std::find(order.begin(), order.end(), node);
    return at == order.end() ? 0 : static_cast<int>(at - order.begin());
}

}  // namespace santwin::engine
