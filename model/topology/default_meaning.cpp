#include "topology/default_meaning.h"

#include <sstream>

namespace santwin {

std::string default_meaning(const Topology& t, const Entity& e, std::string_view key,
                            const devices::HardwareCatalog& catalog) {
    if (e.kind != Kind::RaidGroup || key != "stripe_kb" || e.num("stripe_kb", 0) > 0) return {};
    const Entity* array = t.find(e.parent);
    const auto model = array ? catalog.arrays().find(array->text("hardware")) : catalog.arrays().end();
    if (model == catalog.arrays().end()) return "array default";
    std::ostringstream out;
    out << "array default (" << model->second.chunk_kb << " KB)";
    return out.str();
}

}  // namespace santwin
