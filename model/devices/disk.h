#pragma once
// Disk drive service-time model (domain.md §1).
//
// One back-end operation costs
//     S = overhead + seek(stroke) + rotational latency + size / media rate
// where seek(stroke) = settle + (average seek - settle) * sqrt(stroke): data confined to a
// fraction `stroke` of the surface needs shorter seeks (seek time grows with the square root of
// the distance for short seeks). A streaming (sequential, already positioned) operation pays only
// overhead + transfer; a destage operation of coalesced data pays a rotational miss but no seek.
//
// Command queuing: with q requests waiting, the drive reorders them and the positioning part
// (seek + rotation) shrinks to (q+1)^-alpha of its value, never below 1/cap of it.
#include <string>

namespace santwin::devices {

struct DiskParams {
    std::string key;            // e.g. "sas-15k-146"
    std::string label;
    double rpm = 15000;
    double capacity_gb = 146;
    double overhead_ms = 0.3;   // command overhead, ms
    double seek_read_ms = 3.4;  // average full-stroke read seek, ms
    double seek_write_ms = 3.8; // average full-stroke write seek, ms
    double settle_ms = 0.4;     // track-to-track seek and settle, ms
    double media_mb_s = 150;    // sustained media transfer rate, MB/s
    double queue_gain_alpha = 0.35;
    double queue_gain_cap = 2.2;
    // Transfer size (KB) above which command queuing shortens less of a command's positioning:
    // a command of kb > queue_gain_kb keeps queue_gain_kb / kb of it reorderable (0: no limit).
    double queue_gain_kb = 0;
    double parallelism = 1;     // commands served at once (flash modules > 1)

    bool is_flash() const { return rpm <= 0; }
};

enum class OpKind { Read, Write };
enum class Access { Random, Streaming, Destage };

// Milliseconds of drive time for one operation of `kb` kilobytes.
//   stroke: fraction of the drive's surface the accessed data spans (0..1]
struct DiskOp {
    OpKind kind = OpKind::Read;
    Access access = Access::Random;
    double kb = 8;
    double stroke = 1.0;
};

struct DiskTime {
    double positioning_ms = 0;  // seek + rotation: what command queuing can shorten
    double fixed_ms = 0;        // overhead + transfer
    double total() const { return positioning_ms + fixed_ms; }
};

DiskTime disk_op_time(const DiskParams& d, const DiskOp& op);

// Average rotational latency (half a revolution), ms.
double rotational_latency_ms(const DiskParams& d);

// Speed-up factor (>= 1) of the positioning time at mean queue length q per drive.
double queue_gain(const DiskParams& d, double q);

}  // namespace santwin::devices
