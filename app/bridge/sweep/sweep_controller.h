#pragma once
// The sweep panel's controller: runs a scenario over a parameter's values off the GUI thread
// (model/scenarios/sweep.h, the same runner as `santwin-cli sweep`), reports progress point by
// point with Cancel, then holds the table of metrics per value and the sweep charts
// (charts/sweep_charts.h) for ChartItem and for export. Exposed to QML as SweepController.
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <atomic>
#include <memory>

#include "bridge/charts/chart_source.h"
#include "scenarios/sweep.h"


class SweepController : public QObject, public ChartSource {
    Q_OBJECT
    // Scenarios that take parameters: [{id, title, parameters: [{name, value, doc}]}].
    Q_PROPERTY(QVariantList scenarios READ scenarios CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // The running or last sweep's scenario and parameter (the form shows them).
    Q_PROPERTY(QString scenarioId READ scenarioId NOTIFY runningChanged)
    Q_PROPERTY(QString parameter READ parameter NOTIFY runningChanged)
    Q_PROPERTY(QString requestedValues READ requestedValues NOTIFY runningChanged)  // "2,3,4"
    Q_PROPERTY(int done READ done NOTIFY progressChanged)    // points finished
    Q_PROPERTY(int total READ total NOTIFY progressChanged)  // points asked for
    Q_PROPERTY(double elapsed READ elapsed NOTIFY progressChanged)  // wall seconds
    // The finished sweep: what was swept, its values, the table rows [{metric, values: [text]}]
    // and the chart titles.
    Q_PROPERTY(QString sweptParameter READ sweptParameter NOTIFY chartsChanged)
    Q_PROPERTY(QStringList values READ values NOTIFY chartsChanged)
    Q_PROPERTY(QVariantList table READ table NOTIFY chartsChanged)
    Q_PROPERTY(QStringList chartTitles READ chartTitles NOTIFY chartsChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
  public:
    // One per session (bridge/session); QML reaches it through the session's façade.
    explicit SweepController(QObject* parent);
    ~SweepController() override;

    // Starts `scenario` over `values` ("24,48,72") of `parameter`, other parameters held at
    // `held` ("name=value, name=value"; empty: the paper's). False, with `message` saying why,
    // when the request cannot run or a sweep is already running.
    Q_INVOKABLE bool start(const QString& scenario, const QString& parameter, const QString& values,
                           const QString& held = {});
    Q_INVOKABLE void cancel();
    // Runs the event loop until the sweep ends (tests); false on timeout.
    Q_INVOKABLE bool waitForFinished(int timeoutMs);
    // Writes chart `index` (format from the suffix: .png .svg .pdf .csv).
    Q_INVOKABLE bool exportChart(int index, const QString& pathOrUrl);
    // Writes every chart as PNG, SVG, PDF and CSV with sidecars into a folder.
    Q_INVOKABLE bool exportAll(const QString& folderPathOrUrl);

    QVariantList scenarios() const;
    bool running() const { return running_; }
    QString scenarioId() const;
    QString parameter() const;
    QString requestedValues() const;
    int done() const { return done_; }
    int total() const { return static_cast<int>(request_.values.size()); }
    double elapsed() const;
    QString sweptParameter() const;
    QStringList values() const;
    QVariantList table() const { return table_; }
    QStringList chartTitles() const;
    QString message() const { return message_; }
    std::optional<santwin::charts::Chart> chartAt(int index) const override;

  signals:
    void runningChanged();
    void progressChanged();
    void chartsChanged();
    void messageChanged();
    void finished();

  private:
    struct Outcome {
        std::vector<santwin::scenarios::SweepPoint> points;
        bool cancelled = false;
        QString error;
    };
    void onDone();
    void setMessage(const QString& m);

    santwin::scenarios::SweepRequest request_;  // the running or last finished sweep
    bool running_ = false;
    int done_ = 0;
    QElapsedTimer clock_;
    QTimer tick_;  // elapsed time moves on screen between points
    double last_elapsed_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFutureWatcher<std::shared_ptr<Outcome>> watcher_;
    std::vector<santwin::charts::Chart> charts_;
    QVariantList table_;
    QStringList finished_values_;
    QString message_;
};
