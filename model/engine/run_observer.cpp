#include "engine/run_observer.h"

namespace santwin::engine {

RunObserver& unobserved() {
    // Stateless, so one is shared by every thread.
    static RunObserver none;
    return none;
}

}  // namespace santwin::engine
