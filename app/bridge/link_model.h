#pragma once
// The diagram's device-level edges for QML: which nodes they join, what they are (cable, runs
// on, holds), how many cables at what speed, the label and where it goes. LinkLayer draws the
// curves from routes(); QML draws only the labels.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

#include "diagram/diagram.h"
#include "diagram/edge_routes.h"
#include "diagram/label_placement.h"

class LinkModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LinkModel belongs to ProjectController.links")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Label text size in scene units for the zoom of the last layoutLabels().
    Q_PROPERTY(qreal labelSize READ labelSize NOTIFY labelsChanged)
  public:
    enum Role {
        FromIndexRole = Qt::UserRole + 1,
        ToIndexRole,
        FromKeyRole,
        ToKeyRole,
        KindRole,    // "cable", "runs_on", "holds"
        MediumRole,  // "fc", "ethernet", "sas" (cables)
        CountRole,
        SpeedRole,  // Gb/s of one cable
        TotalRole,  // Gb/s over all
        LabelRole,  // "4 × 8G FC"
        LabelXRole,
        LabelYRole,
        LabelShownRole,  // false when its label found no free spot (layoutLabels)
    };
    Q_ENUM(Role)

    explicit LinkModel(QObject* parent = nullptr);

    void setDiagram(const santwin::diagram::Diagram* diagram);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }
    qreal labelSize() const { return label_size_; }
    // Places the labels for the view's zoom (screen pixels per scene unit): legible on screen,
    // clear of boxes and of each other.
    Q_INVOKABLE void layoutLabels(qreal zoom);

    const santwin::diagram::Diagram* diagram() const { return diagram_; }
    const std::vector<santwin::diagram::Route>& routes() const { return routes_; }

  signals:
    void countChanged();
    void geometryChanged();
    void labelsChanged();

  private:
    const santwin::diagram::Diagram* diagram_ = nullptr;
    std::vector<santwin::diagram::Route> routes_;
    std::vector<santwin::diagram::LabelSpot> spots_;
    qreal label_size_ = 10;
    qreal label_zoom_ = 1;
};
