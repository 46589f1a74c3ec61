#include "editing/device_templates.h"

#include <set>

#include "editing/edits.h"
#include "editing/placement.h"

namespace santwin::editing {

namespace {

// Builds one device inside a session: every entity named uniquely under its parent, FC ports
// with fresh WWPNs.
struct Builder {
    EditSession& s;

    Id add(Kind kind, const std::string& name, Id parent, const std::vector<std::pair<std::string, Value>>& attrs = {}) {
        const Id id = create_entity(s, kind, name, parent);
        for (const auto& [key, v] : attrs) s.set(id, key, v);
        return id;
    }
    Id port(Id device, const std::string& name, const std::string& protocol, double gbps, int index) {
        const Id p = add(Kind::Port, name, device, {{"protocol", protocol}, {"speed_gbps", gbps}, {"index", double(index)}});
        // Numbered again now that the port has its index; a port that is not FC has no WWPN.
        if (protocol == "fc") s.set(p, "wwpn", fresh_wwpn(s.topology(), p));
        else set_attribute_text(s, p, "wwpn", "");
        return p;
    }
    void drives(Id parent, int count, const std::string& prefix, const std::string& type, double rpm, double gb,
                const std::string& hardware) {
        for (int i = 0; i < count; ++i)
            add(Kind::Drive, prefix + std::to_string(i), parent,
                {{"type", type}, {"rpm", rpm}, {"capacity_gb", gb}, {"hardware", hardware}, {"slot", double(i)}});
    }
};

// A dual-controller array with `ports` FC ports per controller and a tray of drives.
Id array(Builder& b, const std::string& name, const std::string& model, const std::string& hardware,
         const std::string& architecture, double cache_gb, const std::vector<std::vector<std::string>>& port_names,
         double gbps) {
    const Id a = b.add(Kind::Array, name, kNoId, {{"model", model}, {"hardware", hardware}, {"architecture", architecture}});
    for (std::size_t c = 0; c < port_names.size(); ++c) {
        const Id ctl = b.add(Kind::Controller, "Controller " + std::to_string(c), a,
                             {{"index", double(c)}, {"cache_gb", cache_gb}});
        int index = 0;
        for (const std::string& p : port_names[c]) b.port(ctl, p, "fc", gbps, index++);
    }
    return a;
}

Id ams2100(Builder& b) {
    // Two controllers with two 4 Gb FC ports each (0A 0B / 1A 1B), 2 GB cache per controller,
    // and the base tray of fifteen 146 GB 15K SAS drives.
    const Id a = array(b, "AMS2100", "Hitachi AMS 2100", "hitachi-ams2100", "symmetric_aa", 2,
                       {{"0A", "0B"}, {"1A", "1B"}}, 4);
    b.drives(a, 15, "SAS-", "sas", 15000, 146, "sas-15k-146");
    return a;
}

Id eva8100(Builder& b) {
    // Two HSV210 controllers with four 4 Gb FC host ports each, ALUA, and 24 × 300 GB FC 10K.
    const Id a = array(b, "EVA8100", "HP StorageWorks EVA8100", "hp-eva8100", "alua", 2,
                       {{"FP1", "FP2", "FP3", "FP4"}, {"FP1", "FP2", "FP3", "FP4"}}, 4);
    b.drives(a, 24, "FC-", "fc", 10000, 300, "fc-10k-300");
    return a;
}

Id vls6510(Builder& b) {
    // One library node with two 2 Gb FC host ports and four emulated LTO-3 drives, over four
    // enclosures of twelve 250 GB SATA disks (the 1.4 TB/h configuration).
    const Id v = b.add(Kind::Vtl, "VLS6510", kNoId, {{"model", std::string("HP StorageWorks VLS6510")},
                                                     {"hardware", std::string("hp-vls6510")}});
    for (int e = 1; e <= 4; ++e)
        b.add(Kind::DiskEnclosure, "Enclosure " + std::to_string(e), v,
              {{"disks", 12.0}, {"disk_type", std::string("SATA 7.2K 250 GB")}, {"raid", std::string("raid5")}});
    const Id node = b.add(Kind::VtlNode, "VTL node", v, {{"emulated_drives", 4.0}, {"drive_type", std::string("LTO-3")}});
    for (int p = 0; p < 2; ++p) b.port(node, "vls_p" + std::to_string(p), "fc", 2, p);
    for (int i = 1; i <= 4; ++i)
        b.add(Kind::TapeDrive, "LTO-3 #" + std::to_string(i), node,
              {{"type", std::string("lto3")}, {"hardware", std::string("vls-lto3")}});
    return v;
}

Id c7000(Builder& b) {
    // Sixteen half-height blades, each with a dual-port 4 Gb mezzanine HBA (two fabrics).
    const Id c = b.add(Kind::BladeChassis, "c7000", kNoId, {{"model", std::string("HP BladeSystem c7000")}, {"slots", 16.0}});
    for (int bay = 1; bay <= 16; ++bay) {
        const Id server = b.add(Kind::Server, "Bay " + std::to_string(bay), c,
                                {{"model", std::string("HP ProLiant BL460c")}, {"slot", double(bay)}});
        const Id hba = b.add(Kind::Hba, "HBA", server, {{"model", std::string("QLogic QMH2462")}, {"max_speed_gbps", 4.0}});
        for (int p = 0; p < 2; ++p) b.port(hba, "HBA-p" + std::to_string(p), "fc", 4, p);
    }
    return c;
}

// The fabric the drop landed in (the target or one of its ancestors), else a new one.
Id fabric_for(Builder& b, Id drop_target) {
    const Topology& t = b.s.topology();
    for (Id at = drop_target; at != kNoId && t.contains(at); at = t.at(at).parent)
        if (t.at(at).kind == Kind::Fabric) return at;
    return b.add(Kind::Fabric, "Fabric", kNoId);
}

Id brocade_4_24(Builder& b, Id drop_target) {
    // 24 ports at 4 Gb (16 face a c7000's device bays, 8 are external); the next free domain id.
    const Id fabric = fabric_for(b, drop_target);
    const Topology& t = b.s.topology();
    std::set<int> used;
    for (Id sw : t.children(fabric, Kind::FcSwitch)) used.insert(static_cast<int>(t.at(sw).num("domain_id", 1)));
    int domain = 1;
    while (used.count(domain)) ++domain;
    const Id sw = b.add(Kind::FcSwitch, "Brocade 4/24", fabric,
                        {{"model", std::string("Brocade 4/24 SAN Switch")}, {"domain_id", double(domain)}, {"speed_gbps", 4.0}});
    for (int p = 0; p < 24; ++p) b.port(sw, std::to_string(p), "fc", 4, p);
    return sw;
}

}  // namespace

void add_default_ports(EditSession& s, Id device) {
    Builder b{s};
    const Entity& e = s.topology().at(device);
    const bool fc = e.kind == Kind::FcSwitch || e.kind == Kind::Hba;
    const bool ethernet = e.kind == Kind::EthernetSwitch || e.kind == Kind::Nic;
    if (!fc && !ethernet) return;
    const bool adapter = e.kind == Kind::Hba || e.kind == Kind::Nic;
    const double gbps = e.num(adapter ? "max_speed_gbps" : "speed_gbps", fc ? 4 : 10);
    const std::string prefix = adapter ? e.name + "-p" : "";
    for (int p = 0; p < (adapter ? 2 : 24); ++p)
        b.port(device, prefix + std::to_string(p), fc ? "fc" : "ethernet", gbps, p);
}

const std::vector<DeviceTemplate>& device_templates() {
    static const std::vector<DeviceTemplate> all = {
        {"ams2100", "Hitachi AMS 2100", "storage", "2 controllers, 4 × 4 Gb FC ports (0A 0B 1A 1B), 15 × 146 GB 15K SAS"},
        {"eva8100", "HP EVA8100", "storage", "2 controllers (ALUA), 8 × 4 Gb FC host ports, 24 × 300 GB FC 10K"},
        {"vls6510", "HP VLS6510 node", "backup", "1 node, 2 × 2 Gb FC ports, 4 emulated LTO-3 drives, 4 × 12 SATA disks"},
        {"c7000", "HP c7000 chassis", "compute", "16 bays, each a BL460c blade with a dual-port 4 Gb HBA"},
        {"brocade-4-24", "Brocade 4/24", "fabric", "24 × 4 Gb FC ports, into the fabric it is dropped on (or a new one)"},
    };
    return all;
}

Id add_device(EditSession& s, const std::string& id, Point at, Id drop_target) {
    Builder b{s};
    Id root = kNoId;
    if (id == "ams2100") root = ams2100(b);
    else if (id == "eva8100") root = eva8100(b);
    else if (id == "vls6510") root = vls6510(b);
    else if (id == "c7000") root = c7000(b);
    else if (id == "brocade-4-24") root = brocade_4_24(b, drop_target);
    else throw EditError("no device template '" + id + "'");
    s.move(root, at);
    place_new_box(s, root, at);  // its parts around the drop point, not in a tier column
    return root;
}

}  // namespace santwin::editing
