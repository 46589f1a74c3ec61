// More operations from the diagram: deploy from a template, power on, a boot storm of linked
// clones (how many is asked), an eagerzeroedthick disk on a datastore (its size is asked; the
// disk exists in the run only, the open project is left as it was), and the settings a box offers as undoable edits — VAAI on a
// host, the workload of every selected VM in one undo step.
#include <gtest/gtest.h>

#include "bridge/session/session.h"
#include "scenarios/backup_job.h"
#include "scenarios/box_operations.h"
#include "bridge/project/project_controller.h"
#include "bridge/editor/project_editor.h"
#include "labs/labs.h"
#include "offer_helpers.h"

using namespace santwin;
using santwin::test::find_offer;
using santwin::test::has_event;
using santwin::test::named;

TEST(DiagramOperationsMore, DeployFromTemplateCopiesItsDisk) {
    const Project p = labs::build_lab("001");
    const Id base = named(p.topology, Kind::Template, "BS-Base");
    ASSERT_NE(base, kNoId);
    const auto offers = scenarios::offers(p, base);
    const auto* deploy = find_offer(offers, "deploy");
    ASSERT_NE(deploy, nullptr);
    ASSERT_FALSE(deploy->targets.empty());
    const auto result = scenarios::run_operation(p, "deploy", base, deploy->targets.front().id);
    const engine::Recorder& rec = *result.runs.front().recording;
    EXPECT_TRUE(has_event(rec, "operation_end"));
    EXPECT_GT(rec.end(), 1);
    EXPECT_THROW(scenarios::run_operation(p, "deploy", p.topology.all_of(Kind::Vm).front(), deploy->targets.front().id),
                 std::invalid_argument);
}

TEST(DiagramOperationsMore, BootStormAsksHowManyAndMoreClonesTakeLonger) {
    const Project p = labs::build_lab("001");
    const Id host = p.topology.all_of(Kind::EsxHost).front();
    const auto offers = scenarios::offers(p, host);
    const auto* storm = find_offer(offers, "bootstorm");
    ASSERT_NE(storm, nullptr);
    ASSERT_TRUE(storm->has_ask);
    EXPECT_GE(storm->ask.max, 16);  // the clones this host runs on that datastore
    const Id ds = storm->targets.front().id;
    const auto few = scenarios::run_operation(p, "bootstorm", host, ds, 4);
    const auto many = scenarios::run_operation(p, "bootstorm", host, ds, 16);
    EXPECT_TRUE(has_event(*many.runs.front().recording, "operation_end"));
    EXPECT_GT(many.runs.front().recording->end(), few.runs.front().recording->end());
    EXPECT_THROW(scenarios::run_operation(p, "bootstorm", host, ds, storm->ask.max + 1), std::invalid_argument);
}

TEST(DiagramOperationsMore, PowerOnBootsOneVm) {
    const Project p = labs::build_lab("000");
    const Id vm = p.topology.all_of(Kind::Vm).front();
    const auto offers = scenarios::offers(p, vm);
    ASSERT_NE(find_offer(offers, "poweron"), nullptr);
    const auto result = scenarios::run_operation(p, "poweron", vm, vm);
    EXPECT_TRUE(has_event(*result.runs.front().recording, "operation_end"));
    EXPECT_GT(result.runs.front().recording->end(), 1);
}

TEST(DiagramOperationsMore, AGroupBoxActsOnEachOfItsVms) {
    // A box standing for three VMs: its workload covers all three, power-on offers each, and the
    // one chosen is the one that boots; the copies say which VM they move.
    const Project p = labs::build_lab("000");
    const auto all = p.topology.all_of(Kind::Vm);
    ASSERT_GE(all.size(), 3u);
    const std::vector<Id> group(all.begin(), all.begin() + 3);
    const auto offers = scenarios::offers(p, group[0], {}, group);
    const auto* workload = find_offer(offers, "edit", "workload");
    ASSERT_NE(workload, nullptr);
    EXPECT_EQ(workload->edit_ids, group);
    EXPECT_EQ(workload->label, "Workload of 3 VMs");
    const auto* power = find_offer(offers, "poweron");
    ASSERT_NE(power, nullptr);
    ASSERT_EQ(power->targets.size(), 3u);
    EXPECT_EQ(power->targets[2].id, group[2]);
    const auto* move = find_offer(offers, "svmotion");
    ASSERT_NE(move, nullptr);
    EXPECT_EQ(move->label, "Storage vMotion " + p.topology.at(group[0]).name + " to");
    const auto result = scenarios::run_operation(p, "poweron", group[0], group[2]);
    EXPECT_EQ(result.runs.front().name, "Power-on of " + p.topology.at(group[2]).name);
}

TEST(DiagramOperationsMore, EagerZeroedDiskTakesLongerTheLargerItIs) {
    const Project p = labs::build_lab("000");
    const Id ds = p.topology.all_of(Kind::Datastore).front();
    const auto offers = scenarios::offers(p, ds);
    const auto* ezt = find_offer(offers, "ezt");
    ASSERT_NE(ezt, nullptr);
    ASSERT_TRUE(ezt->has_ask);
    ASSERT_FALSE(ezt->targets.empty());  // the hosts that see the datastore's LU
    const std::size_t vms = p.topology.all_of(Kind::Vm).size();
    const auto small = scenarios::run_operation(p, "ezt", ds, ezt->targets.front().id, 5);
    const auto large = scenarios::run_operation(p, "ezt", ds, ezt->targets.front().id, 20);
    EXPECT_TRUE(has_event(*large.runs.front().recording, "operation_end"));
    // Four times the zeroing takes longer (the same host, LU and path).
    EXPECT_GT(large.runs.front().recording->end(), 2 * small.runs.front().recording->end());
    EXPECT_EQ(p.topology.all_of(Kind::Vm).size(), vms) << "the project itself gains no disk";
    EXPECT_THROW(scenarios::run_operation(p, "ezt", ds, ezt->targets.front().id, 0), std::invalid_argument);
}

