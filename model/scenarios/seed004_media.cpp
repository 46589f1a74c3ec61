// Seed 004, backup and restore to the VLS6510: VCB image with and without a compressed holding
// tank (Figures 18, 20), Data Protector snapshots from the console OS (Figures 19, 21) and
// restores from multiplexed media (Figures 23-24).
#include <cstdio>
#include <memory>

#include "operations/tape_restore.h"
#include "operations/vcb_file_backup.h"
#include "operations/vcb_image_backup.h"
#include "scenarios/seed004_backup.h"
#include "scenarios/seed004_scenarios.h"

namespace santwin::scenarios::seed004 {

ScenarioResult vcb_compression() {
    ScenarioResult out;
    out.notes.push_back(
        "The referenced dual-proxy configuration: eight VCB image backups of 40 GB VMs, four per "
        "proxy, each proxy exporting into its own holding tank (Prox1-HT on controller B, Prox2-HT "
        "on A, Vraid0 as Figure 20) and writing to its VTL node multiplexed 2:1 ('perform best at "
        "2:1'). GB/h counts the VM images over the time from the first snapshot to the last "
        "cleanup.");
    out.notes.push_back(
        "The proxy CPU cost per MB (Figure 18) is taken over the export stage of the same runs.");
    CycleResult plain = run_vcb_cycle("uncompressed", 8, 2, false, 2);
    CycleResult packed = run_vcb_cycle("compressed", 8, 2, true, 2);
    out.metrics["backup_gbph.uncompressed"] = plain.gb_per_h;
    out.metrics["backup_gbph.compressed"] = packed.gb_per_h;
    out.metrics["proxy_cpu_cost_increase_pct"] =
        100.0 * (packed.proxy_cpu_ms_per_mb / plain.proxy_cpu_ms_per_mb - 1);
    out.notes.push_back(
        "What separates the two: the media stage reads each image back from the holding tank. "
        "Four exports appending to one tank at once take its free clusters in turn (NTFS "
        "allocates as each 64 KB write extends a file), so a 256 KB media read spans four "
        "extents and is contiguous only if no other export allocated at its three junctions: "
        "nearly every read-back is positioned, without the EVA's read-ahead. Uncompressed, every "
        "image byte is read back that way (~125 MB/s for both proxies); compressed, only the "
        "0.24 of it NTFS stored (~345 MB/s, near the VTL ports). A lone export (Figure 20's "
        "single-stream case) writes one contiguous file and reads back with read-ahead.");
    out.notes.push_back(
        "Both figures are the dual-proxy, eight-stream case: the text states it for the pair ('48% "
        "faster backup performance (310 GB/h > 460 GB/h) in a dual proxy configuration with eight "
        "concurrent streams'), so reading 310 GB/h as Figure 20's single-proxy bar (which a "
        "single-proxy run of the model comes near, ~330 GB/h) is not supported and not used.");
    out.notes.push_back(
        "Not reproduced: the compressed run's 460 GB/h (the model: ~560). Each proxy's four "
        "compressing exports keep its four cores ~47% busy, where Figure 18 says the cores "
        "saturate beyond four streams; compression costs that would saturate them (three times "
        "the [U] per-MB figures, Figure 18's 153% ratio kept) slow the compressed run to ~340 "
        "GB/h. It passed while the solver made a stream queue at four cores for four streams "
        "(a shared queue served as if each core had its own); that fixed, the exports run faster.");
    out.notes.push_back(
        "Where the compression runs does not close the gap. A cached write to a compressed file is "
        "compressed when the cache manager's lazy writer flushes it; a non-cached one is pushed "
        "through the cache and flushed at once, in the writer's thread (Microsoft: oldnewthing "
        "2022-10-27; writes to compressed files also complete synchronously, oldnewthing "
        "2018-07-25). The model charges the compression to the exporting stream's own time (the "
        "slower of the two readings); charged behind it, in the lazy writer, the exports overlap "
        "it and the compressed run rises to ~650 GB/h. Either way the [U] per-MB costs, not a "
        "mechanism, decide whether the proxies saturate.");
    out.notes.push_back(
        "Paper inconsistency: the text's '60% reduction in the required HT volume size' would "
        "store 0.4 of each half-full disk; Figures 10-12 (controller write and CPU of compressed "
        "exports) measure about 0.24. The measured figures are followed (backup.json "
        "compress_ratio). Storing 0.4 would slow the media stage's read-back enough for ~465 "
        "GB/h, but puts the 4VM compressed export at ~21% of the write specification and ~14% "
        "controller CPU (Figures 11-12: 11% and 8%).");
    for (const CycleResult* r : {&plain, &packed}) {
        out.notes.push_back(r->record.name + fmt(": export %.0f MB/s, media %.0f MB/s, %.0f s",
                                                 r->export_mb_s, r->media_mb_s, r->elapsed_s));
        out.notes.push_back(r->busiest);
        out.runs.push_back(r->record);
    }
    return out;
}

ScenarioResult dpsnap_vtl() {
    ScenarioResult out;
    out.notes.push_back(
        "Data Protector snapshots of 40 GB VMs, four per host, each host writing to its own VTL "
        "node (host 1: VTL1, host 2: VTL2, host 4: VTL3, one 2 Gb port each), one emulated drive "
        "per stream. TB/h counts VM images over the time from the first snapshot to the last "
        "commit; the VLS disk limit is what its disks carry while all twelve copy, over how busy that keeps them.");
    out.notes.push_back(
        "The VCB comparisons follow the text: 1VM against one VCB image stream through one proxy "
        "(uncompressed, Figure 20's single-stream case), 8VM and 12VM against the referenced "
        "dual-proxy VCB image configuration with compressed holding tanks.");
    out.notes.push_back(
        "The console OS overhead is a per-stream parameter of ESX 3.5 (hosts.json, itself read "
        "from Figure 19): the metrics restate it for four concurrent streams.");
    DpResult one = run_dpsnap("dp 1vm", {0}, 1, 1);
    DpResult four = run_dpsnap("dp 4vm", {0}, 4, 1);
    DpResult eight = run_dpsnap("dp 8vm", {0, 1}, 4, 1);
    DpResult twelve = run_dpsnap("dp 12vm", {0, 1, 3}, 4, 1);
    CycleResult vcb1 = run_vcb_cycle("vcb 1vm", 1, 1, false, 1);
    CycleResult vcb8 = run_vcb_cycle("vcb 8vm compressed", 8, 2, true, 2);
    const double vcb1_mb_s = vcb1.gb * 1024.0 / vcb1.elapsed_s,
                 vcb8_mb_s = vcb8.gb * 1024.0 / vcb8.elapsed_s;
    out.metrics["backup_tbph.12vm_3vtl"] = tb_per_h(twelve.mb_s);
    out.metrics["vls_disk_limit_tbph"] = tb_per_h(twelve.vls_disk_mb_s);
    out.metrics["gain_pct_vs_vcb.1vm"] = 100.0 * (one.mb_s / vcb1_mb_s - 1);
    out.metrics["gain_pct_vs_vcb.8vm"] = 100.0 * (eight.mb_s / vcb8_mb_s - 1);
    out.metrics["gain_pct_vs_vcb.12vm"] = 100.0 * (twelve.mb_s / vcb8_mb_s - 1);
    for (int n = 0; n < 3; ++n)
        out.metrics["node_mbps.vtl" + std::to_string(n + 1)] = twelve.node_mb_s[n];
    out.metrics["esx_cpu_increase_pct.dpsnap_4streams"] = four.host_cpu_pct;
    out.metrics["esx_mem_increase_pct.dpsnap_4streams"] = four.host_mem_pct;
    out.notes.push_back(
        "The twelve streams run near the VLS disk limit from the first copy to the last; only the "
        "snapshots and commits (30 s each, [U]) lower the average, so the model's 12VM TB/h sits "
        "near the limit rather than at the paper's 1.1 (79% of it). The disk limit itself is read "
        "off the run as a practitioner would (MB/s carried over the disks' busy share), so it "
        "restates the VLS6510 parameter.");
    out.notes.push_back(
        "Not reproduced: 1.1 TB/h (the model: ~1.3). The paper's own wording puts the loss in "
        "time, not rate: the disks ran at 100% for only part of the elapsed time, so the run had "
        "a ramp or a tail the model lacks (its twelve equal streams start and end together). "
        "Nothing in the paper or its sources sizes that part (VM sizes, session starts and "
        "snapshot timings are not given). The multiplexing ratio (Figure 21 lists 1:1 and 4:1) "
        "changes nothing here, since emulated drives have no limit of their own; a drive taking "
        "one command at a time would hold each node to ~100 MB/s at 4:1 (~1.06 TB/h) but "
        "contradicts the paper twice (4:1 recommended 'for the best backup performance', and "
        "three nodes that at times reach the disk limit) and slows the 1VM stream below its "
        "Figure 21 gain, so it is not modelled. The 12VM figure and the VCB one move together: "
        "the paper's 460 GB/h x 2.47 is ~1.14 TB/h, so fixing either alone breaks the 147% gain.");
    for (const DpResult* r : {&one, &four, &eight, &twelve}) {
        out.notes.push_back(r->record.name + fmt(": %.0f MB/s over %.0f s (peak %.0f MB/s)",
                                                 r->mb_s, r->elapsed_s, r->peak_mb_s));
        out.notes.push_back(r->busiest);
        out.runs.push_back(r->record);
    }
    for (const CycleResult* r : {&vcb1, &vcb8}) {
        out.notes.push_back(r->record.name + fmt(": %.0f GB/h", r->gb_per_h));
        out.runs.push_back(r->record);
    }
    return out;
}

namespace {
// Backs up four VMs of host 1 through proxy 1 to VTL1, `mux` of them per drive (VCB image, or
// VCB file of 10 GB each), then restores the first over the LAN: into host 1's console OS
// (image) or into a VM (file). Returns the restore's useful MB/s.
double backup_then_restore(ScenarioResult& out, bool image, int mux) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    const std::string kind = image ? "image" : "file";
    std::vector<Id> vms = lab.add_vms(0, 4, kind + "-mux" + std::to_string(mux));
    const Id target_vm = lab.add_vms(0, 1, kind + "-restore-target").front();
    const Id target = lab.bench.topology().children(target_vm, Kind::Vmdk).front();
    int per_drive[4] = {0, 0, 0, 0};
    double restored_gb = 0;
    {
        ScenarioRun run(lab.bench.project());
        proxy_paths(run, lab, 0);
        for (size_t i = 0; i < vms.size(); ++i) {
            const int d = static_cast<int>(i) / mux;
            ++per_drive[d];
            if (image) {
                operations::VcbImageOptions o;
                o.drive = lab.drive(0, d);
                o.ht_offset_gb = i * kVmDiskGb;
                run.sim().add(
                    std::make_unique<operations::VcbImageBackup>(vms[i], lab.proxy[0], o));
            } else {
                run.sim().add(std::make_unique<operations::VcbFileBackup>(vms[i], lab.proxy[0],
                                                                          lab.drive(0, d)));
            }
        }
        run.run_until_idle(12 * 3600);
        restored_gb = image ? kVmDiskGb : operations::VcbFileOptions{}.gb;
        out.runs.push_back(run.record(kind + " backup " + std::to_string(mux) + ":1"));
    }
    // The first VM's object shares its drive with per_drive[0] - 1 others.
    ScenarioRun run(lab.bench.project());
    operations::TapeRestoreOptions o;
    o.drive = lab.drive(0, 0);
    o.multiplex = per_drive[0];
    o.sender = lab.proxy[0];
    o.receiver = image ? lab.host[0] : target_vm;
    o.destination = target;
    o.gb = restored_gb;
    auto& job = static_cast<operations::TapeRestore&>(
        run.sim().add(std::make_unique<operations::TapeRestore>(o)));
    run.run_until_idle(12 * 3600);
    // The paper's restore time: the whole session, its start included, as an operator times it.
    const double s = job.finished_at() - job.started_at("setup");
    const double mb_s = restored_gb * 1024.0 / s;
    const double transfer_mb_s =
        restored_gb * 1024.0 / (job.ended_at("restore") - job.started_at("restore"));
    out.notes.push_back(kind + fmt(" restore %.0f:1: %.0f MB/s over the session (%.0f MB/s moving); ",
                                   per_drive[0], mb_s, transfer_mb_s) +
                        busiest_stations(run, job.started_at("restore"), job.ended_at("restore")));
    out.runs.push_back(
        run.record(kind + " restore " + std::to_string(mux) + ":1", {{"vm", target_vm}}));
    return mb_s;
}
}  // namespace

