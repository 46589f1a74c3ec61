// Growing a lab by copies: names number on from the original ("VM-2" → "VM-3", "RG-000" →
// "RG-001"), never pile up ("Drive-2-2-2"); N copies are one session (one undo step); absurd
// counts are refused before anything changes.
#include <gtest/gtest.h>

#include <set>

#include "editing/edits.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

TEST(NumberedNames, SplitAtTheTrailingNumber) {
    // "RG-007" is stem "RG-", number 7 written in 3 digits; "CTL0" has no dash-number.
    const NumberedName rg = split_number("RG-007");
    EXPECT_EQ(rg.stem, "RG-");
    EXPECT_EQ(rg.number, 7);
    EXPECT_EQ(rg.width, 3u);
    const NumberedName ctl = split_number("CTL0");
    EXPECT_EQ(ctl.stem, "CTL0-");
    EXPECT_EQ(ctl.number, -1);
    // A leading dash or a dash with no digits after it is not a number.
    EXPECT_EQ(split_number("-5").number, -1);
    EXPECT_EQ(split_number("VM-").number, -1);
}

TEST(NumberedNames, CopiesNumberOnInsteadOfPilingUp) {
    // Lab 000's VM1, copied, then the copy copied, then that copy copied: VM1-2, VM1-3, VM1-4
    // (before: VM1-2, VM1-2-2, VM1-2-2-2).
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    const Id vm = t.find_by_name(Kind::Vm, "VM1");
    ASSERT_NE(vm, kNoId);
    EditSession s(p);
    const Id first = duplicate(s, {vm}, Point{10, 10}).front();
    const Id second = duplicate(s, {first}, Point{10, 10}).front();
    const Id third = duplicate(s, {second}, Point{10, 10}).front();
    EXPECT_EQ(t.at(first).name, "VM1-2");
    EXPECT_EQ(t.at(second).name, "VM1-3");
    EXPECT_EQ(t.at(third).name, "VM1-4");
}

TEST(NumberedNames, ZeroPaddingIsKept) {
    // An array with a RAID group "RG-000": its copy is "RG-001" if free, not "RG-000-2".
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    Id rg = kNoId;
    for (Id id : t.all_of(Kind::RaidGroup))
        if (split_number(t.at(id).name).width == 3) rg = id;
    ASSERT_NE(rg, kNoId) << "lab 000 names its RAID groups RG-000...";
    EditSession s(p);
    const Id copy = duplicate(s, {rg}, Point{10, 10}).front();
    const NumberedName original = split_number(t.at(rg).name), copied = split_number(t.at(copy).name);
    EXPECT_EQ(copied.stem, original.stem);
    EXPECT_EQ(copied.width, 3u);
    EXPECT_GT(copied.number, original.number);
}

TEST(DuplicateCopies, FortyVmsAreOneSession) {
    // Lab 000, one VM copied 40 times: 40 new VMs with 40 distinct names, all in one change set,
    // so one undo removes them all and the lab is as before.
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    const size_t vms_before = t.all_of(Kind::Vm).size();
    const size_t size_before = t.size();
    const Id vm = t.all_of(Kind::Vm).front();
    EditSession s(p);
    const std::vector<Id> copies = duplicate_copies(s, {vm}, 40, Point{12, 12});
    ASSERT_EQ(copies.size(), 40u);
    EXPECT_EQ(t.all_of(Kind::Vm).size(), vms_before + 40);
    std::set<std::string> names;
    for (Id c : copies) names.insert(t.at(c).name);
    EXPECT_EQ(names.size(), 40u);
    // Each copy runs on the original's host, as one Duplicate would leave it.
    for (Id c : copies) EXPECT_EQ(t.at(c).parent, t.at(vm).parent);
    ChangeSet change = s.take();
    change.apply_before(p);
    EXPECT_EQ(t.size(), size_before);
    EXPECT_EQ(t.all_of(Kind::Vm).size(), vms_before);
}

TEST(DuplicateCopies, AbsurdCountsAreRefusedBeforeAnyChange) {
    // 0, negative and more than kMaxCopies copies are refused with the allowed range; the lab is
    // untouched.
    Project p = labs::build_lab("000");
    const size_t size_before = p.topology.size();
    const Id vm = p.topology.all_of(Kind::Vm).front();
    EditSession s(p);
    for (int count : {0, -3, kMaxCopies + 1}) {
        try {
            duplicate_copies(s, {vm}, count, Point{0, 0});
            ADD_FAILURE() << count << " copies were accepted";
        } catch (const EditError& e) {
            EXPECT_NE(std::string(e.what()).find("1 to " + std::to_string(kMaxCopies)), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW(duplicate_copies(s, {static_cast<Id>(999999)}, 2, Point{0, 0}), EditError);
    EXPECT_EQ(p.topology.size(), size_before);
}

TEST(DuplicateSlots, CopiesTakeTheNextFreeSlot) {
    // An array with drives in slots 0 and 1: a copy of the slot-0 drive goes in slot 2, the next
    // copy in slot 3 (before: every copy in slot 0, beside its original).
    Project p;
    Topology& t = p.topology;
    const Id array = t.add(Kind::Array, "AMS");
    const Id d0 = t.add(Kind::Drive, "HDD-0", array);
    const Id d1 = t.add(Kind::Drive, "HDD-1", array);
    t.set(d0, "slot", 0.0);
    t.set(d1, "slot", 1.0);
    EditSession s(p);
    const Id first = duplicate(s, {d0}, Point{0, 10}).front();
    const Id second = duplicate(s, {d0}, Point{0, 20}).front();
    EXPECT_EQ(t.at(first).num("slot"), 2);
    EXPECT_EQ(t.at(second).num("slot"), 3);
    EXPECT_EQ(t.at(d0).num("slot"), 0) << "the original keeps its slot";
}
