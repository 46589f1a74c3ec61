// lab show's line per datastore on the small SAN: what backs it, and a marked dangling
// reference where one stopped the whole summary halfway ("no entity #99999").
#include <gtest/gtest.h>

#include "san_fixture.h"
#include "topology/datastore_line.h"

using namespace santwin;
using namespace santwin::test;

TEST(DatastoreLine, LuWithHostsAndPaths) {
    SmallSan s;
    EXPECT_EQ(datastore_line(s.t, s.datastore), "ds01 (vmfs) on LU-00: 1 host, 4 paths");
    s.t.set(s.datastore, "lu", Value{});
    EXPECT_EQ(datastore_line(s.t, s.datastore), "ds01 (vmfs): no backing (set its lu)");
}

TEST(DatastoreLine, DanglingReferencesAreMarked) {
    SmallSan s;
    s.t.set(s.datastore, "lu", Ref{99999});
    EXPECT_EQ(datastore_line(s.t, s.datastore),
              "ds01 (vmfs) on [dangling: #99999, which does not exist; set its lu]");
    s.t.set(s.datastore, "lu", Ref{s.rg});
    EXPECT_EQ(datastore_line(s.t, s.datastore),
              "ds01 (vmfs) on [dangling: RAID group 'RG-0', the wrong kind; set its lu]");
    s.t.set(s.datastore, "lu", Value{});
    s.t.set(s.datastore, "type", std::string("nfs"));
    s.t.set(s.datastore, "export", Ref{424242});
    EXPECT_EQ(datastore_line(s.t, s.datastore),
              "ds01 (nfs) on export [dangling: #424242, which does not exist; set its export]");
}