ScenarioResult restore_mux() {
    ScenarioResult out;
    out.notes.push_back(
        "Four VMs of host 1 backed up through proxy 1 to VTL1, one per drive (1:1) or all four on "
        "one drive (4:1); then one is restored from VTL1 by the media agent on proxy 1 over the "
        "LAN: the image into host 1's console OS, writing its VMFS, the files (10 GB, Figure 22's "
        "size) into a VM's own disk agent. The paper restores 'from VTL and over the LAN' and "
        "names the receivers' Ethernet processing as the load; receive_cpu_ms_per_mb [U] sets that "
        "cost.");
    const double img1 = backup_then_restore(out, true, 1), img4 = backup_then_restore(out, true, 4);
    const double file1 = backup_then_restore(out, false, 1),
                 file4 = backup_then_restore(out, false, 4);
    out.metrics["restore_drop_pct.image.mux4"] = 100.0 * (1 - img4 / img1);
    out.metrics["restore_drop_pct.file.mux4"] = 100.0 * (1 - file4 / file1);
    out.notes.push_back(
        "The media agent reads the medium ahead of the receiver, so a restore runs at the slower "
        "of the two: at 1:1 the receiver's processor binds; at 4:1 VTL1's 2 Gb port, reading four "
        "blocks per useful one, binds (about 25% below). The session start (restore_setup_s, [U]) "
        "is the same for both restores, so it weighs more on the 10 GB file restore than on the "
        "40 GB image: its drop is smaller, as the paper's 'to lesser extent'. The receivers' "
        "processing costs are the same in the model (the paper gives no figure that tells them "
        "apart).");
    return out;
}

}  // namespace santwin::scenarios::seed004
