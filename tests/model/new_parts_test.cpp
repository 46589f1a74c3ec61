// The Masking and VMware tabs' new parts arrive usable: on lab 000 (two ESX hosts, an AMS 2100),
// a new host group is in host mode VMware under the array, named HG-1 then HG-2; a new datastore
// is VMFS on the first LU no datastore uses, named after it; with every LU used it is refused.
#include <gtest/gtest.h>

#include "editing/edit_session.h"
#include "editing/edits.h"
#include "editing/new_parts.h"
#include "labs/labs.h"

namespace santwin::editing {

TEST(NewParts, HostGroupInVmwareModeNumberedOn) {
    Project p = labs::build_lab("000");
    const Id array = p.topology.all_of(Kind::Array).front();
    EditSession s(p);
    const Id first = add_host_group(s, array);
    const Id second = add_host_group(s, array);
    EXPECT_EQ(p.topology.at(first).parent, array);
    EXPECT_EQ(p.topology.at(first).text("host_mode"), "VMware");
    EXPECT_NE(p.topology.at(first).name, p.topology.at(second).name);
    EXPECT_THROW(add_host_group(s, p.topology.all_of(Kind::EsxHost).front()), EditError);
}

TEST(NewParts, DatastoreOnTheFirstUnusedLu) {
    Project p = labs::build_lab("000");
    EditSession s(p);
    // Lab 000 has 13 LUs and 13 datastores: one more LU makes one free.
    const Id array = p.topology.all_of(Kind::Array).front();
    EXPECT_THROW(add_datastore(s), EditError) << "every LU is used";
    const Id lu = create_entity(s, Kind::LogicalUnit, "NEW-LU", array);
    const Id ds = add_datastore(s);
    EXPECT_EQ(p.topology.at(ds).ref("lu"), lu);
    EXPECT_EQ(p.topology.at(ds).name, "DS-NEW-LU");
    EXPECT_EQ(p.topology.at(ds).text("type"), "vmfs");
}

}  // namespace santwin::editing
