// Seed 004, EVA storage tests: disk group size sweep (Figures 6-9), controller write and CPU
// load (Figures 10-15), holding-tank Vraid level (Figure 16) and proxy HBAs (Figure 17).
#include <cstdio>
#include <map>

#include "scenarios/seed004_backup.h"
#include "scenarios/seed004_export.h"
#include "scenarios/seed004_scenarios.h"

namespace santwin::scenarios::seed004 {

ScenarioResult dg_sweep() {
    return dg_sweep_with({});
}

ScenarioResult dg_sweep_with(const ScenarioParams& params) {
    const double streams = params.number("streams", 8);
    // Prox1-HT (500 GB) holds twelve 40 GB exports side by side.
    if (streams < 1 || streams > 12 || streams != static_cast<int>(streams))
        throw std::invalid_argument("streams is a whole number of concurrent exports from 1 to 12, what proxy 1's 500 GB "
                                    "holding tank holds (the paper: 8)");
    ScenarioResult out;
    if (streams != 8)
        out.notes.push_back("Swept: " + std::to_string(static_cast<int>(streams)) +
                            " concurrent exports through the proxy instead of the paper's eight.");
    out.notes.push_back(
        "Configuration: eight concurrent VCB image exports on one proxy (proxy 1, holding tank "
        "Prox1-HT on controller B, Table 4's Vraid0), sources two per host Vdisk, on an online "
        "disk group of 24, 48, 72 or 144 of the lab's 10K drives. The paper does not say how many "
        "proxies ran the sweep; eight streams through one holding tank is Figure 11's '8VM' case "
        "and Figures 16-17's eight-stream tests.");
    out.notes.push_back(
        "IOPS are the proxy's transfers (256 KB reads plus 64 KB holding-tank writes), Figure 7's "
        "'Disk Transfers/sec'; queue depth and latency are per drive of the group (EVA physical "
        "disk group counters): the p95 of per-second samples, and the mean of Little's-law drive "
        "latency, over the window in which all eight exports ran.");
    double mb[4] = {};
    const int sizes[4] = {24, 48, 72, 144};
    for (int k = 0; k < 4; ++k) {
        ExportSetup s;
        s.name = "dg" + std::to_string(sizes[k]);
        s.dg_drives = sizes[k];
        s.streams = static_cast<int>(streams);
        ExportResult r = run_exports(s);
        const std::string key = "dg" + std::to_string(sizes[k]);
        out.metrics["iops." + key] = r.iops;
        mb[k] = r.export_mb_s;
        if (sizes[k] < 144) {
            out.metrics["queue_depth_p95." + key] = r.queue_per_drive_p95;
            out.metrics["latency_ms." + key] = r.drive_latency_ms;
        }
        out.notes.push_back(
            key +
            fmt(": export %.0f MB/s, controller CPU A/B %.0f/%.0f%%", r.export_mb_s,
                r.ctrl_cpu_pct[0], r.ctrl_cpu_pct[1]) +
            fmt(", read share %.2f, proxy CPU %.0f%%", r.read_share, r.proxy_cpu_pct[0]));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["mbps_ratio.dg144_vs_dg72"] = mb[3] / mb[2];
    out.notes.push_back(
        "What binds: each export reads its disk one 256 KB read at a time (the holding-tank writes "
        "go behind it, through the NTFS lazy writer), so its rate is one read's latency: host "
        "stack, the FC end ports (switches forward cut-through), the controller and the proxy's "
        "copy CPU. From 48 drives up controller B's memory bus binds (write path ~97% busy) at "
        "~4,850 transfers/s, so the group size changes the drives' queues but not the rate, hence "
        "the flat curve (paper: 4,985 on 144 drives).");
    out.notes.push_back(
        "The 24-drive group: every MB exported costs it about 16 128 KB operations (8 Vraid1 "
        "read-ahead reads, 8 coalesced Vraid0 destages), all positioned since sixteen streams share "
        "the drives. Command queuing shortens little of a large transfer's positioning (Appendix "
        "B: 128 KB per-disk IOPS at about the unqueued rate, disks.json queue_gain_kb), so the "
        "drives serve ~125 such operations a second each, and the group saturates near the "
        "published 3,518 transfers/s. Its write cache fills within the first minute and stays full: "
        "writers wait for destage slots, read-ahead is throttled, and the drives run at ~97%. With "
        "dirty data for every drive waiting, the controller keeps each drive's queue as deep as it "
        "allows (arrays.json destage_queue_per_drive, 64): ~64 queued (paper: above 50) and ~520 ms "
        "per operation (paper: above 250). From 48 drives up the controller's bus binds first, so "
        "the 48-drive group is not saturated here, where the paper says both undersized groups were "
        "and its Figure 6 has the rate still rising up to 72 drives.");
    return out;
}

}  // namespace santwin::scenarios::seed004

namespace santwin::scenarios::seed004 {

ScenarioResult ht_vraid() {
    ScenarioResult out;
    out.notes.push_back(
        "Eight concurrent exports through proxy 1 into Prox1-HT on the 144-drive group, the "
        "holding tank as Vraid5, Vraid1 or Vraid0; the figure compares the proxy's average write "
        "MB/s to it.");
    std::map<std::string, double> mb;
    for (const char* v : {"vraid5", "vraid1", "vraid0"}) {
        ExportSetup s;
        s.name = std::string("ht ") + v;
        s.ht_vraid = v;
        ExportResult r = run_exports(s);
        mb[v] = r.ht_write_mb_s;
        out.notes.push_back(std::string(v) +
                            fmt(": %.0f MB/s to the holding tank, controller B CPU %.0f%%",
                                r.ht_write_mb_s, r.ctrl_cpu_pct[1]));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["ht_write_drop_pct.vraid5_vs_vraid1"] = 100.0 * (1 - mb["vraid5"] / mb["vraid1"]);
    out.metrics["ht_write_drop_pct.vraid5_vs_vraid0"] = 100.0 * (1 - mb["vraid5"] / mb["vraid0"]);
    out.metrics["ht_write_gain_pct.vraid0_vs_vraid1"] = 100.0 * (mb["vraid0"] / mb["vraid1"] - 1);
    out.notes.push_back(
        "The Vraid level acts through the drives and the controller's memory bus: Vraid1 destages "
        "twice; Vraid5 writes full stripes only for a stream that has the disk group to itself. "
        "Otherwise (eight exports plus their source reads share the 144 drives) a stream's 64 KB "
        "writes reach its 512 KB stripes piece by piece, and each piece is read-modify-written: "
        "its old data read back through controller B's memory, while the stripe's parity, cached "
        "as the stream moves through the stripe, is read and written once per stripe (the paper: "
        "'disk and controller parity overhead'). All three levels fill controller B's bus, so "
        "their rates stand as its crossings per MB exported (2 for the read, then 3 / 4 / 5.5 for "
        "the write, parity computation included: 5 : 6 : 7.5): Vraid5 -33% against Vraid0 and "
        "-20% against Vraid1 (paper: -29%, -22%).");
    out.notes.push_back(
        "Not reproduced: Vraid0 +20% over Vraid1 (paper: +10%): Vraid1's second destage is a "
        "sixth crossing where Vraid0 makes five; the paper's bars (303 / 276 / 215 MB/s) would "
        "be 5 : 5.5 : 7.1.");
    return out;
}

ScenarioResult proxy_hba() {
    ScenarioResult out;
    out.notes.push_back(
        "Eight concurrent exports through proxy 1 into a Vraid1 holding tank (Figure 17: 'All "
        "tests are configured with Vraid1 NTFS proxy volumes'): both HBA ports (reads on b704 to "
        "evaB_p4, holding-tank writes on b705 to evaB_p3, Figure 25) against one port carrying "
        "both.");
    double mb[2] = {};
    for (int dual = 0; dual < 2; ++dual) {
        ExportSetup s;
        s.name = dual ? "dual HBA" : "single HBA";
        s.ht_vraid = "vraid1";
        s.single_hba = !dual;
        ExportResult r = run_exports(s);
        mb[dual] = r.export_mb_s;
        out.notes.push_back(s.name + fmt(": %.0f MB/s exported", r.export_mb_s));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["export_gain_pct.dual_hba"] = 100.0 * (mb[1] / mb[0] - 1);
    out.notes.push_back(
        "What a second HBA relieves: the EVA host port. Its two directions share one engine "
        "(arrays.json port_full_duplex), so with one HBA the 256 KB reads out of evaB_p4 and the "
        "64 KB holding-tank writes into it take turns on one port's line rate and that port "
        "binds; with two, reads and writes go through separate ports and controller B's memory "
        "bus binds again ('isolating concurrent read and write activity on separate adapters "
        "achieves the best performance'). No queue limit is involved: the paper's proxy queue "
        "depths stay under 30.");
    return out;
}

}  // namespace santwin::scenarios::seed004

namespace santwin::scenarios::seed004 {

ScenarioResult controller_load() {
    ScenarioResult out;
    out.notes.push_back(
        "Exports through proxy 1, whose holding tank Prox1-HT (Table 4: Vraid0) controller B owns; "
        "proxy 1 sits in fabric B and reaches only controller B's ports, so the sources' Vdisks "
        "move to controller B too (implicit LUN transition): '8VM' and '4VM' are eight and four "
        "exports processed through that single controller. The write figure is controller B's host "
        "write MB/s over the 250 MB/s specification.");
    out.notes.push_back(
        "DP snapshot: four streams on host 1 from its own Vdisk (Host1-VM, controller A) to VTL1; "
        "the CPU is that of the controller serving the reads.");
    struct Case {
        const char* key;    // in the metric names (the catalogue's)
        const char* label;  // the run's name, as charts show it
        int streams;
        bool compression;
    };
    for (const Case& c : {Case{"export_8vm", "8 VMs exported", 8, false}, Case{"export_4vm", "4 VMs exported", 4, false},
                          Case{"export_4vm_compressed", "4 VMs exported, compressed", 4, true}}) {
        ExportSetup s;
        s.name = c.key;
        s.streams = c.streams;
        s.compression = c.compression;
        ExportResult r = run_exports(s);
        out.metrics[std::string("ctrl_write_pct_of_spec.") + c.key] =
            100.0 * r.ctrl_write_mb_s[1] /
            devices::HardwareCatalog::builtin().array("hp-eva8100").controller_write_mb_s;
        out.metrics[std::string("ctrl_cpu_pct.") + c.key] = r.ctrl_cpu_pct[1];
        if (c.streams == 8) out.metrics["read_cache_hit_pct.backup"] = r.read_hit_pct;
        out.notes.push_back(std::string(c.key) +
                            fmt(": exported %.0f MB/s, %.0f MB/s to the holding tank, %.0f IOPS",
                                r.export_mb_s, r.ht_write_mb_s, r.iops));
        out.notes.push_back(r.busiest);
        r.record.name = c.label;
        out.runs.push_back(r.record);
    }
    DpResult dp = run_dpsnap("dpsnap_4vm", {0}, 4, 1);
    out.metrics["ctrl_cpu_pct.dpsnap_4vm"] = std::max(dp.ctrl_cpu_pct[0], dp.ctrl_cpu_pct[1]);
    out.notes.push_back(fmt("dpsnap_4vm: %.0f MB/s to VTL1", dp.mb_s));
    out.notes.push_back(dp.busiest);
    dp.record.name = "DP snapshot of 4 VMs";
    out.runs.push_back(dp.record);
    out.notes.push_back(
        "Not reproduced: the 8VM write and CPU figures. Each export reads "
        "its disk one 256 KB read at a time (uncompressed, the holding-tank writes go behind it "
        "through the NTFS lazy writer), so its rate is one read's latency: host stack, the FC end "
        "ports (switches forward cut-through), the controller and the proxy's copy CPU. Four "
        "exports reach 78% of the write specification; eight fill controller B's memory bus at "
        "~242 MB/s of writes, whereas the paper's 8VM exceeds the 250 MB/s specification by 28%, "
        "which its note attributes to mirror-port memory proxy reads would otherwise use. The "
        "compressed export writes 0.24 of what it reads (the half-full VMs' data at 1 / 2.1, "
        "backup.json, read off Figures 11-12) and runs ~124 MB/s; its controller CPU follows "
        "the written bytes.");
    out.notes.push_back(
        "Paper inconsistency: Figure 7's 4,985 transfers/s on 144 drives, Figure 11's 8VM (128% of "
        "250 MB/s) and Figure 16's Vraid0 bar (303 MB/s) describe the same eight-stream export "
        "through one proxy into a Vraid0 tank, yet imply ~250 MB/s (20 transfers per MB: four "
        "256 KB reads, sixteen 64 KB writes), ~320 MB/s and ~303 MB/s. 4,985 +10% allows at most "
        "~274 MB/s and 128% -10% needs ~295, so no one rate meets both; Figure 12's 64% CPU (at "
        "the 4VM case's ~0.22% per MB/s) points to ~290 MB/s.");
    return out;
}

}  // namespace santwin::scenarios::seed004
