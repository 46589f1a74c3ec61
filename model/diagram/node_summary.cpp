#include "diagram/node_summary.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>

#include "devices/default_meaning.h"
#include "topology/capacity.h"

namespace santwin::diagram {

namespace {

// Joins the non-empty parts with " · ".
std::string join(std::initializer_list<std::string> parts) {
    std::string out;
    for (const auto& p : parts) {
        if (p.empty()) continue;
        if (!out.empty()) out += " · ";
        out += p;
    }
    return out;
}

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", std::fabs(v - std::round(v)) < 0.05 ? 0 : 1, v);
    return buf;
}

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string rpm_label(double rpm) {
    if (rpm <= 0) return "";
    return number(rpm / 1000) + "K";
}

std::string media_label(const std::string& type) {
    static const std::map<std::string, std::string> labels = {
        {"sas", "SAS"},       {"fc", "FC"},   {"sata", "SATA"}, {"fata", "FATA"},
        {"nl_sas", "NL-SAS"}, {"ssd", "SSD"}, {"fmd", "FMD"}};
    auto it = labels.find(type);
    return it == labels.end() ? type : it->second;
}

std::string raid_label(const Entity& rg) {
    const std::string level = rg.text("level");
    const int data = static_cast<int>(rg.num("data_drives"));
    const int parity = static_cast<int>(rg.num("parity_drives"));
    if (level == "raid0") return "RAID-0 " + std::to_string(data) + "D";
    if (level == "raid1" || level == "raid10")
        return std::string(level == "raid1" ? "RAID-1 " : "RAID-1+0 ") + std::to_string(data) +
               "D+" + std::to_string(parity) + "D";
    std::string name = level.size() > 4 ? "RAID-" + level.substr(4) : level;
    return name + " " + std::to_string(data) + "D+" + std::to_string(parity) + "P";
}

std::size_t count_children(const Topology& t, Id parent, Kind kind) {
    return t.children(parent, kind).size();
}

// Ports of a switch and how many of them are cabled.
std::string port_usage(const Topology& t, Id device) {
    std::set<Id> cabled;
    for (Id link : t.all_of(Kind::Link)) {
        cabled.insert(t.at(link).ref("a"));
        cabled.insert(t.at(link).ref("b"));
    }
    std::size_t ports = 0, used = 0;
    for (Id p : t.children(device, Kind::Port)) {
        ++ports;
        used += cabled.count(p);
    }
    if (!ports) return "";
    return std::to_string(ports) + " ports, " + std::to_string(used) + " cabled";
}

std::string cores_and_ram(const Entity& server) {
    const int cores =
        static_cast<int>(server.num("cpu_sockets", 1) * server.num("cores_per_socket", 1));
    return join({plural(cores, "core", "cores"), number(server.num("ram_gb")) + " GB"});
}

std::string server_summary(const Topology& t, const Entity& server) {
    for (Id c : t.children(server.id)) {
        const Entity& role = t.at(c);
        if (role.kind == Kind::BackupServer)
            return join({role.text("software"), cores_and_ram(server)});
        if (role.kind == Kind::VcbProxy)
            return join({"VCB " + role.text("version"), cores_and_ram(server)});
    }
    for (Id esx : t.children(server.id, Kind::EsxHost)) {
        const Entity& e = t.at(esx);
        const std::string name = e.name == server.name ? "" : e.name;
        return join({name, "ESX " + e.text("version"), cores_and_ram(server)});
    }
    return join({server.text("os"), cores_and_ram(server)});
}

std::size_t lus_backed_by(const Topology& t, Id backing) {
    std::size_t n = 0;
    for (Id lu : t.all_of(Kind::LogicalUnit)) n += t.at(lu).ref("backing") == backing;
    return n;
}

std::string array_summary(const Topology& t, const Entity& array) {
    std::set<Id> grouped;
    for (Kind k : {Kind::RaidGroup, Kind::DiskGroup})
        for (Id g : t.children(array.id, k))
            for (Id d : t.at(g).refs("drives")) grouped.insert(d);
    const auto drives = t.children(array.id, Kind::Drive);
    std::size_t spare = 0;
    for (Id d : drives) spare += !grouped.count(d);
    std::string drive_text = drives.empty() ? "" : plural(drives.size(), "drive", "drives");
    if (spare) drive_text += " (" + std::to_string(spare) + " spare)";
    const auto lus = count_children(t, array.id, Kind::LogicalUnit);
    return join({drive_text, lus ? plural(lus, "LU", "LUs") : ""});
}

std::string tape_drives(const Topology& t, Id parent) {
    std::map<std::string, std::size_t> by_type;
    for (Id d : t.children(parent, Kind::TapeDrive)) by_type[t.at(d).text("type")]++;
    std::string out;
    for (const auto& [type, n] : by_type) {
        std::string label = type;
        for (char& c : label) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (label.size() > 3 && label.compare(0, 3, "LTO") == 0) label.insert(3, "-");
        out += (out.empty() ? "" : " + ") + std::to_string(n) + " × " + label;
    }
    return out;
}

std::string vm_summary(const Topology& t, const Node& node) {
    const Entity& first = t.at(node.key);
    Id host = first.ref("host");
    std::string where = host && t.contains(host) ? "on " + t.at(host).name : "no host";
    if (!node.group) {
        const auto disks = count_children(t, node.key, Kind::Vmdk);
        return join(
            {first.text("workload"), std::to_string(static_cast<int>(first.num("vcpus"))) + " vCPU",
             number(first.num("ram_gb")) + " GB", disks ? plural(disks, "disk", "disks") : ""});
    }
    std::set<std::string> tiles;
    for (Id m : node.members) tiles.insert(t.at(m).text("tile"));
    tiles.erase("");
    std::string tile_text;
    if (tiles.size() == 1)
        tile_text = *tiles.begin();
    else if (tiles.size() > 1)
        tile_text = plural(tiles.size(), "tile", "tiles");
    return join({tile_text, where});
}

}  // namespace

