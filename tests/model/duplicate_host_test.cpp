// Duplicating an ESX host (its server, HBAs and path policies) gives a copy that is not zoned or
// masked yet: validation says so once for the copy, as a warning, not an error per policy.
#include <gtest/gtest.h>

#include <map>

#include "checks/validate.h"
#include "editing/edits.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
std::map<std::string, int> rules(const Topology& t, Severity severity) {
    std::map<std::string, int> out;
    for (const Problem& p : validate(t))
        if (p.severity == severity) ++out[p.rule];
    return out;
}
}  // namespace

TEST(DuplicateHost, ACopiedHostIsOneWarningAndNoNewError) {
    for (const char* lab : {"001", "003", "004"}) {
        Project p = labs::build_lab(lab);
        const auto errors_before = rules(p.topology, Severity::Error);
        const auto warnings_before = rules(p.topology, Severity::Warning);
        Id server = kNoId;
        for (Id host : p.topology.all_of(Kind::EsxHost))
            if (!p.topology.children(host, Kind::MultipathPolicy).empty()) server = p.topology.at(host).parent;
        if (server == kNoId) continue;
        const std::string host_name = p.topology.at(p.topology.children(server, Kind::EsxHost).front()).name;
        EditSession s(p);
        const Id copy = duplicate(s, {server}, Point{40, 40}).front();
        s.take();
        // The copy's ESX host has a name of its own (hosts are named across the lab).
        const std::string copy_host = p.topology.at(p.topology.children(copy, Kind::EsxHost).front()).name;
        EXPECT_NE(copy_host, host_name) << lab;
        EXPECT_EQ(p.topology.find_by_name(Kind::EsxHost, copy_host), p.topology.children(copy, Kind::EsxHost).front());
        EXPECT_EQ(rules(p.topology, Severity::Error), errors_before) << lab;
        auto warnings = rules(p.topology, Severity::Warning);
        EXPECT_EQ(warnings["multipath.lu_not_visible"], warnings_before.count("multipath.lu_not_visible")
                                                            ? warnings_before.at("multipath.lu_not_visible") + 1 : 1)
            << lab;
    }
}
