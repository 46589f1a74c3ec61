#pragma once
// The diagram's device-level edges for QML: which nodes they join, what they are (cable, runs
// on, holds), how many cables at what speed, the label and where it goes. LinkLayer draws the
// curves from routes(); QML draws only the labels, in the rectangles placed here (measured with
// the label font, so what is checked for overlaps is what is drawn). A label left out for want
// of room is still named by edgeHint() when the pointer is on its cable (edgeAt()).
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>
#include <vector>

#include "diagram/diagram.h"
#include "diagram/edge_routes.h"
#include "diagram/label_placement.h"

class LinkModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LinkModel belongs to ProjectController.links")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Label text size in scene units (whole units, as QML's font.pixelSize takes them) and the
    // labels' height, for the zoom of the last layoutLabels().
    Q_PROPERTY(qreal labelSize READ labelSize NOTIFY labelsChanged)
    Q_PROPERTY(qreal labelHeight READ labelHeight NOTIFY labelsChanged)
    // The labels' font (Theme.fontFamily): their widths are measured in it.
    Q_PROPERTY(QString fontFamily READ fontFamily WRITE setFontFamily NOTIFY labelsChanged)
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
        LabelWidthRole,  // of the drawn label, text and padding, scene units
    };
    Q_ENUM(Role)

    explicit LinkModel(QObject* parent = nullptr);

    void setDiagram(const santwin::diagram::Diagram* diagram);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }
    qreal labelSize() const { return label_size_; }
    qreal labelHeight() const { return label_height_; }
    QString fontFamily() const { return font_family_; }
    void setFontFamily(const QString& family);
    // Places the labels for the view's zoom (screen pixels per scene unit): legible on screen,
    // clear of boxes, frame titles, cable middles and each other; the cables of `firstNode` (the
    // selection) first. Labels that still fit stay where they were. Zoomed far out only the
    // selection's cables are labelled.
    Q_INVOKABLE void layoutLabels(qreal zoom, int firstNode = -1);
    // The edge whose curve passes within `tolerance` scene units of (x, y), the nearest; -1 if none.
    Q_INVOKABLE int edgeAt(qreal x, qreal y, qreal tolerance) const;
    // What edge `row` is, for a tooltip: "2 × 8G FC: ESX-1 – SW-A".
    Q_INVOKABLE QString edgeHint(int row) const;

    const santwin::diagram::Diagram* diagram() const { return diagram_; }
    const std::vector<santwin::diagram::Route>& routes() const { return routes_; }

  signals:
    void countChanged();
    void geometryChanged();
    void labelsChanged();

  private:
    const santwin::diagram::Diagram* diagram_ = nullptr;
    std::vector<santwin::diagram::Route> routes_;
    std::vector<std::vector<santwin::diagram::Vec2>> polylines_;  // routes flattened, for edgeAt
    std::vector<santwin::diagram::LabelSpot> spots_;
    std::vector<double> widths_;
    QString font_family_;
    qreal label_size_ = 10;
    qreal label_height_ = 14;
    qreal label_zoom_ = 1;
    int first_node_ = -1;
};
