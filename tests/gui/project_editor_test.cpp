// The editor's commands on the undo stack, through ProjectEditor as QML calls it: each edit is
// one command that undoes and redoes exactly, refused edits leave the stack and the project as
// they were, a drag's moves merge, the models stay consistent throughout, and Save As writes a
// file that opens again equal.
#include <gtest/gtest.h>
#include <QAbstractItemModelTester>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "bridge/project/project_controller.h"
#include "bridge/editor/project_editor.h"
#include "bridge/project/recovery.h"
#include "commands/commands.h"
#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "store/project_update.h"

using namespace santwin;

namespace {
using Mode = QAbstractItemModelTester::FailureReportingMode;

qint64 id_of(const ProjectController& pc, Kind kind, const char* name) {
    return static_cast<qint64>(pc.project()->topology.find_by_name(kind, name));
}
}  // namespace

// Setting a port's speed: one command; undo restores the old value, redo the new one; the
// stack's texts say what happened; the project is modified until undone to the clean state.
TEST(ProjectEditor, AttributeEditUndoRedo) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    QAbstractItemModelTester nodes(pc.nodes(), Mode::Fatal), tree(pc.entities(), Mode::Fatal);
    ASSERT_TRUE(pc.openLab("000"));
    const Topology& t = pc.project()->topology;
    const Id port = t.all_of(Kind::Port).front();
    const double before = t.at(port).num("speed_gbps");
    EXPECT_EQ(ed.setAttribute(static_cast<qint64>(port), "speed_gbps", "8"), "");
    EXPECT_EQ(pc.project()->topology.at(port).num("speed_gbps"), 8);
    EXPECT_TRUE(ed.modified());
    EXPECT_EQ(ed.history().size(), 1);
    EXPECT_TRUE(ed.undoText().startsWith("Set speed of ")) << ed.undoText().toStdString();
    ed.undo();
    EXPECT_EQ(pc.project()->topology.at(port).num("speed_gbps"), before);
    EXPECT_FALSE(ed.modified());
    ed.redo();
    EXPECT_EQ(pc.project()->topology.at(port).num("speed_gbps"), 8);
}

// A refused edit (a speed of "fast") pushes nothing, changes nothing and says why.
TEST(ProjectEditor, RefusedEditChangesNothing) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const Topology before = pc.project()->topology;
    const Id port = before.all_of(Kind::Port).front();
    const QString why = ed.setAttribute(static_cast<qint64>(port), "speed_gbps", "fast");
    EXPECT_TRUE(why.contains("not a number")) << why.toStdString();
    EXPECT_EQ(ed.stack().count(), 0);
    EXPECT_TRUE(pc.project()->topology == before);
    EXPECT_FALSE(ed.connectPorts(static_cast<qint64>(port), static_cast<qint64>(port)).isEmpty());
    EXPECT_EQ(ed.stack().count(), 0);
}

// Deleting server ESX-1 and undoing brings back the identical topology and the same diagram
// boxes; the delete plan names the server; redo removes it again.
TEST(ProjectEditor, DeleteUndoRestoresEverything) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    QAbstractItemModelTester nodes(pc.nodes(), Mode::Fatal), links(pc.links(), Mode::Fatal),
        tree(pc.entities(), Mode::Fatal), inspector(pc.inspector(), Mode::Fatal);
    ASSERT_TRUE(pc.openLab("000"));
    const Topology original = pc.project()->topology;
    const int boxes = pc.nodes()->rowCount();
    const qint64 server = id_of(pc, Kind::Server, "ESX-1");
    pc.select(server);
    EXPECT_TRUE(ed.deletePlan({server}).contains("ESX-1"));
    EXPECT_EQ(ed.deleteEntities({server}), "");
    EXPECT_FALSE(pc.project()->topology.contains(static_cast<Id>(server)));
    EXPECT_LT(pc.nodes()->rowCount(), boxes);
    EXPECT_EQ(pc.selectedId(), 0);
    ed.undo();
    EXPECT_TRUE(pc.project()->topology == original);
    EXPECT_EQ(pc.nodes()->rowCount(), boxes);
    ed.redo();
    EXPECT_FALSE(pc.project()->topology.contains(static_cast<Id>(server)));
}

