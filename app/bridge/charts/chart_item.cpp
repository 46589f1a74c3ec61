#include "bridge/charts/chart_item.h"

#include <QPainter>
#include <QQmlEngine>
#include <algorithm>

#include "bridge/playback/playback_controller.h"
#include "bridge/session/session.h"
#include "export/chart_painter.h"

ChartItem::ChartItem(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    setFillColor(Qt::white);
    throttle_.setSingleShot(true);
    throttle_.setInterval(100);
    connect(&throttle_, &QTimer::timeout, this, [this] { update(); });
}

void ChartItem::componentComplete() {
    QQuickPaintedItem::componentComplete();
    if (!playback_)
        if (Session* session = Session::of(qmlEngine(this))) setPlayback(session->playback());
}

void ChartItem::setPlayback(PlaybackController* playback) {
    playback_ = playback;
    if (!source_) follow(playback_);
    update();
}

void ChartItem::setSource(QObject* source) {
    if (source == source_) return;
    if (source && !dynamic_cast<ChartSource*>(source)) {
        qWarning("ChartItem: %s gives no charts", source->metaObject()->className());
        return;
    }
    source_ = source;
    follow(source ? source : playback_);
    emit sourceChanged();
    update();
}

void ChartItem::follow(QObject* source) {
    disconnect(charts_changed_);
    disconnect(time_changed_);
    if (!source) return;
    charts_changed_ = connect(source, SIGNAL(chartsChanged()), this, SLOT(update()));
    if (auto* playback = qobject_cast<PlaybackController*>(source))
        time_changed_ = connect(playback, &PlaybackController::timeChanged, this, [this] {
            if (!throttle_.isActive()) throttle_.start();
        });
}

const ChartSource* ChartItem::chartSource() const {
    if (source_) return dynamic_cast<const ChartSource*>(source_);
    return playback_;
}

void ChartItem::setChartIndex(int index) {
    if (index == index_) return;
    index_ = index;
    emit chartIndexChanged();
    update();
}

void ChartItem::setDark(bool dark) {
    if (dark == dark_) return;
    dark_ = dark;
    emit darkChanged();
    update();
}

void ChartItem::paint(QPainter* painter) {
    const ChartSource* source = chartSource();
    std::optional<santwin::charts::Chart> chart;
    if (source) chart = source->chartAt(index_);
    const bool had = has_chart_;
    has_chart_ = chart.has_value();
    if (had != has_chart_)
        QMetaObject::invokeMethod(this, &ChartItem::paintedChanged, Qt::QueuedConnection);
    if (!chart || width() < 50 || height() < 50) return;
    // The chart is laid out at its natural 800 x 500 and scaled to the item, so it reads as in
    // the exports (less their caption); in a narrow dock it is laid out smaller instead of being shrunk below
    // kMinScale, so its text stays readable.
    constexpr double kMinScale = 0.8;
    const double s = std::max(kMinScale, std::min(width() / santwin::exporting::kChartWidth,
                                                  height() / santwin::exporting::kChartHeight));
    const double lw = width() / s, lh = height() / s;
    santwin::exporting::ChartStyle style = dark_ ? santwin::exporting::dark_style() : santwin::exporting::default_style();
    style.caption = false;  // the dock names the scenario and run beside it: the room goes to the plot
    painter->save();
    painter->scale(s, s);
    santwin::exporting::paint_chart(*painter, QRectF(0, 0, lw, lh), *chart, style);
    painter->restore();
}
