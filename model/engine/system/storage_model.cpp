#include "engine/system/storage_model.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "topology/connectivity.h"

namespace santwin::engine {

namespace {
constexpr double kMinStroke = 0.02;

const devices::DiskParams& drive_params(const Topology& t, const devices::HardwareCatalog& c,
                                        const RefList& drives, Id owner) {
    if (drives.empty())
        throw std::invalid_argument(t.describe(owner) + " has no drives; add drives to it");
    const std::string key = t.at(drives.front()).text("hardware");
    if (key.empty())
        throw std::invalid_argument(t.describe(drives.front()) +
                                    " has no hardware model; set its 'hardware' attribute (see resources/hardware/disks.json)");
    return c.disk(key);
}
}  // namespace

double PoolRt::capacity_gb() const {
    double sum = 0;
    for (const auto& m : members) sum += m.capacity_gb;
    return sum;
}

double PoolRt::allocated_gb() const {
    double sum = 0;
    for (const auto& m : members) sum += m.allocated_gb;
    return sum;
}

StorageModel::StorageModel(const Topology& t, const devices::HardwareCatalog& catalog)
    : topology_(t), catalog_(catalog) {
    build_arrays(t, catalog);
    build_raid_groups(t, catalog);
    build_pools(t);
    build_lus(t);
    build_external_paths(t);
    tiering_.build(t, *this);
    nas_.build(t, catalog, *this);
}

namespace {
// A controller's own cache size and processor count, where the lab gives them, stand for the
// array model's (the mean over the controllers that give one: the model is per controller).
void apply_controller_sizes(const Topology& t, ArrayRt& a) {
    double cache = 0, processors = 0;
    int with_cache = 0, with_processors = 0;
    for (Id c : a.controllers) {
        const Entity& e = t.at(c);
        if (e.num("cache_gb", 0) > 0) cache += e.num("cache_gb", 0), ++with_cache;
        if (e.num("processors", 0) > 0) processors += e.num("processors", 0), ++with_processors;
    }
    if (with_cache > 0) a.params.cache_gb_per_controller = cache / with_cache;
    if (with_processors > 0) a.params.mp_per_controller = processors / with_processors;
}
}  // namespace

void StorageModel::build_arrays(const Topology& t, const devices::HardwareCatalog& catalog) {
    for (Id id : t.all_of(Kind::Array)) {
        const Entity& e = t.at(id);
        const std::string key = e.text("hardware");
        if (key.empty())
            throw std::invalid_argument(t.describe(id) +
                                        " has no hardware model; set its 'hardware' attribute (see resources/hardware/arrays.json)");
        ArrayRt a;
        a.id = id;
        a.params = catalog.array(key);
        a.architecture = e.text("architecture").empty() ? a.params.architecture : e.text("architecture");
        a.vaai = e.flag("vaai");
        std::vector<std::pair<double, Id>> ctls;
        for (Id c : t.children(id, Kind::Controller)) ctls.emplace_back(t.at(c).num("index"), c);
        std::sort(ctls.begin(), ctls.end());
        for (auto& [_, c] : ctls) a.controllers.push_back(c);
        apply_controller_sizes(t, a);
        arrays_[id] = std::move(a);
    }
}

void StorageModel::build_raid_groups(const Topology& t, const devices::HardwareCatalog& catalog) {
    for (Id id : t.all_of(Kind::RaidGroup)) {
        const Entity& e = t.at(id);
        RaidGroupRt rg;
        rg.id = id;
        rg.array = e.parent;
        rg.disk = drive_params(t, catalog, e.refs("drives"), id);
        rg.geometry.level = devices::raid_level_from_name(e.text("level"));
        rg.geometry.data = static_cast<int>(e.num("data_drives", 4));
        rg.geometry.parity = static_cast<int>(e.num("parity_drives", 1));
        const double stripe = e.num("stripe_kb", 0);
        rg.geometry.chunk_kb = stripe > 0 ? stripe : arrays_.at(rg.array).params.chunk_kb;
        const double drive_gb = t.at(e.refs("drives").front()).num("capacity_gb", rg.disk.capacity_gb);
        rg.usable_gb = rg.geometry.usable_gb(drive_gb);
        raid_groups_[id] = rg;
    }
    for (Id id : t.all_of(Kind::DiskGroup)) {
        const Entity& e = t.at(id);
        DiskGroupRt dg;
        dg.id = id;
        dg.array = e.parent;
        dg.disk = drive_params(t, catalog, e.refs("drives"), id);
        dg.drives = static_cast<int>(e.refs("drives").size());
        dg.raw_gb = dg.drives * t.at(e.refs("drives").front()).num("capacity_gb", dg.disk.capacity_gb);
        disk_groups_[id] = dg;
    }
}

void StorageModel::build_pools(const Topology& t) {
    for (Id id : t.all_of(Kind::Pool)) {
        const Entity& e = t.at(id);
        PoolRt p;
        p.id = id;
        p.array = e.parent;
        p.page_mb = e.num("page_mb", arrays_.at(p.array).params.page_mb);
        for (Id m : e.refs("members")) {
            PoolMemberRt pm;
            pm.id = m;
            const Entity& me = t.at(m);
            if (me.kind == Kind::ExternalVolume) {
                pm.external = true;
                pm.source_lu = me.ref("source_lu");
                pm.capacity_gb = me.num("capacity_gb");
                if (pm.capacity_gb <= 0 && pm.source_lu) pm.capacity_gb = t.at(pm.source_lu).num("capacity_gb");
            } else {
                pm.capacity_gb = raid_groups_.at(m).usable_gb;
            }
            p.members.push_back(pm);
        }
        pools_[id] = std::move(p);
    }
}

void StorageModel::build_external_paths(const Topology& t) {
    bool any = false;
    for (const auto& [id, pool] : pools_)
        for (const auto& m : pool.members) any = any || (m.external && m.source_lu && lus_.count(m.source_lu));
    if (!any) return;
    const Connectivity c(t);
    for (auto& [id, pool] : pools_)
        for (auto& m : pool.members) {
            if (!m.external || !m.source_lu || !lus_.count(m.source_lu)) continue;
            const LuRt& ext = lus_.at(m.source_lu);
            // Single path mode for arrays with owner paths, Multi for symmetric ones (external_paths.h).
            const bool single = arrays_.at(ext.array).architecture != "symmetric_aa";
            m.paths = external_paths(c, pool.array, m.source_lu, ext.owner, single);
        }
}

void StorageModel::build_lus(const Topology& t) {
    for (Id id : t.all_of(Kind::LogicalUnit)) {
        const Entity& e = t.at(id);
        LuRt lu;
        lu.id = id;
        lu.array = e.parent;
        lu.capacity_gb = e.num("capacity_gb");
        lu.backing = e.ref("backing");
        lu.vraid = e.text("vraid");
        lu.owner = e.ref("owner");
        const ArrayRt& a = arrays_.at(lu.array);
        if (!lu.owner && !a.controllers.empty())
            lu.owner = a.controllers[static_cast<size_t>(e.num("lu_number")) % a.controllers.size()];
        if (const Entity* b = t.find(lu.backing)) {
            switch (b->kind) {
                case Kind::RaidGroup:
                    lu.backing_kind = BackingKind::RaidGroup;
                    raid_groups_.at(lu.backing).placed_gb += lu.capacity_gb;
                    break;
                case Kind::Pool: {
                    lu.backing_kind = BackingKind::Pool;
                    lu.page_gb = pools_.at(lu.backing).page_mb / 1024.0;
                    lu.pages = ExtentMap(std::ceil(lu.capacity_gb / lu.page_gb - 1e-9), kPageUnallocated);
                    break;
                }
                case Kind::DiskGroup:
                    lu.backing_kind = BackingKind::DiskGroup;
                    disk_groups_.at(lu.backing).placed_gb += lu.capacity_gb;
                    break;
                default:
                    break;
            }
        }
        lus_[id] = std::move(lu);
    }
}

ArrayRt& StorageModel::array(Id id) { return arrays_.at(id); }
const ArrayRt& StorageModel::array(Id id) const { return arrays_.at(id); }

LuRt& StorageModel::lu(Id id) {
    auto it = lus_.find(id);
    if (it == lus_.end()) throw std::invalid_argument(topology_.describe(id) + " is not a logical unit");
    return it->second;
}

const LuRt& StorageModel::lu(Id id) const {
    auto it = lus_.find(id);
    if (it == lus_.end()) throw std::invalid_argument(topology_.describe(id) + " is not a logical unit");
    return it->second;
}

void StorageModel::place_pages(PoolRt& pool, double gb, int tier) {
    // Wide striping: new pages go round robin over the members, i.e. in proportion to the free
    // space each has left once any member fills. On a tiered pool only the members of the tier
    // the LU allocates on take them (`tier` >= 0).
    auto eligible = [&](std::size_t i) { return tier < 0 || tiering_.member_tier(pool.id, i) == tier; };
    double remaining = gb;
    for (int pass = 0; pass < 4 && remaining > 1e-12; ++pass) {
        double free_total = 0;
        int open = 0;
        for (std::size_t i = 0; i < pool.members.size(); ++i) {
            const auto& m = pool.members[i];
            if (!eligible(i)) continue;
            free_total += std::max(0.0, m.capacity_gb - m.allocated_gb);
            open += m.capacity_gb - m.allocated_gb > 1e-12;
        }
        if (free_total <= 0) {
            if (tier < 0) break;
            tier = -1;  // the tier is full: pages spill to the others
            continue;
        }
        const double share = remaining / std::max(1, open);
        double placed = 0;
        for (std::size_t i = 0; i < pool.members.size(); ++i) {
            auto& m = pool.members[i];
            if (!eligible(i)) continue;
            const double room = std::max(0.0, m.capacity_gb - m.allocated_gb);
            const double take = std::min(room, share);
            m.allocated_gb += take;
            placed += take;
            if (!m.external) raid_groups_.at(m.id).placed_gb += take;
        }
        remaining -= placed;
    }
}

double StorageModel::write_range(Id lu_id, double from_gb, double to_gb, PageState state) {
    LuRt& l = lu(lu_id);
    if (!l.thin() || to_gb <= from_gb) return 0;
    const double first = std::floor(from_gb / l.page_gb);
    const double last = std::ceil(to_gb / l.page_gb - 1e-9);
    const double before = l.pages.count(first, last, kPageUnallocated);
    // Partially covered edge pages: allocating writes zeros into a pre-formatted page, so a
    // partial zero write leaves a zero page and a partial data write a data page; an existing
    // data page partially zeroed still holds data.
    auto edge = [&](double page) {
        const double covered_from = std::max(from_gb, page * l.page_gb);
        const double covered_to = std::min(to_gb, (page + 1) * l.page_gb);
        const bool full = covered_to - covered_from >= l.page_gb - 1e-9;
        if (full) return;
        const double cur_unalloc = l.pages.count(page, page + 1, kPageUnallocated);
        const double cur_zero = l.pages.count(page, page + 1, kPageZero);
        if (cur_unalloc > 0.5) l.pages.set(page, page + 1, state);
        else if (cur_zero > 0.5 && state == kPageData) l.pages.set(page, page + 1, kPageData);
    };
    const double inner_first = std::ceil(from_gb / l.page_gb - 1e-9);
    const double inner_last = std::floor(to_gb / l.page_gb + 1e-9);
    if (inner_last > inner_first) l.pages.set(inner_first, inner_last, state);
    if (first < inner_first) edge(first);
    if (last > inner_last && last - 1 >= first && (last - 1 != first || first >= inner_first)) edge(last - 1);
    const double allocated = (before - l.pages.count(first, last, kPageUnallocated)) * l.page_gb;
    if (allocated > 0) place_pages(pools_.at(l.backing), allocated, tiering_.allocation_tier(lu_id));
    return allocated;
}

double StorageModel::write_random(Id lu_id, double from_gb, double to_gb, double writes) {
    LuRt& l = lu(lu_id);
    if (!l.thin() || to_gb <= from_gb || writes <= 0) return 0;
    const double first = std::floor(from_gb / l.page_gb);
    const double last = std::ceil(to_gb / l.page_gb - 1e-9);
    const double pages = last - first;
    const double unallocated = l.pages.count(first, last, kPageUnallocated);
    // Each write lands on a uniformly random page: a page stays untouched with probability
    // exp(-writes / pages).
    const double touched = unallocated * (1.0 - std::exp(-writes / pages));
    const double allocated = l.pages.convert_first(first, last, kPageUnallocated, kPageData, touched) * l.page_gb;
    if (allocated > 0) place_pages(pools_.at(l.backing), allocated, tiering_.allocation_tier(lu_id));
    return allocated;
}

double StorageModel::consumed_gb(Id lu_id) const {
    const LuRt& l = lu(lu_id);
    if (!l.thin()) return l.capacity_gb;
    return (l.pages.count(kPageZero) + l.pages.count(kPageData)) * l.page_gb;
}

double StorageModel::consumed_gb(Id lu_id, double from_gb, double to_gb) const {
    const LuRt& l = lu(lu_id);
    if (!l.thin()) return std::max(0.0, std::min(to_gb, l.capacity_gb) - from_gb);
    const double first = std::floor(from_gb / l.page_gb);
    const double last = std::ceil(to_gb / l.page_gb - 1e-9);
    return (l.pages.count(first, last, kPageZero) + l.pages.count(first, last, kPageData)) * l.page_gb;
}

double StorageModel::reclaim_zero_pages(Id lu_id) {
    LuRt& l = lu(lu_id);
    if (!l.thin()) return 0;
    const double zero = l.pages.count(kPageZero);
    for (auto [a, b] : l.pages.runs(0, l.pages.size(), kPageZero)) l.pages.set(a, b, kPageUnallocated);
    const double gb = zero * l.page_gb;
    // Release evenly from the members, as allocation spread them.
    PoolRt& p = pools_.at(l.backing);
    const double total = p.allocated_gb();
    if (total > 0)
        for (auto& m : p.members) {
            const double give = gb * m.allocated_gb / total;
            m.allocated_gb -= give;
            if (!m.external) raid_groups_.at(m.id).placed_gb -= give;
        }
    return gb;
}

double StorageModel::allocated_fraction(Id lu_id, double from_gb, double to_gb) const {
    const LuRt& l = lu(lu_id);
    if (!l.thin() || to_gb <= from_gb) return 1.0;
    const double first = std::floor(from_gb / l.page_gb);
    const double last = std::ceil(to_gb / l.page_gb - 1e-9);
    return 1.0 - l.pages.count(first, last, kPageUnallocated) / (last - first);
}

double StorageModel::pool_used_gb(Id pool_id) const { return pools_.at(pool_id).allocated_gb(); }

void StorageModel::grow_lu(Id lu_id, double new_capacity_gb) {
    LuRt& l = lu(lu_id);
    if (new_capacity_gb < l.capacity_gb)
        throw std::invalid_argument(topology_.describe(lu_id) + ": an LU can grow but not shrink");
    if (l.backing_kind == BackingKind::RaidGroup)
        raid_groups_.at(l.backing).placed_gb += new_capacity_gb - l.capacity_gb;
    l.capacity_gb = new_capacity_gb;
    if (l.thin()) l.pages.resize(std::ceil(new_capacity_gb / l.page_gb - 1e-9), kPageUnallocated);
}

void StorageModel::add_pool_member(Id pool_id, Id raid_group) {
    PoolRt& p = pools_.at(pool_id);
    for (const auto& m : p.members)
        if (m.id == raid_group) return;
    PoolMemberRt pm;
    pm.id = raid_group;
    pm.capacity_gb = raid_groups_.at(raid_group).usable_gb;
    p.members.push_back(pm);
}

std::vector<double> StorageModel::member_shares(Id lu_id, double from_gb, double to_gb) const {
    const LuRt& l = lu(lu_id);
    const PoolRt& p = pools_.at(l.backing);
    std::vector<double> out(p.members.size(), 0.0);
    if (!tiering_.tiered(p.id)) {
        const double total = p.capacity_gb();
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = total > 0 ? p.members[i].capacity_gb / total : 1.0 / out.size();
        return out;
    }
    const std::vector<double> tier = tiering_.tier_shares(lu_id, from_gb, to_gb);
    std::vector<double> tier_capacity(tier.size(), 0.0);
    for (std::size_t i = 0; i < out.size(); ++i) tier_capacity[tiering_.member_tier(p.id, i)] += p.members[i].capacity_gb;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int k = tiering_.member_tier(p.id, i);
        out[i] = tier_capacity[k] > 0 ? tier[k] * p.members[i].capacity_gb / tier_capacity[k] : 0.0;
    }
    return out;
}