TEST(DiagramOperationsMore, SettingsAreUndoableEditsOnTheSelection) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    ProjectEditor editor(pc, nullptr);
    const Topology& t = pc->project()->topology;
    const Id host = t.all_of(Kind::EsxHost).front();
    const auto host_offers = scenarios::offers(*pc->project(), host);
    const auto* vaai = find_offer(host_offers, "edit", "vaai");
    ASSERT_NE(vaai, nullptr);
    ASSERT_EQ(vaai->targets.size(), 2u);
    const bool on = t.at(host).flag("vaai");
    EXPECT_EQ(vaai->targets[0].current, on);  // "on" is checked when it is on
    EXPECT_EQ(vaai->targets[1].current, !on);
    EXPECT_TRUE(editor.setAttributeOfAll({static_cast<qint64>(host)}, "vaai", on ? "false" : "true").isEmpty());
    EXPECT_EQ(pc->project()->topology.at(host).flag("vaai"), !on);

    // Two of the lab's VMs selected: the workload offer of either applies to both.
    const auto all = t.all_of(Kind::Vm);
    ASSERT_GE(all.size(), 2u);
    const std::vector<Id> vms(all.begin(), all.begin() + 2);
    const auto vm_offers = scenarios::offers(*pc->project(), vms[0], vms);
    const auto* workload = find_offer(vm_offers, "edit", "workload");
    // A VM outside the selection offers the edit for itself alone.
    const auto other_offers = scenarios::offers(*pc->project(), all.back(), vms);
    const auto* alone = find_offer(other_offers, "edit", "workload");
    ASSERT_NE(alone, nullptr);
    EXPECT_EQ(alone->edit_ids, std::vector<Id>{all.back()});
    ASSERT_NE(workload, nullptr);
    EXPECT_EQ(workload->edit_ids.size(), 2u);
    EXPECT_GT(workload->targets.size(), 3u);
    QVariantList ids;
    for (Id id : workload->edit_ids) ids.push_back(static_cast<qint64>(id));
    const std::string before = pc->project()->topology.at(vms[1]).text("workload");
    EXPECT_TRUE(editor.setAttributeOfAll(ids, "workload", "email").isEmpty());
    for (Id id : vms) EXPECT_EQ(pc->project()->topology.at(id).text("workload"), "email");
    editor.undo();  // one step restores both
    EXPECT_EQ(pc->project()->topology.at(vms[1]).text("workload"), before);
    // A refused value changes neither.
    EXPECT_FALSE(editor.setAttributeOfAll(ids, "vcpus", "-3").isEmpty());
}

TEST(DiagramOperationsMore, DisablingALinkTakesItsPathDown) {
    // A cable at an ESX host's HBA in lab 000: unplugged 20 s in, its two ports fail and the run
    // logs the failure; the link is named by its two ends.
    const Project p = labs::build_lab("000");
    const Id server = p.topology.at(p.topology.all_of(Kind::EsxHost).front()).parent;
    const auto offers = scenarios::offers(p, server);
    const auto* unplug = find_offer(offers, "unplug");
    ASSERT_NE(unplug, nullptr);
    ASSERT_FALSE(unplug->targets.empty());
    EXPECT_NE(unplug->targets.front().name.find("\u2194"), std::string::npos);
    const auto result = scenarios::run_operation(p, "unplug", server, unplug->targets.front().id);
    EXPECT_TRUE(has_event(*result.runs.front().recording, "failure"));
    EXPECT_THROW(scenarios::run_operation(p, "unplug", server, server), std::invalid_argument);
}

TEST(DiagramOperationsMore, BackupJobEditorChoicesAndRefusals) {
    // Lab 004 offers its VMs, both VCB proxies and the VTL / tape library drives; a job without
    // VMs, without a proxy for VCB, or with an impossible multiplexing is refused with a reason.
    const Project p = labs::build_lab("004");
    const auto choices = scenarios::backup_choices(p);
    ASSERT_GE(choices.vms.size(), 2u);
    EXPECT_EQ(choices.proxies.size(), 2u);
    ASSERT_FALSE(choices.libraries.empty());
    EXPECT_FALSE(scenarios::library_drives(p.topology, choices.libraries.front()).empty());
    scenarios::BackupJobSpec spec;
    spec.library = choices.libraries.front();
    spec.proxy = choices.proxies.front();
    EXPECT_THROW(scenarios::run_backup(p, spec), std::invalid_argument);  // no VMs
    spec.vms = {choices.vms[0]};
    spec.proxy = kNoId;
    EXPECT_THROW(scenarios::run_backup(p, spec), std::invalid_argument);  // VCB without a proxy
    spec.proxy = choices.proxies.front();
    spec.multiplexing = 0;
    EXPECT_THROW(scenarios::run_backup(p, spec), std::invalid_argument);
    spec.type = "rsync";
    EXPECT_THROW(scenarios::run_backup(p, spec), std::invalid_argument);
}
