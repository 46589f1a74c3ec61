// What a device's model name must agree with in the hardware catalogue (resources/hardware/):
// hardware.unknown_model (a model the catalogue does not have, which no run could simulate) and
// hardware.rpm_mismatch (a drive's rpm another than its model's, whose figures runs use).
#include <algorithm>
#include <cmath>
#include <map>

#include "checks/catalogue_rules.h"
#include "devices/hardware_catalog.h"

namespace santwin::validation_detail {

namespace {
// The models each kind's "hardware" names, by the catalogue section that has them.
std::vector<std::string> known_models(Kind kind) {
    const auto& c = devices::HardwareCatalog::builtin();
    std::vector<std::string> keys;
    auto take = [&](const auto& section) {
        for (const auto& [key, unused] : section) keys.push_back(key);
    };
    switch (kind) {
        case Kind::Drive: take(c.disks()); break;
        case Kind::Array: take(c.arrays()); break;
        case Kind::NasHead: take(c.nas_heads()); break;
        case Kind::Vtl: take(c.vtls()); break;
        case Kind::TapeDrive: take(c.tape_drives()); break;
        default: break;
    }
    return keys;
}

void check_hardware_models(Context& ctx) {
    std::map<Kind, std::vector<std::string>> known;
    for (const auto& [id, e] : ctx.t.entities()) {
        const std::string model = e.text("hardware");
        if (model.empty()) continue;
        auto it = known.find(e.kind);
        if (it == known.end()) it = known.emplace(e.kind, known_models(e.kind)).first;
        if (it->second.empty() || std::find(it->second.begin(), it->second.end(), model) != it->second.end()) continue;
        ctx.error("hardware.unknown_model", {id},
                  ctx.describe(id) + " names hardware model '" + model +
                      "', which SanTwin has no parameters for: use one of " + join(it->second));
    }
}

// A drive whose rpm says another speed than its hardware model: runs use the model's figures,
// so the rpm alone changes nothing.
void check_drive_speeds(Context& ctx) {
    const auto& disks = devices::HardwareCatalog::builtin().disks();
    for (Id id : ctx.t.all_of(Kind::Drive)) {
        const Entity& e = ctx.t.at(id);
        const auto model = disks.find(e.text("hardware"));
        if (model == disks.end() || !std::holds_alternative<double>(e.attr("rpm"))) continue;
        const double rpm = e.num("rpm"), model_rpm = model->second.rpm;
        if (std::abs(rpm - model_rpm) < 0.5) continue;
        std::vector<std::string> alike;
        for (const auto& [key, d] : disks)
            if (std::abs(d.rpm - rpm) < 0.5) alike.push_back(key);
        ctx.warning("hardware.rpm_mismatch", {id},
                    ctx.describe(id) + " says " + number(rpm) + " rpm, but its hardware model '" + model->first +
                        "' is a " + number(model_rpm) + " rpm drive, whose figures runs use: " +
                        (alike.empty() ? "set rpm to " + number(model_rpm)
                                       : "set hardware to a " + number(rpm) + " rpm model (" + join(alike) +
                                             ") or rpm to " + number(model_rpm)));
    }
}
}  // namespace

void check_hardware(Context& ctx) {
    check_hardware_models(ctx);
    check_drive_speeds(ctx);
}

}  // namespace santwin::validation_detail
