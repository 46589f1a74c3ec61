#pragma once
// NFS exports (and the file systems behind them) as I/O targets: what one file operation costs
// on its way from an ESX host to a NAS head and down to the head's system drives (seed 002).
//
//  * Client side: the host's NIC port and the NAS Ethernet port its NFSv3 connection to the
//    export uses (one TCP connection per host and datastore, spread over the ports), at Ethernet
//    payload rate; the host's NFS stack and the head's protocol latency.
//  * The head: every operation passes the FPGA pipeline (per op + per MB); the management CPU
//    takes metadata operations, fast clones, dedupe indexing and block unlinking.
//  * The back end: file-system I/O lands on the file system's system drives, striped evenly
//    (nas_model.h). Reads the head must fetch wait for them; sequential reads are fetched in
//    read-ahead units; writes are acknowledged from NVRAM and flushed (random ones as they come,
//    sequential ones coalesced into Super Flush units), so they wait only if the array's write
//    cache is full. Back-end I/O crosses the head's FC ports (one pooled station) to the array,
//    whose controllers, cache, pool (and its tiers) and drives serve it as any block I/O.
//
// Leg conventions for a device leg on an export (or, for the head's own work, a file system):
//   region.from_gb/to_gb  file-system offsets the operation touches (region.lu unset)
//   zeroes on a read      reads a hole of a sparse file: answered without the back end
//   why                   "nfs_meta" namespace/attribute/lock operation, "clone" fast file clone,
//                         "dedupe_scan" the dedupe engine's read, "unlink" freeing a snapshot's
//                         blocks (metadata writes); anything else moves file data
//   array_internal        the head's own work (no client, no Ethernet)
// Since a file system's system drives sit in one pool and are striped alike, the back end is
// solved on one drive per owning controller, weighted by how many drives it stands for; the
// tiering monitor still sees every drive's share.
#include "engine/flow/device_target.h"

namespace santwin::engine {

class NfsTarget : public DeviceTarget {
  public:
    bool handles(const BuildContext& ctx, Id device) const override;
    void add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host, ClassSpec& c,
                 ClassInfo& info) const override;
};

}  // namespace santwin::engine
