#pragma once
// Usable-capacity arithmetic (GB) shared by validation and the engine:
//   RAID group      data_drives × smallest member drive (parity / mirror drives hold no data)
//   external volume its capacity_gb, else the capacity of the LU it virtualizes
//   pool            sum of its members' usable capacity (members that cannot say count 0)
//   disk group      (raw − protection reserve) × Vraid efficiency, where the reserve is
//                   0 / 2 / 4 × the largest drive for protection none / single / double and the
//                   efficiency is vraid0 1, vraid1 1/2, vraid5 4/5 (4D+1P), vraid6 2/3 (4D+2P)
//   datastore       capacity_gb, else the whole backing LU (VMFS) or file system (NFS,
//                   1 TB = 1024 GB)
//   VMFS3 file      262,144 blocks − 512 bytes: 256 GB per MB of block size
// A function returns nullopt when the topology does not say enough to answer.
#include <optional>
#include <string>

#include "topology/topology.h"

namespace santwin {

std::optional<double> raid_group_usable_gb(const Topology& t, Id raid_group);
std::optional<double> external_volume_gb(const Topology& t, Id external_volume);
double pool_usable_gb(const Topology& t, Id pool);
// What one Vdisk of Vraid `vraid` ("" is read as vraid0, the loosest) may hold on a disk group.
std::optional<double> disk_group_vdisk_limit_gb(const Topology& t, Id disk_group,
                                                const std::string& vraid);
std::optional<double> datastore_capacity_gb(const Topology& t, Id datastore);
double vmfs3_max_file_gb(double block_size_mb);

}  // namespace santwin
