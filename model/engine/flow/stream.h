#pragma once
// A stream: one kind of work from one source, the unit the flow solver works with (design.md
// §2). Workloads and operations describe what they want as streams each step; the FlowBuilder
// turns them into solver classes.
//
// One "I/O" of a stream may involve several operations, its legs: a VM's 8K I/O is a read leg
// and a write leg in its mix; a first write adds a zeroing leg; a copy moves a chunk with a read
// leg on the source and a write leg on the destination; a backup reads from an LU and writes to
// a tape device. All legs of one I/O are solved together, so a copy runs at the pace of its
// slower side.
#include <limits>
#include <string>
#include <vector>

#include "topology/value.h"

namespace santwin::engine {

// Where block I/O lands: a range of an LU.
struct BlockRegion {
    Id lu = kNoId;
    double from_gb = 0;
    double to_gb = 0;
    double span() const { return to_gb - from_gb; }
    bool operator==(const BlockRegion&) const = default;
};

struct Leg {
    std::string why = "io";        // "io", "zeroing", "thin_metadata", "copy_read", "tape_write" ...
    double per_io = 1;             // operations of this leg per I/O of the stream
    bool write = false;
    double kb = 8;                 // size of one operation
    double random_fraction = 1.0;  // 1: random, 0: sequential
    BlockRegion region;            // block target (region.lu set) ...
    Id device = kNoId;             // ... or a device: an NFS export, a VTL node, a tape drive
    Id host = kNoId;               // who issues it; kNoId: the stream's host (or the array itself)
    double wire_kb = -1;           // bytes on the wire per operation (-1: kb; WRITE SAME ~0)
    bool zeroes = false;           // a WRITE SAME of zeros (VAAI): the array knows it is zero
    bool array_internal = false;   // done by the array itself (XCOPY data movement): no host, no fabric
    bool command_only = false;     // a command the host sends (an XCOPY request): front end only
    double working_set = 1.0;      // share of the region random reads touch (for cache hits)
    bool behind = false;           // written behind: the issuer's cache (NTFS lazy writer, a
                                   // media agent's buffers) sends it; the I/O does not wait for it

    // Added by the host's kernel to a guest's I/O (zeroing new blocks, growing a thin file):
    // the array and the fabric see it, the guest's own MB/s do not.
    bool issued_by_vmkernel() const { return why == "zeroing" || why == "thin_metadata"; }

    bool operator==(const Leg&) const = default;
};

// Processor work a stream puts on a server (NTFS compression on a proxy, the console OS of an
// ESX host running a backup agent), seconds of one core per I/O.
struct CpuCost {
    Id server = kNoId;
    double seconds_per_io = 0;
    bool operator==(const CpuCost&) const = default;
};

struct StreamSpec {
    std::string name;
    Id owner = kNoId;           // entity whose metrics this stream adds to (VM, job subject)
    Id host = kNoId;            // issuing host of legs that name none
    std::vector<Leg> legs;
    std::vector<CpuCost> cpu;
    double population = 1;      // outstanding I/Os
    double target_iops = std::numeric_limits<double>::infinity();
    double extra_latency_s = 0; // waits outside the modelled stations (locks, stalls)
    bool counts_as_host_io = true;  // false: work the host never sees as its own I/O
    // VMFS metadata locks this stream takes per I/O on its main LU (file create/open/grow):
    // SCSI reservations of the whole LU, or ATS on a lock record with VAAI. `shared_locks_per_io`
    // of them are on records other hosts lock too (a linked clones' shared base, say).
    double locks_per_io = 0;
    double shared_locks_per_io = 0;
    // Its locks take SCSI reservations even where the host uses ATS (operations VMFS-3 on
    // ESX 4.1 still did with reservations).
    bool locks_by_reservation = false;

    // The stream's own read share (legs "io"), for reporting read and write IOPS.
    double read_fraction() const;
    // The first block region the stream touches (its LU), or an empty region.
    BlockRegion main_region() const;
    bool operator==(const StreamSpec&) const = default;
};

// The legs of a plain I/O mix on one region: reads and writes of the given sizes.
std::vector<Leg> mix_legs(const BlockRegion& region, double read_fraction, double read_kb, double write_kb,
                          double random_fraction, double working_set = 1.0);

}  // namespace santwin::engine
