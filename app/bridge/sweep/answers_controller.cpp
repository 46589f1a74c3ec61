#include "bridge/sweep/answers_controller.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include "advice/advice.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "charts/capacity_chart.h"
#include "charts/health_report.h"
#include "checks/validate.h"
#include "export/chart_export.h"
#include "export/report.h"
#include "results/health.h"
#include "topology/name_lookup.h"

using namespace santwin;

struct AnswersController::Outcome {
    std::optional<results::CapacityAnswer> capacity;
    std::optional<charts::Chart> chart;
    QStringList lines;
    QString error;
    bool cancelled = false;
};

namespace {
std::string first_error(const Topology& t) {
    for (const Problem& p : validate(t))
        if (p.severity == Severity::Error) return p.message;
    return "";
}

QString lab_name(const ProjectController* pc) {
    if (!pc->sourcePath().isEmpty()) return QFileInfo(pc->sourcePath()).fileName();
    return pc->labId().isEmpty() ? QStringLiteral("new project") : pc->labId();
}
}  // namespace

AnswersController::AnswersController(ProjectController* project, QObject* parent) : QObject(parent), project_(project) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &AnswersController::onDone);
    tick_.setInterval(500);
    connect(&tick_, &QTimer::timeout, this, &AnswersController::progressChanged);
}

AnswersController::~AnswersController() {
    if (cancel_) cancel_->store(true);
    watcher_.waitForFinished();
}

bool AnswersController::begin(const QString& task) {
    if (running_) {
        setMessage(tr("The %1 is still running: cancel it first.").arg(task_ == "health" ? tr("health check") : tr("capacity search")));
        return false;
    }
    if (!project_->project()) {
        setMessage(tr("Open a lab or a project first."));
        return false;
    }
    task_ = task;
    running_ = true;
    done_ = total_ = 0;
    status_.clear();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    clock_.start();
    tick_.start();
    emit runningChanged();
    emit progressChanged();
    return true;
}

void AnswersController::progress(int done, int total, const QString& status) {
    if (!running_) return;
    done_ = done;
    total_ = total;
    status_ = status;
    emit progressChanged();
}

bool AnswersController::startCapacity(const QString& target, const QString& grow, const QString& by, double seconds) {
    results::CapacitySpec spec;
    try {
        spec.target = results::parse_capacity_target(ss(target.trimmed()));
    } catch (const std::invalid_argument& e) {
        setMessage(qs(e.what()));
        return false;
    }
    spec.by = by == QLatin1String("vms") ? results::GrowBy::Vms : results::GrowBy::Load;
    spec.duration_s = std::max(60.0, seconds);
    spec.warmup_s = std::min(30.0, spec.duration_s / 4);
    if (project_->project()) {
        const Topology& t = project_->project()->topology;
        for (const QString& name : grow.split(',', Qt::SkipEmptyParts)) {
            if (name.trimmed() == QLatin1String("all")) continue;
            const auto ids = entities_named(t, ss(name.trimmed()));
            if (ids.size() != 1) {
                setMessage(ids.empty() ? qs(unknown_entity(t, ss(name.trimmed())))
                                       : tr("Several entities are named '%1': give the qualified name.").arg(name.trimmed()));
                return false;
            }
            spec.grow.push_back(ids[0]);
        }
    }
    if (!begin("capacity")) return false;
    const Project project = *project_->project();
    const std::string lab = ss(lab_name(project_));
    QPointer<AnswersController> self(this);
    auto cancel = cancel_;
    auto report = [self](int done, int total, QString status) {
        QMetaObject::invokeMethod(self.data(), [self, done, total, status] { if (self) self->progress(done, total, status); },
                                  Qt::QueuedConnection);
    };
    watcher_.setFuture(QtConcurrent::run([project, spec, lab, cancel, report]() {
        auto out = std::make_shared<Outcome>();
        results::CapacityProgress p;
        p.step_done = [&](const results::CapacityStep& s, int run, int max_runs) {
            report(run, max_runs, QStringLiteral("%1x: %2").arg(s.factor).arg(s.refused.empty() ? (s.meets ? "meets the target" : "misses the target") : "cannot run"));
            return !cancel->load();
        };
        p.running = [&](double, double) { return !cancel->load(); };
        try {
            report(0, spec.max_runs, QStringLiteral("1x: the lab as it is"));
            out->capacity = results::find_capacity(project, spec, first_error, p);
            out->chart = charts::capacity_chart(*out->capacity, lab);
            for (const auto& line : charts::capacity_answer_lines(*out->capacity)) out->lines.push_back(qs(line));
        } catch (const std::exception& e) {
            out->error = qs(e.what());
        }
        out->cancelled = cancel->load();
        return out;
    }));
    setMessage(tr("Searching the load that still meets %1…").arg(qs(spec.target.text())));
    return true;
}

