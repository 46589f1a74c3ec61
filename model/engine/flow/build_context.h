#pragma once
// Internal to the flow builder: the state one build() shares between its front-end, back-end
// and device halves. Not part of the engine's public interface.
#include <map>
#include <set>
#include <string>
#include <tuple>

#include "engine/flow/device_target.h"
#include "engine/flow/flow_builder.h"
#include "engine/flow/locking.h"

namespace santwin::engine {

// Kinds of back-end work one operation can turn into.
enum class BackendOp { ReadRandom, ReadSequential, WriteRandom, WriteSequential };

struct BuildContext {
    FlowBuilder& builder;
    Flow& flow;
    const std::vector<StreamSpec>& streams;
    std::map<Id, double> array_read_hit;    // random reads served by cache, per array
    // Sequential reads several streams make of the same data (copies of one base disk): the
    // share of a stream's reads of an LU that still go to disk, keyed by (stream as add_backend's, LU).
    std::map<std::pair<std::string, Id>, double> shared_read_disk_share;
    std::map<Id, double> lu_population;     // outstanding I/Os per LU, all hosts
    std::map<Id, bool> lu_thrashing;        // LU ownership ping-pong (RR over both controllers)
    std::map<Id, double> lu_rr_iops;
    std::map<Id, double> lu_write_share;    // share of the LU's I/O that writes (for flush times)
    std::map<Id, double> lu_working_set_gb; // random-read working set per LU
    std::map<Id, std::pair<double, double>> thrash_stall_now;  // LU -> (per read, per write) stall, s
    // The stall the previous build added to the LU's reads and writes (0 before the first).
    std::pair<double, double> last_thrash_stall(Id lu) const {
        auto it = builder.thrash_stall_.find(lu);
        return it == builder.thrash_stall_.end() ? std::pair<double, double>{0, 0} : it->second;
    }
    std::map<Id, int> cache_groups;
    std::map<Id, double> cabled_gbps;       // per cabled port: its link's rate (filled on first use)
    // Metadata locking per (LU, host): what other hosts' locks do to this host's commands.
    std::map<std::pair<Id, Id>, struct LockEffect> lock_effect;
    double last_rate(const std::string& stream) const;
    // The stream's I/O rate when it last took locks (0 if it never has).
    double lock_rate(const std::string& stream) const;
    // Mean read latency of the LU in the last solution (0 before the first).
    double last_read_latency(Id lu) const {
        auto it = builder.last_read_latency_.find(lu);
        return it == builder.last_read_latency_.end() ? 0.0 : it->second;
    }
    double last_write_latency(Id lu) const {
        auto it = builder.last_write_latency_.find(lu);
        return it == builder.last_write_latency_.end() ? 0.0 : it->second;
    }

    BuildContext(FlowBuilder& b, Flow& f, const std::vector<StreamSpec>& s) : builder(b), flow(f), streams(s) {}

    const Topology& topology() const { return builder.topology_; }
    // topology().describe(id), computed once per run (station names).
    const std::string& describe(Id id) {
        auto it = builder.described_.find(id);
        if (it == builder.described_.end()) it = builder.described_.emplace(id, topology().describe(id)).first;
        return it->second;
    }
    StorageModel& storage() { return builder.storage_; }
    PathTable& paths() { return builder.paths_; }
    const devices::HardwareCatalog& catalog() const { return builder.catalog_; }
    double share(const std::string& stream, int station) const;
    void record_ownership_change(Id lu, Id controller) { builder.ownership_changes_.emplace_back(lu, controller); }

    // `async_cap`: destage operations the controller keeps queued per drive (-1: default).
    int drive_station(Id rg_or_dg, const devices::DiskParams& disk, int drives, double async_cap = -1);
    int mp_station(Id controller);
    int port_station(Id port, bool to_array);
    // A port whose two directions share one transfer engine: reads and writes queue together.
    int shared_port_station(Id port);
    int write_path_station(Id controller);
    // Memory bus of a controller (arrays with controller_bus_mb_s), recorded as its write path.
    int bus_station(Id controller) { return write_path_station(controller); }
    // The other controller of a two-controller array (kNoId when there is none).
    Id partner(Id controller);
    int ext_port_station(Id array);
    int cpu_station(Id server);
    // The rate a port's cable runs at: the slower of its two ends (an 8 Gb HBA on a 1 Gb switch
    // port runs at 1 Gb); the port's own speed when it is not cabled.
    double link_gbps(Id port);
    // A station of a device model (NAS CPU, VTL disks ...), created on first use.
    int device_station(Id entity, const std::string& role, const Station& make);
    // Index of an array's write cache, a cache group of the solver: the arrays of the seeds
    // mirror every write into both controllers' caches, so one pool of write slots serves all.
    int cache_group(Id array);

    // Seconds an ownership transfer of `lu` takes: the hand-over, plus destaging the writes the
    // LU took since the last transfer (`writes` of them), which the old owner must flush first.
    double transfer_seconds(Id lu, double writes);
    // Seconds the hand-over alone takes (the LU's owner changes; its cache is already clean).
    double handover_seconds(Id lu);
    // Share of random reads of `lu` (`kb` each) the array's cache serves. A thrashing LU's data
    // is cached only by the controller that read it (write data alone is mirrored), so after
    // each transfer the new owner holds only what the LU has read since.
    double random_read_hit(Id lu, double kb);
    // The hop to the array behind external volume `m` of `local_array`'s pool for `n` operations
    // of `mb` each (external_hop.cpp); `array_write`: data the array writes by itself.
    void add_external_hop(ClassSpec& c, ClassInfo& info, Id local_array, const PoolMemberRt& m, double n, double mb,
                          bool read, bool array_write, int group);
    // Adds `per_io` back-end operations of kind `op` and size `kb` on `region` to class `c`.
    void add_backend(ClassSpec& c, ClassInfo& info, const std::string& stream, const BlockRegion& region,
                     BackendOp op, double kb, double per_io, double working_set, bool zeroes = false,
                     int cache_group = -1, bool array_write = false);
};

void prepare_context(BuildContext& ctx);
// Lock loads per LU and host from the last solution, and their effects.
void prepare_locking(BuildContext& ctx);
// The locking waits and conflicts of one stream's commands and locks on its main LU.
void add_locking(BuildContext& ctx, const StreamSpec& s, ClassSpec& c, ClassInfo& info);
// ESX version of a host (for its VMkernel parameters); "4.0" for servers that are not ESX.
std::string host_version(const Topology& t, Id host);
// Host side, fabric, array front end and controllers of one block leg.
void add_block_front_end(BuildContext& ctx, const StreamSpec& s, const Leg& leg, ClassSpec& c, ClassInfo& info);

}  // namespace santwin::engine