// The moves of one drag merge into one command; a second drag is a second command. Undo of the
// second puts the box back where the second drag began.
TEST(ProjectEditor, MovesOfOneDragMerge) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const qint64 server = id_of(pc, Kind::Server, "ESX-1");
    EXPECT_EQ(ed.moveNode(server, 10, 10, 7), "");
    EXPECT_EQ(ed.moveNode(server, 20, 20, 7), "");
    EXPECT_EQ(ed.stack().count(), 1);
    EXPECT_EQ(ed.moveNode(server, 30, 30, 8), "");
    EXPECT_EQ(ed.stack().count(), 2);
    ed.undo();
    EXPECT_EQ(pc.project()->layout.positions.at(static_cast<Id>(server)), (Point{20, 20}));
    const int node = pc.diagram().node_for(static_cast<Id>(server));
    ASSERT_GE(node, 0);
    EXPECT_DOUBLE_EQ(pc.diagram().nodes[static_cast<size_t>(node)].x, 20);
}

// Moving a frame (the array) by (50, 0) moves every box inside it by the same amount.
TEST(ProjectEditor, MovingAFrameMovesItsContents) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const int array = pc.diagram().node_for(static_cast<Id>(id_of(pc, Kind::Array, "AMS2100")));
    ASSERT_GE(array, 0);
    const auto& d = pc.diagram();
    ASSERT_FALSE(d.nodes[static_cast<size_t>(array)].children.empty());
    const int child = d.nodes[static_cast<size_t>(array)].children.front();
    const double child_x = d.nodes[static_cast<size_t>(child)].x, frame_x = d.nodes[static_cast<size_t>(array)].x;
    EXPECT_EQ(ed.moveNodeBy(array, 50, 0), "");
    EXPECT_DOUBLE_EQ(pc.diagram().nodes[static_cast<size_t>(child)].x, child_x + 50);
    EXPECT_NEAR(pc.diagram().nodes[static_cast<size_t>(array)].x, frame_x + 50, 1e-9);
}

// Duplicate selects the copy; create places a new server at the given point and refuses an
// unknown kind without touching the stack.
TEST(ProjectEditor, DuplicateAndCreate) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const qint64 server = id_of(pc, Kind::Server, "ESX-1");
    EXPECT_EQ(ed.duplicate({server}), "");
    EXPECT_EQ(pc.project()->topology.at(static_cast<Id>(pc.selectedId())).name, "ESX-3");
    EXPECT_EQ(ed.create("server", 0, 300, 400), "");
    const Id created = static_cast<Id>(pc.selectedId());
    EXPECT_EQ(pc.project()->topology.at(created).kind, Kind::Server);
    EXPECT_EQ(pc.project()->layout.positions.at(created), (Point{300, 400}));
    EXPECT_FALSE(ed.create("no_such_kind", 0, 0, 0).isEmpty());
    EXPECT_EQ(ed.stack().count(), 2);
}

// Lab 000 grows by 40 copies of VM1 in one action: 40 new VMs, all 40 selected afterwards
// (not only the first), one step in the history that one undo takes back.
TEST(ProjectEditor, DuplicateWithACountSelectsEveryCopy) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const auto vms = [&] {
        size_t n = 0;
        for (const auto& [id, e] : pc.project()->topology.entities()) n += e.kind == Kind::Vm;
        return n;
    };
    const size_t before = vms();
    const qint64 vm = id_of(pc, Kind::Vm, "VM1");
    EXPECT_EQ(ed.duplicate({vm}, 1, false, 40), "");
    EXPECT_EQ(vms(), before + 40);
    EXPECT_EQ(pc.selectedIds().size(), 40);
    EXPECT_EQ(ed.stack().count(), 1);
    EXPECT_FALSE(ed.duplicate({vm}, 1, false, 0).isEmpty()) << "zero copies is refused";
    EXPECT_EQ(ed.stack().count(), 1);
    ed.undo();
    EXPECT_EQ(vms(), before);
}

// Save As writes a .santwin that loads back equal and leaves the project clean; opening another
// lab clears the history.
TEST(ProjectEditor, SaveAsAndReopen) {
    QTemporaryDir dir;
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const qint64 server = id_of(pc, Kind::Server, "ESX-1");
    ASSERT_EQ(ed.rename(server, "ESX-one"), "");
    EXPECT_TRUE(ed.modified());
    const QString path = dir.filePath("edited.santwin");
    EXPECT_EQ(ed.saveAs(path), "");
    EXPECT_FALSE(ed.modified());
    EXPECT_EQ(pc.sourcePath(), path);
    const Project loaded = store::load_project(path.toStdString());
    EXPECT_TRUE(loaded.topology == pc.project()->topology);
    EXPECT_FALSE(ed.saveAs("/nonexistent-dir/x.santwin").isEmpty());
    ASSERT_TRUE(pc.openLab("001"));
    EXPECT_EQ(ed.stack().count(), 0);
}

