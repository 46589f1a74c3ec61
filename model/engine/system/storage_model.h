#pragma once
// The storage side of a lab at run time: arrays with their parameters, controllers, RAID groups,
// thin pools with page maps, disk groups and LUs, compiled from the topology and the hardware
// catalogue. Capacity state (which pages are allocated, to zeros or data) lives here.
//
// Thin provisioning: an LU backed by a pool keeps a map of its pages (unallocated / zero /
// data). The first write to a page allocates it from the pool; pages are spread round robin over
// the pool's members (wide striping). Reading an unallocated page returns zeros without touching
// a disk. Zero-page reclaim returns pages holding only zeros to the pool.
#include <map>
#include <string>
#include <vector>

#include "common/extent_map.h"
#include "devices/array_params.h"
#include "devices/hardware_catalog.h"
#include "devices/raid.h"
#include "engine/system/external_paths.h"
#include "engine/system/nas_model.h"
#include "engine/system/tiering.h"
#include "topology/topology.h"

namespace santwin::engine {

enum PageState : ExtentMap::State { kPageUnallocated = 0, kPageZero = 1, kPageData = 2 };

struct ArrayRt {
    Id id = kNoId;
    devices::ArrayParams params;
    std::string architecture;      // from the topology, defaulting to the model's
    bool vaai = false;
    std::vector<Id> controllers;   // by index
    bool write_through = false;    // a controller failed and the survivor stopped caching writes
};

struct RaidGroupRt {
    Id id = kNoId;
    Id array = kNoId;
    devices::RaidGeometry geometry;
    devices::DiskParams disk;
    double usable_gb = 0;
    double placed_gb = 0;          // capacity holding LUs or pool pages: sets the seek stroke
    int failed_drives = 0;         // drives missing (failed, spare not yet rebuilt)
    bool lost = false;             // more drives failed than its RAID level survives
};

struct DiskGroupRt {
    Id id = kNoId;
    Id array = kNoId;
    int drives = 0;
    devices::DiskParams disk;
    double raw_gb = 0;
    double placed_gb = 0;
};

struct PoolMemberRt {
    Id id = kNoId;           // RAID group or external volume
    bool external = false;
    Id source_lu = kNoId;    // external: LU on the external array
    double capacity_gb = 0;
    double allocated_gb = 0;
    std::vector<ExternalPath> paths;  // external: how the array reaches source_lu (empty: not cabled)
};

struct PoolRt {
    Id id = kNoId;
    Id array = kNoId;
    double page_mb = 1024;
    std::vector<PoolMemberRt> members;
    double capacity_gb() const;
    double allocated_gb() const;
};

enum class BackingKind { None, RaidGroup, Pool, DiskGroup };

struct LuRt {
    Id id = kNoId;
    Id array = kNoId;
    double capacity_gb = 0;
    BackingKind backing_kind = BackingKind::None;
    Id backing = kNoId;
    std::string vraid;        // EVA Vdisk redundancy
    Id owner = kNoId;         // owning controller
    double page_gb = 0;       // thin LUs: page size in GB
    ExtentMap pages;          // thin LUs: page states, in pages

    bool thin() const { return backing_kind == BackingKind::Pool; }
};

class StorageModel {
public:
    StorageModel(const Topology& t, const devices::HardwareCatalog& catalog);

    ArrayRt& array(Id id);
    const ArrayRt& array(Id id) const;
    RaidGroupRt& raid_group(Id id) { return raid_groups_.at(id); }
    DiskGroupRt& disk_group(Id id) { return disk_groups_.at(id); }
    PoolRt& pool(Id id) { return pools_.at(id); }
    const PoolRt& pool(Id id) const { return pools_.at(id); }
    LuRt& lu(Id id);
    const LuRt& lu(Id id) const;
    bool has_lu(Id id) const { return lus_.count(id) != 0; }
    const std::map<Id, LuRt>& lus() const { return lus_; }
    const std::map<Id, RaidGroupRt>& raid_groups() const { return raid_groups_; }
    const std::map<Id, PoolRt>& pools() const { return pools_; }
    const std::map<Id, DiskGroupRt>& disk_groups() const { return disk_groups_; }
    const std::map<Id, ArrayRt>& arrays() const { return arrays_; }

