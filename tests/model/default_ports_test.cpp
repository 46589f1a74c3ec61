// A switch or adapter made bare from the palette has ports to cable, of its protocol and speed,
// so an FC-to-Ethernet cable is refused for what it is rather than for "no ports".
#include <gtest/gtest.h>

#include "editing/device_templates.h"
#include "editing/edits.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
Id made(EditSession& s, Kind kind, Id parent = kNoId) {
    const Id id = create_entity(s, kind, "", parent);
    add_default_ports(s, id);
    return id;
}
}  // namespace

TEST(DefaultPorts, SwitchesAndAdaptersGetPortsOfTheirKind) {
    Project p;
    EditSession s(p);
    const Id fabric = made(s, Kind::Fabric);
    const Id fc = made(s, Kind::FcSwitch, fabric);
    const Id eth = made(s, Kind::EthernetSwitch);
    const Id server = made(s, Kind::Server);
    const Id hba = made(s, Kind::Hba, server);
    const Topology& t = s.topology();
    EXPECT_TRUE(t.children(fabric).size() == 1u);  // a fabric gets no ports, only its switch
    ASSERT_EQ(t.children(fc, Kind::Port).size(), 24u);
    ASSERT_EQ(t.children(eth, Kind::Port).size(), 24u);
    ASSERT_EQ(t.children(hba, Kind::Port).size(), 2u);
    const Id fc_port = t.children(fc, Kind::Port).front();
    EXPECT_EQ(t.at(fc_port).text("protocol"), "fc");
    EXPECT_DOUBLE_EQ(t.at(fc_port).num("speed_gbps", 0), 4);
    EXPECT_FALSE(t.at(fc_port).text("wwpn").empty());
    EXPECT_EQ(t.at(t.children(eth, Kind::Port).front()).text("protocol"), "ethernet");

    const std::string why = cable_refusal(t, t.children(hba, Kind::Port).front(), t.children(eth, Kind::Port).front());
    EXPECT_FALSE(why.empty());
    EXPECT_EQ(why.find("no ports"), std::string::npos) << why;
    EXPECT_EQ(cable_refusal(t, t.children(hba, Kind::Port).front(), fc_port), "");
}