bool AnswersController::startHealth(const QString& pdfPathOrUrl, double targetMs) {
    const QString pdf = local_path(pdfPathOrUrl);
    if (pdf.isEmpty()) {
        setMessage(tr("Choose where to write the health report."));
        return false;
    }
    if (!begin("health")) return false;
    const Project project = *project_->project();
    const std::string lab = ss(lab_name(project_));
    QPointer<AnswersController> self(this);
    auto cancel = cancel_;
    watcher_.setFuture(QtConcurrent::run([project, lab, pdf, targetMs, cancel, self]() {
        auto out = std::make_shared<Outcome>();
        try {
            charts::HealthInputs in;
            in.project = &project;
            in.lab = lab;
            in.problems = validate(project.topology);
            in.advice = advice::advise(project.topology);
            results::HealthOptions options;
            options.target_ms = targetMs > 0 ? targetMs : -1;
            options.simulate = first_error(project.topology).empty();
            const results::HealthAnswer answer = results::check_health(project, options, [&](int done, int total, const std::string& next) {
                QMetaObject::invokeMethod(self.data(), [self, done, total, next] { if (self) self->progress(done, total, qs(next)); },
                                          Qt::QueuedConnection);
                return !cancel->load();
            });
            in.answer = &answer;
            exporting::Report report;
            report.content = charts::build_health_report(in);
            if (!answer.headroom.empty()) report.charts.push_back(charts::headroom_chart(in));
            report.context.lab = lab;
            report.context.scenario = "health";
            report.context.engine_version = SANTWIN_VERSION;
            const QString html = QFileInfo(pdf).path() + "/" + QFileInfo(pdf).completeBaseName() + ".html";
            exporting::write_report_pdf(report, ss(pdf));
            exporting::write_report_html(report, ss(html));
            for (const auto& line : charts::health_recommendations(in)) out->lines.push_back(qs(line));
            out->lines.push_front(QObject::tr("Wrote %1 and %2").arg(pdf, html));
        } catch (const std::exception& e) {
            out->error = qs(e.what());
        }
        out->cancelled = cancel->load();
        return out;
    }));
    setMessage(tr("Checking the lab's health…"));
    return true;
}

void AnswersController::cancel() {
    if (running_ && cancel_) {
        cancel_->store(true);
        setMessage(tr("Cancelling…"));
    }
}

bool AnswersController::waitForFinished(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (running_ && t.elapsed() < timeoutMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !running_;
}

double AnswersController::elapsed() const { return running_ ? clock_.elapsed() / 1000.0 : last_elapsed_; }

void AnswersController::onDone() {
    const std::shared_ptr<Outcome> out = watcher_.result();
    last_elapsed_ = clock_.elapsed() / 1000.0;
    tick_.stop();
    running_ = false;
    if (!out->error.isEmpty()) {
        setMessage(tr("Stopped: %1").arg(out->error));
    } else if (out->capacity) {
        chart_ = out->chart;
        steps_.clear();
        const auto& a = *out->capacity;
        for (const auto& s : a.steps)
            steps_.push_back(QVariantMap{{"load", qs(charts::capacity_load_label(a, s))}, {"vms", s.vms},
                                         {"iops", QString::number(s.iops, 'f', 0)},
                                         {"mean", QString::number(s.latency.mean_ms, 'f', 1)},
                                         {"p95", QString::number(s.latency.p95_ms, 'f', 1)},
                                         {"p99", QString::number(s.latency.p99_ms, 'f', 1)},
                                         {"busiest", qs(s.busiest_name + " " + s.busiest.metric)},
                                         {"util", QString::number(s.busiest.pct, 'f', 0) + " %"},
                                         {"verdict", s.refused.empty() ? (s.meets ? tr("met") : tr("missed")) : qs(s.refused)},
                                         {"meets", s.meets}});
        answer_ = out->lines;
        setMessage(tr("%1 engine runs in %2 s.").arg(a.steps.size()).arg(last_elapsed_, 0, 'f', 0));
        emit chartsChanged();
    } else {
        answer_ = out->lines;
        setMessage(out->cancelled ? tr("Cancelled.") : tr("Health report written in %1 s.").arg(last_elapsed_, 0, 'f', 0));
        emit chartsChanged();
    }
    emit runningChanged();
    emit progressChanged();
    emit finished();
}

std::optional<charts::Chart> AnswersController::chartAt(int index) const {
    if (index != 0) return std::nullopt;
    return chart_;
}

bool AnswersController::exportChart(const QString& pathOrUrl) {
    if (!chart_) {
        setMessage(tr("Run a capacity search first: there is no chart to export."));
        return false;
    }
    try {
        exporting::write_chart_file(*chart_, ss(local_path(pathOrUrl)));
    } catch (const std::exception& e) {
        setMessage(qs(e.what()));
        return false;
    }
    setMessage(tr("Exported %1").arg(local_path(pathOrUrl)));
    return true;
}

void AnswersController::setMessage(const QString& m) {
    message_ = m;
    emit messageChanged();
}
