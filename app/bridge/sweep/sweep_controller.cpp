#include "bridge/sweep/sweep_controller.h"
#include "bridge/sweep/sweep_cell.h"

#include <QCoreApplication>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include "bridge/qt_text.h"
#include "charts/sweep_charts.h"
#include "engine/run_watch.h"
#include "export/chart_export.h"

using namespace santwin;

namespace {
// Cancels the engine runs of the sweep's worker thread once Cancel is pressed, so a long point
// stops at once instead of at its end.
class CancelWatch : public engine::RunWatch {
  public:
    explicit CancelWatch(std::shared_ptr<std::atomic<bool>> cancel) : cancel_(std::move(cancel)) {}
    bool keep_running(double, double) override { return !cancel_->load(); }

  private:
    std::shared_ptr<std::atomic<bool>> cancel_;
};

// "name=value, name=value" -> map; throws naming an item without '='.
std::map<std::string, std::string> parse_held(const QString& text) {
    std::map<std::string, std::string> out;
    for (const std::string& item : scenarios::split_values(ss(text))) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
            throw std::invalid_argument("held parameters are written name=value, separated by commas (got '" + item + "')");
        out[item.substr(0, eq)] = item.substr(eq + 1);
    }
    return out;
}
}  // namespace

SweepController::SweepController(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &SweepController::onDone);
    tick_.setInterval(500);
    connect(&tick_, &QTimer::timeout, this, &SweepController::progressChanged);
}

SweepController::~SweepController() {
    if (cancel_) cancel_->store(true);
    watcher_.waitForFinished();
}

QVariantList SweepController::scenarios() const {
    QVariantList out;
    for (const scenarios::Scenario& s : scenarios::registry()) {
        if (s.parameters.empty()) continue;
        QVariantList params;
        for (const auto& p : s.parameters)
            params.push_back(QVariantMap{{"name", qs(p.name)}, {"value", qs(p.default_value)}, {"doc", qs(p.doc)}});
        out.push_back(QVariantMap{{"id", qs(s.info.id)}, {"title", qs(s.info.title)}, {"lab", qs(s.info.lab)},
                                  {"parameters", params}});
    }
    return out;
}

bool SweepController::start(const QString& scenario, const QString& parameter, const QString& values,
                            const QString& held) {
    if (running_) {
        setMessage(tr("A sweep of %1 is still running: cancel it first.").arg(qs(request_.scenario)));
        return false;
    }
    scenarios::SweepRequest request;
    request.scenario = ss(scenario.trimmed());
    request.parameter = ss(parameter.trimmed());
    request.values = scenarios::split_values(ss(values));
    try {
        request.held = parse_held(held);
        scenarios::check_sweep_values(request);  // a bad value is refused before any point runs
    } catch (const std::invalid_argument& e) {
        setMessage(tr("Cannot sweep: %1").arg(qs(e.what())));
        return false;
    }
    request_ = request;
    running_ = true;
    done_ = 0;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    clock_.start();
    tick_.start();
    QPointer<SweepController> self(this);
    auto cancel = cancel_;
    watcher_.setFuture(QtConcurrent::run([request, cancel, self]() {
        auto out = std::make_shared<Outcome>();
        CancelWatch watch(cancel);
        engine::ScopedRunWatch scope(watch);
        try {
            out->points = scenarios::run_sweep(request, [&](std::size_t done, std::size_t) {
                QMetaObject::invokeMethod(
                    self.data(), [self, done] {
                        if (!self || !self->running_) return;
                        self->done_ = static_cast<int>(done);
                        emit self->progressChanged();
                    },
                    Qt::QueuedConnection);
                return !cancel->load();
            });
        } catch (const std::exception& e) {
            out->error = qs(e.what());
        }
        out->cancelled = cancel->load();
        return out;
    }));
    setMessage(tr("Sweeping %1 over %2 = %3…").arg(qs(request.scenario), qs(request.parameter), values.simplified()));
    emit runningChanged();
    emit progressChanged();
    return true;
}

void SweepController::cancel() {
    if (running_ && cancel_) {
        cancel_->store(true);
        setMessage(tr("Cancelling the sweep…"));
    }
}

