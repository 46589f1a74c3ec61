#pragma once
// What the backup operations share: the virtual disks of a VM as a backup reads them (in
// order, each a contiguous range of its datastore's LU) and the legs of a tape transfer.
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

// One virtual disk of a backup source, as read over the SAN.
struct SourceDisk {
    Id vmdk = kNoId;
    Id lu = kNoId;
    double lu_from_gb = 0;  // start of the disk's range on the LU
    double size_gb = 0;
    double data_fraction = 0;  // share of its blocks holding guest data (the rest reads as zeros)
};

// The VM's disks on VMFS, in the order a backup reads them (RDMs are not in a VM's image).
std::vector<SourceDisk> source_disks(engine::SimContext& ctx, Id vm);
double total_gb(const std::vector<SourceDisk>& disks);
double mean_data_fraction(const std::vector<SourceDisk>& disks);

// Where a sequential reader `done_gb` into the disks is: the disk, and the LU region left of it.
struct ReadPosition {
    const SourceDisk* disk = nullptr;
    engine::BlockRegion rest;  // from the position to the disk's end
};
ReadPosition read_position(const std::vector<SourceDisk>& disks, double done_gb);

// A tape block transfer to (write) or from a tape drive / VTL node, issued by `host`.
engine::Leg tape_leg(Id drive, bool write, double kb, double per_io, Id host,
                     const std::string& why);
// The same leg written behind (the writer does not wait for it: NTFS lazy writer, media agent).
engine::Leg behind(engine::Leg leg);

// A sequential read (or write) of `kb` blocks on a region, `per_io` of them per I/O.
engine::Leg block_leg(const engine::BlockRegion& region, bool write, double kb, double per_io,
                      Id host, const std::string& why);

// The server a host entity (ESX host, VCB proxy, backup server) runs on.
Id server_of(const Topology& t, Id host);

}  // namespace santwin::operations
