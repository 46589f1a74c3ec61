#include "bridge/inspector/entity_attributes_model.h"

#include <QStringList>
#include <cmath>
#include <cstdint>
#include <map>
#include <QVariantMap>

#include <algorithm>

#include "bridge/inspector/inspector_choices.h"
#include "devices/hardware_choices.h"
#include "bridge/qt_text.h"
#include "devices/default_meaning.h"
#include "topology/attr_label.h"
#include "topology/attr_relevance.h"
#include "topology/paths.h"

using namespace santwin;

namespace {

constexpr int kListLimit = 200;  // children / members / referrers listed at most

// "cpu_sockets" -> "CPU sockets": the schema key as people read it.
QString label_for(const std::string& key) { return qs(attr_label(key)); }

QString name_of(const Topology& t, Id id) {
    const Entity* e = t.find(id);
    if (!e) return QStringLiteral("#%1 (missing)").arg(id);
    return e->name.empty() ? QStringLiteral("#%1").arg(id) : qs(e->name);
}

QString display(const Topology& t, const Value& v, std::size_t list_limit = 12) {
    if (const auto* r = std::get_if<Ref>(&v)) return r->id ? name_of(t, r->id) : QString();
    if (const auto* l = std::get_if<RefList>(&v)) {
        QStringList names;
        for (std::size_t i = 0; i < l->size() && i < list_limit; ++i) names << name_of(t, (*l)[i]);
        if (l->size() > list_limit) names << QStringLiteral("… %1 more").arg(l->size() - list_limit);
        return names.join(", ");
    }
    if (std::holds_alternative<std::monostate>(v)) return {};
    return qs(to_display(v));
}

QVariantMap entity_entry(const Topology& t, Id id) {
    const Entity& e = t.at(id);
    return {{"id", static_cast<qint64>(id)},
            {"name", name_of(t, id)},
            {"kindLabel", qs(kind_label(e.kind))}};
}

// Who can see `lu` and, for the hosts that cannot, why: the masking editor's question.
QVariantList lu_visibility(const Topology& t, Id lu) {
    std::map<Id, std::pair<int, int>> seen;  // host -> (paths, lun)
    for (const StoragePath& p : who_sees(t, lu)) {
        auto& [paths, lun] = seen[p.host];
        ++paths;
        lun = p.lun;
    }
    QVariantList out;
    for (Kind k : {Kind::EsxHost, Kind::VcbProxy, Kind::BackupServer})
        for (Id host : t.all_of(k)) {
            QVariantMap row{{"id", static_cast<qint64>(host)}, {"name", name_of(t, host)}};
            if (auto it = seen.find(host); it != seen.end()) {
                row["paths"] = it->second.first;
                row["lun"] = it->second.second;
                row["why"] = QString();
            } else {
                row["paths"] = 0;
                row["lun"] = -1;
                row["why"] = qs(why_not_visible(t, host, lu));
            }
            out.append(row);
        }
    return out;
}

}  // namespace

EntityAttributesModel::EntityAttributesModel(QObject* parent) : QAbstractListModel(parent) {}

void EntityAttributesModel::clear() {
    show({});
}

void EntityAttributesModel::show(Shown next) {
    if (next == shown_) return;
    beginResetModel();
    shown_ = std::move(next);
    endResetModel();
    emit selectionChanged();
}

