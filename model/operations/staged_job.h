#pragma once
// A job made of stages run one after another: waits (a snapshot being taken, a mount, a
// cleanup: fixed seconds, no I/O) and transfers (so many GB of useful data moved by the streams
// the job gives for that stage). Backups and restores are such jobs: snapshot -> export ->
// write to media -> cleanup.
//
// Each transfer stage says how much useful data one I/O of its streams moves; the job advances
// by the first stream's achieved I/O rate and records, for its subject, "<stage>_mbps" (useful
// MB/s) while the stage runs. Stage start and end times are kept for the scenario to read.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct Stage {
    std::string name;
    double seconds = 0;  // a wait: how long
    double gb = 0;       // a transfer: useful GB to move (0 with seconds 0: skipped)
    bool transfer() const { return gb > 0; }
};

class StagedJob : public engine::Job {
  public:
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;
    double time_to_event(const engine::SimContext& ctx,
                         const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return started_ && at_ >= stages_.size(); }
    double progress() const override;

    // Useful GB moved so far in the named stage, and when it started / ended (-1: not yet).
    double moved_gb(const std::string& stage) const;
    double started_at(const std::string& stage) const;
    double ended_at(const std::string& stage) const;
    // The stage running now ("" when done or not started).
    std::string stage() const { return at_ < stages_.size() ? stages_[at_].name : std::string(); }
    double finished_at() const { return finished_at_; }

  protected:
    // Called from start(): the stages, in order.
    void set_stages(std::vector<Stage> stages);
    // The streams of a transfer stage, `done_gb` of it already moved.
    virtual std::vector<engine::StreamSpec> transfer_streams(engine::SimContext& ctx,
                                                             const Stage& stage,
                                                             double done_gb) = 0;
    // Useful GB one I/O of the stage's first stream moves.
    virtual double gb_per_io(const engine::SimContext& ctx, const Stage& stage,
                             double done_gb) const = 0;
    // Called when a stage ends (state changes: data written, space freed ...).
    virtual void stage_done(engine::SimContext&, const Stage&) {}

  private:
    void enter(engine::SimContext& ctx, double at);

    std::vector<Stage> stages_;
    size_t at_ = 0;
    bool started_ = false;
    double left_ = 0;  // seconds (wait) or GB (transfer) left in the current stage
    double total_ = 0;
    double finished_at_ = -1;
    std::map<std::string, double> moved_;
    std::map<std::string, std::pair<double, double>> times_;
};

}  // namespace santwin::operations
