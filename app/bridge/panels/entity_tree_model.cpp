#include "bridge/panels/entity_tree_model.h"

#include <map>

#include "bridge/qt_text.h"

using namespace santwin;

struct EntityTreeModel::Item {
    int level = -1;  // -1 root, 0 category, 1 kind, 2 entity
    Category category = Category::Compute;
    Kind kind = Kind::Server;
    Id entity = kNoId;
    QString label;
    int count = 0;
    Item* parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Item>> children;

    Item* add(std::unique_ptr<Item> child) {
        child->parent = this;
        child->row = static_cast<int>(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

EntityTreeModel::EntityTreeModel(QObject* parent)
    : QAbstractItemModel(parent), root_(std::make_unique<Item>()) {}

EntityTreeModel::~EntityTreeModel() = default;

void EntityTreeModel::setTopology(const Topology* topology) {
    topology_ = topology;
    rebuild();
}

void EntityTreeModel::setFilterText(const QString& text) {
    if (text == filter_) return;
    filter_ = text;
    emit filterTextChanged();
    rebuild();
}

void EntityTreeModel::rebuild() {
    beginResetModel();
    root_ = std::make_unique<Item>();
    match_count_ = 0;
    index_.clear();
    if (topology_) {
        // category -> kind -> entities, in enum order then id order
        std::map<Category, std::map<Kind, std::vector<const Entity*>>> tree;
        // Names used more than once in a kind (every server's "HBA0") are told apart by their
        // parents' names.
        std::map<std::pair<Kind, std::string>, int> uses;
        for (const auto& [id, e] : topology_->entities()) ++uses[{e.kind, e.name}];
        auto label = [&](const Entity& e) {
            QString out = e.name.empty() ? QStringLiteral("#%1").arg(e.id) : qs(e.name);
            QStringList parents;
            for (const Entity* at = &e; uses[{at->kind, at->name}] > 1 && at->parent != kNoId && parents.size() < 3;) {
                at = &topology_->at(at->parent);
                parents.prepend(qs(at->name));
            }
            return parents.isEmpty() ? out : out + QStringLiteral("  · ") + parents.join(QStringLiteral(" › "));
        };
        const QString needle = filter_.trimmed();
        for (const auto& [id, e] : topology_->entities()) {
            if (!needle.isEmpty() && !qs(e.name).contains(needle, Qt::CaseInsensitive)) continue;
            tree[kind_category(e.kind)][e.kind].push_back(&e);
            ++match_count_;
        }
        for (auto& [category, kinds] : tree) {
            auto cat = std::make_unique<Item>();
            cat->level = 0;
            cat->category = category;
            QString name = qs(category_name(category));
            name[0] = name[0].toUpper();
            cat->label = name == "Vmware" ? QStringLiteral("VMware") : name;
            Item* c = root_->add(std::move(cat));
            for (auto& [kind, entities] : kinds) {
                auto k = std::make_unique<Item>();
                k->level = 1;
                k->category = category;
                k->kind = kind;
                k->label = qs(kind_label(kind));
                k->count = static_cast<int>(entities.size());
                Item* ki = c->add(std::move(k));
                c->count += ki->count;
                for (const Entity* e : entities) {
                    auto leaf = std::make_unique<Item>();
                    leaf->level = 2;
                    leaf->category = category;
                    leaf->kind = kind;
                    leaf->entity = e->id;
                    leaf->label = label(*e);
                    index_[e->id] = ki->add(std::move(leaf));
                }
            }
        }
    }
    endResetModel();
    emit matchCountChanged();
}

const EntityTreeModel::Item* EntityTreeModel::item(const QModelIndex& index) const {
    return index.isValid() ? static_cast<const Item*>(index.internalPointer()) : root_.get();
}

QModelIndex EntityTreeModel::indexOfEntity(qint64 id) const {
    auto it = index_.find(static_cast<Id>(id));
    if (it == index_.end()) return {};
    return createIndex(it->second->row, 0, it->second);
}

QModelIndex EntityTreeModel::index(int row, int column, const QModelIndex& parent) const {
    const Item* p = item(parent);
    if (column != 0 || row < 0 || row >= static_cast<int>(p->children.size())) return {};
    return createIndex(row, 0, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex EntityTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    const Item* p = item(child)->parent;
    if (!p || p == root_.get()) return {};
    return createIndex(p->row, 0, p);
}

int EntityTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.column() > 0) return 0;
    return static_cast<int>(item(parent)->children.size());
}

int EntityTreeModel::columnCount(const QModelIndex&) const {
    return 1;
}

QVariant EntityTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Item* i = item(index);
    switch (role) {
        case Qt::DisplayRole:
            return i->label;
        case EntityIdRole:
            return static_cast<qint64>(i->entity);
        case KindLabelRole:
            return qs(kind_label(i->kind));
        case CategoryRole:
            return qs(category_name(i->category));
        case LevelRole:
            return i->level;
        case CountRole:
            return i->count;
        default:
            return {};
    }
}

QHash<int, QByteArray> EntityTreeModel::roleNames() const {
    auto names = QAbstractItemModel::roleNames();
    names.insert({{EntityIdRole, "entityId"},
                  {KindLabelRole, "kindLabel"},
                  {CategoryRole, "category"},
                  {LevelRole, "level"},
                  {CountRole, "entityCount"}});
    return names;
}