// Save into the file the GUI opened keeps a run santwin-cli kept there after it was opened (and
// again on the next save), along with the GUI's edit.
TEST(ProjectEditor, SaveKeepsRunsTheCliAddedMeanwhile) {
    QTemporaryDir dir;
    const std::string path = dir.filePath("shared.santwin").toStdString();
    scenarios::RunRecord run = scenarios::run_scenario("std-lu-1rg").runs.front();
    Project file = labs::build_lab("000");
    run.name = "opened with";
    scenarios::add_kept_run(file, "simulate", run, {}, "t1");
    store::save_project(file, path);

    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openFile(QString::fromStdString(path)));
    ASSERT_EQ(ed.rename(id_of(pc, Kind::Server, "ESX-1"), "ESX-one"), "");
    store::update_project(path, [] { return Project{}; }, [&](Project& p, bool) {  // santwin-cli simulate --save
        run.name = "cli-run";
        scenarios::add_kept_run(p, "simulate", run, {}, "t2");
    });
    auto names = [&] {
        std::vector<std::string> out;
        for (const RecordedRun& r : store::load_project(path).runs) out.push_back(r.name);
        return out;
    };
    EXPECT_EQ(ed.save(), "");
    EXPECT_EQ(names(), (std::vector<std::string>{"opened with", "cli-run"}));
    EXPECT_TRUE(store::load_project(path).topology == pc.project()->topology) << "the GUI's edit was not saved";
    ASSERT_EQ(ed.rename(id_of(pc, Kind::Server, "ESX-one"), "ESX-1"), "");
    EXPECT_EQ(ed.save(), "");
    EXPECT_EQ(names(), (std::vector<std::string>{"opened with", "cli-run"}));
}

// The masking question in the inspector: lab 000's DP-002 is seen by both ESX hosts; after the
// zones of both fabrics lose their members, ESX-1 sees it through no path and the inspector
// says why (a zoning step) — and undo brings the paths back.
TEST(ProjectEditor, InspectorAnswersWhoCanSeeAnLu) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const qint64 lu = id_of(pc, Kind::LogicalUnit, "DP-002");
    auto row_for = [&](const char* host) {
        pc.select(lu);
        for (const QVariant& v : pc.inspector()->visibility())
            if (v.toMap().value("name").toString() == host) return v.toMap();
        return QVariantMap{};
    };
    EXPECT_GT(row_for("ESX-1").value("paths").toInt(), 0);
    for (Id z : pc.project()->topology.all_of(Kind::Zone)) ASSERT_EQ(ed.setAttribute(static_cast<qint64>(z), "members", ""), "");
    const QVariantMap blind = row_for("ESX-1");
    EXPECT_EQ(blind.value("paths").toInt(), 0);
    EXPECT_TRUE(blind.value("why").toString().contains("zone", Qt::CaseInsensitive)) << blind.value("why").toString().toStdString();
    while (ed.canUndo()) ed.undo();
    EXPECT_GT(row_for("ESX-1").value("paths").toInt(), 0);
}

