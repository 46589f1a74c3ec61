// SimulationController's runs under changing demand: the Workload menu's schedule with variation,
// or a measured capture replayed on the open project (demand/demand_run.h).
#include <QStringList>
#include <QVariantMap>

#include "bridge/playback/simulation_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "demand/demand_run.h"
#include "demand/schedule.h"

using namespace santwin;

QStringList SimulationController::scheduleNames() const {
    QStringList out;
    for (const auto& n : demand::builtin_schedule_names()) out << qs(n);
    return out;
}

bool SimulationController::runDemand(const QVariantMap& spec) {
    const Project* p = project_->project();
    if (!p) {
        setStatus(tr("Open a lab or project first: its VMs run the workload."));
        return false;
    }
    demand::DemandRunSpec d;
    d.capture = ss(local_path(spec.value("capture").toString()));
    d.schedule = d.capture.empty() ? ss(spec.value("schedule", "business-hours").toString()) : std::string();
    d.variation = spec.value("variation", 0.0).toDouble();
    d.seed = static_cast<std::uint64_t>(spec.value("seed", 42).toLongLong());
    d.interval_s = spec.value("interval", 60.0).toDouble();
    d.start_of_day_s = spec.value("start", 0.0).toDouble();
    d.duration_s = spec.value("duration", 0.0).toDouble();
    if (d.variation < 0 || d.variation > 1 || d.interval_s <= 0 || d.duration_s < 0) {
        setStatus(tr("Variation is a share from 0 to 1, the interval above 0 s, the duration 0 s (whole capture or day) or more."));
        return false;
    }
    if (!d.schedule.empty()) {
        try {
            demand::schedule(d.schedule);  // a wrong name is refused before any work
        } catch (const std::exception& e) {
            setStatus(qs(e.what()));
            return false;
        }
    }
    auto copy = std::make_shared<const Project>(*p);
    return start(d.capture.empty() ? tr("schedule") : tr("measured load"), [copy, d](engine::RunObserver& observer) { return demand::run_demand(*copy, d, observer); });
}
