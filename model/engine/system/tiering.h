#pragma once
// Hitachi Dynamic Tiering at run time (seed 002). A pool of type "hdt" whose members are parity
// groups of different drive classes forms tiers, ranked flash > 15K/10K SAS > near-line. Every
// page of a DP-Vol lives on one tier:
//   * policy level1 (level2): the page is pinned to the top (second) tier;
//   * policy all: new pages go to the lowest tier (or the top one, per the array's parameter)
//     and move once per monitoring cycle.
// Monitoring: the back-end operations each region of an LU receives are summed over the cycle
// (tier_cycle_min, 30 minutes by default). At the end of a cycle the busiest pages — highest
// operations per GB — are planned onto the top tier as far as its capacity (less a relocation
// buffer and the pinned pages) allows; pages that saw no I/O are planned onto the lower tier.
// Pages the array relocates at hdt_relocation_mb_s, in steps, promotions first (demoting first
// what must leave to make room); the next cycle's plan replaces what is left of the old one.
// Regions with equal density share the room in proportion, so symmetric layouts (a NAS striping
// over its system drives) stay symmetric.
//
// The back end asks tier_shares() for the part of a region's I/O each tier serves.
#include <map>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "common/extent_map.h"
#include "topology/topology.h"

namespace santwin::engine {

class StorageModel;
struct LuRt;

class Tiering {
  public:
    // Reads the tiered pools, their members' tiers and the LUs' policies.
    void build(const Topology& t, StorageModel& sm);

    bool tiered(Id pool) const { return pools_.count(pool) != 0; }
    // Tier (0 = top) of member `index` of a tiered pool.
    int member_tier(Id pool, std::size_t index) const;
    int tier_count(Id pool) const;
    // Tier new pages of the LU are allocated on (-1: the LU is not in a tiered pool).
    int allocation_tier(Id lu) const;
    // Share of the I/O to [from_gb, to_gb) of the LU served by each tier (uniform over the pages).
    std::vector<double> tier_shares(Id lu, double from_gb, double to_gb) const;
    // GB of the LU's allocated pages on `tier`.
    double tier_gb(const StorageModel& sm, Id lu, int tier) const;

    // Back-end operations on a region during the current cycle.
    void add_heat(Id lu, double from_gb, double to_gb, double ops);
    // Time of the next cycle end or relocation step (infinity without tiered pools).
    double next_event() const;
    // Handles what is due at `now`; returns true when pages changed tier. `moved_gb` gets the GB
    // relocated by this call.
    bool advance(double now, StorageModel& sm, double* moved_gb = nullptr);

    // GB still waiting to move.
    double pending_gb() const;

  private:
    struct PoolTiers {
        Id id = kNoId;
        std::vector<int> member_tier;
        std::vector<double> tier_capacity_gb;
        double cycle_s = 1800;
        double relocation_gb_s = 0.2;
        double buffer = 0.02;
    };
    struct Move {
        Id lu;
        double from_page, to_page;  // in pages of the LU
        int to_tier;
    };
    struct LuTiers {
        Id pool = kNoId;
        int pinned = -1;  // tier a level1/level2 policy holds it to; -1: dynamic
        int allocation = 0;
        double page_gb = 1;
        ExtentMap tier;  // per page: tier index
    };

    struct Candidate {  // a region that saw I/O this cycle
        Id lu;
        double p0, p1;   // pages
        double density;  // operations per GB
    };
    void plan(StorageModel& sm, const PoolTiers& pool, std::vector<Candidate>& hot);
    double apply(StorageModel& sm, double budget_gb);
    double move_pages(StorageModel& sm, const Move& m, double max_pages);

    std::map<Id, PoolTiers> pools_;
    std::map<Id, LuTiers> lus_;
    struct RegionKey {
        Id lu;
        double from, to;
        bool operator==(const RegionKey&) const = default;
    };
    struct RegionHash {
        std::size_t operator()(const RegionKey& k) const;
    };
    std::unordered_map<RegionKey, double, RegionHash> heat_;  // operations per region this cycle
    std::vector<Move> pending_;
    double next_cycle_s_ = 0;
    double cycle_s_ = 0;
    double next_step_s_ = 0;
    double step_s_ = 300;
    double relocation_gb_s_ = 0;
};

}  // namespace santwin::engine
