// The Capacity tab's controller: a bad target is refused with the accepted forms; the capacity
// search runs off the GUI thread on the open lab and hands back its steps, its answer and a
// chart; the health report is written as PDF and HTML beside it.
#include <gtest/gtest.h>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"
#include "bridge/sweep/answers_controller.h"

TEST(AnswersController, RefusesABadTargetAndRunsNothing) {
    // System: lab 000 open, target "p95<10". Expected: refused naming the form, not running.
    Session session;
    ASSERT_TRUE(session.project()->openLab("000"));
    AnswersController& answers = *session.answers();
    EXPECT_FALSE(answers.startCapacity("p95<10", "all", "load", 150));
    EXPECT_TRUE(answers.message().contains("METRIC<=LIMIT")) << answers.message().toStdString();
    EXPECT_FALSE(answers.running());
}

TEST(AnswersController, FindsCapacityOffTheGuiThreadWithAChart) {
    // System: lab 000 open, p95 <= 40 ms, its VDbench load scaled. Expected: steps from 1x, the
    // first met and one missed, an answer line naming how far it holds, and a chart.
    Session session;
    ASSERT_TRUE(session.project()->openLab("000"));
    AnswersController& answers = *session.answers();
    QSignalSpy progress(&answers, &AnswersController::progressChanged);
    ASSERT_TRUE(answers.startCapacity("latency_ms.p95<=40", "all", "load", 150));
    EXPECT_TRUE(answers.running());
    EXPECT_FALSE(answers.startCapacity("latency_ms.p95<=40", "all", "load", 150));  // one at a time
    ASSERT_TRUE(answers.waitForFinished(120000));
    EXPECT_GE(progress.count(), 2);
    const QVariantList steps = answers.steps();
    ASSERT_GE(steps.size(), 2);
    EXPECT_EQ(steps.front().toMap()["load"].toString(), "1x");
    EXPECT_TRUE(steps.front().toMap()["meets"].toBool());
    bool missed = false;
    for (const QVariant& s : steps) missed = missed || !s.toMap()["meets"].toBool();
    EXPECT_TRUE(missed);
    ASSERT_FALSE(answers.answer().isEmpty());
    EXPECT_TRUE(answers.answer().front().startsWith("answer: latency_ms.p95 <= 40 ms holds up to"))
        << answers.answer().front().toStdString();
    EXPECT_TRUE(answers.hasChart());
    ASSERT_TRUE(answers.chartAt(0).has_value());
    EXPECT_FALSE(answers.chartAt(1).has_value());
}

TEST(AnswersController, WritesTheHealthReportAsPdfAndHtml) {
    // System: lab 000 open, the health report asked for into a temporary folder. Expected: the
    // PDF (starting %PDF) and the HTML beside it, and the findings as lines.
    Session session;
    ASSERT_TRUE(session.project()->openLab("000"));
    AnswersController& answers = *session.answers();
    QTemporaryDir dir;
    const QString pdf = dir.filePath("health.pdf");
    ASSERT_TRUE(answers.startHealth(pdf, 0));
    ASSERT_TRUE(answers.waitForFinished(120000));
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << answers.message().toStdString();
    EXPECT_TRUE(file.read(4) == "%PDF");
    EXPECT_TRUE(QFile::exists(dir.filePath("health.html")));
    ASSERT_FALSE(answers.answer().isEmpty());
    EXPECT_TRUE(answers.answer().front().startsWith("Wrote ")) << answers.answer().front().toStdString();
}
