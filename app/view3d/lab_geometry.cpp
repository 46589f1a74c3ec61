#include "view3d/lab_geometry.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace santwin::view3d {

namespace {

constexpr double kRackW = 0.60, kRackD = 1.00, kRackUnits = 42, kGap = 0.06;
constexpr double kBase = 0.10;               // plinth under the first unit
constexpr double kInnerW = 0.4826;           // 19-inch equipment
constexpr double kEquipD = 0.70;
constexpr double kFront = kRackD / 2 - 0.06;  // z of equipment fronts

class Racks {
public:
    explicit Racks(LabGeometry& g) : g_(g) {}

    // Starts a new rack named `name`.
    void open(const std::string& name) {
        x_ = g_.racks * (kRackW + kGap);
        ++g_.racks;
        used_ = 0;
        // An open frame: four corner posts, top and plinth, and a dark back panel the
        // equipment stands out against; no side panels to hide it from an angle.
        const double h = kBase + kRackUnits * kUnit + 0.05;
        const double t = 0.035, l = kRackW / 2 - t / 2, f = kRackD / 2 - t / 2;
        for (const Box& b : {Box{Part::RackFrame, kNoId, x_ - l, h / 2, f, t, h, t}, Box{Part::RackFrame, kNoId, x_ + l, h / 2, f, t, h, t},
                             Box{Part::RackFrame, kNoId, x_ - l, h / 2, -f, t, h, t}, Box{Part::RackFrame, kNoId, x_ + l, h / 2, -f, t, h, t},
                             Box{Part::RackFrame, kNoId, x_, h - t / 2, 0, kRackW, t, kRackD},
                             Box{Part::RackFrame, kNoId, x_, kBase / 2, 0, kRackW, kBase, kRackD},
                             Box{Part::RackFrame, kNoId, x_, h / 2, -kRackD / 2 + 0.01, kRackW - 2 * t, h, 0.02}})
            g_.boxes.push_back(b);
        g_.labels.push_back({name, x_, h + 0.12, kRackD / 2, true});
    }
    // Room for `units` more in the current rack?
    bool fits(double units) const { return g_.racks > 0 && used_ + units <= kRackUnits; }
    // Reserves `units` (opening `overflow_name` when full); returns the y of the slot's bottom.
    double take(double units, const std::string& overflow_name) {
        if (!fits(units)) open(overflow_name);
        const double y = kBase + used_ * kUnit;
        used_ += units;
        return y;
    }
    double x() const { return x_; }

private:
    LabGeometry& g_;
    double x_ = 0;
    double used_ = 0;
};

// An equipment box `units` high at rack position y0, full 19" wide.
Box equipment(Part part, Id entity, double x, double y0, double units) {
    const double h = units * kUnit - 0.004;
    return {part, entity, x, y0 + h / 2 + 0.002, kFront - kEquipD / 2, kInnerW, h, kEquipD};
}

int shelf_size(const Entity& array) {
    const std::string model = array.text("model");
    return model.find("EVA") != std::string::npos ? 14 : 15;
}

std::vector<Id> sorted_drives(const Topology& t, Id parent) {
    std::vector<Id> drives = t.children(parent, Kind::Drive);
    std::stable_sort(drives.begin(), drives.end(), [&](Id a, Id b) { return t.at(a).num("slot") < t.at(b).num("slot"); });
    return drives;
}

// Shelves of drives (3U each, `per_shelf` bays), starting in the current rack.
void shelves(LabGeometry& g, Racks& racks, const Topology& t, const std::vector<Id>& drives, int per_shelf,
             const std::string& rack_name, std::map<Id, Box>& drive_box) {
    for (size_t first = 0; first < drives.size(); first += static_cast<size_t>(per_shelf)) {
        const double y0 = racks.take(3, rack_name + " (cont.)");
        Box shelf = equipment(Part::Shelf, kNoId, racks.x(), y0, 3);
        g.boxes.push_back(shelf);
        const double bay = kInnerW / per_shelf;
        for (size_t i = first; i < drives.size() && i < first + static_cast<size_t>(per_shelf); ++i) {
            const double bx = racks.x() - kInnerW / 2 + bay * (static_cast<double>(i - first) + 0.5);
            Box d{Part::Drive, drives[i], bx, shelf.y, kFront + 0.012, bay * 0.86, shelf.h * 0.84, 0.03};
            g.boxes.push_back(d);
            drive_box[drives[i]] = d;
        }
    }
    (void)t;
}

void grow_bounds(LabGeometry& g) {
    bool first = true;
    for (const Box& b : g.boxes) {
        if (b.part == Part::Floor) continue;  // frame the racks whole, so their headings show
        const double lo[3] = {b.x - b.w / 2, b.y - b.h / 2, b.z - b.d / 2}, hi[3] = {b.x + b.w / 2, b.y + b.h / 2, b.z + b.d / 2};
        for (int k = 0; k < 3; ++k) {
            g.min[k] = first ? lo[k] : std::min(g.min[k], lo[k]);
            g.max[k] = first ? hi[k] : std::max(g.max[k], hi[k]);
        }
        first = false;
    }
}

}  // namespace