    // --- thin provisioning -------------------------------------------------------------
    // Pages of `lu` in [from_gb, to_gb) written with `state` (data or zero). Unallocated pages
    // are allocated from the pool. Returns GB newly allocated. Standard LUs: no-op, 0.
    double write_range(Id lu, double from_gb, double to_gb, PageState state);
    // `writes` random small writes spread uniformly over [from_gb, to_gb): allocates the expected
    // number of distinct pages they touch. Returns GB newly allocated.
    double write_random(Id lu, double from_gb, double to_gb, double writes);
    // Allocated GB of the LU (thin) or its capacity (standard).
    double consumed_gb(Id lu) const;
    // Allocated GB of the pages under [from_gb, to_gb) of a thin LU (whole pages).
    double consumed_gb(Id lu, double from_gb, double to_gb) const;
    // Pages of the LU holding only zeros become unallocated again; returns GB reclaimed.
    double reclaim_zero_pages(Id lu);
    // Fraction of [from_gb, to_gb) of a thin LU that is allocated (1 for standard LUs).
    double allocated_fraction(Id lu, double from_gb, double to_gb) const;
    // GB allocated in the pool.
    double pool_used_gb(Id pool) const;
    // Grows an LU (and its page map); pool usage does not change.
    void grow_lu(Id lu, double new_capacity_gb);
    // Adds a RAID group (already in the topology) to a pool.
    void add_pool_member(Id pool, Id raid_group);

    // Seek stroke of a RAID group: the part of its surface holding placed data.
    double stroke(Id raid_group) const;

    // --- tiered pools and NAS heads (seed 002) ------------------------------------------
    // Share of the I/O to [from_gb, to_gb) of a thin LU that each member of its pool serves:
    // capacity-proportional (wide striping), split by tier on a tiered (HDT) pool.
    std::vector<double> member_shares(Id lu, double from_gb, double to_gb) const;
    // Moves `gb` of allocated pages from the `from` members of a pool to the `to` members
    // (tier relocation).
    void move_allocation(Id pool, const std::vector<bool>& from, const std::vector<bool>& to, double gb);
    Tiering& tiering() { return tiering_; }
    const Tiering& tiering() const { return tiering_; }
    NasModel& nas() { return nas_; }
    const NasModel& nas() const { return nas_; }

    // Writers appending to files on an LU right now: its file system allocates each file's
    // extents as the file grows, so the extents of files written together interleave.
    void add_appender(Id lu, int delta) { appenders_[lu] += delta; }
    int appenders(Id lu) const {
        auto it = appenders_.find(lu);
        return it == appenders_.end() ? 0 : it->second;
    }

private:
    void build_arrays(const Topology& t, const devices::HardwareCatalog& catalog);
    void build_raid_groups(const Topology& t, const devices::HardwareCatalog& catalog);
    void build_pools(const Topology& t);
    void build_lus(const Topology& t);
    void build_external_paths(const Topology& t);
    void place_pages(PoolRt& pool, double gb, int tier = -1);

    const Topology& topology_;
    const devices::HardwareCatalog& catalog_;
    std::map<Id, ArrayRt> arrays_;
    std::map<Id, RaidGroupRt> raid_groups_;
    std::map<Id, DiskGroupRt> disk_groups_;
    std::map<Id, PoolRt> pools_;
    std::map<Id, LuRt> lus_;
    Tiering tiering_;
    NasModel nas_;
    std::map<Id, int> appenders_;  // by LU (add_appender)
};

}  // namespace santwin::engine
