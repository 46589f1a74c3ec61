#include "operations/zeroing.h"

#include <algorithm>

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;

double untouched_gb(const VmdkRt& v) { return v.blocks.count(kBlockUntouched) * v.block_gb; }
}  // namespace

ZeroPlan plan_zeroing(SimContext& ctx, Id host, Id vmdk) {
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk);
    const DatastoreRt& ds = ctx.vmfs.datastore(v.datastore);
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host).text("version"));
    const ArrayRt& array = ctx.storage.array(ctx.storage.lu(ds.lu).array);
    ZeroPlan plan;
    plan.write_same = hp.vaai_available > 0 && ctx.topology.at(host).flag("vaai") && array.vaai;
    // Where the untouched blocks lie on the LU (their span; the zeroing walks it in order).
    double first = v.size_gb, last = 0;
    for (auto [a, b] : v.blocks.runs(0, v.blocks_total(), kBlockUntouched)) {
        first = std::min(first, a * v.block_gb);
        last = std::max(last, b * v.block_gb);
    }
    auto [lf, lt] = ctx.vmfs.lu_range(vmdk, first, std::max(last, first + v.block_gb));
    Leg leg;
    leg.why = "zeroing";
    leg.write = true;
    leg.random_fraction = 0;
    leg.region = {ds.lu, lf, lt};
    if (plan.write_same) {
        leg.kb = hp.write_same_kb;
        leg.wire_kb = 0.5;
        leg.zeroes = true;
        plan.allocates_pages = array.params.write_same_allocates > 0.5;
    } else {
        leg.kb = hp.zero_io_kb;
    }
    plan.outstanding = hp.eager_zero_outstanding;
    plan.gb_per_io = leg.kb / kKbPerGb;
    plan.legs = {leg};
    return plan;
}

void apply_zeroing(SimContext& ctx, const ZeroPlan& plan, Id vmdk, double gb) {
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk);
    double left = gb / v.block_gb;  // in blocks
    std::vector<std::pair<double, double>> take;
    for (auto [a, b] : v.blocks.runs(0, v.blocks_total(), kBlockUntouched)) {
        if (left <= 0) break;
        const double n = std::min(left, b - a);
        take.emplace_back(a, a + n);
        left -= n;
    }
    for (auto [a, b] : take) ctx.vmfs.zero_untouched(vmdk, a * v.block_gb, b * v.block_gb, plan.allocates_pages);
}

void EagerZero::start(SimContext& ctx) {
    total_gb_ = left_gb_ = untouched_gb(ctx.vmfs.vmdk(vmdk_));
    done_ = total_gb_ <= 0;
    if (done_) finished_at_ = ctx.now;
}

std::vector<StreamSpec> EagerZero::streams(SimContext& ctx) {
    if (done_) return {};
    plan_ = plan_zeroing(ctx, host_, vmdk_);
    StreamSpec s;
    s.name = label_;
    s.owner = host_;
    s.host = host_;
    s.legs = plan_.legs;
    s.population = plan_.outstanding;
    return {s};
}

void EagerZero::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done_ || results.empty()) return;
    const double gb = std::min(left_gb_, results[0].iops * dt * plan_.gb_per_io);
    apply_zeroing(ctx, plan_, vmdk_, gb);
    left_gb_ = untouched_gb(ctx.vmfs.vmdk(vmdk_));
    if (left_gb_ < 1e-9) {
        done_ = true;
        finished_at_ = ctx.now + dt;
    }
}

double EagerZero::time_to_event(const SimContext&, const std::vector<StreamResult>& results) const {
    if (done_ || results.empty() || results[0].iops <= 0) return kNever;
    return left_gb_ / (results[0].iops * plan_.gb_per_io);
}

}  // namespace santwin::operations