void StorageModel::move_allocation(Id pool_id, const std::vector<bool>& from, const std::vector<bool>& to, double gb) {
    PoolRt& p = pools_.at(pool_id);
    double from_total = 0, to_free = 0;
    for (std::size_t i = 0; i < p.members.size(); ++i) {
        if (from[i]) from_total += p.members[i].allocated_gb;
        if (to[i]) to_free += std::max(0.0, p.members[i].capacity_gb - p.members[i].allocated_gb);
    }
    if (from_total <= 0 || to_free <= 0) return;
    gb = std::min({gb, from_total, to_free});
    for (std::size_t i = 0; i < p.members.size(); ++i) {
        PoolMemberRt& m = p.members[i];
        double delta = 0;
        if (from[i]) delta -= gb * m.allocated_gb / from_total;
        if (to[i]) delta += gb * std::max(0.0, m.capacity_gb - m.allocated_gb) / to_free;
        m.allocated_gb += delta;
        if (!m.external) raid_groups_.at(m.id).placed_gb += delta;
    }
}

double StorageModel::stroke(Id raid_group) const {
    const RaidGroupRt& rg = raid_groups_.at(raid_group);
    return std::clamp(rg.placed_gb / std::max(1e-9, rg.usable_gb), kMinStroke, 1.0);
}

}  // namespace santwin::engine
