// The built-in labs number FC ports as their vendors do: a WWPN's first bytes are the maker's
// IEEE OUI (the model the lab names), not one vendor's prefix for every port.
#include <gtest/gtest.h>

#include <set>

#include "checks/validate.h"
#include "labs/labs.h"

using namespace santwin;

namespace {
// The WWPNs of the FC ports whose device (the port's parent, or the array above a controller)
// has `model`.
std::set<std::string> wwpns_of_model(const Topology& t, const std::string& model) {
    std::set<std::string> out;
    for (Id p : t.all_of(Kind::Port)) {
        Id device = t.at(p).parent;
        if (t.at(device).kind == Kind::Controller) device = t.at(device).parent;
        if (t.at(device).text("model") == model && !t.at(p).text("wwpn").empty()) out.insert(t.at(p).text("wwpn"));
    }
    return out;
}

void expect_all_start(const std::set<std::string>& wwpns, const std::string& prefix, const std::string& what) {
    ASSERT_FALSE(wwpns.empty()) << what;
    for (const std::string& w : wwpns) EXPECT_EQ(w.rfind(prefix, 0), 0u) << what << ": " << w;
}
}  // namespace

TEST(LabWwpns, EachVendorsOwnPrefix) {
    const Project lab000 = labs::build_lab("000");
    expect_all_start(wwpns_of_model(lab000.topology, "Emulex LPe11002"), "10:00:00:00:c9:", "Emulex HBA");
    expect_all_start(wwpns_of_model(lab000.topology, "Hitachi AMS 2100"), "50:06:0e:80:", "Hitachi array");
    const auto brocade = wwpns_of_model(lab000.topology, "Brocade 4100");
    expect_all_start(brocade, "20:", "Brocade switch");
    for (const std::string& w : brocade) EXPECT_EQ(w.substr(6, 9), "00:05:1e:") << w;
    const Project lab004 = labs::build_lab("004");
    expect_all_start(wwpns_of_model(lab004.topology, "QLogic QMH2462"), "21:00:00:e0:8b:", "QLogic HBA");
    expect_all_start(wwpns_of_model(lab004.topology, "HP StorageWorks EVA8100"), "50:00:1f:e1:", "HP EVA");
}

// No built-in lab borrows EMC CLARiiON's 50:06:01 (none has an EMC array), every WWPN is its
// port's own, and zones and host groups still find their ports (no errors).
TEST(LabWwpns, NoBorrowedPrefixAndZoningStillResolves) {
    for (const auto& info : labs::builtin_labs()) {
        const Project lab = labs::build_lab(info.id);
        std::set<std::string> seen;
        for (Id p : lab.topology.all_of(Kind::Port)) {
            const std::string w = lab.topology.at(p).text("wwpn");
            if (w.empty()) continue;
            EXPECT_NE(w.rfind("50:06:01", 0), 0u) << info.id << ": " << w;
            EXPECT_TRUE(seen.insert(w).second) << info.id << ": " << w << " twice";
        }
        for (const auto& problem : validate(lab.topology))
            EXPECT_NE(problem.severity, Severity::Error) << info.id << ": " << problem.message;
    }
}
