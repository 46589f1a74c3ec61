#pragma once
// What each diagram box shows at the playhead, as a model the heat overlay (HeatOverlay.qml)
// binds to: one row per box of the diagram's TopologyModel, with its name and geometry passed on
// and its playback state (utilization, fill, figure, flash, failure, A/B difference). The
// PlaybackController computes every box's state once per frame and hands it over here; only the
// rows whose state changed are signalled, so a box that stays the same costs QML nothing.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>
#include <limits>
#include <vector>

class TopologyModel;

// One box at the playhead. The defaults are "nothing to show": no run, or no such box.
struct BoxState {
    double heat = -1;       // utilization 0..100, -1: none
    double fill = -1;       // 0..1 for a pool or LU, -1: not a container
    double port_heat = -1;  // its busiest port where that is not what tints it, else -1
    double delta = std::numeric_limits<double>::quiet_NaN();  // A/B points; NaN: no comparison
    bool flash = false;     // an event just happened here
    bool failed = false;    // a failure took the device out of service
    QString figure;         // the figure behind the tint, for the tooltip
    QString heat_text;      // a frame's load in words ("cache write pending 100 %")
    QString delta_label;    // "+3 pts"; "" when the runs agree or nothing is compared
    QString failure;        // "failed at 0:20", "HBA0 failed at 0:20"

    bool operator==(const BoxState& o) const;
    bool operator!=(const BoxState& o) const { return !(*this == o); }
};

class BoxStatesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("BoxStatesModel belongs to PlaybackController.boxes")
  public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        XRole,
        YRole,
        WidthRole,
        HeightRole,
        FrameRole,
        HeatRole,
        FillRole,
        PortHeatRole,
        DeltaRole,
        FlashRole,
        FailedRole,
        FigureRole,
        HeatTextRole,
        DeltaLabelRole,
        FailureRole,
    };
    Q_ENUM(Role)

    explicit BoxStatesModel(QObject* parent = nullptr);

    // The boxes: their rows, names and geometry follow `nodes` (resets, moves).
    void setNodes(const TopologyModel* nodes);
    // Every box's state at the playhead, row by row (rows past the end show nothing). Signals
    // the rows that changed.
    void setStates(std::vector<BoxState> states);
    const BoxState& stateAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

  private:
    const TopologyModel* nodes_ = nullptr;
    std::vector<BoxState> states_;
};