std::map<Id, Id> drive_groups(const Topology& t) {
    std::map<Id, Id> out;
    for (Kind k : {Kind::RaidGroup, Kind::DiskGroup})
        for (Id group : t.all_of(k))
            for (Id d : t.at(group).refs("drives")) out[d] = group;
    return out;
}

LabGeometry build_geometry(const Topology& t) {
    LabGeometry g;
    Racks racks(g);
    std::map<Id, Box> drive_box;

    // Compute and SAN rack: switches on top of the stack order, then chassis, servers, NAS heads.
    const std::string compute = "Compute & SAN";
    auto place = [&](Part part, Id id, double units, const std::string& label) {
        const double y0 = racks.take(units, compute + " (cont.)");
        g.boxes.push_back(equipment(part, id, racks.x(), y0, units));
        if (!label.empty()) g.labels.push_back({label, racks.x() - kInnerW / 2 + 0.015, y0 + units * kUnit / 2, kFront + 0.04, false});
        return g.boxes.back();
    };
    const bool any_compute = !t.all_of(Kind::FcSwitch).empty() || !t.all_of(Kind::Server).empty() ||
                             !t.all_of(Kind::EthernetSwitch).empty() || !t.all_of(Kind::NasHead).empty();
    if (any_compute) racks.open(compute);
    for (Id chassis : t.all_of(Kind::BladeChassis)) {
        const Entity& c = t.at(chassis);
        const int slots = std::max(1, static_cast<int>(c.num("slots", 16)));
        const double units = slots > 8 ? 10 : 6;
        const Box box = place(Part::Chassis, chassis, units, c.name);
        // Blades stand upright in two rows of bays for 16-slot chassis, one row otherwise.
        const int rows = slots > 8 ? 2 : 1, per_row = (slots + rows - 1) / rows;
        const double bw = kInnerW / per_row, bh = box.h / rows;
        for (Id server : t.children(chassis, Kind::Server)) {
            const int slot = std::clamp(static_cast<int>(t.at(server).num("slot")), 0, slots - 1);
            const int row = slot / per_row, col = slot % per_row;
            g.boxes.push_back({Part::Blade, server, box.x - kInnerW / 2 + bw * (col + 0.5), box.y + box.h / 2 - bh * (row + 0.5),
                               kFront + 0.01, bw * 0.9, bh * 0.92, 0.03});
        }
    }
    for (Id sw : t.all_of(Kind::FcSwitch)) place(Part::Switch, sw, 1, t.at(sw).name);
    for (Id sw : t.all_of(Kind::EthernetSwitch)) place(Part::Switch, sw, 1, t.at(sw).name);
    for (Id server : t.all_of(Kind::Server))
        if (t.at(server).parent == kNoId) place(Part::Server, server, 2, t.at(server).name);
    for (Id nas : t.all_of(Kind::NasHead)) place(Part::NasHead, nas, 3, t.at(nas).name);

    // Each array: controller enclosure at the bottom of its own rack, drive shelves above.
    for (Id array : t.all_of(Kind::Array)) {
        const Entity& a = t.at(array);
        racks.open(a.name);
        const std::vector<Id> controllers = t.children(array, Kind::Controller);
        const double y0 = racks.take(4, a.name);
        g.boxes.push_back(equipment(Part::Shelf, kNoId, racks.x(), y0, 4));
        // Controllers stacked in the enclosure, each a panel across its width.
        const size_t n = std::max<size_t>(1, controllers.size());
        const double ch = 4 * kUnit / static_cast<double>(n);
        for (size_t i = 0; i < controllers.size(); ++i)
            g.boxes.push_back({Part::Controller, controllers[i], racks.x(), y0 + ch * (static_cast<double>(i) + 0.5), kFront + 0.01,
                               kInnerW * 0.96, ch * 0.8, 0.03});
        g.labels.push_back({a.text("model").empty() ? a.name : a.text("model"), racks.x() - kInnerW / 2 + 0.015, y0 + 4 * kUnit + 0.01,
                            kFront + 0.04, false});
        shelves(g, racks, t, sorted_drives(t, array), shelf_size(a), a.name, drive_box);
    }

    // Backup: VTL nodes and their disk enclosures, then tape libraries (a cabinet each).
    for (Id vtl : t.all_of(Kind::Vtl)) {
        racks.open(t.at(vtl).name);
        for (Id node : t.children(vtl, Kind::VtlNode)) {
            const double y0 = racks.take(2, t.at(vtl).name);
            g.boxes.push_back(equipment(Part::VtlNode, node, racks.x(), y0, 2));
        }
        for (Id enc : t.children(vtl, Kind::DiskEnclosure)) shelves(g, racks, t, sorted_drives(t, enc), 12, t.at(vtl).name, drive_box);
    }
    for (Id lib : t.all_of(Kind::TapeLibrary)) {
        racks.open(t.at(lib).name);
        const double y0 = racks.take(40, t.at(lib).name);
        const Box cab = equipment(Part::TapeLibrary, lib, racks.x(), y0, 40);
        g.boxes.push_back(cab);
        const std::vector<Id> drives = t.children(lib, Kind::TapeDrive);
        for (size_t i = 0; i < drives.size(); ++i)
            g.boxes.push_back({Part::TapeDrive, drives[i], racks.x() - kInnerW / 4 + (i % 2) * kInnerW / 2,
                               cab.y - cab.h / 2 + 0.1 + 0.07 * static_cast<double>(i / 2), kFront + 0.01, kInnerW * 0.4, 0.05, 0.03});
    }

    // Group outlines: around each group's drives, one outline per shelf row they sit in.
    std::map<Id, std::map<double, std::vector<Box>>> rows;  // group -> shelf y -> drive boxes
    for (const auto& [drive, group] : drive_groups(t)) {
        auto it = drive_box.find(drive);
        if (it != drive_box.end()) rows[group][std::round(it->second.y * 1000) / 1000].push_back(it->second);
    }
    // A group's drives need not sit side by side: one outline per run of adjacent bays, so an
    // outline never takes in another group's drive.
    int index = 0;
    for (auto& [group, by_row] : rows) {
        for (auto& [y, boxes] : by_row) {
            std::sort(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) { return a.x < b.x; });
            size_t first = 0;
            for (size_t i = 1; i <= boxes.size(); ++i) {
                const bool gap = i == boxes.size() || boxes[i].x - boxes[i - 1].x > 1.5 * boxes[i - 1].w / 0.86;
                if (!gap) continue;
                const double lo = boxes[first].x - boxes[first].w / 2, hi = boxes[i - 1].x + boxes[i - 1].w / 2;
                const Box& any = boxes[first];
                g.outlines.push_back({group, t.at(group).name,
                                      {Part::Drive, group, (lo + hi) / 2, any.y, any.z, hi - lo + 0.008, any.h + 0.012, any.d + 0.01}, index});
                first = i;
            }
        }
        ++index;
    }
    grow_bounds(g);
    // A floor under the row, a metre beyond it all round.
    g.boxes.push_back({Part::Floor, kNoId, (g.min[0] + g.max[0]) / 2, -0.01, 0, g.max[0] - g.min[0] + 2, 0.02, kRackD + 3});
    return g;
}

}  // namespace santwin::view3d
