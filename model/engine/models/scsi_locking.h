#pragma once
// SCSI locking over time: the reservation conflicts (ATS miscompares with VAAI) the streams
// taking metadata locks meet, counted per LU (the flow builder's locking model gives each
// class its conflicts per I/O; this integrates them at the solved rates).
#include <map>

#include "engine/model.h"

namespace santwin::engine {

class ScsiLockingModel : public Model {
public:
    // Conflicts counted so far on `lu`.
    double conflicts(Id lu) const;
    bool advance(const Step& step, double dt) override;

private:
    std::map<Id, double> conflicts_;
};

}  // namespace santwin::engine
