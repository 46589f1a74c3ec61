#include "bridge/panels/problems_model.h"

#include <algorithm>

#include "bridge/qt_text.h"
#include "checks/validate.h"
#include "diagram/position_range.h"

using namespace santwin;

ProblemsModel::ProblemsModel(QObject* parent) : QAbstractListModel(parent) {}

void ProblemsModel::refresh(const Project* project) {
    beginResetModel();
    rows_.clear();
    errors_ = 0;
    if (project) {
        const Topology* t = &project->topology;
        std::vector<Problem> problems = validate(*t);
        std::vector<Problem> layout = diagram::check_layout(*project);
        problems.insert(problems.end(), layout.begin(), layout.end());
        std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) {
            return a.severity == Severity::Error && b.severity != Severity::Error;
        });
        for (Problem& p : problems) {
            Row r;
            if (!p.entities.empty() && t->contains(p.entities.front())) r.entity_name = qs(t->at(p.entities.front()).name);
            if (p.severity == Severity::Error) ++errors_;
            r.problem = std::move(p);
            rows_.push_back(std::move(r));
        }
    }
    endResetModel();
    emit countsChanged();
}

int ProblemsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ProblemsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
        case SeverityRole:
            return r.problem.severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
        case RuleRole:
            return qs(r.problem.rule);
        case Qt::DisplayRole:
        case MessageRole:
            return qs(r.problem.message);
        case EntityRole:
            return r.problem.entities.empty() ? qint64(0) : static_cast<qint64>(r.problem.entities.front());
        case EntityNameRole:
            return r.entity_name;
        default:
            return {};
    }
}

QHash<int, QByteArray> ProblemsModel::roleNames() const {
    return {{SeverityRole, "severity"}, {RuleRole, "rule"}, {MessageRole, "message"},
            {EntityRole, "entity"}, {EntityNameRole, "entityName"}};
}
