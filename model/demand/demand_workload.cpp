#include "demand/demand_workload.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace santwin::demand {

DemandWorkload::DemandWorkload(Id vm, Id vmdk, Id host, DemandSource source)
    : vm_(vm), vmdk_(vmdk), host_(host), source_(std::move(source)) {
    if (source_.interval_s <= 0) throw std::invalid_argument("a demand interval must be above 0 s");
}

std::string DemandWorkload::name() const { return "demand on #" + std::to_string(vmdk_); }
std::string DemandWorkload::label(const Topology& t) const { return "demand on " + t.describe(vmdk_); }

std::size_t DemandWorkload::interval_at(double t) const {
    const double k = std::floor((t - start_at) / source_.interval_s + 1e-9);
    if (k <= 0) return 0;
    const auto i = static_cast<std::size_t>(k);
    return source_.intervals ? std::min(i, source_.intervals - 1) : i;
}

std::vector<engine::StreamSpec> DemandWorkload::streams(engine::SimContext& ctx) {
    const std::size_t k = interval_at(ctx.now);
    if (k != current_ || !inner_) {
        current_ = k;
        IntervalDemand d = source_.demand(k);
        d.profile.name = "demand";  // one stream key across intervals
        workloads::WorkloadOptions options;
        options.target_iops = d.target_iops;
        options.threads = std::max(1.0, d.threads);
        inner_ = d.target_iops > 0 ? std::make_unique<workloads::VmdkWorkload>(vm_, vmdk_, host_, d.profile, options)
                                   : nullptr;
    }
    return inner_ ? inner_->streams(ctx) : std::vector<engine::StreamSpec>{};
}

void DemandWorkload::advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) {
    if (inner_) inner_->advance(ctx, results, dt);
    const std::size_t k = interval_at(ctx.now);
    if (achieved_.size() <= k) achieved_.resize(k + 1);
    if (!results.empty()) {
        const auto& r = results.front();  // the disk's own I/O stream
        achieved_[k].ios += r.iops * dt;
        achieved_[k].response_ms_x_ios += r.iops * dt * r.response_s * 1000;
    }
}

double DemandWorkload::time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>&) const {
    const double next = start_at + static_cast<double>(interval_at(ctx.now) + 1) * source_.interval_s;
    if (source_.intervals && interval_at(ctx.now) + 1 >= source_.intervals) return kNever;
    return std::max(1e-9, next - ctx.now);
}

}  // namespace santwin::demand
