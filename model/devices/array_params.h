#pragma once
// Parameters of a storage array model (controller architecture, microprocessor costs, cache,
// thin provisioning and VAAI behaviour). Read from resources/hardware/arrays.json.
#include <string>

namespace santwin::devices {

struct ArrayParams {
    std::string key;
    std::string label;
    std::string architecture = "symmetric_aa";  // symmetric_aa | alua | active_passive

    // Front end
    double front_end_latency_ms = 0.2;   // cache hit / write acknowledgement, ms
    double port_efficiency = 0.92;       // usable share of the FC line rate
    double port_full_duplex = 1;         // 0: a host port moves reads and writes through one
                                         // engine, so its line rate serves both directions together
    double mp_per_controller = 1;        // microprocessors (servers) per controller
    double mp_us_per_io = 25;            // microprocessor time per host I/O, µs
    double mp_us_per_mb = 30;            // microprocessor time per MB moved, µs
    double mp_us_per_backend_op = 10;    // microprocessor time per back-end disk operation, µs

    // Cache
    double cache_gb_per_controller = 2;
    double read_cache_share = 0.5;       // part of the cache holding read data
    double write_pending_share = 0.7;    // part of the cache dirty data may fill before writers wait
    double write_copies_in_cache = 2;    // copies of each dirty block that share of the cache holds
                                         // (2: duplexed within it; 1: the mirror has its own cache)
    double prefetch_hit = 0.98;          // read hit ratio of a detected sequential stream
    double seq_detect_exponent = 8;      // prefetch works with probability share^m (share of the
                                         // RAID group's I/Os that come from the stream)
    double chunk_kb = 256;               // default stripe depth per drive
    double controller_write_mb_s = 1e9;  // write data path (memory bus / mirror) per controller
    // Memory bus model (0: off, controller_write_mb_s alone bounds writes). Every MB crossing a
    // controller's memory costs bus time there: a host transfer in or out, a mirror copy (sent
    // by the owner, received by the partner), a proxy transfer, a back-end read or destage
    // (RAID factor included) and parity computation.
    double controller_bus_mb_s = 0;      // per controller, MB/s
    double mp_us_per_write_mb = 0;       // extra MP time per MB written (mirroring, dirty-cache work), µs
    double stream_detect_exponent = -1;  // prefetch detection share^m per stream (-1: seq_detect_exponent
                                         // decides both detection and drive-level streaming)
    double destage_queue_per_drive = -1; // operations a controller keeps queued per drive (-1: solver default)

    // Asymmetric controllers
    double cross_path_latency_ms = 0.05; // symmetric: cross-path to the managing controller
    double proxy_latency_ms = 0.3;       // ALUA: I/O served through the non-owning controller
    double proxy_mp_factor = 1.0;        // MP work on the owner (managing controller) for an I/O another
                                         // controller received and forwarded, in I/Os
    double front_end_mp_share = 0.5;     // share of an I/O's MP work the receiving controller does when it
                                         // forwards the I/O to the owner (command, transfer, status)
    double ownership_transfer_ms = 0;    // time an LU is unavailable while ownership moves
    double ownership_transfer_mp_ms = 0; // microprocessor time one transfer costs
    double dynamic_load_balancing = 0;   // symmetric, 1: each LU is managed by one controller, I/O received
                                         // by the other is forwarded to it, and management moves between
                                         // controllers to balance their processors (AMS 2000 family)

    // Thin provisioning and VAAI
    double page_mb = 1024;
    // Failures
    double write_through_without_partner = 1;  // 1: a controller whose mirror partner failed
                                               // stops caching writes (writes wait for the disks)
    double rebuild_min_per_gb = 15;            // RAID rebuild time per GB of the failed drive, min
    double write_same_allocates = 1;     // 1: WRITE SAME to an unallocated page allocates it
    double write_same_writes_unallocated = 0;  // 1: ... and writes zeros to disk (0: pre-formatted)
    double xcopy_mp_us_per_mb = 30;      // microprocessor time per MB copied internally
    double external_port_gbps = 4;       // ports to virtualized external storage
    double external_ports = 2;
    double external_latency_ms = 0.3;    // extra latency of an I/O to external storage
    double external_write_sync = 0;      // external volumes' cache mode: 0 Enable (a host write completes
                                         // in this array's cache), 1 Disable (once the external array has it)

    // Dynamic tiering (HDT pools): pages move between tiers once per monitoring cycle
    double hdt_relocation_mb_s = 200;    // pages relocated per second once a cycle's plan is made
    double hdt_new_pages_top_tier = 0;   // 1: policy-All pages are first allocated on the top tier
    double hdt_buffer_pct = 2;           // top-tier space relocation keeps free, %
};

}  // namespace santwin::devices
