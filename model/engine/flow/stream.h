#pragma once
// A stream: one kind of I/O from one source along its resolved paths, the unit the flow
// solver works with (design.md §2). Workloads and operations describe what they want as streams
// each step; the FlowBuilder turns them into solver classes.
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
};

// The shape of one I/O of the stream.
struct IoShape {
    double read_fraction = 0.5;
    double read_kb = 8;
    double write_kb = 8;
    double random_fraction = 1.0;  // the rest is sequential
    double working_set = 1.0;      // share of the region the random I/O touches
};

// Additional I/O one I/O of the stream causes: a VMFS zeroing write before a first write,
// thin-allocation metadata I/O, ... `per_io` of them for every I/O of the stream.
struct ExtraIo {
    std::string why;            // "zeroing", "thin_metadata"
    double per_io = 0;
    bool write = true;
    double kb = 1024;
    bool sequential = true;     // laid out as a full stripe (zeroing) or random (metadata)
    BlockRegion region;         // where it goes (defaults to the stream's region)
    double wire_kb = -1;        // bytes on the wire per I/O (-1: same as kb; WRITE SAME sends ~0)
    bool zeroes = false;        // a WRITE SAME of zeros (VAAI): the array knows the data is zero,
                                // so with pre-formatted pool pages it skips the back end for
                                // pages not yet allocated (arrays.json write_same_*)
};

struct StreamSpec {
    std::string name;
    Id owner = kNoId;           // entity whose metrics this stream adds to (VM, VMDK, job target)
    Id host = kNoId;            // issuing host; kNoId for work the array does by itself (XCOPY)
    BlockRegion region;
    IoShape shape;
    double population = 1;      // outstanding I/Os
    double target_iops = std::numeric_limits<double>::infinity();
    double extra_latency_s = 0; // waits outside the modelled stations (locks, stalls)
    std::vector<ExtraIo> extras;
    bool counts_as_host_io = true;  // false: internal copies the host never sees
    // Filled by the builder: part of the region's reads that land on unallocated thin pages.
};

}  // namespace santwin::engine
