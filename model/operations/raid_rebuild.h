#pragma once
// A drive fails in a RAID group. The group runs degraded: a read that lands on the missing drive
// of a parity group is rebuilt from the rest of its stripe (devices::degraded_read_factor), and
// a hot spare is rebuilt at the array's documented rate (rebuild_min_per_gb) by I/O of the
// array's own — reading the surviving drives, writing the spare — that competes with the
// workload for the same drives. When the spare is rebuilt the group is whole again.
//
// A failure the group cannot survive (a second drive of a RAID-5 group, a third of a RAID-6
// group, any drive of RAID-0, while the earlier ones are missing) is a data-loss event: the
// group's rebuilds stop and the run says so.
#include "engine/job.h"

namespace santwin::operations {

class DriveFailure : public engine::Job {
public:
    // `drive` is listed by `raid_group`.
    DriveFailure(Id drive, Id raid_group) : drive_(drive), group_(raid_group) {}

    std::string name() const override { return "drive failure " + std::to_string(drive_); }
    std::string label(const Topology& t) const override;
    Id subject() const override { return drive_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return done_; }
    double progress() const override { return total_gb_ > 0 ? 1 - left_gb_ / total_gb_ : (done_ ? 1 : 0); }

private:
    double nominal_mb_s(const engine::SimContext& ctx) const;  // the documented rebuild rate
    void finish(engine::SimContext& ctx);

    Id drive_, group_;
    Id lu_ = kNoId;            // an LU on the group, whose region the rebuild I/O names
    double chunk_kb_ = 256;
    double total_gb_ = 0, left_gb_ = 0;
    bool done_ = false;
};

}  // namespace santwin::operations
