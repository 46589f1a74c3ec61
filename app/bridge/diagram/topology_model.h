#pragma once
// The diagram's nodes for QML: one row per box (frames, devices, VM groups), with its geometry in
// scene units (top-left x/y, width, height), words (name, role, summary) and port chips. A thin
// adapter over diagram::Diagram, which ProjectController owns; reset when a project opens.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QRectF>
#include <QVariantList>
#include <QVariantMap>

#include "diagram/diagram.h"

class TopologyModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TopologyModel belongs to ProjectController.nodes")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QRectF bounds READ bounds NOTIFY countChanged)
  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        KindRole,       // "raid_group"
        KindLabelRole,  // "RAID group"
        RoleRole,       // "ESX host"
        NameRole,
        SummaryRole,
        CategoryRole,  // "storage"
        TierRole,      // "back_end"
        XRole,
        YRole,
        WidthRole,
        HeightRole,
        FrameRole,
        GroupRole,
        CompactRole,
        ParentIndexRole,
        MemberCountRole,
        PortsRole,  // list of {label, cabled, x, y, width}
        CollapsedRole,  // a chassis / fabric / array / pool / VTL drawn as one box
    };
    Q_ENUM(Role)

    explicit TopologyModel(QObject* parent = nullptr);

    // Shows `diagram` (owned by the caller, who calls this again after changing it).
    void setDiagram(const santwin::diagram::Diagram* diagram);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return rowCount(); }
    const santwin::diagram::Diagram* diagram() const { return diagram_; }
    QRectF bounds() const;
    // Row of the node showing `entityId` (itself, its group or the device it is folded into), or
    // -1.
    Q_INVOKABLE int indexForEntity(qint64 entityId) const;
    Q_INVOKABLE qint64 keyAt(int row) const;
    // The entities a group box stands for (key first); empty for a box showing one entity.
    Q_INVOKABLE QVariantList membersAt(int row) const;
    // Row of the box under scene point (x, y): a device before the frame around it, the smaller
    // of two frames; -1 over empty canvas.
    Q_INVOKABLE int nodeAt(qreal x, qreal y) const;
    // The zoom and pan that fit the diagram in a view of `width` x `height` with no box under
    // `overlays` (rectangles in view coordinates: the minimap, the legends), as
    // {zoom, panX, panY, clear} (diagram/view_fit.h).
    Q_INVOKABLE QVariantMap fitView(qreal width, qreal height, qreal margin, qreal maxZoom,
                                    const QVariantList& overlays) const;

  signals:
    void countChanged();

  private:
    const santwin::diagram::Diagram* diagram_ = nullptr;
};
