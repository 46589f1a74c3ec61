#pragma once
// Path thrashing over time: hosts sending I/O for one LU down both controllers of an
// active/passive array make its ownership move back and forth (the flow builder gives each
// class its transfers per I/O and the stall they cost; this counts them at the solved rates).
#include <map>

#include "engine/model.h"

namespace santwin::engine {

class PathThrashingModel : public Model {
public:
    // Ownership transfers counted so far on `lu`.
    double transfers(Id lu) const;
    bool advance(const Step& step, double dt) override;

private:
    std::map<Id, double> transfers_;
};

}  // namespace santwin::engine
