#pragma once
// The Capacity panel's controller: the capacity search (model/results/capacity.h, the same as
// `santwin-cli capacity`) and the health report (results/health.h, as `santwin-cli health`) on
// the open project, off the GUI thread, with progress and Cancel. The finished search's steps
// are a table and a chart (ChartItem source). Exposed to QML as AnswersController.
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <atomic>
#include <memory>
#include <optional>

#include "bridge/charts/chart_source.h"
#include "results/capacity.h"

class ProjectController;

class AnswersController : public QObject, public ChartSource {
    Q_OBJECT
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(QString task READ task NOTIFY runningChanged)        // "capacity" | "health"
    Q_PROPERTY(int done READ done NOTIFY progressChanged)           // engine runs finished
    Q_PROPERTY(int total READ total NOTIFY progressChanged)         // at most this many
    Q_PROPERTY(QString status READ status NOTIFY progressChanged)   // what runs now
    Q_PROPERTY(double elapsed READ elapsed NOTIFY progressChanged)  // wall seconds
    // The finished search: rows [{load, vms, iops, mean, p95, p99, busiest, util, verdict}],
    // the answer in lines, and whether there is a chart.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY chartsChanged)
    Q_PROPERTY(QStringList answer READ answer NOTIFY chartsChanged)
    Q_PROPERTY(bool hasChart READ hasChart NOTIFY chartsChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
  public:
    AnswersController(ProjectController* project, QObject* parent);
    ~AnswersController() override;

    // Starts the search on the open project: target "latency_ms.p95<=10", grow "all" or VM
    // names separated by commas, by "load" or "vms", `seconds` simulated per step. False, with
    // `message` saying why, when it cannot start.
    Q_INVOKABLE bool startCapacity(const QString& target, const QString& grow, const QString& by, double seconds);
    // Runs the health checks on the open project and writes the report as PDF and HTML (the
    // HTML beside the PDF). False when it cannot start.
    Q_INVOKABLE bool startHealth(const QString& pdfPathOrUrl, double targetMs);
    Q_INVOKABLE void cancel();
    Q_INVOKABLE bool waitForFinished(int timeoutMs);  // tests
    Q_INVOKABLE bool exportChart(const QString& pathOrUrl);

    bool running() const { return running_; }
    QString task() const { return task_; }
    int done() const { return done_; }
    int total() const { return total_; }
    QString status() const { return status_; }
    double elapsed() const;
    QVariantList steps() const { return steps_; }
    QStringList answer() const { return answer_; }
    bool hasChart() const { return chart_.has_value(); }
    QString message() const { return message_; }
    std::optional<santwin::charts::Chart> chartAt(int index) const override;

  signals:
    void runningChanged();
    void progressChanged();
    void chartsChanged();
    void messageChanged();
    void finished();

  private:
    struct Outcome;
    void onDone();
    void setMessage(const QString& m);
    bool begin(const QString& task);
    void progress(int done, int total, const QString& status);

    ProjectController* project_;
    bool running_ = false;
    QString task_;
    int done_ = 0, total_ = 0;
    QString status_;
    QElapsedTimer clock_;
    QTimer tick_;
    double last_elapsed_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFutureWatcher<std::shared_ptr<Outcome>> watcher_;
    std::optional<santwin::charts::Chart> chart_;
    QVariantList steps_;
    QStringList answer_;
    QString message_;
};