bool SweepController::waitForFinished(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (running_ && t.elapsed() < timeoutMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !running_;
}

double SweepController::elapsed() const {
    return running_ ? clock_.elapsed() / 1000.0 : last_elapsed_;
}

void SweepController::onDone() {
    const std::shared_ptr<Outcome> out = watcher_.result();
    last_elapsed_ = clock_.elapsed() / 1000.0;
    tick_.stop();
    running_ = false;
    done_ = static_cast<int>(out->points.size());
    if (!out->error.isEmpty()) {
        setMessage(tr("The sweep stopped: %1").arg(out->error));
    } else if (out->points.size() < 2) {
        setMessage(out->cancelled ? tr("Cancelled after %1 of %2 points: nothing to chart.").arg(done_).arg(total())
                                  : tr("The sweep produced fewer than two points: nothing to chart."));
    } else {
        // Charts and table of what ran (all points, or those before a cancel).
        auto request = request_;
        request.values.resize(out->points.size());
        charts_ = charts::resolve_sweep(request, out->points);
        finished_values_.clear();
        for (const auto& p : out->points) finished_values_.push_back(qs(p.value));
        table_.clear();
        for (const auto& [metric, v] : out->points.front().result.metrics) {
            if (!std::holds_alternative<double>(v)) continue;
            QStringList row;
            for (const auto& p : out->points) {
                auto it = p.result.metrics.find(metric);
                if (it == p.result.metrics.end() || !std::holds_alternative<double>(it->second))
                    row.push_back(QStringLiteral("–"));
                else
                    row.push_back(sweep_cell(std::get<double>(it->second)));
            }
            table_.push_back(QVariantMap{{"metric", qs(metric)}, {"values", row}});
        }
        setMessage(out->cancelled
                       ? tr("Cancelled: %1 of %2 points charted.").arg(done_).arg(total())
                       : tr("%1 over %2: %3 points in %4 s.")
                             .arg(qs(request_.scenario), qs(request_.parameter))
                             .arg(done_)
                             .arg(last_elapsed_, 0, 'f', 1));
        emit chartsChanged();
    }
    emit runningChanged();
    emit progressChanged();
    emit finished();
}

QString SweepController::scenarioId() const {
    return qs(request_.scenario);
}

QString SweepController::parameter() const {
    return qs(request_.parameter);
}

QString SweepController::requestedValues() const {
    QStringList out;
    for (const auto& v : request_.values) out.push_back(qs(v));
    return out.join(',');
}

QString SweepController::sweptParameter() const {
    return charts_.empty() ? QString() : qs(request_.parameter);
}

QStringList SweepController::values() const {
    return finished_values_;
}

QStringList SweepController::chartTitles() const {
    QStringList out;
    for (const auto& c : charts_) out.push_back(qs(c.spec.title));
    return out;
}

std::optional<charts::Chart> SweepController::chartAt(int index) const {
    if (index < 0 || index >= static_cast<int>(charts_.size())) return std::nullopt;
    return charts_[static_cast<std::size_t>(index)];
}

bool SweepController::exportChart(int index, const QString& pathOrUrl) {
    if (index < 0 || index >= static_cast<int>(charts_.size())) {
        setMessage(tr("There is no sweep chart %1 to export.").arg(index));
        return false;
    }
    const QString path = local_path(pathOrUrl);
    try {
        exporting::write_chart_file(charts_[static_cast<std::size_t>(index)], ss(path));
    } catch (const std::exception& e) {
        setMessage(qs(e.what()));
        return false;
    }
    setMessage(tr("Exported %1").arg(path));
    return true;
}

bool SweepController::exportAll(const QString& folderPathOrUrl) {
    if (charts_.empty()) {
        setMessage(tr("Run a sweep first: there are no charts to export."));
        return false;
    }
    const QString dir = local_path(folderPathOrUrl);
    try {
        const auto files = exporting::export_charts(charts_, ss(dir), {});
        setMessage(tr("Exported %1 charts (%2 files) to %3").arg(charts_.size()).arg(files.size()).arg(dir));
    } catch (const std::exception& e) {
        setMessage(qs(e.what()));
        return false;
    }
    return true;
}

void SweepController::setMessage(const QString& m) {
    message_ = m;
    emit messageChanged();
}
