#pragma once
// Administrative operations that change configuration rather than move data: grow an LU,
// expand a VMFS datastore, add a RAID group to a pool, delete a VMDK, format a datastore. Each
// runs at its start time and is done; pool usage changes only through the writes they make.
#include <functional>
#include <string>

#include "engine/job.h"

namespace santwin::operations {

class Action : public engine::Job {
public:
    Action(std::string label, Id subject, std::function<void(engine::SimContext&)> apply)
        : label_(std::move(label)), subject_(subject), apply_(std::move(apply)) {}

    std::string name() const override { return label_; }
    Id subject() const override { return subject_; }
    void start(engine::SimContext& ctx) override {
        apply_(ctx);
        done_ = true;
    }
    std::vector<engine::StreamSpec> streams(engine::SimContext&) override { return {}; }
    void advance(engine::SimContext&, const std::vector<engine::StreamResult>&, double) override {}
    bool done() const override { return done_; }
    double progress() const override { return done_ ? 1 : 0; }

private:
    std::string label_;
    Id subject_;
    std::function<void(engine::SimContext&)> apply_;
    bool done_ = false;
};

// Zero-page reclaim on a thin LU: the array reads its allocated pages and returns those holding
// only zeros to the pool (domain.md §4: a background job at page granularity).
class ZeroPageReclaim : public engine::Job {
public:
    explicit ZeroPageReclaim(Id lu) : lu_(lu) {}

    std::string name() const override { return "zero page reclaim"; }
    Id subject() const override { return lu_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext&, const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return done_; }
    double progress() const override { return total_gb_ > 0 ? scanned_gb_ / total_gb_ : 1; }
    double reclaimed_gb() const { return reclaimed_gb_; }

private:
    Id lu_;
    double total_gb_ = 0, scanned_gb_ = 0, reclaimed_gb_ = 0;
    double kb_ = 512;
    bool done_ = false;
};

}  // namespace santwin::operations
