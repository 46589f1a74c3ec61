// The Qt adapters over a real project: every model passes QAbstractItemModelTester (fatal on
// the first broken rule) while projects open, the filter changes and selections move, and each
// model says what the diagram and the topology hold.
#include <gtest/gtest.h>
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "bridge/project/project_controller.h"
#include "diagram/auto_layout.h"
#include "diagram/port_traces.h"
#include "labs/labs.h"
#include "store/json_io.h"

using namespace santwin;

namespace {

using Mode = QAbstractItemModelTester::FailureReportingMode;

struct Testers {
    explicit Testers(ProjectController& pc)
        : nodes(pc.nodes(), Mode::Fatal),
          links(pc.links(), Mode::Fatal),
          tree(pc.entities(), Mode::Fatal),
          inspector(pc.inspector(), Mode::Fatal) {}
    QAbstractItemModelTester nodes, links, tree, inspector;
};

int row_named(const TopologyModel& m, const QString& name) {
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.data(m.index(r), TopologyModel::NameRole).toString() == name) return r;
    return -1;
}

}  // namespace

// Lab 000 then lab 002 open under the testers: the node and link models hold the diagram's
// boxes and edges (33 and 27 for lab 000), geometry is top-left based, the tree lists every
// entity once under its category and kind.
TEST(GuiModels, OpenLabsUnderTesters) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    ASSERT_TRUE(pc.openLab("000"));
    const diagram::Diagram& d = pc.diagram();
    EXPECT_EQ(pc.nodes()->rowCount(), static_cast<int>(d.nodes.size()));
    EXPECT_EQ(pc.nodes()->rowCount(), 33);
    EXPECT_EQ(pc.links()->rowCount(), 27);
    const int esx = row_named(*pc.nodes(), "ESX-1");
    ASSERT_GE(esx, 0);
    const QModelIndex i = pc.nodes()->index(esx);
    EXPECT_EQ(pc.nodes()->data(i, TopologyModel::RoleRole).toString(), "ESX host");
    EXPECT_EQ(pc.nodes()->data(i, TopologyModel::XRole).toDouble(), -120.0);  // centre 0, width 240
    EXPECT_EQ(pc.nodes()->data(i, TopologyModel::CategoryRole).toString(), "compute");
    const QRectF b = pc.nodes()->bounds();
    EXPECT_LT(b.left(), -400);
    EXPECT_GT(b.right(), 1200);

    int leaves = 0;
    const EntityTreeModel& tree = *pc.entities();
    for (int c = 0; c < tree.rowCount(); ++c) {
        const QModelIndex cat = tree.index(c, 0);
        for (int k = 0; k < tree.rowCount(cat); ++k) leaves += tree.rowCount(tree.index(k, 0, cat));
    }
    EXPECT_EQ(leaves, 235);

    ASSERT_TRUE(pc.openLab("002"));
    EXPECT_EQ(pc.entityCount(), 2292);
    EXPECT_LT(pc.nodes()->rowCount(), 80);
    EXPECT_EQ(pc.links()->rowCount(), static_cast<int>(pc.diagram().edges.size()));
}

// Cable labels: "2 × 10GbE"-style text, and layoutLabels shows some and keeps their size in
// step with the zoom (9 px on screen zoomed out, 10 px at 1:1, in whole scene units).
TEST(GuiModels, LinkLabels) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    ASSERT_TRUE(pc.openLab("002"));
    LinkModel& links = *pc.links();
    QSignalSpy changed(&links, &QAbstractItemModel::dataChanged);
    links.layoutLabels(0.5);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_DOUBLE_EQ(links.labelSize(), 18);
    links.layoutLabels(1.0);
    EXPECT_DOUBLE_EQ(links.labelSize(), 10);
    int shown = 0, multi = 0;
    for (int r = 0; r < links.rowCount(); ++r) {
        const QModelIndex i = links.index(r);
        shown += links.data(i, LinkModel::LabelShownRole).toBool();
        if (links.data(i, LinkModel::KindRole).toString() == "cable" &&
            links.data(i, LinkModel::CountRole).toInt() > 1) {
            ++multi;
            EXPECT_TRUE(links.data(i, LinkModel::LabelRole).toString().contains(" × "));
        }
    }
    EXPECT_GT(shown, 5);
    EXPECT_GT(multi, 5);
}

