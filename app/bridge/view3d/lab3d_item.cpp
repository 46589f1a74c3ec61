#include "bridge/view3d/lab3d_item.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QQuickWindow>
#include <QPainter>
#include <QQmlEngine>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>

#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"
#include "bridge/qt_text.h"
#include "project/project.h"

#ifdef SANTWIN_HAVE_VTK
#include "view3d/lab_view3d.h"
#endif

using namespace santwin;

namespace {
constexpr double kAzimuth = -28, kElevation = 14, kZoom = 1.0;
}  // namespace

// What one render needs, copied so the worker never reads GUI-thread state.
struct Lab3DItem::Job {
    std::shared_ptr<const Project> project;
    std::shared_ptr<const engine::Recorder> recording;
    double t = 0;
    double azimuth = kAzimuth, elevation = kElevation, zoom = kZoom;
    QSize size;
    QString title;
    bool dark = false;
};

// The VTK scene of the project last drawn, rebuilt when the project changes.
struct Lab3DItem::Cache {
    std::shared_ptr<const Project> project;
#ifdef SANTWIN_HAVE_VTK
    std::unique_ptr<view3d::LabView3D> view;
#endif
    QString summary;
};

struct Lab3DItem::Result {
    QImage image;
    QString error;
    QString summary;
    double ms = 0;
};

std::shared_ptr<Lab3DItem::Result> Lab3DItem::renderJob(const Job& job, Cache& cache) {
    auto out = std::make_shared<Result>();
#ifdef SANTWIN_HAVE_VTK
    QElapsedTimer clock;
    clock.start();
    try {
        if (cache.project != job.project || !cache.view) {
            cache.view = std::make_unique<view3d::LabView3D>(job.project->topology);
            cache.project = job.project;
            cache.summary = QObject::tr("%1 racks · %2 drives · %3 RAID / disk groups")
                                .arg(cache.view->racks())
                                .arg(cache.view->drives())
                                .arg(cache.view->groups());
        }
        cache.view->set_recording(job.recording.get(), job.t);
        view3d::RenderOptions o;
        o.size = job.size;
        o.angle = {job.azimuth, job.elevation, job.zoom};
        o.title = ss(job.title);
        o.dark = job.dark;
        out->image = cache.view->render(o);
        out->summary = cache.summary;
    } catch (const std::exception& e) {
        out->error = qs(e.what());
    }
    out->ms = clock.nsecsElapsed() / 1e6;
#else
    (void)job;
    (void)cache;
    out->error = QObject::tr("this build has no 3D view: VTK 9.1 was not found when it was configured "
                             "(install libvtk9-dev and rebuild)");
#endif
    return out;
}

Lab3DItem::Lab3DItem(QQuickItem* parent)
    : QQuickPaintedItem(parent), azimuth_(kAzimuth), elevation_(kElevation), zoom_(kZoom), cache_(std::make_shared<Cache>()) {
    pool_.setMaxThreadCount(1);
    pool_.setExpiryTimeout(-1);  // keep the thread (and its X connection habits) for the view's life
    setFillColor(QColor("#e6e9ee"));
    connect(&watcher_, &QFutureWatcherBase::finished, this, &Lab3DItem::onJobDone);
#ifdef SANTWIN_HAVE_VTK
    if (!available())
        status_ = tr("VTK renders through an X display and none could be opened: run SanTwin under X (or Xvfb).");
#else
    status_ = tr("this build has no 3D view: VTK 9.1 was not found when it was configured (install libvtk9-dev and rebuild).");
#endif
}

Lab3DItem::~Lab3DItem() {
    watcher_.waitForFinished();
    pool_.waitForDone();
}

void Lab3DItem::setSession(Session* session) {
    if (session == session_) return;
    if (session_) {
        disconnect(session_->playback(), nullptr, this, nullptr);
        disconnect(session_->project(), nullptr, this, nullptr);
    }
    session_ = session;
    if (session_) {
        PlaybackController* playback = session_->playback();
        connect(playback, &PlaybackController::runChanged, this, &Lab3DItem::sourcesChanged);
        connect(playback, &PlaybackController::timeChanged, this, &Lab3DItem::requestRender);
        connect(session_->project(), &ProjectController::projectChanged, this, &Lab3DItem::sourcesChanged);
    }
    sourcesChanged();
}

void Lab3DItem::componentComplete() {
    QQuickPaintedItem::componentComplete();
    if (!session_) setSession(Session::of(qmlEngine(this)));
}

bool Lab3DItem::available() const {
#ifdef SANTWIN_HAVE_VTK
    return view3d::display_available();
#else
    return false;
#endif
}

void Lab3DItem::setActive(bool on) {
    if (on == active_) return;
    active_ = on;
    emit activeChanged();
    if (active_) requestRender();
}

void Lab3DItem::setDark(bool on) {
    if (on == dark_) return;
    dark_ = on;
    emit darkChanged();
    requestRender();
}

void Lab3DItem::setAzimuth(double degrees) {
    degrees = std::remainder(degrees, 360.0);
    if (degrees == azimuth_) return;
    azimuth_ = degrees;
    emit angleChanged();
    requestRender();
}

void Lab3DItem::setElevation(double degrees) {
    degrees = std::clamp(degrees, -5.0, 85.0);  // from just below the floor to straight down
    if (degrees == elevation_) return;
    elevation_ = degrees;
    emit angleChanged();
    requestRender();
}

