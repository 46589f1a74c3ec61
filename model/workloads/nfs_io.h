#pragma once
// A VM's I/O to a virtual disk that is a file on an NFS datastore (seed 002). Compared with VMFS
// (vmdk_workload.h) there is no first-write zeroing and no SCSI lock: the NAS allocates a sparse
// file's blocks as they are first written. What a read finds depends on the block:
//   own data     blocks the file has written: read from where the NAS put them;
//   shared data  a fast clone's blocks it has not overwritten: read from its source file;
//   hole         never written: the NAS answers with zeros without touching its back end.
// Writes go to the file itself (a clone diverges from its source).
#include <vector>

#include "engine/job.h"
#include "workloads/io_profile.h"

namespace santwin::workloads {

// Legs of one I/O of a read/write mix over the logical range [from_gb, to_gb) of `vmdk`.
std::vector<engine::Leg> nfs_mix_legs(const engine::SimContext& ctx, Id vmdk, double from_gb,
                                      double to_gb, double read_fraction, double read_kb,
                                      double write_kb, double random_fraction);

// The stream of `profile` run on [from_gb, to_gb) of `vmdk` by `vm` on `host`: `threads`
// outstanding, at `target_iops` (0: as fast as it goes).
engine::StreamSpec nfs_disk_stream(const engine::SimContext& ctx, std::string name, Id vm, Id vmdk,
                                   Id host, const IoProfile& profile, double from_gb, double to_gb,
                                   double threads, double target_iops);

// The datastore's export; throws naming the fix when the datastore is not NFS on a modelled NAS.
Id nfs_export_of(const engine::SimContext& ctx, Id vmdk);

}  // namespace santwin::workloads
