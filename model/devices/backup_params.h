#pragma once
// Parameters of backup hardware and software (resources/hardware/backup.json): virtual tape
// libraries, tape drives (physical or emulated) and the backup programs whose transfer sizes,
// concurrency and processor costs shape a backup (VCB on a proxy, Data Protector agents).
#include <string>

namespace santwin::devices {

// A virtual tape library model: its nodes emulate drives and write to a shared disk back end.
struct VtlParams {
    std::string key;
    std::string label;
    double disk_tb_per_h = 1.4;     // streaming limit of the back-end disks with reference_disks
    double reference_disks = 48;    // disks behind disk_tb_per_h (the limit scales with disks)
    double node_latency_ms = 0.3;   // command handling per tape block in the node

    // Back-end streaming limit, MB/s, for a library with `disks` disks.
    double disk_mb_s(double disks) const {
        return disk_tb_per_h * 1e6 / 3600.0 * (reference_disks > 0 ? disks / reference_disks : 1.0);
    }
};

// A tape drive model. Emulated drives have native_mb_s = 0: no drive limit of their own.
struct TapeDriveParams {
    std::string key;
    std::string label;
    double native_mb_s = 80;         // streaming rate without drive compression, MB/s
};

// A backup program's I/O behaviour and costs (VCB, Data Protector). Fields a program does not
// use stay at 0.
struct BackupSoftwareParams {
    std::string key;
    std::string label;
    // VCB image export
    double export_read_kb = 256;          // SAN reads of the virtual disk
    double export_write_kb = 64;          // NTFS writes to the holding tank
    double export_outstanding = 1;        // copy units in flight per export
    double proxy_cpu_ms_per_mb = 0;       // core ms per MB copied (read + NTFS write)
    double compress_cpu_ms_per_mb = 0;    // core ms per MB of guest data NTFS-compressed
    double zero_scan_cpu_ms_per_mb = 0;   // core ms per MB of zeros (stored as nothing)
    double decompress_cpu_ms_per_mb = 0;  // core ms per MB read back from a compressed tank
    double compress_ratio = 1;            // guest data bytes per compressed byte
    double snapshot_s = 0;                // quiesce + snapshot before the copy
    double mount_s = 0;                   // mount on the proxy (file backups)
    double cleanup_s = 0;                 // unmount / snapshot removal after the copy
    // Data Protector agents
    double tape_block_kb = 256;
    double read_kb = 256;
    double agent_outstanding = 2;  // blocks in flight between disk agent and media agent
    double restore_buffers = 8;
    double restore_setup_s = 0;  // restore session start and object location before data moves
    double commit_s = 0;
    double receive_cpu_ms_per_mb = 0;  // receiver processor ms per MB of a restore over TCP
};

}  // namespace santwin::devices
