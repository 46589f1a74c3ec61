#include "bridge/playback/event_log_model.h"

#include <algorithm>

#include "bridge/qt_text.h"

using namespace santwin;

EventLogModel::EventLogModel(QObject* parent) : QAbstractListModel(parent) {}

void EventLogModel::setEvents(std::vector<engine::Event> events, const Topology* topology) {
    beginResetModel();
    all_.clear();
    std::stable_sort(events.begin(), events.end(),
                     [](const auto& a, const auto& b) { return a.t < b.t; });
    for (auto& e : events) {
        QString name;
        if (topology)
            if (const Entity* ent = topology->find(e.entity))
                name = QString::fromStdString(ent->name);
        all_.push_back({std::move(e), name});
    }
    shown_.clear();
    for (int i = 0; i < static_cast<int>(all_.size()); ++i)
        if (filter_.isEmpty()) shown_.push_back(i);
    endResetModel();
    if (!filter_.isEmpty()) refilter();
    current_ = -2;
    setTime(t_);
    emit countChanged();
}

void EventLogModel::setFilter(const QString& filter) {
    if (filter == filter_) return;
    filter_ = filter;
    refilter();
    emit filterChanged();
}

void EventLogModel::refilter() {
    beginResetModel();
    shown_.clear();
    const QString f = filter_.trimmed();
    for (int i = 0; i < static_cast<int>(all_.size()); ++i) {
        const Row& r = all_[static_cast<std::size_t>(i)];
        if (f.isEmpty() || QString::fromStdString(r.event.kind).contains(f, Qt::CaseInsensitive) ||
            r.entity_name.contains(f, Qt::CaseInsensitive) ||
            QString::fromStdString(r.event.detail).contains(f, Qt::CaseInsensitive))
            shown_.push_back(i);
    }
    endResetModel();
    current_ = -2;
    setTime(t_);
    emit countChanged();
}

void EventLogModel::setTime(double t) {
    t_ = t;
    // The last shown row at or before t.
    auto it = std::upper_bound(shown_.begin(), shown_.end(), t + 1e-9, [&](double v, int i) {
        return v < all_[static_cast<std::size_t>(i)].event.t;
    });
    const int row = static_cast<int>(it - shown_.begin()) - 1;
    if (row != current_) {
        const int lo = std::max(0, std::min(row, current_) + 1);
        const int hi = std::max(row, current_);
        current_ = row;
        if (hi >= lo && !shown_.empty())
            emit dataChanged(index(lo), index(std::min(hi, rowCount() - 1)), {PastRole});
        emit currentRowChanged();
    }
}

int EventLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(shown_.size());
}

double EventLogModel::timeAt(int row) const {
    if (row < 0 || row >= rowCount()) return 0;
    return all_[static_cast<std::size_t>(shown_[static_cast<std::size_t>(row)])].event.t;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& r = all_[static_cast<std::size_t>(shown_[static_cast<std::size_t>(index.row())])];
    switch (role) {
        case TimeRole:
            return r.event.t;
        case KindRole:
            return QString::fromStdString(r.event.kind);
        case EntityRole:
            return static_cast<qint64>(r.event.entity);
        case EntityNameRole:
            return r.entity_name;
        case DetailRole:
            return QString::fromStdString(r.event.detail);
        case PastRole:
            return index.row() <= current_;
        default:
            return {};
    }
}

QHash<int, QByteArray> EventLogModel::roleNames() const {
    return {{TimeRole, "time"},     {KindRole, "kind"},
            {EntityRole, "entity"}, {EntityNameRole, "entityName"},
            {DetailRole, "detail"}, {PastRole, "past"}};
}