void EntityAttributesModel::showEntity(const Topology* t, Id id, const diagram::Node* node) {
    Shown next;
    const Entity* e = t ? t->find(id) : nullptr;
    if (e) {
        next.entity_id = static_cast<qint64>(id);
        next.name = qs(e->name);
        next.kind_label = qs(kind_label(e->kind));
        next.category = qs(category_name(kind_category(e->kind)));
        next.note = qs(e->note);
        if (node && node->key == id) next.summary = qs(node->summary);
        for (const AttrSpec& spec : kind_spec(e->kind).attrs) {
            if (!attribute_applies(*t, *e, spec)) continue;
            Row r;
            r.key = qs(spec.key);
            r.label = label_for(spec.key);
            const Value& v = e->attr(spec.key);
            r.set = !std::holds_alternative<std::monostate>(v);
            r.value = display(*t, v);
            r.edit_text = display(*t, v, SIZE_MAX);
            r.unit = r.value.isEmpty() ? QString() : qs(spec.unit);
            // A 0 that stands for the hardware's default says so, and the field starts empty.
            r.default_text = qs(default_meaning(*t, *e, spec.key));
            if (!r.default_text.isEmpty()) {
                r.value = r.default_text;
                r.edit_text.clear();
            }
            r.doc = qs(spec.doc);
            if (const auto* ref = std::get_if<Ref>(&v)) r.ref = static_cast<qint64>(ref->id);
            r.type = qs(attr_type_name(spec.type));
            for (const std::string& c : spec.choices) r.choices.append(qs(c));
            if (spec.key == "hardware") {
                // A pick list of the catalogue's models (the current value kept when unknown).
                const auto models = devices::hardware_choices(e->kind);
                if (!models.empty()) {
                    r.type = QStringLiteral("choice");
                    r.choices.clear();
                    if (r.set && std::find(models.begin(), models.end(), e->text("hardware")) == models.end())
                        r.choices.append(qs(e->text("hardware")));
                    for (const std::string& m : models) r.choices.append(qs(m));
                }
            }
            if (spec.type == AttrType::RefList || spec.type == AttrType::TextList) {
                // One row per member; the text edit writes back the members' own values.
                r.members = list_members(*t, *e, spec);
                QStringList values;
                for (const QVariant& m : r.members) values << m.toMap().value("value").toString();
                r.edit_text = values.join(QStringLiteral(", "));
                const Choices additions = list_additions(*t, *e, spec);
                r.choices = additions.values;
                r.choice_labels = additions.labels;
            }
            if (spec.type == AttrType::Ref) {
                const Choices refs = reference_choices(*t, *e, spec);
                r.choices = refs.values;
                r.choice_labels = refs.labels;
                // The list selects the current entity by the value it would set ("#id" where
                // its name repeats).
                if (const QString by_id = QStringLiteral("#%1").arg(r.ref); r.ref && r.choices.contains(by_id))
                    r.edit_text = by_id;
            }
            if ((spec.type == AttrType::Number || spec.type == AttrType::Integer) && std::isfinite(spec.min) &&
                std::isfinite(spec.max))
                r.range = QStringLiteral("%1 – %2").arg(spec.min).arg(spec.max);
            next.rows.push_back(std::move(r));
        }
        for (Id p = e->parent; p != kNoId && t->contains(p); p = t->at(p).parent)
            next.path.prepend(entity_entry(*t, p));
        for (Id c : t->children(id)) {
            if (next.children.size() >= kListLimit) break;
            next.children.append(entity_entry(*t, c));
        }
        if (e->kind == Kind::LogicalUnit) next.visibility = lu_visibility(*t, id);
        for (const auto& [who, key] : t->referrers(id)) {
            if (next.referrers.size() >= kListLimit) break;
            QVariantMap entry = entity_entry(*t, who);
            // Same-named referrers (each host's multipath policy) say whose they are.
            entry["name"] = entry["name"].toString() + qs(t->where(who));
            entry["attribute"] = label_for(key);
            next.referrers.append(entry);
        }
    }
    show(std::move(next));
}

void EntityAttributesModel::showGroup(const Topology* t, const diagram::Node& group) {
    Shown next;
    next.group = true;
    next.name = qs(group.name);
    next.kind_label = qs(group.role);
    next.category = qs(category_name(kind_category(group.kind)));
    next.summary = qs(group.summary);
    for (Id m : group.members) {
        if (next.members.size() >= kListLimit) break;
        next.members.append(entity_entry(*t, m));
    }
    show(std::move(next));
}

int EntityAttributesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(shown_.rows.size());
}

QVariant EntityAttributesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = shown_.rows[static_cast<std::size_t>(index.row())];
    switch (role) {
        case KeyRole:
            return r.key;
        case Qt::DisplayRole:
        case LabelRole:
            return r.label;
        case ValueRole:
            return r.value;
        case UnitRole:
            return r.unit;
        case DocRole:
            return r.doc;
        case RefIdRole:
            return r.ref;
        case IsSetRole:
            return r.set;
        case TypeRole:
            return r.type;
        case ChoicesRole:
            return r.choices;
        case ChoiceLabelsRole:
            return r.choice_labels.isEmpty() ? r.choices : r.choice_labels;
        case RangeRole:
            return r.range;
        case EditTextRole:
            return r.edit_text;
        case DefaultTextRole:
            return r.default_text;
        case ListMembersRole:
            return r.members;
        default:
            return {};
    }
}

QHash<int, QByteArray> EntityAttributesModel::roleNames() const {
    return {{KeyRole, "key"}, {LabelRole, "label"}, {ValueRole, "value"}, {UnitRole, "unit"},
            {DocRole, "doc"}, {RefIdRole, "refId"}, {IsSetRole, "isSet"}, {TypeRole, "type"},
            {ChoicesRole, "choices"}, {ChoiceLabelsRole, "choiceLabels"}, {RangeRole, "range"},
            {EditTextRole, "editText"}, {DefaultTextRole, "defaultText"},
            {ListMembersRole, "listMembers"}};
}
