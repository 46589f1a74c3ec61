#pragma once
// RAID geometry and the back-end operations one host I/O turns into (domain.md §2).
//
//   read              1 op per chunk touched (RAID-1/10 read one mirror)
//   small write       RAID-0: 1 write; RAID-1/10: 2 writes; RAID-5: read data + read parity,
//                     write data + write parity (4); RAID-6: 3 reads + 3 writes (6)
//   full-stripe write the cache gathered a whole stripe: parity is computed from the new data,
//                     so the back end writes (n+p)/n of the data (RAID-1/10: 2x), in chunk-sized
//                     destage operations
//   prefetched read   a detected sequential stream is read ahead chunk by chunk (streaming ops)
#include <string>
#include <vector>

#include "devices/disk.h"

namespace santwin::devices {

enum class RaidLevel { Raid0, Raid1, Raid10, Raid5, Raid6 };

RaidLevel raid_level_from_name(const std::string& name);  // "raid5" ...; throws on unknown
std::string raid_level_name(RaidLevel level);

struct RaidGeometry {
    RaidLevel level = RaidLevel::Raid5;
    int data = 4;     // data drives (D)
    int parity = 1;   // parity or mirror drives (P, or the second D of 2D+2D)
    double chunk_kb = 256;  // stripe depth per drive

    int drives() const { return data + parity; }
    // Usable capacity for drives of `drive_gb`.
    double usable_gb(double drive_gb) const { return data * drive_gb; }
    // Back-end bytes written per host byte on a full-stripe write.
    double full_stripe_write_factor() const;
    // Back-end operations per host write that does not fill a stripe.
    int small_write_ops() const;
};

// Back-end reads per read while `failed` drives of the group are missing: a read that lands on
// a missing drive of a parity group is rebuilt from the surviving drives of its stripe; a mirror
// reads the other copy (no extra reads).
double degraded_read_factor(const RaidGeometry& g, int failed);
// Whether the group still holds its data with `failed` drives missing: RAID-5 one, RAID-6 two,
// RAID-1/1+0 one per mirror pair (failures assumed in different pairs), RAID-0 none.
bool survives(const RaidGeometry& g, int failed);

struct BackendOp {
    DiskOp op;
    double count = 1;  // operations per host I/O
};

std::vector<BackendOp> raid_read_ops(const RaidGeometry& g, double kb, bool prefetched, double stroke);
std::vector<BackendOp> raid_write_ops(const RaidGeometry& g, double kb, bool full_stripe, double stroke);
// A sequential stream's writes that land in its stripes piece by piece (destaged before the
// stripe fills): parity levels read-modify-write each data piece, but the stripe's parity stays
// in the controller's cache while the stream moves through the stripe, so it is read and
// written once per stripe rather than once per write.
std::vector<BackendOp> raid_stream_write_ops(const RaidGeometry& g, double kb, double stroke);

// Drive milliseconds per host I/O for the given back-end operations.
DiskTime backend_time(const DiskParams& d, const std::vector<BackendOp>& ops);

}  // namespace santwin::devices
