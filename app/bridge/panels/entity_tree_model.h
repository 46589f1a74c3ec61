#pragma once
// The side panel's tree of every entity: categories (Compute, Fabric, Storage...), then kinds
// ("RAID group (10)"), then the entities by id. A name filter keeps only matching entities (and
// the kinds and categories above them). Rebuilt when a project opens or the filter changes.
#include <QtQml/qqmlregistration.h>
#include <QAbstractItemModel>
#include <memory>
#include <unordered_map>
#include <vector>

#include "topology/topology.h"

class EntityTreeModel : public QAbstractItemModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EntityTreeModel belongs to ProjectController.entities")
    Q_PROPERTY(QString filterText READ filterText WRITE setFilterText NOTIFY filterTextChanged)
    Q_PROPERTY(int matchCount READ matchCount NOTIFY matchCountChanged)
  public:
    enum Role {
        EntityIdRole = Qt::UserRole + 1,  // 0 for category and kind rows
        KindLabelRole,
        CategoryRole,
        LevelRole,  // 0 category, 1 kind, 2 entity
        CountRole,  // entities under a category or kind row
    };
    Q_ENUM(Role)

    explicit EntityTreeModel(QObject* parent = nullptr);
    ~EntityTreeModel() override;

    void setTopology(const santwin::Topology* topology);

    QString filterText() const { return filter_; }
    void setFilterText(const QString& text);
    int matchCount() const { return match_count_; }
    // The row of entity `id`, to reveal it (invalid when filtered out or unknown).
    Q_INVOKABLE QModelIndex indexOfEntity(qint64 id) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

  signals:
    void filterTextChanged();
    void matchCountChanged();

  private:
    struct Item;
    void rebuild();
    const Item* item(const QModelIndex& index) const;

    const santwin::Topology* topology_ = nullptr;
    QString filter_;
    int match_count_ = 0;
    std::unique_ptr<Item> root_;
    std::unordered_map<santwin::Id, Item*> index_;  // entity -> its row item
};
