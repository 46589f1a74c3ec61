#include "labs/tier_layout.h"

#include <algorithm>
#include <map>

namespace santwin::labs {

std::optional<double> tier_x(Kind kind) {
    switch (kind) {
        case Kind::Vm:
        case Kind::Template:
            return -400;
        case Kind::Datastore:
            return -400;
        case Kind::BladeChassis:
        case Kind::Server:
        case Kind::BackupServer:
            return 0;
        case Kind::Fabric:
        case Kind::FcSwitch:
        case Kind::EthernetSwitch:
            return 400;
        case Kind::Array:
        case Kind::Controller:
        case Kind::NasHead:
        case Kind::Vtl:
        case Kind::TapeLibrary:
            return 800;
        case Kind::LogicalUnit:
            return 1000;
        case Kind::Pool:
        case Kind::RaidGroup:
        case Kind::DiskGroup:
        case Kind::ExternalVolume:
            return 1200;
        case Kind::Drive:
            return 1600;
        default:
            return std::nullopt;
    }
}

void layout_by_tier(const Topology& t, Layout& layout) {
    constexpr double kRowGap = 60;
    std::map<double, double> next_y;  // tier x -> next free y
    for (const auto& [id, e] : layout.positions) next_y[e.x] = std::max(next_y[e.x], e.y + kRowGap);
    for (const auto& [id, e] : t.entities()) {
        auto x = tier_x(e.kind);
        if (!x || layout.positions.count(id)) continue;
        double& y = next_y[*x];
        layout.positions[id] = Point{*x, y};
        y += kRowGap;
    }
}

}  // namespace santwin::labs
