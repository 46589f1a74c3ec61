#pragma once
// Parameters of a NAS head model (a filer serving NFS exports from file systems built on
// back-end LUs): its file-serving engine, management processor, protocol latency, how it turns
// client I/O into back-end I/O, fast file clones and post-process deduplication. Read from
// resources/hardware/nas.json.
//
// The Hitachi NAS Platform separates data movement from data management: a pipeline of FPGAs
// (network, data mover, file system, disk interface) carries every NFS operation, and a
// management board CPU runs clones, tiering and deduplication. So the head is two stations:
//     FPGA busy = ops * fpga_us_per_op + MB * fpga_us_per_mb      (over fpga_engines servers)
//     CPU busy  = base + ops * cpu_us_per_op + clones + dedupe     (over cpu_cores servers)
#include <string>

namespace santwin::devices {

struct NasParams {
    std::string key;
    std::string label;

    // File-serving engine (FPGA pipeline)
    double fpga_engines = 4;       // servers sharing the pipeline's work
    double fpga_us_per_op = 18;    // pipeline time per NFS operation, µs
    double fpga_us_per_mb = 2000;  // pipeline time per MB moved (client or back end), µs
    double nfs_latency_ms = 0.3;   // protocol handling and NVRAM acknowledgement per operation, ms

    // Management processor
    double cpu_cores = 4;
    double cpu_base_pct = 7;   // housekeeping load with no file-system work, % of all cores
    double cpu_us_per_op = 1;  // per NFS operation, µs of one core
    double cpu_us_per_metadata_op =
        50;  // per namespace/attribute operation (create, setattr, lock update)

    // Back end: how file I/O reaches the system drives
    double readahead_kb = 512;   // sequential client reads: one back-end read per this much
    double superflush_kb = 384;  // sequential client writes coalesced into writes of this size
    double metadata_pct_of_data =
        1;  // file-system metadata written to the metadata tier, % of data

    // Fast file clone (VAAI-NAS): a metadata operation on the management CPU
    double clone_cpu_s = 2.5;      // core-seconds per file cloned
    double clone_metadata_mb = 1;  // space a new clone takes before it diverges, MB

    // Deduplication (post-process, fixed block, SHA-256)
    double dedupe_engine_mb_s = 120;    // indexing rate of one dedupe engine, MB/s
    double dedupe_engines = 1;          // engines licensed
    double dedupe_throttle_load = 0.5;  // dedupe backs off above this file-serving load (0..1)
    double dedupe_cpu_ms_per_mb = 3;    // management CPU per MB indexed, ms of one core
    double dedupe_read_kb = 512;        // back-end read size of the dedupe scan
    double fs_block_kb = 32;            // file-system block: the unit snapshots hold and free
    double snapshot_unlink_blocks_per_s = 20000;  // blocks a snapshot delete frees per second
    double unlink_metadata_ios_per_block = 0.25;  // metadata-tier writes per block freed
    double unlink_cpu_us_per_block = 20;          // management CPU per block freed, µs
};

}  // namespace santwin::devices
