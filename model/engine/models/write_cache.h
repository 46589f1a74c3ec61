#pragma once
// Write cache: the write-pending data each array's cache holds. A back end slower than the
// writes arriving fills it (the excess is absorbed as write-pending data while there is room);
// spare destage capacity drains it. At the write-pending limit writers wait for the back end
// (the solver's full cache group), below it they complete in cache.
#include <map>
#include <set>

#include "engine/model.h"

namespace santwin::engine {

class WriteCacheModel : public Model {
public:
    explicit WriteCacheModel(const StorageModel& storage) : storage_(storage) {}

    // Every array starts in the sustained state a benchmark measures after its warm-up: full
    // where the first solution's writes outrun the back end's destage, clean where it keeps up.
    void start_warm();
    // Distinct dirty data `array`'s write cache holds before writers wait, GB.
    double limit_gb(Id array) const;

    void configure(const Flow& flow, SolverOptions& options) const override;
    bool solved(const Step& step) override;
    double next_event_in(const Step& step) override;
    bool advance(const Step& step, double dt) override;

private:
    double pending_gb(Id array) const;
    bool settle_warm(const Step& step);

    const StorageModel& storage_;
    // Write-pending data per array (GB) and what the last solution does to it.
    std::map<Id, double> pending_gb_;
    std::map<Id, double> rate_gb_s_;  // + filling, - draining
    // Arrays whose write cache is in a saturated episode, for the event log: it starts when write
    // pending reaches the limit and ends when it has drained below a low mark, so a cache held
    // at the limit by waiting writers logs one saturation, not a flip each time a solution
    // drains it by a hair (the solver itself treats the cache as full only at the limit).
    std::set<Id> full_;
    // Arrays whose sustained start waits for the first solution to tell a cache the back end
    // keeps clean from one writes would fill (start_warm).
    std::set<Id> settle_;
};

}  // namespace santwin::engine