// Selecting: an entity fills the inspector with its schema attributes (references by name)
// and its note, and selects the box showing it (a drive selects its RAID group); a VM group
// shows its members; clearing empties it.
TEST(GuiModels, SelectionFillsInspector) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    QSignalSpy selections(&pc, &ProjectController::selectionChanged);
    ASSERT_TRUE(pc.openLab("000"));
    const Topology& t = pc.project()->topology;
    const Id server = t.find_by_name(Kind::Server, "ESX-1");
    pc.select(static_cast<qint64>(server));
    EntityAttributesModel& insp = *pc.inspector();
    EXPECT_EQ(insp.name(), "ESX-1");
    EXPECT_EQ(insp.kindLabel(), "Server");
    EXPECT_FALSE(insp.note().isEmpty());
    EXPECT_EQ(insp.rowCount(), static_cast<int>(kind_spec(Kind::Server).attrs.size()));
    bool sockets = false;
    for (int r = 0; r < insp.rowCount(); ++r) {
        const QModelIndex i = insp.index(r);
        if (insp.data(i, EntityAttributesModel::LabelRole).toString() == "CPU sockets") {
            sockets = true;
            EXPECT_EQ(insp.data(i, EntityAttributesModel::ValueRole).toString(), "4");
        }
    }
    EXPECT_TRUE(sockets);
    EXPECT_EQ(pc.selectedNode(), pc.nodes()->indexForEntity(static_cast<qint64>(server)));

    // An LU's backing is a reference: shown by name, with the id to follow.
    const Id lu = t.all_of(Kind::LogicalUnit).front();
    pc.select(static_cast<qint64>(lu));
    bool backing = false;
    for (int r = 0; r < insp.rowCount(); ++r) {
        const QModelIndex i = insp.index(r);
        if (insp.data(i, EntityAttributesModel::KeyRole).toString() != "backing") continue;
        backing = true;
        const Id target =
            static_cast<Id>(insp.data(i, EntityAttributesModel::RefIdRole).toLongLong());
        EXPECT_EQ(target, t.at(lu).ref("backing"));
        EXPECT_EQ(insp.data(i, EntityAttributesModel::ValueRole).toString().toStdString(),
                  t.at(target).name);
    }
    EXPECT_TRUE(backing);
    EXPECT_EQ(insp.path().size(), 1);  // the array

    const Id rg = t.find_by_name(Kind::RaidGroup, "RG-000");
    pc.select(static_cast<qint64>(t.at(rg).refs("drives").front()));
    EXPECT_EQ(pc.nodes()->keyAt(pc.selectedNode()), static_cast<qint64>(rg));

    ASSERT_TRUE(pc.openLab("001"));
    int group = -1;
    for (int r = 0; r < pc.nodes()->rowCount() && group < 0; ++r)
        if (pc.nodes()->data(pc.nodes()->index(r), TopologyModel::GroupRole).toBool()) group = r;
    ASSERT_GE(group, 0);
    pc.selectNode(group);
    EXPECT_TRUE(insp.isGroup());
    EXPECT_EQ(pc.selectedId(), 0);
    EXPECT_EQ(insp.members().size(),
              pc.nodes()->data(pc.nodes()->index(group), TopologyModel::MemberCountRole).toInt());
    pc.clearSelection();
    EXPECT_TRUE(insp.empty());
    EXPECT_EQ(insp.rowCount(), 0);
    EXPECT_GE(selections.count(), 5);
}

