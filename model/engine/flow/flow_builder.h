#pragma once
// Turns the current streams into solver stations and classes (design.md §2): each stream's I/O
// is followed from the host through its multipath policy's paths (HBA port, array port), the
// controllers (microprocessor work, cross-path / proxy / ownership transfers), the cache (read
// hits, prefetch, write-back) and the back end (RAID groups, pool members, external arrays,
// disk groups), with the RAID arithmetic of devices/raid.h at the drives.
//
// What it cannot decide from the streams alone it takes from the previous solution: how much
// of a RAID group's I/O each stream contributes (sequential detection) — so a step builds,
// solves, rebuilds with the new shares and solves again.
#include <map>
#include <unordered_map>
#include <set>
#include <string>
#include <vector>

#include "devices/hardware_catalog.h"
#include "engine/flow/path_table.h"
#include "engine/flow/stream.h"
#include "engine/solver.h"
#include "engine/system/stations.h"
#include "engine/system/storage_model.h"

namespace santwin::engine {

// Per solved class: what it puts on ports and LUs, for the recorded metrics.
struct PortLoad {
    Id port = kNoId;
    double reads_per_io = 0;   // I/Os through the port per I/O of the class
    double writes_per_io = 0;
    double mb_per_io = 0;
};

// Back-end operations a class puts on a region of a tiered pool's LU (for the tiering monitor).
struct TierHeat {
    Id lu = kNoId;
    double from_gb = 0, to_gb = 0;
    double ops_per_io = 0;
};

struct ClassInfo {
    int stream = -1;
    Id owner = kNoId;
    Id host = kNoId;
    Id lu = kNoId;
    double read_fraction = 0;
    double array_ios_per_io = 1;       // front-end I/Os the array sees per I/O of the stream
    double mb_per_io = 0;
    double vmkernel_mb_per_io = 0;     // MB the host's kernel adds for the stream (zeroing a VM's
                                       // new blocks, growing a thin disk): not the guest's data
    std::vector<PortLoad> ports;       // initiator and target ports
    std::vector<std::pair<int, double>> rg_arrivals;  // (drive station, back-end arrivals per I/O)
    std::vector<std::string> rg_streams;              // per rg_arrivals entry: the leg's stream key
    double transfers_per_io = 0;       // LU ownership transfers caused per I/O (path thrashing)
    Id thrash_lu = kNoId;
    std::map<int, double> cache_write_mb;  // per cache group: MB written into that cache per I/O
    std::vector<TierHeat> tier_heat;   // tiered pools: operations per region per I/O
    std::vector<std::pair<int, double>> drive_ops;  // (drive station, drive operations per I/O)
    std::map<Id, std::pair<double, double>> lu_reads;  // per LU: (reads, reads that went to disk) per I/O
    double conflicts_per_io = 0;       // SCSI reservation conflicts / ATS miscompares met per I/O
    double locks_per_io = 0;           // metadata locks the stream takes per I/O
    std::vector<int> lock_visits;      // visits spent taking metadata locks (queueing for the LU)
    std::vector<int> cpu_visits;       // visits at host CPUs (the I/O's issuer computing, not queued at the LU)
    double lock_fixed_s = 0;           // latency per I/O from locks outside stations (retries, waits)
    // Outstanding I/Os beyond the host's LUN queue: they wait in the VMkernel (esxtop's KAVG)
    // before taking a slot, so a saturated stream's guest sees that wait on top of the device's.
    double host_queued = 0;
};

struct Flow {
    StationRegistry registry;
    std::vector<ClassSpec> classes;
    std::vector<ClassInfo> info;
    std::map<Id, int> cache_groups;  // array -> solver cache group
};

class FlowBuilder {
public:
    FlowBuilder(const Topology& t, StorageModel& storage, PathTable& paths,
                const devices::HardwareCatalog& catalog);

    Flow build(const std::vector<StreamSpec>& streams);
    // Feeds back a solution of `flow` so the next build knows each stream's share of every
    // RAID group's arrivals, each stream's rate and the rate of those taking locks. Returns the
    // largest change of a share, or relative change of a lock-taking stream's rate.
    double learn(const Flow& flow, const Solution& solution);

    // Ownership changes decided while building (implicit ALUA transfers): (lu, new owner).
    std::vector<std::pair<Id, Id>> take_ownership_changes();

private:
    friend struct BuildContext;
    // Moves the stream's lock-rate estimate towards `x`; returns the relative change.
    double learn_lock_rate(const std::string& stream, double x);
    const Topology& topology_;
    StorageModel& storage_;
    PathTable& paths_;
    const devices::HardwareCatalog& catalog_;
    std::map<std::pair<std::string, int>, double> rg_share_;  // (stream name, station) -> share
    std::map<std::string, double> last_rate_;                 // stream name -> I/O per second
    std::map<std::string, double> lock_rate_;                 // stream name -> I/O per second while taking locks
    std::map<std::string, double> cpu_share_;                 // stream name -> share of its cycle at host CPUs
    std::map<Id, double> last_read_latency_;                  // LU -> mean read latency, seconds
    // Station names by entity, kept across builds: Topology::describe scans every entity to tell
    // shared names apart, and each build names its thousands of stations again.
    std::unordered_map<Id, std::string> described_;
    std::map<Id, double> last_write_latency_;                 // LU -> mean write latency, seconds
    // LU -> the thrashing stall (per read, per write, seconds) the last build added: what the
    // LU's last latencies hold beyond the I/Os' own service.
    std::map<Id, std::pair<double, double>> thrash_stall_;
    std::vector<std::pair<Id, Id>> ownership_changes_;
};

// FC / Ethernet payload bandwidth of a port, MB/s per direction.
double port_mb_s(double speed_gbps, const std::string& protocol);

}  // namespace santwin::engine
