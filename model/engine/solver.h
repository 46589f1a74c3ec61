#pragma once
// The flow solver: turns the current I/O streams into throughputs, response times,
// utilizations and queue lengths. Approximate mean value analysis (Schweitzer) over a
// closed queueing network, with three extensions the storage domain needs:
//
//  * Every stream is a closed class of N outstanding I/Os (VDbench/Jetstress threads, a copy's
//    outstanding transfers) with an optional target rate: X = min(target, N / R). A source with
//    no concurrency limit is a class with a very large N.
//  * A station has `servers` identical servers sharing its load evenly (the drives of a RAID
//    group, the microprocessors of a controller). An I/O's residence at a station is
//        R = D * (1 + (Q - Q_own/N) / servers)
//    D being the server-seconds it needs there and Q the station's mean queue length.
//  * Load-dependent service: the `reorderable` part of D (disk positioning) shrinks by the
//    station's queue gain g(q), q = queue per server (command queuing).
//  * Asynchronous visits (write-back destage): the load counts in utilization and queues, but the
//    I/O does not wait for it: the cache acknowledged the write. Stations destaging from one
//    write cache form a cache group. Once a station of the group would run above
//    `async_saturation` the cache is full: every write through it then waits W_g for a free
//    slot (slots are freed first come, first served as the back end destages), reads do not.
//    W_g is found so that the group's busiest station runs at the saturation level, so writers
//    are held to the back end's capacity and pay for it in write latency. Asynchronous visits
//    outside any group (read-ahead) scale their class's throughput down instead. The destage
//    backlog adds U_async / (1 - U) operations per server to the station's queue (an open
//    stream), bounded by the destage depth a controller keeps per drive.
//
// Solved by damped fixed-point iteration; deterministic for the same input.
#include <limits>
#include <string>
#include <vector>

namespace santwin::engine {

struct Station {
    std::string name;
    int servers = 1;
    double gain_alpha = 0;  // queue gain exponent for reorderable demand
    double gain_cap = 1;    // maximum queue gain
    double async_queue_cap = -1;  // destage operations kept queued per server (-1: the option's)
    // Servers that take work from one queue (processor cores, FPGA engines): an arrival waits
    // only when all are busy. Otherwise each arrival goes to one server of its own (a drive of a
    // group) and waits behind whatever is there.
    bool shared_queue = false;
};

enum class VisitTag { Read, Write, Other };

struct Visit {
    int station = 0;
    double demand_s = 0;       // server-seconds per I/O of the class (already weighted by mix)
    double reorderable_s = 0;  // part of demand_s command queuing can shorten
    bool async = false;        // write-back: the I/O does not wait unless the station saturates
    VisitTag tag = VisitTag::Other;
    int cache_group = -1;      // async: the write cache it destages from (-1: none)
    double ios = 0;            // async writes: host writes per class I/O this visit destages
                               // (on the drive visit only, so several visits of one write count once)
    int priority = 0;          // stations serve lower numbers first (solver_priority.h); a
                               // station whose visits all share one priority shares evenly
};

struct ClassSpec {
    std::string name;
    double population = 1;  // outstanding I/Os
    double target_rate = std::numeric_limits<double>::infinity();  // I/O per second wanted
    double fixed_latency_s = 0;   // latency outside the modelled stations
    double read_fraction = 0;     // for per-tag latency reporting
    std::vector<Visit> visits;
    double fixed_read_s = 0;      // the parts of fixed_latency_s only reads (writes) wait, per I/O
    double fixed_write_s = 0;     // of the class
};

struct SolverOptions {
    double async_saturation = 0.97;  // busy fraction at which a full cache throttles writers
    double async_queue_cap = 4;      // destage operations a controller keeps queued per drive
    // Cache groups whose write cache still has room: their writers do not wait even if the
    // back end is overloaded (the excess accumulates as write-pending data). Empty: none.
    std::vector<bool> absorbing_groups;
    double damping = 0.5;
    int max_iterations = 2000;
    double tolerance = 1e-7;
};

struct Solution {
    std::vector<double> throughput;     // per class, I/O per second
    std::vector<double> response_s;     // per class, mean seconds per I/O
    std::vector<double> read_response_s;   // per class, reads only (0 when none)
    std::vector<double> write_response_s;  // per class, writes only (0 when none)
    // Per class, per visit: seconds an I/O spends at that visit (0 for async visits); with
    // fixed_latency_s and cache_wait_s they make up response_s (the per-hop breakdown).
    std::vector<std::vector<double>> residence_s;
    std::vector<double> cache_wait_s;   // per class, mean wait for a free write-cache slot per I/O
    std::vector<double> utilization;    // per station, busy fraction per server (0..1)
    std::vector<double> queue_length;   // per station, mean I/Os present (all servers)
    std::vector<double> gain;           // per station, queue gain applied
    std::vector<double> group_wait_s;   // per cache group, the wait for a free write slot
    std::vector<double> group_overload; // per cache group, busiest destage station load / saturation
    bool converged = false;
    int iterations = 0;
};

Solution solve(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
               const SolverOptions& options = {});

// How many solves this thread ran and how many stopped at the iteration limit without
// converging (their figures are the last iterate's): a diagnostic scenarios report.
struct SolverStats {
    std::size_t solves = 0;
    std::size_t unconverged = 0;
};
SolverStats& solver_stats();

}  // namespace santwin::engine
