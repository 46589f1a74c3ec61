// The Problems panel's advice rows: the lab reports' advice beside validation, each with its
// source, and where it is one edit, the fix the panel's Fix button applies through the editor
// (so Undo takes it back).
#include <gtest/gtest.h>

#include "bridge/editor/project_editor.h"
#include "bridge/project/project_controller.h"

using namespace santwin;

namespace {
// The first advice row of `rule`, or -1.
int advice_row(const ProblemsModel& m, const QString& rule) {
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.data(m.index(r), ProblemsModel::SeverityRole) == "advice" && m.data(m.index(r), ProblemsModel::RuleRole) == rule)
            return r;
    return -1;
}
}  // namespace

TEST(AdviceRows, VaaiOffIsAdvisedWithAFixThatUndoes) {
    // System: lab 001 (VSP with VAAI) with VAAI switched off on ESX-01 through the editor.
    // Expected: an advice row (advice.vaai_disabled) citing report 001 with a fix setting vaai
    // to yes; applying the fix as the Fix button does clears the row; Undo brings it back.
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("001"));
    const qint64 host = static_cast<qint64>(pc.project()->topology.find_by_name(Kind::EsxHost, "ESX-01"));
    ASSERT_NE(host, 0);
    ProblemsModel& problems = *pc.problems();
    EXPECT_EQ(advice_row(problems, "advice.vaai_disabled"), -1);
    ASSERT_EQ(ed.setAttribute(host, "vaai", "no"), "");
    const int row = advice_row(problems, "advice.vaai_disabled");
    ASSERT_GE(row, 0);
    EXPECT_GE(problems.adviceCount(), 1);
    const QModelIndex i = problems.index(row);
    EXPECT_TRUE(problems.data(i, ProblemsModel::SourceRole).toString().startsWith("001"));
    EXPECT_EQ(problems.data(i, ProblemsModel::FixAttributeRole).toString(), "vaai");
    EXPECT_EQ(problems.data(i, ProblemsModel::FixValueRole).toString(), "yes");
    ASSERT_EQ(ed.setAttribute(problems.data(i, ProblemsModel::FixEntityRole).toLongLong(), "vaai", "yes"), "");
    EXPECT_EQ(advice_row(problems, "advice.vaai_disabled"), -1);
    ed.undo();
    EXPECT_GE(advice_row(problems, "advice.vaai_disabled"), 0);
}
