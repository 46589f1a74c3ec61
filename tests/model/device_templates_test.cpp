// Whole devices from the palette: each template adds a complete device in one change set that
// undoes to the identical project, with unique names and WWPNs, and nothing the validator flags.
#include <gtest/gtest.h>

#include <set>

#include "checks/validate.h"
#include "editing/device_templates.h"
#include "editing/edits.h"
#include "labs/labs.h"
#include "topology/wwpn.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
std::set<std::string> errors(const Topology& t) {
    std::set<std::string> out;
    for (const Problem& p : validate(t))
        if (p.severity == Severity::Error) out.insert(p.message);
    return out;
}

std::size_t count(const Topology& t, Id root, Kind kind) {
    std::size_t n = 0;
    for (Id d : t.descendants(root)) n += t.at(d).kind == kind;
    return n;
}
}  // namespace

TEST(DeviceTemplates, EachAddsACompleteDeviceAndUndoesExactly) {
    for (const DeviceTemplate& tpl : device_templates()) {
        Project p = labs::build_lab("000");
        const Project original = p;
        const auto before = errors(p.topology);
        EditSession s(p);
        const Id root = add_device(s, tpl.id, Point{300, 200});
        ChangeSet change = s.take();
        ASSERT_TRUE(p.topology.contains(root)) << tpl.id;
        EXPECT_EQ(errors(p.topology), before) << tpl.id << ": the new device adds no error";

        // Every FC port has a WWPN no other port uses.
        std::set<std::string> wwpns;
        std::size_t fc = 0;
        for (Id port : p.topology.all_of(Kind::Port)) {
            const std::string w = normalize_wwpn(p.topology.at(port).text("wwpn"));
            if (p.topology.at(port).text("protocol") != "fc" || w.empty()) continue;
            ++fc;
            EXPECT_TRUE(wwpns.insert(w).second) << tpl.id << ": duplicate WWPN " << w;
        }
        EXPECT_GT(fc, 0u);

        change.apply_before(p);
        EXPECT_TRUE(p.topology == original.topology) << tpl.id;
        EXPECT_TRUE(p.layout == original.layout) << tpl.id;
        change.apply_after(p);
        EXPECT_TRUE(p.topology.contains(root)) << tpl.id;
    }
}

TEST(DeviceTemplates, ContentsMatchTheHardware) {
    Project p;
    EditSession s(p);
    const Id ams = add_device(s, "ams2100", Point{0, 0});
    EXPECT_EQ(p.topology.children(ams, Kind::Controller).size(), 2u);
    EXPECT_EQ(count(p.topology, ams, Kind::Port), 4u);
    EXPECT_EQ(p.topology.at(ams).text("hardware"), "hitachi-ams2100");

    const Id eva = add_device(s, "eva8100", Point{0, 400});
    EXPECT_EQ(count(p.topology, eva, Kind::Port), 8u);
    EXPECT_EQ(p.topology.at(eva).text("architecture"), "alua");

    const Id chassis = add_device(s, "c7000", Point{0, 800});
    EXPECT_EQ(p.topology.children(chassis, Kind::Server).size(), 16u);
    EXPECT_EQ(count(p.topology, chassis, Kind::Hba), 16u);

    const Id vls = add_device(s, "vls6510", Point{0, 1200});
    EXPECT_EQ(count(p.topology, vls, Kind::TapeDrive), 4u);

    // A second array of the same model gets its own name.
    const Id ams2 = add_device(s, "ams2100", Point{600, 0});
    EXPECT_NE(p.topology.at(ams2).name, p.topology.at(ams).name);
    EXPECT_THROW(add_device(s, "no-such-device", Point{0, 0}), EditError);
}

TEST(DeviceTemplates, ASwitchJoinsTheFabricItIsDroppedOnWithTheNextDomainId) {
    Project p = labs::build_lab("004");
    const Id fabric = p.topology.all_of(Kind::Fabric).front();
    std::set<double> domains;
    for (Id sw : p.topology.children(fabric, Kind::FcSwitch)) domains.insert(p.topology.at(sw).num("domain_id"));
    const std::size_t fabrics = p.topology.all_of(Kind::Fabric).size();
    EditSession s(p);
    const Id sw = add_device(s, "brocade-4-24", Point{0, 0}, fabric);
    EXPECT_EQ(p.topology.at(sw).parent, fabric);
    EXPECT_EQ(p.topology.children(sw, Kind::Port).size(), 24u);
    EXPECT_FALSE(domains.count(p.topology.at(sw).num("domain_id"))) << "a domain id the fabric does not use yet";
    EXPECT_EQ(p.topology.all_of(Kind::Fabric).size(), fabrics);

    // Dropped on empty canvas it comes with a fabric of its own.
    const Id alone = add_device(s, "brocade-4-24", Point{0, 0});
    EXPECT_EQ(p.topology.all_of(Kind::Fabric).size(), fabrics + 1);
    EXPECT_NE(p.topology.at(alone).parent, fabric);
}

TEST(DeviceTemplates, PortsAreNumberedAsTheirVendorNumbersThem) {
    Project p;
    EditSession s(p);
    auto first_wwpn = [&](Id root) {
        for (Id d : p.topology.descendants(root))
            if (p.topology.at(d).kind == Kind::Port && !p.topology.at(d).text("wwpn").empty())
                return p.topology.at(d).text("wwpn");
        return std::string();
    };
    EXPECT_EQ(first_wwpn(add_device(s, "ams2100", Point{0, 0})).substr(0, 14), "50:06:0e:80:00");   // Hitachi
    EXPECT_EQ(first_wwpn(add_device(s, "eva8100", Point{0, 400})).substr(0, 14), "50:00:1f:e1:00");  // HP EVA
    const Id chassis = add_device(s, "c7000", Point{0, 800});
    EXPECT_EQ(first_wwpn(chassis).substr(0, 14), "21:00:00:e0:8b");  // the blades' QLogic HBAs

    // A copied HBA's ports keep their vendor's prefix and get numbers of their own.
    const Id hba = p.topology.all_of(Kind::Hba).front();
    const Id copy = duplicate(s, {hba}, Point{40, 40}).front();
    const std::string copied = first_wwpn(copy);
    EXPECT_EQ(copied.substr(0, 14), "21:00:00:e0:8b");
    EXPECT_NE(copied, first_wwpn(hba));
}
