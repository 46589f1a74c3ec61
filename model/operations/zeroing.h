#pragma once
// Zeroing a virtual disk's blocks that were never written: creating an eagerzeroedthick disk,
// enabling Fault Tolerance on a zeroedthick one, inflating a thin one (domain.md §4, seeds 000
// and 001). The host either writes zeros itself (zero_io_kb writes, eager_zero_outstanding at a
// time) or, with VAAI on host and array, sends WRITE SAME commands (write_same_kb each) and the
// array zeroes: it allocates pool pages (write_same_allocates) and writes zeros to disk only where
// a page held data before or the pool's pages are not pre-formatted.
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct ZeroPlan {
    std::vector<engine::Leg> legs;
    double outstanding = 8;
    double gb_per_io = 0;        // VMDK space zeroed per I/O of the stream
    bool write_same = false;
    bool allocates_pages = true;
};

// How `host` zeroes the untouched blocks of `vmdk` now.
ZeroPlan plan_zeroing(engine::SimContext& ctx, Id host, Id vmdk);
// Marks the next `gb` of untouched blocks zeroed (in address order), with the plan's page effect.
void apply_zeroing(engine::SimContext& ctx, const ZeroPlan& plan, Id vmdk, double gb);

// The job: zero every untouched block of `vmdk`.
class EagerZero : public engine::Job {
public:
    EagerZero(std::string label, Id vmdk, Id host) : label_(std::move(label)), vmdk_(vmdk), host_(host) {}

    std::string name() const override { return label_; }
    Id subject() const override { return vmdk_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return done_; }
    double progress() const override { return total_gb_ > 0 ? 1.0 - left_gb_ / total_gb_ : 1.0; }
    double finished_at() const { return finished_at_; }

private:
    std::string label_;
    Id vmdk_, host_;
    ZeroPlan plan_;
    double total_gb_ = 0, left_gb_ = 0;
    bool done_ = false;
    double finished_at_ = -1;
};

}  // namespace santwin::operations
