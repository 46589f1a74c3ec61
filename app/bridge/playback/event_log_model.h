#pragma once
// The recorded run's events for the playback log: time, kind, the entity's name and the detail,
// filtered by a text (matching kind, entity or detail). `past` tells whether the playhead has
// reached an event, and currentRow() is the last one it has, so the log follows the timeline.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

#include "engine/recorder.h"
#include "topology/topology.h"

class EventLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EventLogModel belongs to PlaybackController.events")
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentRowChanged)
  public:
    enum Role {
        TimeRole = Qt::UserRole + 1,
        KindRole,
        EntityRole,
        EntityNameRole,
        DetailRole,
        PastRole
    };
    Q_ENUM(Role)

    explicit EventLogModel(QObject* parent = nullptr);

    // All events of a run (names looked up in `topology`); resets the model.
    void setEvents(std::vector<santwin::engine::Event> events, const santwin::Topology* topology);
    // The playhead moved: rows turn past / not yet, currentRow follows.
    void setTime(double t);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString filter() const { return filter_; }
    void setFilter(const QString& filter);
    int count() const { return rowCount(); }
    int currentRow() const { return current_; }
    Q_INVOKABLE double timeAt(int row) const;

  signals:
    void filterChanged();
    void countChanged();
    void currentRowChanged();

  private:
    struct Row {
        santwin::engine::Event event;
        QString entity_name;
    };
    void refilter();

    std::vector<Row> all_;
    std::vector<int> shown_;  // indexes into all_ that pass the filter
    QString filter_;
    double t_ = 0;
    int current_ = -1;
};
