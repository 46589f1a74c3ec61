#pragma once
// What an LU ownership transfer (path thrashing) costs the I/Os of the LU, reads and writes apart.
//
// Model (vSphere 4.0 Fibre Channel SAN Configuration Guide, "Understanding Path Thrashing"): an
// active/passive LU is accessed by one controller at a time; moving it means the old owner
// flushes its cache for the LU, "and during that time, no I/O to the LU can be processed by
// either SP". So a transfer of T seconds (hand-over plus flush) holds every I/O of the LU then
// outstanding, reads and writes alike. With N I/Os outstanding and a transfer every rr I/Os,
// Little's law gives N * T / rr seconds per I/O served. Who waits is who is outstanding: the
// outstanding I/Os split by kind as rate x latency, so slow reads carry most of the stall and
// in-cache writes little, but a write caught by a transfer waits for the flush as a read does.

namespace santwin::engine {

struct ThrashStall {
    double per_read_s = 0;   // added to each read, s
    double per_write_s = 0;  // added to each write, s
};

// The LU's I/O mix and its I/Os' own latencies: those of the previous solution less the stall
// it included (0 before the first solution: the kinds are then taken as equally slow).
struct LuMix {
    double write_share = 0;                          // writes / all I/Os
    double population = 0;                           // I/Os outstanding, all hosts
    double read_latency_s = 0, write_latency_s = 0;  // per I/O, without the stall, s
};

// `transfer_s`: the whole time the LU is unavailable per transfer (hand-over and flush);
// `rr_iops`: I/Os between transfers.
ThrashStall thrash_stall(double transfer_s, const LuMix& lu, double rr_iops);

}  // namespace santwin::engine
