#pragma once
// The inspector's content for one selection, read-only. For an entity: its schema attributes as
// rows (label, value as people read it — references by name —, unit, the schema's doc), plus its
// header facts: name, kind, note, where it sits (path of parents), what it contains and what
// refers to it. For a group node (VMs of one host): the group's title and its members.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <vector>

#include "diagram/diagram.h"

class EntityAttributesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EntityAttributesModel belongs to ProjectController.inspector")
    Q_PROPERTY(bool empty READ empty NOTIFY selectionChanged)
    Q_PROPERTY(bool isGroup READ isGroup NOTIFY selectionChanged)
    Q_PROPERTY(qint64 entityId READ entityId NOTIFY selectionChanged)
    Q_PROPERTY(QString name READ name NOTIFY selectionChanged)
    Q_PROPERTY(QString kindLabel READ kindLabel NOTIFY selectionChanged)
    Q_PROPERTY(QString category READ category NOTIFY selectionChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY selectionChanged)
    Q_PROPERTY(QString note READ note NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList path READ path NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList children READ children NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList referrers READ referrers NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList members READ members NOTIFY selectionChanged)
    // For a logical unit, each ESX host (and backup server) with HBAs: {id, name, paths, lun,
    // why} — paths through zoning and masking, or in words why it cannot see the LU.
    Q_PROPERTY(QVariantList visibility READ visibility NOTIFY selectionChanged)
  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,  // "cpu_sockets"
        LabelRole,                   // "CPU sockets"
        ValueRole,                   // "4", "Pool-000", "yes"
        UnitRole,                    // "GB"
        DocRole,
        RefIdRole,  // the entity a single reference points to, else 0
        IsSetRole,  // false when the attribute has no value
        TypeRole,     // "number", "integer", "bool", "text", "choice", "ref", "ref_list", "text_list"
        ChoicesRole,  // for a choice: the allowed values
        RangeRole,    // for numbers: "0.1 – 100", else ""
        EditTextRole, // the value as the editor takes it back (every list member, by name)
        ChoiceLabelsRole,  // what the pick-list shows for each choice (same-named ones told apart)
        DefaultTextRole,   // what a 0 stands for: "array default (256 KB)" (the field is empty), else ""
        ListMembersRole,   // for a list: each member {value, name, hint, id, unmatched}; for a
                           // list, ChoicesRole holds what may be added
    };
    Q_ENUM(Role)

    explicit EntityAttributesModel(QObject* parent = nullptr);

    // Shows entity `id` of `t` (kNoId or unknown: nothing). `node` is the diagram node showing
    // it, for its summary line (may be null).
    void showEntity(const santwin::Topology* t, santwin::Id id, const santwin::diagram::Node* node);
    void showGroup(const santwin::Topology* t, const santwin::diagram::Node& group);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool empty() const { return !shown_.group && shown_.entity_id == 0; }
    bool isGroup() const { return shown_.group; }
    qint64 entityId() const { return shown_.entity_id; }
    QString name() const { return shown_.name; }
    QString kindLabel() const { return shown_.kind_label; }
    QString category() const { return shown_.category; }
    QString summary() const { return shown_.summary; }
    QString note() const { return shown_.note; }
    QVariantList visibility() const { return shown_.visibility; }
    QVariantList path() const { return shown_.path; }
    QVariantList children() const { return shown_.children; }
    QVariantList referrers() const { return shown_.referrers; }
    QVariantList members() const { return shown_.members; }

  signals:
    void selectionChanged();

  private:
    struct Row {
        QString key, label, value, unit, doc, type, range, edit_text, default_text;
        QStringList choices, choice_labels;
        QVariantList members;
        qint64 ref = 0;
        bool set = false;
        bool operator==(const Row&) const = default;
    };
    // Everything shown for one selection.
    struct Shown {
        std::vector<Row> rows;
        bool group = false;
        qint64 entity_id = 0;
        QString name, kind_label, category, summary, note;
        QVariantList path, children, referrers, members, visibility;
        bool operator==(const Shown&) const = default;
    };
    // Shows `next` (resetting the rows), unless it is what is shown already: the same entity
    // selected again keeps its rows. Rebuilding them is needless, and a Repeater rebuilt inside
    // a layout that has not been laid out yet (a selection as the window opens) is never placed
    // by Qt 6.4's layouts: the rows stayed stacked on the inspector's header.
    void show(Shown next);

    Shown shown_;
};
