#pragma once
// A VM disk's workload whose demand changes over time: each interval it runs a profile at a
// target rate, held constant through the interval (piecewise constant), and the run re-solves at
// every interval boundary. The demand comes from a DemandSource: a measured trace, or a profile
// under a schedule with reproducible variation. The job keeps what each interval achieved
// (I/O and response time), so a replay can set simulated against measured latency.
#include <functional>
#include <cmath>
#include <memory>
#include <vector>

#include "engine/job.h"
#include "workloads/io_profile.h"
#include "workloads/vmdk_workload.h"

namespace santwin::demand {

// What a disk runs in one interval.
struct IntervalDemand {
    workloads::IoProfile profile;  // mix and sizes (its name is kept for the stream's key)
    double target_iops = 0;        // 0: idle for the interval
    double threads = 1;            // outstanding I/Os
};

struct DemandSource {
    double interval_s = 1;
    std::size_t intervals = 0;  // after the last one the demand holds its last value
    std::function<IntervalDemand(std::size_t k)> demand;
};

class DemandWorkload : public engine::Job {
public:
    DemandWorkload(Id vm, Id vmdk, Id host, DemandSource source);

    std::string name() const override;
    std::string label(const Topology& t) const override;
    Id subject() const override { return vm_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>&) const override;
    bool continuous() const override { return inner_ && inner_->continuous(); }
    bool done() const override { return false; }

    // Per interval: I/Os completed and I/O-weighted response time (ms), as simulated.
    struct Achieved {
        double ios = 0;
        double response_ms_x_ios = 0;
        double iops(double interval_s) const { return ios / interval_s; }
        double response_ms() const { return ios > 0 ? response_ms_x_ios / ios : NAN; }
    };
    const std::vector<Achieved>& achieved() const { return achieved_; }
    double interval_s() const { return source_.interval_s; }
    Id vmdk() const { return vmdk_; }

private:
    std::size_t interval_at(double t) const;

    Id vm_, vmdk_, host_;
    DemandSource source_;
    std::size_t current_ = static_cast<std::size_t>(-1);
    std::unique_ptr<workloads::VmdkWorkload> inner_;
    std::vector<Achieved> achieved_;
};

}  // namespace santwin::demand
