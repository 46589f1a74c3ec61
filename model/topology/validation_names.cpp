// name.duplicate: two VMs, templates or ESX hosts share a name. Those are what people and the
// command line (--workload VM=..., deploy from a template) pick by name, and a shared name picks
// the first. (Other kinds may repeat a name: a multipath policy is named after its LU, and two
// arrays can both have an LU 'DB1'.)
#include <map>
#include <tuple>

#include "topology/validation_context.h"

namespace santwin::validation_detail {

void check_names(Context& ctx) {
    std::map<std::tuple<Kind, Id, std::string>, std::vector<Id>> by_name;
    for (Kind kind : {Kind::Vm, Kind::Template, Kind::EsxHost})
        for (Id id : ctx.t.all_of(kind)) {
            const Entity& e = ctx.t.at(id);
            if (!e.name.empty()) by_name[{e.kind, e.parent, e.name}].push_back(id);
        }
    for (const auto& [key, ids] : by_name) {
        if (ids.size() < 2) continue;
        const Kind kind = std::get<0>(key);
        const Id parent = std::get<1>(key);
        ctx.warning("name.duplicate", ids,
                    std::to_string(ids.size()) + " " + std::string(kind_label(kind)) + " entities" +
                        (parent ? " in " + ctx.describe(parent) : std::string()) + " are named '" +
                        std::get<2>(key) + "': rename all but one, so a name picks one of them");
    }
}

}  // namespace santwin::validation_detail
