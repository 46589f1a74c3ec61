#pragma once
// Tiering over time: tiered pools count each region's back-end operations over their monitoring
// cycle and relocate pages at its end (engine/system/tiering.h holds the pools' placement and
// the relocation rules); a relocation changes where I/O lands, so the flows are solved again.
#include <vector>

#include "engine/model.h"

namespace santwin::engine {

class TieringModel : public Model {
public:
    void before_solve(const Step& step) override;
    double next_event_in(const Step& step) override;
    bool advance(const Step& step, double dt) override;

private:
    // The I/O each class of `flow` did since the last flush goes to the regions it touched.
    void flush_heat(const Flow& flow, Tiering& tiering);
    std::vector<double> heat_ios_;  // per class of the current flow: I/Os since the last heat flush
};

}  // namespace santwin::engine
