// The lab's own production I/O beside an operation started from the diagram, and custom workload
// profiles from the VM's Workload menu.
#include <gtest/gtest.h>

#include "bridge/session/session.h"
#include "scenarios/box_operations.h"
#include "bridge/project/project_controller.h"
#include "bridge/editor/project_editor.h"
#include "labs/labs.h"
#include "offer_helpers.h"
#include "workloads/io_profile.h"

using namespace santwin;
using santwin::test::find_offer;
using santwin::test::has_event;
using santwin::test::named;

namespace {
bool mentions(const std::vector<std::string>& notes, const std::string& text) {
    for (const auto& n : notes)
        if (n.find(text) != std::string::npos) return true;
    return false;
}

// The lab with every VM's workload cleared.
Project without_workloads(Project p) {
    for (Id vm : p.topology.all_of(Kind::Vm)) p.topology.set(vm, "workload", std::string());
    return p;
}
}  // namespace

TEST(OperationWorkloads, TheVmsWorkloadsRunBesideAnOperationAndSlowIt) {
    // Lab 000: OLTP, email, streaming and unstructured VMs on the AMS 2100's DP pool. A 20 GB
    // eagerzeroedthick disk on the datastore they use is zeroed while they run.
    const Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id vm = t.all_of(Kind::Vm).front();
    ASSERT_FALSE(t.at(vm).text("workload").empty());
    const Id ds = t.at(t.children(vm, Kind::Vmdk).front()).ref("datastore");
    const auto offers = scenarios::offers(p, ds);
    const auto* ezt = find_offer(offers, "ezt");
    ASSERT_NE(ezt, nullptr);
    const Id host = ezt->targets.front().id;

    const auto busy = scenarios::run_operation(p, "ezt", ds, host, 20);
    const auto quiet = scenarios::run_operation(without_workloads(p), "ezt", ds, host, 20);
    EXPECT_TRUE(mentions(busy.notes, "VMs ran their workloads meanwhile"));
    EXPECT_TRUE(mentions(quiet.notes, "ran alone"));
    const engine::Recorder& rec = *busy.runs.front().recording;
    EXPECT_GT(rec.series(vm, "iops").mean(0, rec.end()), 1) << "the VM's workload is recorded";
    EXPECT_LT(quiet.runs.front().recording->series(vm, "iops").mean(0, quiet.runs.front().recording->end()), 1e-9);
    // The run ends with the operation, although the workloads would go on.
    EXPECT_LT(rec.end(), 4 * 3600);
    EXPECT_GT(rec.end(), quiet.runs.front().recording->end()) << "the zeroing shares the drives";
}

TEST(OperationWorkloads, AFailureShowsServiceBeforeAndAfter) {
    const Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id vm = t.all_of(Kind::Vm).front();
    const Id server = t.at(t.all_of(Kind::EsxHost).front()).parent;
    const auto offers = scenarios::offers(p, server);
    const auto* unplug = find_offer(offers, "unplug");
    ASSERT_NE(unplug, nullptr);
    const auto result = scenarios::run_operation(p, "unplug", server, unplug->targets.front().id);
    const engine::Recorder& rec = *result.runs.front().recording;
    EXPECT_GT(rec.series(vm, "iops").mean(0, 15), 1) << "normal service before the link goes down";
    EXPECT_GT(rec.end(), 60);
}

TEST(OperationWorkloads, CustomProfileFromTheWorkloadMenu) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    ProjectEditor editor(pc, nullptr);
    const Id vm = pc->project()->topology.all_of(Kind::Vm).front();
    const auto offers = scenarios::offers(*pc->project(), vm);
    const auto* menu = find_offer(offers, "edit", "workload");
    ASSERT_NE(menu, nullptr);
    const scenarios::Target* custom = nullptr;
    for (const auto& target : menu->targets)
        if (target.custom) custom = &target;
    ASSERT_NE(custom, nullptr);
    // It starts from the VM's built-in profile, written as fields the user edits.
    const workloads::IoProfile now = workloads::profile(pc->project()->topology.at(vm).text("workload"));
    const workloads::IoProfile start = workloads::resolve_profile(custom->value);
    EXPECT_DOUBLE_EQ(start.read_fraction, now.read_fraction);
    EXPECT_DOUBLE_EQ(start.read_kb, now.read_kb);

    const QString spec = "read=60,random=80,kb=16,iops=250,threads=6";
    EXPECT_TRUE(editor.setAttributeOfAll({static_cast<qint64>(vm)}, "workload", spec).isEmpty());
    const auto offers_after = scenarios::offers(*pc->project(), vm);
    const auto* after = find_offer(offers_after, "edit", "workload");
    ASSERT_NE(after, nullptr);
    bool shown = false;
    for (const auto& target : after->targets)
        if (target.custom) {
            shown = target.current && target.name.find("read=60") != std::string::npos;
            EXPECT_EQ(target.value, spec.toStdString());
        }
    EXPECT_TRUE(shown) << "the menu shows the VM's custom profile as the current choice";
    editor.undo();
    EXPECT_EQ(workloads::resolve_profile(pc->project()->topology.at(vm).text("workload")).name, now.name);
}

TEST(OperationWorkloads, ABadCustomProfileIsRefusedAndChangesNothing) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    ProjectEditor editor(pc, nullptr);
    const Id vm = pc->project()->topology.all_of(Kind::Vm).front();
    const std::string before = pc->project()->topology.at(vm).text("workload");
    const QString why = editor.setAttributeOfAll({static_cast<qint64>(vm)}, "workload", "read=120,kb=8");
    EXPECT_TRUE(why.contains("percentage")) << why.toStdString();
    EXPECT_EQ(pc->project()->topology.at(vm).text("workload"), before);
    EXPECT_FALSE(editor.setAttributeOfAll({static_cast<qint64>(vm)}, "workload", "no-such-profile").isEmpty());
}
