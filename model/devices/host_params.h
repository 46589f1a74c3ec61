#pragma once
// Parameters of an ESX/ESXi version: how its VMkernel zeroes, copies and locks. Read from
// resources/hardware/hosts.json (key = version prefix, e.g. "4.1").
#include <string>

namespace santwin::devices {

struct HostParams {
    std::string key;
    std::string label;
    double stack_latency_ms = 0.05;      // VMkernel + HBA driver per I/O
    double vaai_available = 0;           // 1 from ESX 4.1
    double ats_available = 0;            // 1 from ESX 4.1 (VAAI hardware-assisted locking)
    double alua_satp = 0;                // 1 from ESX 4.0: VMW_SATP_ALUA claims arrays that report ALUA
    double path_failover_s = 30;         // I/O on a dead path waits this long before failover, s

    // Zeroing (first write of a lazy-zeroed block, eager zeroing at creation)
    double zero_io_kb = 1024;            // size of the zero writes the host issues
    double eager_zero_outstanding = 8;   // zero writes in flight while creating a disk
    double write_same_kb = 1024;         // WRITE SAME extent per command (VAAI)

    // Data mover (clone, Storage vMotion, deploy)
    double datamover_io_kb = 64;
    double datamover_outstanding = 16;
    double xcopy_kb = 4096;              // DataMover.MaxHWTransferSize
    double xcopy_outstanding = 8;

    // Thin VMDK growth and metadata locking
    double thin_metadata_ios = 4;        // metadata reads/writes per block allocation
    double reservation_hold_ms = 2.0;    // LUN held per SCSI-2 reservation (reserve..release)
    double reservation_commands = 4;     // reserve, read, write, release
    double conflict_retry_ms = 5;        // back-off after a RESERVATION CONFLICT
    double ats_commands = 2;             // compare-and-write + write
    double ats_hold_ms = 0.5;            // a lock sector is busy per ATS lock
    double ats_releases_shared_locks = 1;  // 0: releasing a shared (read-only) lock still takes a
                                           // SCSI reservation where ATS is in use (ESX 4.1, VMFS-3)

    // NFS client and the vCenter provisioning that drives it (seed 002)
    double nfs_datamover_io_kb = 64;     // legacy data mover (fsdm) transfer size over NFS
    double nfs_datamover_outstanding = 2;  // fsdm: the next chunk read while the last is written
    double nfs_lock_update_s = 10;       // NFS.DiskFileLockUpdateFreq: each .lck file is rewritten this often
    double nfs_lock_write_kb = 0.082;    // a lock update is one small WRITE (84 bytes)
    double nfs_lock_files_per_vm = 2;    // lock files a powered-on VM holds besides its disks (.vmx, .vswp)
    double provisioning_per_host = 2;    // deploy/clone tasks vCenter runs at once per host
    double provisioning_per_datastore = 8;  // ... and per datastore touched (source or destination)
    double provisioning_overhead_s = 29; // vCenter/host work per deployed VM besides moving data, s
    // vCenter task limits and Storage vMotion metadata work
    double svmotion_per_host = 2;
    double svmotion_per_datastore = 8;
    double svmotion_locks = 24;
    double svmotion_source_locks = 0;  // of those, taken on the source after the copy (files removed)
    double delta_grow_mb = 0;  // a linked clone's delta (sparse redo log) grows by this much per
                               // allocation lock; 0: by one VMFS block

    // Console OS (ESX classic) running backup agents
    double cos_cpu_pct_per_stream = 2;   // host CPU per Data Protector snapshot stream, %
    double cos_mem_pct_per_stream = 1;   // host memory per stream, %
};

}  // namespace santwin::devices
