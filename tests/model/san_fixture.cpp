#include "san_fixture.h"

namespace santwin::test {

SmallSan::SmallSan() {
    fabric_a = b.add(Kind::Fabric, "A");
    fabric_b = b.add(Kind::Fabric, "B");
    switch_a = b.add(Kind::FcSwitch, "swA", fabric_a, {{"domain_id", 1.0}});
    switch_b = b.add(Kind::FcSwitch, "swB", fabric_b, {{"domain_id", 2.0}});
    sw_a = b.switch_ports(switch_a, 8, 4);
    sw_b = b.switch_ports(switch_b, 8, 4);

    server = b.add(Kind::Server, "esx01-hw");
    esx = b.add(Kind::EsxHost, "esx01", server);
    hba = b.add(Kind::Hba, "hba0", server);
    p0 = b.fc_port(hba, "p0", 4, 0);
    p1 = b.fc_port(hba, "p1", 4, 1);

    array = b.add(Kind::Array, "AMS");
    ctl0 = b.add(Kind::Controller, "CTL0", array, {{"index", 0.0}});
    ctl1 = b.add(Kind::Controller, "CTL1", array, {{"index", 1.0}});
    t0a = b.fc_port(ctl0, "0A", 4, 0);
    t0b = b.fc_port(ctl0, "0B", 4, 1);
    t1a = b.fc_port(ctl1, "1A", 4, 0);
    t1b = b.fc_port(ctl1, "1B", 4, 1);
    drives = b.drives(array, 5, "d", "sas", 15000, 300, "");
    rg = b.raid_group(array, "RG-0", "raid5", 4, 1, drives);
    lu = b.add(Kind::LogicalUnit, "LU-00", array, {{"capacity_gb", 200.0}, {"backing", Ref{rg}}});

    link_p0 = b.link(p0, sw_a[0]);
    link_p1 = b.link(p1, sw_b[0]);
    b.link(t0a, sw_a[1]);
    b.link(t1a, sw_a[2]);
    b.link(t0b, sw_b[1]);
    b.link(t1b, sw_b[2]);

    zone_a = b.zone(fabric_a, "z_esx01_a", {p0, t0a, t1a});
    zone_b = b.zone(fabric_b, "z_esx01_b", {p1, t0b, t1b});
    cfg_a = b.zone_set(fabric_a, "cfgA", {zone_a});
    cfg_b = b.zone_set(fabric_b, "cfgB", {zone_b});
    hg = b.host_group(array, "HG-esx01", {}, {p0, p1}, {lu});

    datastore =
        b.add(Kind::Datastore, "ds01", kNoId, {{"type", std::string("vmfs")}, {"lu", Ref{lu}}});
    vm = b.add(Kind::Vm, "vm01", kNoId, {{"host", Ref{esx}}});
    vmdk = b.add(Kind::Vmdk, "vm01.vmdk", vm, {{"datastore", Ref{datastore}}, {"size_gb", 40.0}});
    policy =
        b.add(Kind::MultipathPolicy, "LU-00 policy", esx,
              {{"lu", Ref{lu}}, {"policy", std::string("fixed")}, {"preferred_port", Ref{t0a}}});
}

std::vector<Problem> with_rule(const std::vector<Problem>& problems, const std::string& rule) {
    std::vector<Problem> out;
    for (const auto& p : problems)
        if (p.rule == rule) out.push_back(p);
    return out;
}

std::string dump(const std::vector<Problem>& problems) {
    std::string out;
    for (const auto& p : problems)
        out += (p.severity == Severity::Error ? "E " : "W ") + p.rule + ": " + p.message + "\n";
    return out;
}

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

bool mentions(const Problem& p, Id id) {
    return std::find(p.entities.begin(), p.entities.end(), id) != p.entities.end();
}

}  // namespace santwin::test