std::string format_gb(double gb) {
    if (gb < 1000) return number(gb) + " GB";
    return number(gb / 1000) + " TB";
}

std::string drive_mix(const Topology& t, const std::vector<Id>& drives) {
    // capacity descending, then type, then rpm: the big drives lead
    std::map<std::tuple<double, std::string, double>, std::size_t> mix;
    for (Id d : drives) {
        const Entity* e = t.find(d);
        if (!e) continue;
        mix[{-e->num("capacity_gb"), e->text("type"), -e->num("rpm")}]++;
    }
    std::string out;
    for (const auto& [key, n] : mix) {
        const auto& [neg_gb, type, neg_rpm] = key;
        std::string part = std::to_string(n) + " × " + format_gb(-neg_gb) + " " + media_label(type);
        if (std::string rpm = rpm_label(-neg_rpm); !rpm.empty()) part += " " + rpm;
        out += (out.empty() ? "" : " + ") + part;
    }
    return out;
}

std::string format_speed(double gbps, const std::string& medium) {
    if (medium == "ethernet") return number(gbps) + "GbE";
    if (medium == "sas") return number(gbps) + "G SAS";
    return number(gbps) + "G FC";
}

std::string node_role(const Topology& t, const Node& node) {
    if (node.group) return node.kind == Kind::Template ? "Templates" : "Virtual machines";
    if (node.kind == Kind::Server) {
        std::string role = "Server";
        for (Id c : t.children(node.key)) {
            Kind k = t.at(c).kind;
            if (k == Kind::BackupServer) return "Backup server";
            if (k == Kind::VcbProxy) return "VCB proxy";
            if (k == Kind::EsxHost) role = "ESX host";
        }
        return role;
    }
    return std::string(kind_label(node.kind));
}

