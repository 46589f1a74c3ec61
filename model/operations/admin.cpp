#include "operations/admin.h"

namespace santwin::operations {

using namespace santwin::engine;

void ZeroPageReclaim::start(SimContext& ctx) {
    total_gb_ = ctx.storage.consumed_gb(lu_);
    kb_ = ctx.storage.array(ctx.storage.lu(lu_).array).params.chunk_kb;
    done_ = total_gb_ <= 0;
}

std::vector<StreamSpec> ZeroPageReclaim::streams(SimContext& ctx) {
    if (done_) return {};
    StreamSpec s;
    s.name = "zero page reclaim";
    s.owner = lu_;
    s.counts_as_host_io = false;
    Leg scan;
    scan.why = "reclaim_scan";
    scan.kb = kb_;
    scan.random_fraction = 0;
    scan.array_internal = true;
    scan.region = {lu_, 0, ctx.storage.lu(lu_).capacity_gb};
    s.legs = {scan};
    s.population = 4;  // a background job keeps a few reads in flight
    return {s};
}

void ZeroPageReclaim::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done_ || results.empty()) return;
    scanned_gb_ += results[0].iops * dt * kb_ / (1024.0 * 1024.0);
    if (scanned_gb_ >= total_gb_ - 1e-9) {
        reclaimed_gb_ = ctx.storage.reclaim_zero_pages(lu_);
        done_ = true;
    }
}

double ZeroPageReclaim::time_to_event(const SimContext&, const std::vector<StreamResult>& results) const {
    if (done_ || results.empty() || results[0].iops <= 0) return kNever;
    return (total_gb_ - scanned_gb_) / (results[0].iops * kb_ / (1024.0 * 1024.0));
}

}  // namespace santwin::operations
