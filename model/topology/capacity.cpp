#include "topology/capacity.h"

#include <algorithm>

namespace santwin {

namespace {
constexpr double kGbPerTb = 1024;
constexpr double kBytesPerGb = 1024.0 * 1024.0 * 1024.0;

const Entity* of_kind(const Topology& t, Id id, Kind k) {
    const Entity* e = t.find(id);
    return e && e->kind == k ? e : nullptr;
}

std::vector<double> drive_capacities(const Topology& t, const RefList& drives) {
    std::vector<double> out;
    for (Id d : drives)
        if (const Entity* e = of_kind(t, d, Kind::Drive)) out.push_back(e->num("capacity_gb"));
    return out;
}
}  // namespace

std::optional<double> raid_group_usable_gb(const Topology& t, Id raid_group) {
    const Entity* rg = of_kind(t, raid_group, Kind::RaidGroup);
    if (!rg) return std::nullopt;
    const auto caps = drive_capacities(t, rg->refs("drives"));
    if (caps.empty()) return std::nullopt;
    return rg->num("data_drives") * *std::min_element(caps.begin(), caps.end());
}

std::optional<double> external_volume_gb(const Topology& t, Id external_volume) {
    const Entity* ev = of_kind(t, external_volume, Kind::ExternalVolume);
    if (!ev) return std::nullopt;
    if (ev->num("capacity_gb") > 0) return ev->num("capacity_gb");
    if (const Entity* lu = of_kind(t, ev->ref("source_lu"), Kind::LogicalUnit))
        return lu->num("capacity_gb");
    return std::nullopt;
}

double pool_usable_gb(const Topology& t, Id pool) {
    const Entity* p = of_kind(t, pool, Kind::Pool);
    if (!p) return 0;
    double sum = 0;
    for (Id m : p->refs("members")) {
        const Entity* e = t.find(m);
        if (!e) continue;
        if (e->kind == Kind::RaidGroup) sum += raid_group_usable_gb(t, m).value_or(0);
        if (e->kind == Kind::ExternalVolume) sum += external_volume_gb(t, m).value_or(0);
    }
    return sum;
}

std::optional<double> disk_group_vdisk_limit_gb(const Topology& t, Id disk_group,
                                                const std::string& vraid) {
    const Entity* dg = of_kind(t, disk_group, Kind::DiskGroup);
    if (!dg) return std::nullopt;
    const auto caps = drive_capacities(t, dg->refs("drives"));
    if (caps.empty()) return std::nullopt;
    double raw = 0;
    for (double c : caps) raw += c;
    const std::string protection = dg->text("protection");
    const double reserved_drives = protection == "double" ? 4 : protection == "single" ? 2 : 0;
    const double available =
        std::max(0.0, raw - reserved_drives * *std::max_element(caps.begin(), caps.end()));
    double efficiency = 1.0;
    if (vraid == "vraid1") efficiency = 0.5;
    if (vraid == "vraid5") efficiency = 4.0 / 5.0;
    if (vraid == "vraid6") efficiency = 4.0 / 6.0;
    return available * efficiency;
}

std::optional<double> datastore_capacity_gb(const Topology& t, Id datastore) {
    const Entity* ds = of_kind(t, datastore, Kind::Datastore);
    if (!ds) return std::nullopt;
    if (ds->num("capacity_gb") > 0) return ds->num("capacity_gb");
    if (ds->text("type") == "nfs") {
        const Entity* ex = of_kind(t, ds->ref("export"), Kind::NfsExport);
        const Entity* fs = ex ? of_kind(t, ex->parent, Kind::FileSystem) : nullptr;
        if (fs) return fs->num("capacity_tb") * kGbPerTb;
        return std::nullopt;
    }
    if (const Entity* lu = of_kind(t, ds->ref("lu"), Kind::LogicalUnit))
        return lu->num("capacity_gb");
    return std::nullopt;
}

double vmfs3_max_file_gb(double block_size_mb) {
    return 256.0 * block_size_mb - 512.0 / kBytesPerGb;
}

}  // namespace santwin