std::string node_summary(const Topology& t, const Node& node) {
    const Entity& e = t.at(node.key);
    switch (node.kind) {
        case Kind::Vm:
        case Kind::Template:
            return vm_summary(t, node);
        case Kind::BladeChassis: {
            std::size_t modules = 0;
            for (Kind k : {Kind::FcSwitch, Kind::EthernetSwitch})
                for (Id s : t.all_of(k)) modules += t.at(s).ref("chassis") == e.id;
            return join({e.text("model"),
                         plural(count_children(t, e.id, Kind::Server), "blade", "blades"),
                         modules ? plural(modules, "switch module", "switch modules") : ""});
        }
        case Kind::Server:
            return server_summary(t, e);
        case Kind::Fabric: {
            std::string zoning = "no zoning";
            if (Id zs = e.ref("active_zone_set"); zs && t.contains(zs))
                zoning = plural(t.at(zs).refs("zones").size(), "zone", "zones") + " active";
            return join(
                {plural(count_children(t, e.id, Kind::FcSwitch), "switch", "switches"), zoning});
        }
        case Kind::FcSwitch:
        case Kind::EthernetSwitch:
            return join({e.text("model"), port_usage(t, e.id)});
        case Kind::Array:
            return join({e.text("model"), array_summary(t, e)});
        case Kind::Controller: {
            // Unset, the cache is the array model's (as the inspector says), not "0 GB".
            const double cache_gb = controller_cache_gb(t, e);
            return join({cache_gb > 0 ? number(cache_gb) + " GB cache" : "",
                         e.num("processors", 1) > 1
                             ? plural(static_cast<std::size_t>(e.num("processors")), "MP", "MPs")
                             : "",
                         plural(node.ports.size(), "port", "ports")});
        }
        case Kind::NasHead: {
            std::size_t exports = 0;
            const auto fs = t.children(e.id, Kind::FileSystem);
            for (Id f : fs) exports += count_children(t, f, Kind::NfsExport);
            return join({e.text("model"), plural(fs.size(), "file system", "file systems"),
                         plural(exports, "export", "exports")});
        }
        case Kind::FileSystem:
            return join({number(e.num("capacity_tb")) + " TB", e.flag("tiered") ? "tiered" : "",
                         e.flag("dedupe") ? "dedupe" : "",
                         plural(count_children(t, e.id, Kind::NfsExport), "export", "exports")});
        case Kind::Pool: {
            const auto& members = e.refs("members");
            std::string type = e.text("type");
            for (char& c : type) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            const std::size_t lus = lus_backed_by(t, e.id);
            return join({type, plural(members.size(), "member", "members"),
                         format_gb(pool_usable_gb(t, e.id)), lus ? plural(lus, "LU", "LUs") : ""});
        }
        case Kind::RaidGroup:
            return join({raid_label(e), drive_mix(t, e.refs("drives"))});
        case Kind::DiskGroup:
            return join({drive_mix(t, e.refs("drives")), e.text("protection") + " protection"});
        case Kind::ExternalVolume: {
            Id lu = e.ref("source_lu");
            std::string source;
            if (lu && t.contains(lu)) {
                const Entity& src = t.at(lu);
                source = "→ " + src.name + (src.parent ? " on " + t.at(src.parent).name : "");
            }
            auto gb = external_volume_gb(t, e.id);
            return join({source, gb ? format_gb(*gb) : ""});
        }
        case Kind::Vtl: {
            std::size_t disks = 0;
            const auto enclosures = t.children(e.id, Kind::DiskEnclosure);
            for (Id enc : enclosures) disks += static_cast<std::size_t>(t.at(enc).num("disks"));
            return join({e.text("model"), plural(enclosures.size(), "enclosure", "enclosures"),
                         plural(disks, "disk", "disks")});
        }
        case Kind::VtlNode: {
            const std::string drives = tape_drives(t, e.id);
            if (drives.empty()) return "no emulated drives";
            return join({drives + " emulated", e.flag("compression") ? "compressing" : ""});
        }
        case Kind::TapeLibrary:
            return join({e.text("model"), tape_drives(t, e.id),
                         std::to_string(static_cast<int>(e.num("slots"))) + " slots"});
        case Kind::DiskEnclosure: {
            std::string raid = e.text("raid");
            return join(
                {std::to_string(static_cast<int>(e.num("disks"))) + " × " + e.text("disk_type"),
                 raid.size() > 4 ? "RAID-" + raid.substr(4) : raid});
        }
        default:
            break;
    }
    return std::string(kind_label(node.kind));
}

}  // namespace santwin::diagram