// Autosave writes the recovery file only while there are unsaved edits; a save removes it; a
// recovery file left behind is offered by the next session and opens as an unsaved project
// equal to what was autosaved. Saved files become recent files.
TEST(ProjectEditor, AutosaveAndRecovery) {
    QTemporaryDir dir;
    qputenv("SANTWIN_RECOVERY_DIR", dir.filePath("recovery").toUtf8());
    Topology edited;
    {
        ProjectController pc(nullptr);
        ProjectEditor ed(&pc, nullptr);
        Recovery rec(&pc, &ed, nullptr);
        ASSERT_TRUE(pc.openLab("000"));
        EXPECT_FALSE(rec.autosave());  // nothing to keep
        ASSERT_EQ(ed.rename(id_of(pc, Kind::Server, "ESX-1"), "ESX-crashed"), "");
        EXPECT_TRUE(rec.autosave());
        EXPECT_TRUE(QFileInfo::exists(rec.recoveryPath()));
        edited = pc.project()->topology;
        ASSERT_TRUE(QFile::copy(rec.recoveryPath(), dir.filePath("kept.santwin")));
    }  // a normal quit removes the recovery file...
    EXPECT_FALSE(QFileInfo::exists(dir.filePath("recovery/recovery.santwin")));
    // ...a crash leaves it behind.
    ASSERT_TRUE(QFile::copy(dir.filePath("kept.santwin"), dir.filePath("recovery/recovery.santwin")));
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    Recovery rec(&pc, &ed, nullptr);
    ASSERT_FALSE(rec.pending().isEmpty());
    ASSERT_TRUE(rec.recover());
    EXPECT_TRUE(pc.project()->topology == edited);
    EXPECT_TRUE(ed.modified());
    EXPECT_TRUE(pc.sourcePath().isEmpty());
    const QString saved = dir.filePath("saved.santwin");
    EXPECT_EQ(ed.saveAs(saved), "");
    EXPECT_FALSE(QFileInfo::exists(rec.recoveryPath()));
    EXPECT_EQ(rec.recentFiles().value(0), saved);
    qunsetenv("SANTWIN_RECOVERY_DIR");
}

// The ▾ on lab 000's array folds it into one box (one undo step), the box stays near where the
// frame was, moving it carries the hidden parts along, and ▸ opens it there again.
TEST(ProjectEditor, CollapseMovesAndExpandsAFrame) {
    ProjectController pc(nullptr);
    ProjectEditor ed(&pc, nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    const Id array = static_cast<Id>(id_of(pc, Kind::Array, "AMS2100"));
    const Id controller = pc.project()->topology.all_of(Kind::Controller).front();
    const size_t open_nodes = pc.diagram().nodes.size();
    int node = pc.diagram().node_for(array);
    const double frame_x = pc.diagram().nodes[static_cast<size_t>(node)].x;
    ASSERT_TRUE(ed.isCollapsible(node));

    EXPECT_EQ(ed.toggleCollapsed(node), "");
    EXPECT_EQ(ed.stack().count(), 1);
    EXPECT_LT(pc.diagram().nodes.size(), open_nodes);
    node = pc.diagram().node_for(array);
    EXPECT_EQ(pc.diagram().node_for(controller), node);
    EXPECT_NEAR(pc.diagram().nodes[static_cast<size_t>(node)].x, frame_x, 1.0);
    EXPECT_FALSE(pc.diagram().nodes[static_cast<size_t>(node)].frame);

    const int before_move = pc.diagram().node_for(controller);
    ASSERT_EQ(before_move, node);
    const double controller_x = pc.project()->layout.positions.count(controller)
                                    ? pc.project()->layout.positions.at(controller).x
                                    : 0;
    EXPECT_EQ(ed.moveNodeBy(node, 100, 0), "");
    if (pc.project()->layout.positions.count(controller)) {
        EXPECT_DOUBLE_EQ(pc.project()->layout.positions.at(controller).x, controller_x + 100);
    }

    node = pc.diagram().node_for(array);
    EXPECT_EQ(ed.toggleCollapsed(node), "");
    EXPECT_EQ(pc.diagram().nodes.size(), open_nodes);
    EXPECT_NE(pc.diagram().node_for(controller), pc.diagram().node_for(array));
    EXPECT_NEAR(pc.diagram().nodes[static_cast<size_t>(pc.diagram().node_for(array))].x, frame_x + 100, 1.0);

    ed.undo();  // the expand
    ed.undo();  // the move
    ed.undo();  // the collapse
    EXPECT_EQ(pc.diagram().nodes.size(), open_nodes);
    EXPECT_TRUE(pc.project()->layout.collapsed.empty());
    // A server is no frame: collapsing it collapses nothing (it sits in no frame).
    const int server = pc.diagram().node_for(static_cast<Id>(id_of(pc, Kind::Server, "ESX-1")));
    EXPECT_FALSE(ed.setCollapsed({server}, true).isEmpty());
    EXPECT_EQ(ed.setAllCollapsed(true), "");
    EXPECT_FALSE(pc.project()->layout.collapsed.empty());
    EXPECT_EQ(ed.setAllCollapsed(false), "");
    EXPECT_TRUE(pc.project()->layout.collapsed.empty());
}
