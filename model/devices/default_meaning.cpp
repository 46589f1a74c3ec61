#include "devices/default_meaning.h"

#include <sstream>

namespace santwin {

namespace {
// The catalogue's model of the array `part` (a controller, a RAID group) sits in; null when its
// array names none the catalogue knows.
const devices::ArrayParams* array_model_of(const Topology& t, const Entity& part, const devices::HardwareCatalog& catalog) {
    const Entity* array = t.find(part.parent);
    if (!array) return nullptr;
    const auto model = catalog.arrays().find(array->text("hardware"));
    return model == catalog.arrays().end() ? nullptr : &model->second;
}
}  // namespace

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
        const devices::ArrayParams* model = array_model_of(t, e, catalog);
        if (!model) return "array model's";
        std::ostringstream out;
        if (key == "cache_gb") out << "array model's (" << model->cache_gb_per_controller << " GB)";
        else out << "array model's (" << model->mp_per_controller << ")";
        return out.str();
    }
    if (e.kind != Kind::RaidGroup || key != "stripe_kb" || e.num("stripe_kb", 0) > 0) return {};
    const devices::ArrayParams* model = array_model_of(t, e, catalog);
    if (!model) return "array default";
    std::ostringstream out;
    out << "array default (" << model->chunk_kb << " KB)";
    return out.str();
}

double controller_cache_gb(const Topology& t, const Entity& controller, const devices::HardwareCatalog& catalog) {
    if (const double own = controller.num("cache_gb", 0); own > 0) return own;
    const devices::ArrayParams* model = array_model_of(t, controller, catalog);
    return model ? model->cache_gb_per_controller : 0;
}

}  // namespace santwin
