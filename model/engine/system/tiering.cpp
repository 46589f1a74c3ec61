#include "engine/system/tiering.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "engine/system/storage_model.h"

namespace santwin::engine {

namespace {
constexpr double kEps = 1e-9;
constexpr ExtentMap::State kUnassigned = 255;
constexpr int kStepsPerCycle = 3;  // relocation progress is applied three times a cycle

// Drive class of a pool member: flash above fast SAS/FC above near-line.
int drive_class(const StorageModel& sm, const PoolMemberRt& m) {
    if (m.external) return 1;
    const devices::DiskParams& d = sm.raid_groups().at(m.id).disk;
    if (d.is_flash()) return 0;
    return d.rpm >= 10000 ? 1 : 2;
}
}  // namespace

std::size_t Tiering::RegionHash::operator()(const RegionKey& k) const {
    const std::size_t h1 = std::hash<Id>{}(k.lu), h2 = std::hash<double>{}(k.from),
                      h3 = std::hash<double>{}(k.to);
    return h1 ^ (h2 + 0x9e3779b97f4a7c15ULL + (h1 << 6) + (h1 >> 2)) ^ (h3 * 0x100000001b3ULL);
}

void Tiering::build(const Topology& t, StorageModel& sm) {
    for (const auto& [id, pool] : sm.pools()) {
        if (t.at(id).text("type") != "hdt") continue;
        PoolTiers p;
        p.id = id;
        std::set<int> classes;
        for (const auto& m : pool.members) classes.insert(drive_class(sm, m));
        const std::vector<int> ranked(classes.begin(), classes.end());
        p.tier_capacity_gb.assign(ranked.size(), 0.0);
        for (const auto& m : pool.members) {
            const int tier = static_cast<int>(
                std::find(ranked.begin(), ranked.end(), drive_class(sm, m)) - ranked.begin());
            p.member_tier.push_back(tier);
            p.tier_capacity_gb[tier] += m.capacity_gb;
        }
        p.cycle_s = t.at(id).num("tier_cycle_min", 30) * 60.0;
        const devices::ArrayParams& ap = sm.array(pool.array).params;
        p.relocation_gb_s = ap.hdt_relocation_mb_s / 1024.0;
        p.buffer = ap.hdt_buffer_pct / 100.0;
        cycle_s_ = cycle_s_ > 0 ? std::min(cycle_s_, p.cycle_s) : p.cycle_s;
        relocation_gb_s_ = std::max(relocation_gb_s_, p.relocation_gb_s);
        const int tiers = static_cast<int>(ranked.size());
        for (const auto& [lu_id, lu] : sm.lus()) {
            if (lu.backing_kind != BackingKind::Pool || lu.backing != id) continue;
            LuTiers l;
            l.pool = id;
            l.page_gb = lu.page_gb;
            const std::string policy = t.at(lu_id).text("tiering_policy");
            if (policy == "level1") l.pinned = 0;
            if (policy == "level2") l.pinned = std::min(1, tiers - 1);
            l.allocation =
                l.pinned >= 0 ? l.pinned : (ap.hdt_new_pages_top_tier > 0.5 ? 0 : tiers - 1);
            l.tier = ExtentMap(lu.pages.size(), static_cast<ExtentMap::State>(l.allocation));
            lus_[lu_id] = std::move(l);
        }
        pools_[id] = std::move(p);
    }
    next_cycle_s_ = cycle_s_ > 0 ? cycle_s_ : std::numeric_limits<double>::infinity();
}

int Tiering::member_tier(Id pool, std::size_t index) const {
    return pools_.at(pool).member_tier.at(index);
}

int Tiering::tier_count(Id pool) const {
    return static_cast<int>(pools_.at(pool).tier_capacity_gb.size());
}

int Tiering::allocation_tier(Id lu) const {
    auto it = lus_.find(lu);
    return it == lus_.end() ? -1 : it->second.allocation;
}

std::vector<double> Tiering::tier_shares(Id lu, double from_gb, double to_gb) const {
    const LuTiers& l = lus_.at(lu);
    const int tiers = tier_count(l.pool);
    std::vector<double> out(static_cast<std::size_t>(tiers), 0.0);
    const double p0 = std::floor(from_gb / l.page_gb);
    const double p1 = std::max(p0 + 1, std::ceil(to_gb / l.page_gb - kEps));
    for (int k = 0; k < tiers; ++k)
        out[k] = l.tier.count(p0, p1, static_cast<ExtentMap::State>(k)) / (p1 - p0);
    return out;
}

double Tiering::tier_gb(const StorageModel& sm, Id lu, int tier) const {
    const LuTiers& l = lus_.at(lu);
    const LuRt& rt = sm.lu(lu);
    double pages = 0;
    for (auto [a, b] : l.tier.runs(0, l.tier.size(), static_cast<ExtentMap::State>(tier)))
        pages += rt.pages.count(a, b, kPageZero) + rt.pages.count(a, b, kPageData);
    return pages * l.page_gb;
}

void Tiering::add_heat(Id lu, double from_gb, double to_gb, double ops) {
    if (ops <= 0 || !lus_.count(lu)) return;
    heat_[RegionKey{lu, from_gb, to_gb}] += ops;
}

double Tiering::next_event() const {
    double t = next_cycle_s_;
    if (!pending_.empty()) t = std::min(t, next_step_s_);
    return t;
}

double Tiering::pending_gb() const {
    double gb = 0;
    for (const Move& m : pending_) gb += (m.to_page - m.from_page) * lus_.at(m.lu).page_gb;
    return gb;
}

bool Tiering::advance(double now, StorageModel& sm, double* moved_gb) {
    double moved = 0;
    if (!pending_.empty() && now >= next_step_s_ - kEps) {
        moved += apply(sm, relocation_gb_s_ * step_s_);
        next_step_s_ = now + step_s_;
    }
    if (now >= next_cycle_s_ - kEps) {
        pending_.clear();  // the new plan replaces what is left of the old one
        std::map<Id, std::vector<Candidate>> hot;  // by pool, from one pass over the heat
        for (const auto& [key, ops] : heat_) {
            const LuTiers& l = lus_.at(key.lu);
            if (l.pinned >= 0 || key.to <= key.from) continue;
            hot[l.pool].push_back({key.lu, std::floor(key.from / l.page_gb),
                                   std::ceil(key.to / l.page_gb - kEps),
                                   ops / (key.to - key.from)});
        }
        for (const auto& [id, pool] : pools_) plan(sm, pool, hot[id]);
        heat_.clear();
        next_cycle_s_ += cycle_s_;
        step_s_ = cycle_s_ / kStepsPerCycle;
        next_step_s_ = now + step_s_;
    }
    if (moved_gb) *moved_gb = moved;
    return moved > 0;
}

void Tiering::plan(StorageModel& sm, const PoolTiers& pool, std::vector<Candidate>& hot) {
    // Busiest first; ties in a fixed order (the heat map's order is not).
    std::sort(hot.begin(), hot.end(), [](const Candidate& a, const Candidate& b) {
        return std::tie(b.density, a.lu, a.p0, a.p1) < std::tie(a.density, b.lu, b.p0, b.p1);
    });

    // Room on the top tier for dynamic pages: capacity less the buffer and the pinned pages.
    double room = pool.tier_capacity_gb[0] * (1.0 - pool.buffer);
    std::map<Id, ExtentMap> target;
    for (const auto& [lu, l] : lus_) {
        if (l.pool != pool.id) continue;
        if (l.pinned == 0) room -= tier_gb(sm, lu, 0);
        if (l.pinned < 0) target.emplace(lu, ExtentMap(l.tier.size(), kUnassigned));
    }
    room = std::max(0.0, room);
    const ExtentMap::State lower = static_cast<ExtentMap::State>(
        std::min(1, static_cast<int>(pool.tier_capacity_gb.size()) - 1));
    auto allocated_share = [&](Id lu, double p0, double p1) {
        const LuRt& rt = sm.lu(lu);
        return (rt.pages.count(p0, p1, kPageZero) + rt.pages.count(p0, p1, kPageData)) /
               std::max(1.0, p1 - p0);
    };
    // Busiest regions first; equal densities share what room is left in proportion.
    for (std::size_t i = 0; i < hot.size();) {
        std::size_t j = i;
        double need = 0;
        while (j < hot.size() &&
               std::abs(hot[j].density - hot[i].density) <= 1e-9 * hot[i].density) {
            const Candidate& c = hot[j];
            const LuTiers& l = lus_.at(c.lu);
            need += target.at(c.lu).count(c.p0, c.p1, kUnassigned) *
                    allocated_share(c.lu, c.p0, c.p1) * l.page_gb;
            ++j;
        }
        const double f = need <= room ? 1.0 : (need > 0 ? room / need : 0.0);
        room = std::max(0.0, room - need * f);
        for (std::size_t k = i; k < j; ++k) {
            const Candidate& c = hot[k];
            ExtentMap& tm = target.at(c.lu);
            const double free_pages = tm.count(c.p0, c.p1, kUnassigned);
            tm.convert_first(c.p0, c.p1, kUnassigned, 0, free_pages * f);
            tm.convert_first(c.p0, c.p1, kUnassigned, lower, free_pages);
        }
        i = j;
    }
    // Moves: promotions busiest first, then demotions of what saw no I/O or lost its place.
    std::vector<Move> promote, demote;
    std::set<std::tuple<Id, double, double>> seen;
    for (const Candidate& c : hot) {
        if (!seen.insert({c.lu, c.p0, c.p1}).second) continue;
        const ExtentMap& tm = target.at(c.lu);
        const LuTiers& l = lus_.at(c.lu);
        for (auto [a, b] : tm.runs(c.p0, c.p1, 0))
            for (int cur = 1; cur < static_cast<int>(pool.tier_capacity_gb.size()); ++cur)
                for (auto [x, y] : l.tier.runs(a, b, static_cast<ExtentMap::State>(cur)))
                    promote.push_back({c.lu, x, y, 0});
    }
    double promote_gb = 0, free_top = pool.tier_capacity_gb[0] * (1.0 - pool.buffer);
    for (const auto& [lu, l] : lus_)
        if (l.pool == pool.id) free_top -= tier_gb(sm, lu, 0);
    for (const Move& m : promote)
        promote_gb += (m.to_page - m.from_page) * lus_.at(m.lu).page_gb *
                      allocated_share(m.lu, m.from_page, m.to_page);
    for (auto& [lu, tm] : target) {
        const LuTiers& l = lus_.at(lu);
        for (auto [a, b] : l.tier.runs(0, l.tier.size(), 0)) {
            for (auto [x, y] : tm.runs(a, b, kUnassigned)) demote.push_back({lu, x, y, lower});
            for (auto [x, y] : tm.runs(a, b, lower)) demote.push_back({lu, x, y, lower});
        }
    }
    // Demote first only as much as the promotions need room for.
    double deficit = promote_gb - std::max(0.0, free_top);
    std::vector<Move> later;
    for (const Move& m : demote) {
        const double gb = (m.to_page - m.from_page) * lus_.at(m.lu).page_gb *
                          allocated_share(m.lu, m.from_page, m.to_page);
        if (deficit > 0) {
            pending_.push_back(m);
            deficit -= gb;
        } else {
            later.push_back(m);
        }
    }
    pending_.insert(pending_.end(), promote.begin(), promote.end());
    pending_.insert(pending_.end(), later.begin(), later.end());
}

double Tiering::apply(StorageModel& sm, double budget_gb) {
    double moved = 0;
    while (!pending_.empty() && budget_gb > kEps) {
        Move& m = pending_.front();
        const LuTiers& l = lus_.at(m.lu);
        const LuRt& rt = sm.lu(m.lu);
        const double alloc = (rt.pages.count(m.from_page, m.to_page, kPageZero) +
                              rt.pages.count(m.from_page, m.to_page, kPageData)) /
                             std::max(1.0, m.to_page - m.from_page);
        const double gb_per_page = l.page_gb * std::max(alloc, 1e-6);
        const double pages = std::min(m.to_page - m.from_page, budget_gb / gb_per_page);
        const double gb = move_pages(sm, m, pages);
        moved += gb;
        budget_gb -= std::max(gb, pages * gb_per_page);
        m.from_page += pages;
        if (m.to_page - m.from_page < kEps) pending_.erase(pending_.begin());
    }
    return moved;
}

double Tiering::move_pages(StorageModel& sm, const Move& m, double pages) {
    LuTiers& l = lus_.at(m.lu);
    const LuRt& rt = sm.lu(m.lu);
    const PoolTiers& p = pools_.at(l.pool);
    double gb = 0;
    const int tiers = static_cast<int>(p.tier_capacity_gb.size());
    for (int cur = 0; cur < tiers; ++cur) {
        if (cur == m.to_tier) continue;
        for (auto [a, b] :
             l.tier.runs(m.from_page, m.from_page + pages, static_cast<ExtentMap::State>(cur))) {
            const double g =
                (rt.pages.count(a, b, kPageZero) + rt.pages.count(a, b, kPageData)) * l.page_gb;
            std::vector<bool> from(p.member_tier.size()), to(p.member_tier.size());
            for (std::size_t i = 0; i < p.member_tier.size(); ++i) {
                from[i] = p.member_tier[i] == cur;
                to[i] = p.member_tier[i] == m.to_tier;
            }
            if (g > 0) sm.move_allocation(l.pool, from, to, g);
            gb += g;
        }
    }
    l.tier.set(m.from_page, m.from_page + pages, static_cast<ExtentMap::State>(m.to_tier));
    return gb;
}

}  // namespace santwin::engine