// A RAID group's stripe of 0 means its array model's default: the inspector says "array default
// (256 KB)" (the AMS 2100's chunk) with an empty field, not "0 KB"; a set stripe shows its number.
TEST(GuiModels, InspectorNamesTheDefaultStripe) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    auto stripe_row = [&pc]() -> QModelIndex {
        EntityAttributesModel& insp = *pc.inspector();
        for (int r = 0; r < insp.rowCount(); ++r)
            if (insp.data(insp.index(r), EntityAttributesModel::KeyRole).toString() == "stripe_kb") return insp.index(r);
        return {};
    };
    ASSERT_TRUE(pc.openLab("000"));
    pc.select(static_cast<qint64>(pc.project()->topology.find_by_name(Kind::RaidGroup, "RG-000")));
    QModelIndex i = stripe_row();
    ASSERT_TRUE(i.isValid());
    EXPECT_EQ(i.data(EntityAttributesModel::ValueRole).toString(), "array default (256 KB)");
    EXPECT_EQ(i.data(EntityAttributesModel::DefaultTextRole).toString(), "array default (256 KB)");
    EXPECT_EQ(i.data(EntityAttributesModel::EditTextRole).toString(), "");

    ASSERT_TRUE(pc.openLab("002"));
    pc.select(static_cast<qint64>(pc.project()->topology.find_by_name(Kind::RaidGroup, "PG 1-1")));
    i = stripe_row();
    ASSERT_TRUE(i.isValid());
    EXPECT_EQ(i.data(EntityAttributesModel::ValueRole).toString(), "512");
    EXPECT_EQ(i.data(EntityAttributesModel::DefaultTextRole).toString(), "");
    EXPECT_EQ(i.data(EntityAttributesModel::UnitRole).toString(), "KB");
}

// The entity filter keeps matching names only, case-insensitively: "rg-00" in lab 000 matches
// the ten RAID groups RG-000 .. RG-009 and the four datastores DS-RG-000 .. DS-RG-003, under
// two categories. It reveals an entity's row by id, and not a filtered-out one.
TEST(GuiModels, TreeFilter) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    ASSERT_TRUE(pc.openLab("000"));
    EntityTreeModel& tree = *pc.entities();
    tree.setFilterText("rg-00");
    EXPECT_EQ(tree.matchCount(), 14);
    ASSERT_EQ(tree.rowCount(), 2);  // storage, vmware
    EXPECT_EQ(tree.data(tree.index(0, 0), EntityTreeModel::CountRole).toInt(), 10);
    const Id rg = pc.project()->topology.find_by_name(Kind::RaidGroup, "RG-004");
    const QModelIndex row = tree.indexOfEntity(static_cast<qint64>(rg));
    ASSERT_TRUE(row.isValid());
    EXPECT_EQ(tree.data(row, Qt::DisplayRole).toString(), "RG-004");
    EXPECT_EQ(tree.data(row.parent(), Qt::DisplayRole).toString(), "RAID group");
    const Id array = pc.project()->topology.find_by_name(Kind::Array, "AMS2100");
    EXPECT_FALSE(tree.indexOfEntity(static_cast<qint64>(array)).isValid());
    tree.setFilterText("");
    EXPECT_EQ(tree.matchCount(), 235);
}

// Same-named entities are told apart in the list by their parents: lab 004's blades each have a
// "QMH2462 (mezz 1)", listed with the blade's name; a unique name stands alone.
TEST(GuiModels, EntityTreeTellsSameNamesApart) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    ASSERT_TRUE(pc.openLab("004"));
    const Topology& t = pc.project()->topology;
    EntityTreeModel& tree = *pc.entities();
    const Id blade = t.find_by_name(Kind::Server, "BL480c-1");
    Id hba = kNoId;
    for (Id id : t.children(blade, Kind::Hba))
        if (t.at(id).name == "QMH2462 (mezz 1)") hba = id;
    ASSERT_NE(hba, kNoId);
    EXPECT_EQ(tree.data(tree.indexOfEntity(static_cast<qint64>(hba)), Qt::DisplayRole).toString(),
              QString::fromUtf8("QMH2462 (mezz 1)  · BL480c-1"));
    EXPECT_EQ(tree.data(tree.indexOfEntity(static_cast<qint64>(blade)), Qt::DisplayRole).toString(), "BL480c-1");
}

