// The GUI's sweep panel controller: a bad request is refused with a reason and changes nothing;
// a sweep runs off the GUI thread point by point, then holds a table and charts whose numbers are
// the points' metrics, which export to real files; Cancel keeps what already ran. (That the GUI
// thread keeps turning during a run is the same QtConcurrent worker as SimulationController's,
// tested in playback_controller_test with a longer scenario.)
#include <gtest/gtest.h>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QSet>

#include "bridge/session/session.h"
#include "bridge/sweep/sweep_controller.h"

TEST(SweepController, ListsOnlyScenariosThatTakeParameters) {
    Session session;  // its own: no other test's sweep in it
    SweepController& sweeps = *session.sweep();
    const QVariantList list = sweeps.scenarios();
    ASSERT_FALSE(list.isEmpty());
    bool pool = false;
    for (const QVariant& v : list) {
        const QVariantMap s = v.toMap();
        EXPECT_FALSE(s["parameters"].toList().isEmpty()) << s["id"].toString().toStdString();
        if (s["id"] == "dp-pool-4rg") {
            pool = true;
            EXPECT_EQ(s["parameters"].toList().front().toMap()["name"], "raid_groups");
            EXPECT_EQ(s["parameters"].toList().front().toMap()["value"], "4");
        }
    }
    EXPECT_TRUE(pool);
}

TEST(SweepController, RefusesABadRequestAndKeepsTheLastResult) {
    Session session;  // its own: no other test's sweep in it
    SweepController& sweeps = *session.sweep();
    EXPECT_FALSE(sweeps.start("dp-pool-4rg", "spindles", "1,2"));
    EXPECT_TRUE(sweeps.message().contains("it takes: raid_groups")) << sweeps.message().toStdString();
    EXPECT_FALSE(sweeps.start("dp-pool-4rg", "raid_groups", "3"));
    EXPECT_TRUE(sweeps.message().contains("at least two values"));
    EXPECT_FALSE(sweeps.start("dp-pool-4rg", "raid_groups", "2,3", "oops"));
    EXPECT_TRUE(sweeps.message().contains("name=value"));
    EXPECT_FALSE(sweeps.running());
}

TEST(SweepController, RunsOffTheGuiThreadAndChartsThePoints) {
    Session session;  // its own: no other test's sweep in it
    SweepController& sweeps = *session.sweep();
    QSignalSpy progress(&sweeps, &SweepController::progressChanged);
    ASSERT_TRUE(sweeps.start("dp-pool-4rg", "raid_groups", "2, 3, 4"));
    EXPECT_TRUE(sweeps.running());
    EXPECT_EQ(sweeps.total(), 3);
    // A second start while running is refused.
    EXPECT_FALSE(sweeps.start("dp-pool-4rg", "raid_groups", "2,3"));
    ASSERT_TRUE(sweeps.waitForFinished(120000));
    EXPECT_GE(progress.count(), 3);
    EXPECT_EQ(sweeps.done(), 3);
    EXPECT_EQ(sweeps.values(), (QStringList{"2", "3", "4"}));
    EXPECT_EQ(sweeps.sweptParameter(), "raid_groups");

    // The table's met_count row holds each point's own figure.
    bool found = false;
    for (const QVariant& row : sweeps.table()) {
        const QVariantMap r = row.toMap();
        if (r["metric"] != "met_count") continue;
        found = true;
        EXPECT_EQ(r["values"].toStringList().size(), 3);
    }
    EXPECT_TRUE(found);

    ASSERT_FALSE(sweeps.chartTitles().isEmpty());
    const auto chart = sweeps.chartAt(0);
    ASSERT_TRUE(chart.has_value());
    EXPECT_EQ(chart->points(), 3u);
    EXPECT_EQ(chart->context.parameters.at("raid_groups"), "2,3,4");
    EXPECT_FALSE(sweeps.chartAt(sweeps.chartTitles().size()).has_value());

    // Exports: a PNG of the requested size that is not blank, a CSV with a row per value, and a
    // folder of every chart with sidecars.
    QTemporaryDir dir;
    const QString png = dir.filePath("sweep.png"), csv = dir.filePath("sweep.csv");
    ASSERT_TRUE(sweeps.exportChart(0, png)) << sweeps.message().toStdString();
    const QImage img(png);
    EXPECT_EQ(img.size(), QSize(1600, 1000));
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 9)
        for (int x = 0; x < img.width(); x += 9) colours.insert(img.pixel(x, y));
    EXPECT_GT(colours.size(), 5) << "lines, axes and text, not a blank page";
    ASSERT_TRUE(sweeps.exportChart(0, "file://" + csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll().trimmed().split('\n').size(), 4);  // header + 3 values
    EXPECT_FALSE(sweeps.exportChart(0, dir.filePath("sweep.bmp")));
    EXPECT_TRUE(sweeps.message().contains(".png, .svg, .pdf or .csv"));
    ASSERT_TRUE(sweeps.exportAll(dir.filePath("all")));
    EXPECT_TRUE(QFile::exists(dir.filePath("all/" + QString::fromStdString(chart->file_stem()) + ".json")));
}

TEST(SweepController, CancelKeepsThePointsThatRan) {
    Session session;  // its own: no other test's sweep in it
    SweepController& sweeps = *session.sweep();
    // vaai-clone over three settings; cancel once the first point is in.
    ASSERT_TRUE(sweeps.start("vaai-clone", "vaai", "off,on,both"));
    const auto once_in = QObject::connect(&sweeps, &SweepController::progressChanged, &sweeps, [&sweeps] {
        if (sweeps.done() >= 1) sweeps.cancel();
    });
    const bool ended = sweeps.waitForFinished(180000);
    QObject::disconnect(once_in);
    ASSERT_TRUE(ended);
    EXPECT_LT(sweeps.done(), 3);
    EXPECT_TRUE(sweeps.message().startsWith("Cancel")) << sweeps.message().toStdString();
}
