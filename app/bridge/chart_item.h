#pragma once
// One of the playback's charts drawn in QML by the same painter the exports and the CLI use
// (app/export/chart_painter), with the playhead as a vertical mark on time axes. Repaints when
// the charts change and, while the playhead moves, at most ten times a second.
#include <QtQml/qqmlregistration.h>
#include <QQuickPaintedItem>
#include <QTimer>

class ChartItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // Index into PlaybackController.chartTitles.
    Q_PROPERTY(int chartIndex READ chartIndex WRITE setChartIndex NOTIFY chartIndexChanged)
    Q_PROPERTY(bool hasChart READ hasChart NOTIFY paintedChanged)
  public:
    explicit ChartItem(QQuickItem* parent = nullptr);

    int chartIndex() const { return index_; }
    void setChartIndex(int index);
    bool hasChart() const { return has_chart_; }
    void paint(QPainter* painter) override;

  signals:
    void chartIndexChanged();
    void paintedChanged();

  private:
    int index_ = -1;
    bool has_chart_ = false;
    QTimer throttle_;
};
