// Which attributes the inspector offers for an entity as it stands: a VMFS datastore's LU and
// block size, an NFS one's export, not both.
#include <gtest/gtest.h>

#include "labs/labs.h"
#include "topology/attr_relevance.h"
#include "topology/schema.h"

using namespace santwin;

namespace {
bool offers(const Topology& t, Id id, const std::string& key) {
    for (const AttrSpec& spec : kind_spec(t.at(id).kind).attrs)
        if (spec.key == key) return attribute_applies(t, t.at(id), spec);
    return false;
}
}  // namespace

TEST(AttrRelevance, ADatastoreOffersTheBackingOfItsType) {
    Topology t = labs::build_lab("000").topology;
    Id ds = t.all_of(Kind::Datastore).front();
    t.set(ds, "export", std::monostate{});
    ASSERT_EQ(t.at(ds).text("type"), "vmfs");
    EXPECT_FALSE(offers(t, ds, "export"));
    t.set(ds, "type", std::string("nfs"));
    t.set(ds, "lu", std::monostate{});
    t.set(ds, "block_size_mb", std::monostate{});
    t.set(ds, "vmfs_version", std::monostate{});
    EXPECT_TRUE(offers(t, ds, "export"));
    EXPECT_FALSE(offers(t, ds, "lu"));
    EXPECT_FALSE(offers(t, ds, "block_size_mb"));
}