void Lab3DItem::setZoom(double factor) {
    factor = std::clamp(factor, 0.4, 8.0);
    if (factor == zoom_) return;
    zoom_ = factor;
    emit angleChanged();
    requestRender();
}

void Lab3DItem::orbit(double dx, double dy) {
    // Half a degree per pixel: a drag across the view turns the row round.
    setAzimuth(azimuth_ - dx * 0.5);
    setElevation(elevation_ + dy * 0.5);
}

void Lab3DItem::resetView() {
    azimuth_ = kAzimuth;
    elevation_ = kElevation;
    zoom_ = kZoom;
    emit angleChanged();
    requestRender();
}

void Lab3DItem::sourcesChanged() {
    PlaybackController* playback = session_ ? session_->playback() : nullptr;
    const scenarios::RunRecord* run = playback ? playback->currentRun() : nullptr;
    if (run && run->project) {
        project_ = run->project;
        recording_ = run->recording;
        title_ = tr("Lab %1  ·  %2  ·  run '%3'")
                     .arg(qs(run->project->lab_id), playback->scenarioId(), qs(run->name));
    } else if (const Project* p = session_ ? session_->project()->project() : nullptr) {
        // The worker draws its own copy of the topology: the editor may change it meanwhile.
        auto copy = std::make_shared<Project>();
        copy->title = p->title;
        copy->lab_id = p->lab_id;
        copy->topology = p->topology;
        project_ = std::move(copy);
        recording_.reset();
        title_ = p->lab_id.empty() ? qs(p->title) : tr("Lab %1").arg(qs(p->lab_id));
    } else {
        project_.reset();
        recording_.reset();
    }
    following_ = recording_ != nullptr;
    emit statusChanged();
    requestRender();
}

Lab3DItem::Job Lab3DItem::currentJob(QSize size) const {
    Job job;
    job.project = project_;
    job.recording = recording_;
    const PlaybackController* playback = session_ ? session_->playback() : nullptr;
    const bool following = following_ && playback;
    job.t = following ? playback->time() : 0;
    job.azimuth = azimuth_;
    job.elevation = elevation_;
    job.zoom = zoom_;
    job.size = size;
    job.dark = dark_;
    job.title = following ? title_ + tr("  ·  t = %1").arg(playback->formatTime(job.t)) : title_;
    return job;
}

void Lab3DItem::requestRender() {
    if (!active_ || width() < 32 || height() < 32) return;
    if (!project_) {
        setStatus(tr("Open a lab or a project to see it in 3D."));
        return;
    }
    if (watcher_.isRunning()) {
        pending_ = true;  // the newest state is rendered when this one is done
        return;
    }
    startJob();
}

void Lab3DItem::startJob() {
    pending_ = false;
    const qreal dpr = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    const QSize size(std::min(2400, static_cast<int>(width() * dpr)), std::min(1600, static_cast<int>(height() * dpr)));
    Job job = currentJob(size);
    auto cache = cache_;
    watcher_.setFuture(QtConcurrent::run(&pool_, [job, cache] { return renderJob(job, *cache); }));
}

void Lab3DItem::onJobDone() {
    const auto out = watcher_.result();
    if (!out->error.isEmpty()) {
        setStatus(out->error);
    } else {
        image_ = out->image;
        render_ms_ = out->ms;
        ++frames_;
        setStatus(out->summary);
        emit rendered();
        update();
    }
    if (pending_ && active_) startJob();
}

bool Lab3DItem::snapshot(const QString& pathOrUrl, int width, int height) {
    if (!project_) {
        setStatus(tr("Open a lab or a project first: there is nothing to snapshot."));
        return false;
    }
    if (width < 64 || height < 64 || width > 8000 || height > 8000) {
        setStatus(tr("A snapshot is between 64 and 8000 pixels wide and high (asked %1 x %2).").arg(width).arg(height));
        return false;
    }
    watcher_.waitForFinished();  // one VTK render at a time
    Job job = currentJob(QSize(width, height));
    auto cache = cache_;
    auto future = QtConcurrent::run(&pool_, [job, cache] { return renderJob(job, *cache); });
    const auto out = future.result();
    if (!out->error.isEmpty()) {
        setStatus(out->error);
        return false;
    }
    const QString path = local_path(pathOrUrl);
    if (!out->image.save(path, "png")) {
        setStatus(tr("Cannot write %1: check that the folder exists and is writable.").arg(path));
        return false;
    }
    setStatus(tr("Saved %1").arg(path));
    return true;
}

bool Lab3DItem::waitForIdle(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while ((watcher_.isRunning() || pending_) && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QCoreApplication::processEvents();
    return !watcher_.isRunning() && !pending_;
}

void Lab3DItem::paint(QPainter* painter) {
    if (image_.isNull()) return;
    // Drawn to fit, keeping its shape (the item may have been resized since it was rendered).
    const QSizeF s = QSizeF(image_.size()).scaled(size(), Qt::KeepAspectRatio);
    const QRectF target((width() - s.width()) / 2, (height() - s.height()) / 2, s.width(), s.height());
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(target, image_);
}

void Lab3DItem::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) requestRender();
}

void Lab3DItem::setStatus(const QString& s) {
    if (s == status_) return;
    status_ = s;
    emit statusChanged();
}
