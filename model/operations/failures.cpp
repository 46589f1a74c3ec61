#include "operations/failures.h"

#include <stdexcept>

#include "operations/admin.h"

namespace santwin::operations {

using namespace santwin::engine;

std::vector<Id> failed_ports(const Topology& t, Id what) {
    const Entity& e = t.at(what);
    switch (e.kind) {
        case Kind::Port: return {what};
        case Kind::Link: return {e.ref("a"), e.ref("b")};  // a pulled cable: both ends go dark
        case Kind::Hba:
        case Kind::FcSwitch:
        case Kind::Controller: return t.children(what, Kind::Port);
        default:
            throw std::invalid_argument("cannot fail " + t.describe(what) + ": choose a link, a port, an HBA, a switch or a controller");
    }
}

std::unique_ptr<Job> make_failure(const Topology& t, Id what) {
    const std::vector<Id> ports = failed_ports(t, what);
    const bool controller = t.at(what).kind == Kind::Controller;
    const std::string label = "failure: " + t.describe(what);
    return std::make_unique<Action>(label, what, [ports, controller, what, label](SimContext& ctx) {
        for (Id p : ports) ctx.paths.fail_port(p);
        ctx.recorder.event(ctx.now, what, "failure", label);
        if (!controller) return;
        // The surviving controller takes over the failed one's LUs (trespass / failover).
        const Id array = ctx.topology.at(what).parent;
        Id survivor = kNoId;
        for (Id c : ctx.storage.array(array).controllers)
            if (c != what) survivor = c;
        if (!survivor) return;
        for (const auto& [id, lu] : ctx.storage.lus())
            if (lu.owner == what) {
                ctx.storage.lu(id).owner = survivor;
                ctx.recorder.event(ctx.now, id, "ownership_change", "failed over to " + ctx.topology.describe(survivor));
            }
    });
}

}  // namespace santwin::operations
