#include "bridge/panels/problems_model.h"

#include <algorithm>

#include "advice/advice.h"
#include "bridge/qt_text.h"
#include "checks/validate.h"
#include "diagram/position_range.h"

using namespace santwin;

namespace {
// A fix's value as the inspector's text field takes it.
QString value_text(const Value& v) {
    if (const auto* b = std::get_if<bool>(&v)) return *b ? QStringLiteral("yes") : QStringLiteral("no");
    if (const auto* d = std::get_if<double>(&v)) return QString::number(*d);
    if (const auto* s = std::get_if<std::string>(&v)) return qs(*s);
    return {};
}
}  // namespace

ProblemsModel::ProblemsModel(QObject* parent) : QAbstractListModel(parent) {}

void ProblemsModel::refresh(const Project* project) {
    beginResetModel();
    rows_.clear();
    errors_ = advice_ = 0;
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
        for (advice::Advice& a : advice::advise(*t)) {
            Row r;
            r.advice = true;
            ++advice_;
            if (!a.entities.empty() && t->contains(a.entities.front())) r.entity_name = qs(t->at(a.entities.front()).name);
            r.source = qs(a.source);
            if (a.fix) {
                r.fix_text = qs(a.fix->text);
                r.fix_entity = static_cast<qint64>(a.fix->entity);
                r.fix_attribute = qs(a.fix->attribute);
                r.fix_value = value_text(a.fix->value);
            }
            r.problem = Problem{Severity::Warning, a.rule, a.entities, a.message};
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
            if (r.advice) return QStringLiteral("advice");
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
        case SourceRole:
            return r.source;
        case FixTextRole:
            return r.fix_text;
        case FixEntityRole:
            return r.fix_entity;
        case FixAttributeRole:
            return r.fix_attribute;
        case FixValueRole:
            return r.fix_value;
        default:
            return {};
    }
}

QHash<int, QByteArray> ProblemsModel::roleNames() const {
    return {{SeverityRole, "severity"}, {RuleRole, "rule"}, {MessageRole, "message"},
            {EntityRole, "entity"}, {EntityNameRole, "entityName"}, {SourceRole, "source"},
            {FixTextRole, "fixText"}, {FixEntityRole, "fixEntity"}, {FixAttributeRole, "fixAttribute"},
            {FixValueRole, "fixValue"}};
}