// Opening what cannot be opened keeps the current project and says why: a missing file names
// the path, a wrong extension names the formats, a corrupt JSON file names the problem; a
// good JSON export of lab 003 opens with its source path.
TEST(GuiModels, FailedOpenKeepsProject) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    QSignalSpy failures(&pc, &ProjectController::openFailed);
    ASSERT_TRUE(pc.openLab("000"));
    const QString title = pc.title();

    EXPECT_FALSE(pc.openFile("/nonexistent/lab.santwin"));
    EXPECT_TRUE(pc.errorMessage().contains("/nonexistent/lab.santwin"));
    EXPECT_TRUE(pc.errorMessage().contains("no such file"));
    EXPECT_EQ(pc.title(), title);
    EXPECT_EQ(pc.nodes()->rowCount(), 33);

    QTemporaryDir dir;
    const QString text = dir.filePath("notes.txt");
    QFile(text).open(QIODevice::WriteOnly);
    EXPECT_FALSE(pc.openFile(text));
    EXPECT_TRUE(pc.errorMessage().contains(".santwin"));

    const QString bad = dir.filePath("bad.json");
    {
        QFile f(bad);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{ \"format\": \"santwin-project\", ");
    }
    EXPECT_FALSE(pc.openFile(bad));
    EXPECT_TRUE(pc.errorMessage().startsWith("Could not open " + bad + ": "));
    EXPECT_EQ(pc.title(), title);
    EXPECT_FALSE(pc.openLab("999"));
    EXPECT_TRUE(pc.errorMessage().contains("000-ams2100-hdp"));  // lists the known labs
    EXPECT_EQ(failures.count(), 4);

    const QString good = dir.filePath("lab003.json");
    store::export_project(labs::build_lab("003"), good.toStdString());
    EXPECT_TRUE(pc.openFile(QUrl::fromLocalFile(good).toString()));
    EXPECT_TRUE(pc.errorMessage().isEmpty());
    EXPECT_EQ(pc.sourcePath(), good);
    EXPECT_EQ(pc.labId(), "003-ams2500-jetstress");
    EXPECT_EQ(pc.entityCount(), 176);
}

// A cable's end is picked among the free ports of its protocol (and its own port). Lab 004's
// blades each have an "NC373i" with "nic1" and "nic2": those are chosen by id and listed with
// their blade's name, and the current end is the one selected.
TEST(GuiModels, ACableEndIsPickedAmongFreePortsToldApart) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    ASSERT_TRUE(pc.openLab("004"));
    const Topology& t = pc.project()->topology;
    Id link = kNoId;
    auto blade_nic1 = [&](Id port) { return t.at(port).name == "nic1" && t.at(t.at(port).parent).name == "NC373i"; };
    for (Id id : t.all_of(Kind::Link))
        if (blade_nic1(t.at(id).ref("a")) || blade_nic1(t.at(id).ref("b"))) link = id;
    ASSERT_NE(link, kNoId);
    const std::string end = blade_nic1(t.at(link).ref("a")) ? "a" : "b";
    const Id nic = t.at(link).ref(end);
    pc.select(static_cast<qint64>(link));
    const EntityAttributesModel& insp = *pc.inspector();
    int row = -1;
    for (int r = 0; r < insp.rowCount(); ++r)
        if (insp.data(insp.index(r), EntityAttributesModel::KeyRole).toString() == QString::fromStdString(end)) row = r;
    ASSERT_GE(row, 0);
    const QModelIndex i = insp.index(row);
    const QStringList values = insp.data(i, EntityAttributesModel::ChoicesRole).toStringList();
    const QStringList labels = insp.data(i, EntityAttributesModel::ChoiceLabelsRole).toStringList();
    ASSERT_EQ(values.size(), labels.size());
    const QString current = QStringLiteral("#%1").arg(nic);
    EXPECT_EQ(insp.data(i, EntityAttributesModel::EditTextRole).toString(), current);
    ASSERT_TRUE(values.contains(current));
    EXPECT_TRUE(labels[values.indexOf(current)].startsWith("BL")) << labels[values.indexOf(current)].toStdString();
    for (const QString& v : values) {
        if (v.isEmpty()) continue;
        const Id port = v.startsWith('#') ? static_cast<Id>(v.mid(1).toLongLong())
                                          : t.find_by_name(Kind::Port, v.toStdString());
        EXPECT_EQ(t.at(port).text("protocol"), "ethernet") << v.toStdString();
        if (port != nic) {
            EXPECT_TRUE(santwin::diagram::links_of_port(t, port).empty()) << v.toStdString();
        }
    }
}

