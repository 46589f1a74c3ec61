#pragma once
// What an LU ownership transfer (path thrashing) costs the I/Os of the LU, reads and writes apart.

namespace santwin::engine {

struct ThrashStall {
    double per_read_s = 0;   // added to each read
    double per_write_s = 0;  // added to each write
};

// The LU's I/O mix and latencies (those of the previous solution; 0 before the first).
struct LuMix {
    double write_share = 0;
    double population = 0;  // I/Os outstanding, all hosts
    double read_latency_s = 0, write_latency_s = 0;
};

// An LU changes owner every `rr_iops` I/Os. During the hand-over (`handover_s`) nothing is
// served: the I/Os then outstanding wait, and since a write completes in cache while a read
// goes to disk, most of them are reads (Little's law: the outstanding reads are the read rate
// times the read latency). Then the old owner flushes the LU's dirty data (the rest of
// `transfer_s`): the new owner's cache holds no valid copy of it, so a read waits until the
// flush has reached the disks, while a write goes into the new owner's mirrored write cache at
// once; within a write or two every thread of the LU is waiting on a read. Each transfer so
// costs the LU its whole `transfer_s` of service, the flush all on reads.
ThrashStall thrash_stall(double handover_s, double transfer_s, const LuMix& lu, double rr_iops);

}  // namespace santwin::engine
