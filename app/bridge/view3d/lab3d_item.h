#pragma once
// The 3D lab view in the QML window: racks, chassis, switches, controllers and drive shelves
// (app/view3d) rendered by VTK offscreen into an image this item paints. It shows the run being
// played — every drive coloured by its RAID group's utilization at the playhead, following
// playback — or, with no run, the open project in neutral grey. Orbit and zoom are properties
// (QML maps mouse drags and the wheel to them). Rendering happens on one worker thread, newest
// request wins, so dragging or 10,000x playback never queues up stale frames or blocks the GUI.
// Without VTK (or without an X display for it) the item says so in `status`.
#include <QtQml/qqmlregistration.h>
#include <QFutureWatcher>
#include <QImage>
#include <QQuickPaintedItem>
#include <QThreadPool>
#include <memory>

namespace santwin {
struct Project;
namespace engine {
class Recorder;
}
}  // namespace santwin

class Session;

class Lab3DItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_NAMED_ELEMENT(Lab3DView)
    Q_PROPERTY(bool available READ available CONSTANT)
    // Renders only while active (the 3D tab is showing).
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(double azimuth READ azimuth WRITE setAzimuth NOTIFY angleChanged)
    Q_PROPERTY(double elevation READ elevation WRITE setElevation NOTIFY angleChanged)
    Q_PROPERTY(double zoom READ zoom WRITE setZoom NOTIFY angleChanged)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)  // the app's theme
    // A run is shown (colours follow the playhead).
    Q_PROPERTY(bool following READ following NOTIFY statusChanged)
    // "3 racks · 60 drives · 12 groups" or why nothing can be drawn.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(int frames READ frames NOTIFY rendered)           // images rendered so far
    Q_PROPERTY(double renderMs READ renderMs NOTIFY rendered)    // wall time of the last one
  public:
    explicit Lab3DItem(QQuickItem* parent = nullptr);
    ~Lab3DItem() override;

    // The session whose lab and played run it draws; an item made by QML takes its engine's.
    void setSession(Session* session);

    bool available() const;
    bool active() const { return active_; }
    void setActive(bool on);
    double azimuth() const { return azimuth_; }
    void setAzimuth(double degrees);
    double elevation() const { return elevation_; }
    void setElevation(double degrees);
    double zoom() const { return zoom_; }
    void setZoom(double factor);
    bool dark() const { return dark_; }
    void setDark(bool on);
    bool following() const { return following_; }
    QString status() const { return status_; }
    int frames() const { return frames_; }
    double renderMs() const { return render_ms_; }

    // Drags orbit: `dx`, `dy` in pixels.
    Q_INVOKABLE void orbit(double dx, double dy);
    Q_INVOKABLE void resetView();
    // Renders the current view at `width` x `height` and saves it as PNG; false (status says
    // why) when it cannot. Blocks until written.
    Q_INVOKABLE bool snapshot(const QString& pathOrUrl, int width = 1600, int height = 1000);
    // Runs the event loop until no render is in flight or pending (tests); false on timeout.
    Q_INVOKABLE bool waitForIdle(int timeoutMs);

    void paint(QPainter* painter) override;

  signals:
    void activeChanged();
    void angleChanged();
    void darkChanged();
    void statusChanged();
    void rendered();

  protected:
    void componentComplete() override;
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

  private:
    struct Job;
    struct Cache;
    struct Result;
    static std::shared_ptr<Result> renderJob(const Job& job, Cache& cache);  // on the worker
    void sourcesChanged();
    void requestRender();
    void startJob();
    void onJobDone();
    Job currentJob(QSize size) const;
    void setStatus(const QString& s);

    Session* session_ = nullptr;
    bool active_ = false;
    double azimuth_, elevation_, zoom_;
    bool dark_ = false;
    bool following_ = false;
    QString status_;
    int frames_ = 0;
    double render_ms_ = 0;
    QImage image_;
    std::shared_ptr<const santwin::Project> project_;     // what is drawn
    std::shared_ptr<const santwin::engine::Recorder> recording_;
    QString title_;
    std::shared_ptr<Cache> cache_;  // the VTK scene; touched only on the worker thread
    QThreadPool pool_;              // one thread: VTK renders one image at a time
    QFutureWatcher<std::shared_ptr<Result>> watcher_;
    bool pending_ = false;
};