// A file whose pool lists itself and whose ESX-1 is saved a trillion units out opens (it hung
// the GUI, or ran out of memory drawing): the boxes stay within range, and the Problems panel
// lists the bad member (error) and the ignored position (warning).
TEST(GuiModels, ImpossibleFileOpensWithItsProblemsListed) {
    ProjectController pc(nullptr);
    Testers testers(pc);
    Project p = labs::build_lab("000");
    const Id pool = p.topology.find_by_name(Kind::Pool, "Pool-000");
    RefList members = p.topology.at(pool).refs("members");
    members.push_back(pool);
    p.topology.set(pool, "members", members);
    p.layout.positions[p.topology.find_by_name(Kind::Server, "ESX-1")] = {1e12, 0};
    QTemporaryDir dir;
    const QString file = dir.filePath("impossible.json");
    store::export_project(p, file.toStdString());
    ASSERT_TRUE(pc.openFile(file)) << pc.errorMessage().toStdString();
    const QRectF b = pc.nodes()->bounds();
    EXPECT_LT(b.width(), 1e5);
    QStringList rules;
    const ProblemsModel& problems = *pc.problems();
    for (int r = 0; r < problems.rowCount(); ++r)
        rules << problems.data(problems.index(r), ProblemsModel::RuleRole).toString();
    EXPECT_TRUE(rules.contains("ref.dangling")) << rules.join(", ").toStdString();
    EXPECT_TRUE(rules.contains("layout.position_out_of_range")) << rules.join(", ").toStdString();
    EXPECT_GE(problems.errorCount(), 1);
    EXPECT_GE(problems.warningCount(), 1);
}

// Lab 000's AMS2100: the inspector offers its hardware as a pick list of the catalogue's array
// models (hitachi-ams2100 among them, and no drive model), not as free text.
TEST(GuiModels, InspectorPicksArrayHardwareFromTheCatalogue) {
    ProjectController pc(nullptr);
    ASSERT_TRUE(pc.openLab("000"));
    pc.select(static_cast<qint64>(pc.project()->topology.find_by_name(Kind::Array, "AMS2100")));
    EntityAttributesModel& insp = *pc.inspector();
    QModelIndex row;
    for (int r = 0; r < insp.rowCount(); ++r)
        if (insp.data(insp.index(r), EntityAttributesModel::KeyRole).toString() == "hardware") row = insp.index(r);
    ASSERT_TRUE(row.isValid());
    EXPECT_EQ(row.data(EntityAttributesModel::TypeRole).toString(), "choice");
    const QStringList choices = row.data(EntityAttributesModel::ChoicesRole).toStringList();
    EXPECT_TRUE(choices.contains("hitachi-ams2100"));
    EXPECT_TRUE(choices.contains("hp-eva8100"));
    EXPECT_EQ(row.data(EntityAttributesModel::EditTextRole).toString(), "hitachi-ams2100");
}
