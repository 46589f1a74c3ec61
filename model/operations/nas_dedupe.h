#pragma once
// A dedupe run on NAS file systems (seed 002 Appendix A; domain.md §6): post-process, fixed
// block, SHA-256. The head's dedupe queue takes the file systems one at a time; for each:
//   1. a block-based snapshot is taken (nas_model.h: from now on the first overwrite of a block
//      leaves the old one to the snapshot);
//   2. the engine scans the file system — all of it for a full run, the data changed since the
//      last run for an incremental one — reading it from the system drives (FPGA data path) and
//      indexing it on the management CPU, at up to dedupe_engine_mb_s per engine; it backs off
//      when file serving loads the head beyond dedupe_throttle_load;
//   3. the snapshot is deleted: the blocks it alone holds are unlinked, each costing metadata
//      writes on the tier-0 drives and CPU, snapshot_unlink_blocks_per_s at most — the step the
//      paper saw hurt latency most;
//   4. done.
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct DedupeOptions {
    bool full = true;        // full run; false: incremental over `changed_gb`
    double changed_gb = 0;   // incremental: data changed since the last run, per file system
    double outstanding = 8;  // scan reads / unlinks the engine keeps in flight [U]
};

class DedupeRun : public engine::Job {
  public:
    DedupeRun(std::string label, std::vector<Id> file_systems, DedupeOptions options = {});

    std::string name() const override { return label_; }
    Id subject() const override { return file_systems_.empty() ? kNoId : file_systems_.front(); }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;
    double time_to_event(const engine::SimContext& ctx,
                         const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return current_ >= file_systems_.size(); }
    double progress() const override;

    enum class Phase { Scan, Unlink };
    Phase phase() const { return phase_; }
    double scanned_gb() const { return scanned_gb_; }
    // When each file system's scan ended and its snapshot was gone (s; -1 if not yet).
    const std::vector<double>& scan_ended_at() const { return scan_end_; }
    const std::vector<double>& finished_at() const { return finish_; }

  private:
    void begin(engine::SimContext& ctx);
    double scan_rate_mb_s(const engine::SimContext& ctx) const;

    std::string label_;
    std::vector<Id> file_systems_;
    DedupeOptions options_;
    std::size_t current_ = 0;
    Phase phase_ = Phase::Scan;
    double to_scan_gb_ = 0, scanned_gb_ = 0;
    double to_unlink_ = 0, unlinked_ = 0;  // blocks
    double allowed_mb_s_ = 0;              // scan rate after throttling, decided per step
    std::vector<double> scan_end_, finish_;
};

}  // namespace santwin::operations
