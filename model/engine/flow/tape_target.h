#pragma once
// Tape devices as flow targets (domain.md §7): a tape drive, physical (in a tape library) or
// emulated by a VTL node, or a VTL node itself. A leg to one crosses
//   the issuing host's HBA port -> (fabric, zoning) -> the device's FC port,
// and then, for a VTL, the library's shared disk back end (a streaming limit for all its nodes,
// from the library's disk count, shared first come, first served: vtl_sharing.h), for a physical drive, the drive's native streaming rate.
// Emulated drives have no rate of their own (no streaming minimum, no 80 MB/s cap): the node's
// ports and the library's disks bound them. Every block also pays the node's (or drive's)
// command handling latency and the host stack's.
//
// Multiplexing needs no special case here: streams sharing a drive name the same drive, so a
// physical drive's rate is shared; a restore reading one object of a k-way multiplexed medium
// issues k block reads per useful block (the operation says so in the leg's per_io).
#include "engine/flow/device_target.h"
#include "topology/topology.h"

namespace santwin::engine {

class TapeTarget : public DeviceTarget {
  public:
    bool handles(const BuildContext& ctx, Id device) const override;
    void add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host, ClassSpec& c,
                 ClassInfo& info) const override;
};

// The VTL a node, drive or VTL entity belongs to (kNoId for a physical library's devices).
Id vtl_of(const Topology& t, Id device);
// Disks behind a VTL (drives in its enclosures).
int vtl_disks(const Topology& t, Id vtl);

}  // namespace santwin::engine
