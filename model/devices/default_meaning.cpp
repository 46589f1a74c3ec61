#include "devices/default_meaning.h"

#include <sstream>

namespace santwin {

std::string default_meaning(const Topology& t, const Entity& e, std::string_view key,
                            const devices::HardwareCatalog& catalog) {
    // A VMFS datastore's size 0: all of its LU.
    if (e.kind == Kind::Datastore && key == "capacity_gb" && e.num("capacity_gb", 0) <= 0) {
        const Entity* lu = t.find(e.ref("lu"));
        if (e.text("type") == "nfs" || !lu) return {};
        std::ostringstream out;
        out << "the whole LU (" << lu->num("capacity_gb", 0) << " GB)";
        return out.str();
    }
    // A controller's cache or processors 0: its array model's.
    if (e.kind == Kind::Controller && (key == "cache_gb" || key == "processors") && e.num(std::string(key), 0) <= 0) {
        const Entity* array = t.find(e.parent);
        const auto model = array ? catalog.arrays().find(array->text("hardware")) : catalog.arrays().end();
        if (model == catalog.arrays().end()) return "array model's";
        std::ostringstream out;
        if (key == "cache_gb") out << "array model's (" << model->second.cache_gb_per_controller << " GB)";
        else out << "array model's (" << model->second.mp_per_controller << ")";
        return out.str();
    }
    if (e.kind != Kind::RaidGroup || key != "stripe_kb" || e.num("stripe_kb", 0) > 0) return {};
    const Entity* array = t.find(e.parent);
    const auto model = array ? catalog.arrays().find(array->text("hardware")) : catalog.arrays().end();
    if (model == catalog.arrays().end()) return "array default";
    std::ostringstream out;
    out << "array default (" << model->second.chunk_kb << " KB)";
    return out.str();
}

double controller_cache_gb(const Topology& t, const Entity& controller, const devices::HardwareCatalog& catalog) {
    if (const double own = controller.num("cache_gb", 0); own > 0) return own;
    const Entity* array = t.find(controller.parent);
    const auto model = array ? catalog.arrays().find(array->text("hardware")) : catalog.arrays().end();
    return model == catalog.arrays().end() ? 0 : model->second.cache_gb_per_controller;
}

}  // namespace santwin
