#pragma once
// The Problems panel's rows: the open project's validation problems and out-of-range diagram
// positions (errors first), then the lab reports' advice (advice/advice.h), refreshed after every
// change. Each row names its culprit so a click can select and centre it; advice that is one
// edit carries it (attribute and value as the inspector takes it), for an undoable Fix button.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

#include "project/project.h"
#include "topology/validation.h"

class ProblemsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ProblemsModel belongs to ProjectController.problems")
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countsChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY countsChanged)
    Q_PROPERTY(int adviceCount READ adviceCount NOTIFY countsChanged)
  public:
    enum Role {
        SeverityRole = Qt::UserRole + 1,  // "error" or "warning"
        RuleRole,                         // "zone.member_unmatched"
        MessageRole,
        EntityRole,       // the main culprit's id (0 if none)
        EntityNameRole,   // its name
        SourceRole,       // advice: the report and section it comes from
        FixTextRole,      // advice: "set 'RR-LU0' policy to mru" ("" when no one edit)
        FixEntityRole,    // advice: the entity the fix edits
        FixAttributeRole, // advice: its attribute
        FixValueRole,     // advice: the value, as text the inspector takes
    };
    Q_ENUM(Role)

    explicit ProblemsModel(QObject* parent = nullptr);

    // Re-validates `project` (null: no project, no rows).
    void refresh(const santwin::Project* project);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int errorCount() const { return errors_; }
    int warningCount() const { return static_cast<int>(rows_.size()) - errors_ - advice_; }
    int adviceCount() const { return advice_; }

  signals:
    void countsChanged();

  private:
    struct Row {
        santwin::Problem problem;
        QString entity_name;
        bool advice = false;
        QString source, fix_text, fix_attribute, fix_value;
        qint64 fix_entity = 0;
    };
    std::vector<Row> rows_;
    int errors_ = 0, advice_ = 0;
};
