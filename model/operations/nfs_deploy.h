#pragma once
// Deploying VMs from templates onto NFS datastores, as vCenter runs it (seed 002).
//
// vCenter runs deploy tasks concurrently up to its limits: provisioning_per_host tasks on one
// host and provisioning_per_datastore on one datastore (source or destination). Each task first
// does provisioning_overhead_s of work that moves no data (create and register the VM), then
// produces the template's disks one after another:
//   fast file clone  with VAAI (host and ESX version able, the NAS head's VAAI-NAS plug-in) and
//                    the template on the destination datastore: the NAS makes a clone that
//                    shares the template's blocks — one metadata operation on its CPU; the new
//                    disk takes no space until written;
//   full copy        otherwise the host's legacy data mover reads the whole virtual disk (NFSv3
//                    tells it nothing about holes, so unwritten blocks come back as zeros from
//                    the NAS) nfs_datamover_io_kb at a time, and writes the chunks holding data
//                    (zero chunks are skipped, keeping the thin copy thin).
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct DeployItem {
    std::string name;        // the new VM
    Id template_vm = kNoId;  // its disks are copied / cloned
    Id datastore = kNoId;    // destination
    Id host = kNoId;         // registers the VM and moves its data
};

struct DeployedVm {
    std::string name;
    double started_at = -1;
    double finished_at = -1;
    bool fast_clone = false;
    std::vector<Id> disks;  // runtime virtual disks created
};

class DeployVms : public engine::Job {
  public:
    DeployVms(std::string label, std::vector<DeployItem> items);

    std::string name() const override { return label_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;
    double time_to_event(const engine::SimContext& ctx,
                         const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return finished_ == items_.size(); }
    double progress() const override {
        return items_.empty() ? 1 : double(finished_) / items_.size();
    }

    const std::vector<DeployedVm>& deployed() const { return deployed_; }
    // From the first task's start to the last one's end, s (-1 until done).
    double first_start() const;
    double last_finish() const;

  private:
    struct Task {
        std::size_t item = 0;
        double setup_left_s = 0;
        std::size_t disk = 0;    // index into the template's disks
        double disk_done = 0;    // copy: GB of the source walked; clone: share of the clone op
        Id destination = kNoId;  // disk being produced
        bool clone = false;
    };

    void admit(engine::SimContext& ctx);
    void begin_disk(engine::SimContext& ctx, Task& task);
    void finish_disk(engine::SimContext& ctx, Task& task);
    bool vaai_clone(const engine::SimContext& ctx, const DeployItem& item, Id source) const;
    std::vector<Id> template_disks(const engine::SimContext& ctx, const DeployItem& item) const;
    double disk_rate_gb(const engine::SimContext& ctx, const Task& task,
                        const engine::StreamResult& r) const;

    std::string label_;
    std::vector<DeployItem> items_;
    std::vector<DeployedVm> deployed_;
    std::vector<Task> active_;
    std::size_t next_ = 0;
    std::size_t finished_ = 0;
};

}  // namespace santwin::operations
