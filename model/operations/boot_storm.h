#pragma once
// A boot storm: linked clones powered on together (domain.md §8, seed 001). Each host powers
// on its clones — a dozen metadata locks each, one on the shared base disk — and then boots
// them: reads from the shared base (which the array cache soon holds), writes to each clone's
// thin delta (growing it takes allocation locks), and processor time on the host. The clones of
// one host are alike, so each host is one stream of all its clones' I/O. The storm ends when
// the last clone has booted.
#include <map>
#include <string>
#include <vector>

#include "engine/job.h"
#include "workloads/guest_profile.h"

namespace santwin::operations {

class BootStorm : public engine::Job {
public:
    // `clones`: the clone VMs (each with one thin delta disk whose linked_base is on the same
    // datastore), or one full VM, which boots from its own disk.
    BootStorm(std::vector<Id> clones, workloads::GuestProfile guest);

    std::string name() const override { return "boot storm"; }
    Id subject() const override { return datastore_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return done_; }
    double progress() const override;
    double finished_at() const { return finished_at_; }
    Id lu() const { return lu_; }

private:
    struct HostPart {
        Id host = kNoId;
        Id server = kNoId;
        std::vector<Id> deltas;
        double poweron_left = 0;  // lock operations still to do
        double boot_left = 0;     // boot I/Os still to do
    };

    std::vector<Id> clones_;
    workloads::GuestProfile guest_;
    std::vector<HostPart> hosts_;
    Id datastore_ = kNoId, lu_ = kNoId, base_ = kNoId;
    double total_ = 0;
    bool done_ = false;
    double finished_at_ = -1;
};

}  // namespace santwin::operations
