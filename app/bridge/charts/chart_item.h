#pragma once
// A chart drawn in QML by the same painter the exports and the CLI use (app/export/chart_painter).
// Its source is a ChartSource: the playback by default (live charts, the playhead a vertical mark
// on time axes, repainted at most ten times a second while it moves) or the sweep panel.
#include <QtQml/qqmlregistration.h>
#include <QQuickPaintedItem>
#include <QTimer>

class ChartSource;
class PlaybackController;

class ChartItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // Index into the source's chartTitles.
    Q_PROPERTY(int chartIndex READ chartIndex WRITE setChartIndex NOTIFY chartIndexChanged)
    // A QObject implementing ChartSource with a chartsChanged() signal; null: the playback of
    // the session its engine shows (bridge/session).
    Q_PROPERTY(QObject* source READ source WRITE setSource NOTIFY sourceChanged)
    Q_PROPERTY(bool hasChart READ hasChart NOTIFY paintedChanged)
    // Drawn in the dark theme's colours (Theme.dark); exports keep the light style.
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
  public:
    explicit ChartItem(QQuickItem* parent = nullptr);

    int chartIndex() const { return index_; }
    void setChartIndex(int index);
    QObject* source() const { return source_; }
    void setSource(QObject* source);
    bool hasChart() const { return has_chart_; }
    bool dark() const { return dark_; }
    void setDark(bool dark);
    void paint(QPainter* painter) override;
    // The playback charted when no source is set; an item made by QML takes its session's.
    void setPlayback(PlaybackController* playback);

  signals:
    void chartIndexChanged();
    void sourceChanged();
    void paintedChanged();
    void darkChanged();

  protected:
    void componentComplete() override;

  private:
    void follow(QObject* source);
    const ChartSource* chartSource() const;

    int index_ = -1;
    QObject* source_ = nullptr;
    PlaybackController* playback_ = nullptr;
    QMetaObject::Connection charts_changed_;
    QMetaObject::Connection time_changed_;
    bool has_chart_ = false;
    bool dark_ = false;
    QTimer throttle_;
};
