#pragma once
// Anything that hands ChartItem its charts by index: the playback (live charts of the played
// run) and the sweep panel (charts of a finished sweep). A source is a QObject that also
// implements this and emits chartsChanged() when its charts change.
#include <optional>

#include "charts/chart_spec.h"

class ChartSource {
  public:
    virtual ~ChartSource() = default;
    // Chart `index`, or nullopt when there is none at that index.
    virtual std::optional<santwin::charts::Chart> chartAt(int index) const = 0;
};
