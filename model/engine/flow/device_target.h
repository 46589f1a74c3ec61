#pragma once
// Targets that are not block LUs — NFS exports on a NAS head, VTL nodes, tape drives — each
// have a model that adds a leg's visits (ports, processors, disks of that device) to a class.
#include <memory>
#include <vector>

#include "engine/flow/stream.h"
#include "engine/solver.h"

namespace santwin::engine {

struct BuildContext;
struct ClassInfo;

class DeviceTarget {
public:
    virtual ~DeviceTarget() = default;
    // True when this model serves `device` (by its kind).
    virtual bool handles(const BuildContext& ctx, Id device) const = 0;
    // Adds the visits of `leg` (issued by `host`) to class `c`.
    virtual void add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host, ClassSpec& c,
                         ClassInfo& info) const = 0;
};

// The device models this build knows (flow_builder.cpp lists them).
const std::vector<std::unique_ptr<DeviceTarget>>& device_targets();

}  // namespace santwin::engine
