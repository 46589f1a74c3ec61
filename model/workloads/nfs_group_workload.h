#pragma once
// Many VMs' steady workloads on one NFS datastore from one host, solved as one stream (seed 002:
// the lab's running tiles beside a deployment). Each VM runs at its profile's requirement, so the
// group's I/O is the sum of theirs: one stream whose legs are the members' legs weighted by their
// share of the group's rate, with legs that differ only in where they land merged (their file
// ranges become one span). The NAS sees the same operations, sizes and mixes as from the
// separate VMs (file-serving operations are linear in a leg's random share), while the flow solver sees one class instead of hundreds, which keeps a
// deployment of thousands of steps cheap. Per-VM figures are not kept: the stream reports to
// the datastore.
#include <string>
#include <vector>

#include "engine/job.h"
#include "workloads/io_profile.h"

namespace santwin::workloads {

struct GroupMember {
    Id vm = kNoId;
    Id vmdk = kNoId;  // the disk its profile runs on (NFS)
    IoProfile profile;
};

class NfsGroupWorkload : public engine::Job {
  public:
    NfsGroupWorkload(Id host, Id datastore, std::vector<GroupMember> members);

    std::string name() const override;
    Id subject() const override { return datastore_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;
    bool done() const override { return false; }

    // The group's rate when every member meets its requirement, IOPS.
    double target_iops() const;

  private:
    Id host_, datastore_;
    std::vector<GroupMember> members_;
};

// Legs equal but for their region and random share merged into one leg: per_io summed, random
// share averaged by per_io (the NAS's random and sequential operations are linear in it),
// regions joined into the span covering both. Exposed for tests.
std::vector<engine::Leg> merge_similar_legs(const std::vector<engine::Leg>& legs);

}  // namespace santwin::workloads
