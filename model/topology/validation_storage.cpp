// RAID group layout and capacity rules: raid.drive_count, raid.level_layout,
// raid.drive_in_two_groups, raid.overallocated, lu.no_backing, lu.duplicate_number,
// lu.exceeds_backing.
#include <map>

#include "topology/capacity.h"
#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
constexpr double kSlackGb = 1e-6;  // capacities are doubles: ignore rounding noise

std::string layout_text(int data, int parity) {
    return std::to_string(data) + "D+" + std::to_string(parity) + "P";
}

// What is wrong with `level` at data+parity drives, or "" when the layout fits the level.
std::string layout_problem(const std::string& level, int data, int parity) {
    if (level == "raid0" && parity != 0)
        return "raid0 has no parity drives: set parity_drives to 0";
    if (level == "raid1" && (data != 1 || parity != 1))
        return "raid1 is one drive mirrored (1D+1D): use 1 data and 1 parity drive, or level "
               "raid10 for more";
    if (level == "raid10" && data != parity)
        return "raid10 mirrors every data drive (nD+nD): make data_drives equal parity_drives";
    if (level == "raid5" && (parity != 1 || data < 2))
        return "raid5 has one parity drive and at least two data drives (e.g. 4D+1P): set "
               "parity_drives to 1" +
               std::string(parity == 2 ? " or level to raid6" : "");
    if (level == "raid6" && (parity != 2 || data < 2))
        return "raid6 has two parity drives and at least two data drives (e.g. 6D+2P): set "
               "parity_drives to 2" +
               std::string(parity == 1 ? " or level to raid5" : "");
    return "";
}

void check_raid_groups(Context& ctx) {
    std::map<Id, std::vector<Id>> groups_of_drive;
    for (Id rg : ctx.t.all_of(Kind::RaidGroup)) {
        const Entity& e = ctx.t.at(rg);
        const int data = static_cast<int>(e.num("data_drives"));
        const int parity = static_cast<int>(e.num("parity_drives"));
        const auto& drives = e.refs("drives");
        if (static_cast<int>(drives.size()) != data + parity)
            ctx.error("raid.drive_count", {rg},
                      ctx.describe(rg) + " is " + layout_text(data, parity) + " but lists " +
                          std::to_string(drives.size()) + " drive" +
                          (drives.size() == 1 ? "" : "s") + ": list exactly " +
                          std::to_string(data + parity) +
                          " drives or change data_drives / parity_drives");
        const std::string level = e.text("level");
        if (std::string why = layout_problem(level, data, parity); !why.empty())
            ctx.error("raid.level_layout", {rg},
                      ctx.describe(rg) + " is " + level + " with " + layout_text(data, parity) +
                          ": " + why);
        for (Id d : drives) groups_of_drive[d].push_back(rg);
    }
    for (Id dg : ctx.t.all_of(Kind::DiskGroup))
        for (Id d : ctx.t.at(dg).refs("drives")) groups_of_drive[d].push_back(dg);
    report_listed_twice(ctx, "raid.drive_in_two_groups", groups_of_drive,
                        "a drive belongs to one group; remove it from all but one");
}

// An LU with nowhere to keep its blocks: a run would serve its I/O from nothing (instantly).
// A backing that names a missing entity or another kind is ref.dangling's.
void check_lu_backing(Context& ctx) {
    for (Id lu : ctx.t.all_of(Kind::LogicalUnit))
        if (ctx.t.at(lu).ref("backing") == kNoId)
            ctx.error("lu.no_backing", {lu},
                      ctx.describe(lu) +
                          " has no backing, so its data would live nowhere: set backing to a RAID group "
                          "(standard LU), a pool (thin LU) or a disk group (EVA Vdisk)");
}

// Hosts and the array's tools tell LUs apart by their number (LDEV, LUN in the array).
void check_lu_numbers(Context& ctx) {
    std::map<Id, std::map<int, std::vector<Id>>> by_number;  // array -> lu_number -> LUs
    for (Id lu : ctx.t.all_of(Kind::LogicalUnit)) {
        const Entity& e = ctx.t.at(lu);
        by_number[e.parent][static_cast<int>(e.num("lu_number"))].push_back(lu);
    }
    for (const auto& [array, numbers] : by_number)
        for (const auto& [number, lus] : numbers) {
            if (lus.size() < 2) continue;
            int free = 0;
            while (numbers.count(free)) ++free;
            std::vector<std::string> names;  // a few, then how many more
            for (std::size_t i = 0; i < lus.size() && i < 3; ++i) names.push_back(ctx.describe(lus[i]));
            if (lus.size() > 4) names.push_back(std::to_string(lus.size() - 3) + " more LUs");
            else if (lus.size() == 4) names.push_back(ctx.describe(lus[3]));
            std::vector<Id> ids = lus;
            ids.push_back(array);
            ctx.error("lu.duplicate_number", ids,
                      join(names) + " of " + ctx.describe(array) + " share lu_number " +
                          std::to_string(number) + ": give each LU of an array its own number (" +
                          std::to_string(free) + " is free)");
        }
}

void check_lu_capacity(Context& ctx) {
    std::map<Id, std::vector<Id>> standard_lus;  // RAID group -> LUs carved from it
    for (Id lu : ctx.t.all_of(Kind::LogicalUnit)) {
        const Entity& e = ctx.t.at(lu);
        const Id backing = e.ref("backing");
        const Entity* b = ctx.t.find(backing);
        if (!b) continue;
        const double size = e.num("capacity_gb");
        if (b->kind == Kind::RaidGroup) {
            standard_lus[backing].push_back(lu);
            const auto usable = raid_group_usable_gb(ctx.t, backing);
            if (usable && size > *usable + kSlackGb)
                ctx.error(
                    "lu.exceeds_backing", {lu, backing},
                    ctx.describe(lu) + " is " + number(size) + " GB but " + ctx.describe(backing) +
                        " holds only " + number(*usable) +
                        " GB usable: shrink the LU, or back it with a larger RAID group or a pool");
        } else if (b->kind == Kind::DiskGroup) {
            const std::string vraid = e.text("vraid");
            const auto limit = disk_group_vdisk_limit_gb(ctx.t, backing, vraid);
            if (limit && size > *limit + kSlackGb)
                ctx.error(
                    "lu.exceeds_backing", {lu, backing},
                    ctx.describe(lu) + " is " + number(size) + " GB but " + ctx.describe(backing) +
                        " allows at most " + number(*limit) + " GB for a " +
                        (vraid.empty() ? std::string("Vdisk") : vraid + " Vdisk") +
                        ": shrink it, choose a leaner Vraid, or add drives to the disk group");
        }
    }
    for (const auto& [rg, lus] : standard_lus) {
        const auto usable = raid_group_usable_gb(ctx.t, rg);
        if (!usable || lus.size() < 2) continue;
        double sum = 0;
        for (Id lu : lus) sum += ctx.t.at(lu).num("capacity_gb");
        if (sum <= *usable + kSlackGb) continue;
        std::vector<Id> ids{rg};
        ids.insert(ids.end(), lus.begin(), lus.end());
        ctx.error("raid.overallocated", ids,
                  "the " + std::to_string(lus.size()) + " LUs on " + ctx.describe(rg) + " total " +
                      number(sum) + " GB, more than its " + number(*usable) +
                      " GB usable: shrink or move some of them to another RAID group");
    }
}
}  // namespace

void check_storage(Context& ctx) {
    check_raid_groups(ctx);
    check_lu_backing(ctx);
    check_lu_numbers(ctx);
    check_lu_capacity(ctx);
}

}  // namespace santwin::validation_detail
