// The builder's helpers, and the arrays: controllers with their ports, drives, disk and RAID
// groups, pools, LUs (with their naa ids) and host groups with their LUN mappings.
#include "import/estate_builder.h"

#include <cctype>
#include <set>

#include "devices/hardware_catalog.h"
#include "topology/wwpn.h"

namespace santwin::import {

std::string naa_digits(const std::string& text) {
    std::string t = text;
    for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (t.rfind("naa.", 0) == 0 || t.rfind("eui.", 0) == 0) t = t.substr(4);
    for (char c : t)
        if (!std::isxdigit(static_cast<unsigned char>(c))) return "";
    return t.size() == 32 || t.size() == 16 ? t : "";
}

Id EstateBuilder::add(Kind kind, const std::string& name, Id parent,
                      std::initializer_list<std::pair<const char*, Value>> attrs) {
    Id id = t.add(kind, name, parent);
    for (const auto& [key, value] : attrs) t.set(id, key, value);
    return id;
}

Id EstateBuilder::fc_port(Id parent, const std::string& name, const std::string& wwpn, double speed, int index) {
    Id p = add(Kind::Port, name, parent,
               {{"protocol", std::string("fc")}, {"wwpn", wwpn}, {"speed_gbps", speed}, {"index", double(index)}});
    port_by_wwpn.emplace(normalize_wwpn(wwpn), p);
    return p;
}

Id EstateBuilder::link(Id a, Id b) {
    cabled.insert(a);
    cabled.insert(b);
    return add(Kind::Link, t.at(a).name + " — " + t.at(b).name, kNoId,
               {{"a", Ref{a}}, {"b", Ref{b}}, {"medium", t.at(a).text("protocol")}});
}

bool EstateBuilder::linked(Id port) const { return cabled.count(port) != 0; }

void EstateBuilder::build_arrays(const Estate& e) {
    const auto& catalogue = devices::HardwareCatalog::builtin();
    for (const ArrayRecord& a : e.arrays) {
        const auto& params = catalogue.array(a.model_key);
        Id array = add(Kind::Array, a.name, kNoId,
                       {{"model", params.label}, {"hardware", a.model_key}, {"microcode", a.microcode}});
        t.set(array, "architecture", params.architecture);
        std::map<std::string, Id> by_name;  // controllers, groups, pools, LUs, host groups of this array
        auto find = [&](const std::string& name, const SourceRef& at, const char* what) {
            auto it = by_name.find(name);
            if (it == by_name.end())
                throw ImportError(at.file, at.line, std::string(what) + " '" + name + "' is not defined above in array '" + a.name + "'");
            return it->second;
        };
        auto define = [&](const std::string& name, Id id, const SourceRef& at) {
            if (!by_name.emplace(name, id).second)
                throw ImportError(at.file, at.line, "'" + name + "' is defined twice in array '" + a.name + "'");
        };
        for (const auto& c : a.controllers)
            define(c.name, add(Kind::Controller, c.name, array, {{"index", double(c.index)}, {"cache_gb", c.cache_gb}}), c.at);
        std::map<Id, int> port_index;
        for (const auto& p : a.ports) {
            Id ctrl = find(p.controller, p.at, "controller");
            if (t.at(ctrl).kind != Kind::Controller)
                throw ImportError(p.at.file, p.at.line, "'" + p.controller + "' is not a controller");
            if (port_by_wwpn.count(normalize_wwpn(p.wwpn)))
                throw ImportError(p.at.file, p.at.line, "WWPN " + p.wwpn + " is already the port '" +
                                                            t.at(port_by_wwpn.at(normalize_wwpn(p.wwpn))).name + "'");
            fc_port(ctrl, p.name, p.wwpn, p.speed_gbps, port_index[ctrl]++);
            port_from[normalize_wwpn(p.wwpn)] = "port '" + p.name + "' of array '" + a.name + "'";
        }
        int slot = 0;
        auto drives = [&](int count, const std::string& model, const std::string& prefix) {
            const auto& d = catalogue.disk(model);
            const std::string type = model.substr(0, model.find('-'));
            RefList ids;
            for (int i = 0; i < count; ++i)
                ids.push_back(add(Kind::Drive, prefix + std::to_string(i), array,
                                  {{"type", type}, {"rpm", double(d.rpm)}, {"capacity_gb", d.capacity_gb},
                                   {"hardware", model}, {"slot", double(slot++)}}));
            return ids;
        };
        for (const auto& g : a.disk_groups) {
            RefList members = drives(g.drives, g.drive_model, g.name + "-");
            define(g.name, add(Kind::DiskGroup, g.name, array, {{"drives", members}, {"protection", g.protection}}), g.at);
            report.inferred.push_back("disk group '" + g.name + "': " + std::to_string(g.drives) + " drives " + g.drive_model +
                                      " created from its drive count (" + g.at.text() + ")");
        }
        for (const auto& g : a.raid_groups) {
            RefList members = drives(g.data + g.parity, g.drive_model, g.name + "-");
            define(g.name, add(Kind::RaidGroup, g.name, array,
                               {{"level", g.level}, {"data_drives", double(g.data)}, {"parity_drives", double(g.parity)},
                                {"drives", members}}), g.at);
        }
        for (const auto& p : a.pools) {
            RefList members;
            for (const auto& m : p.members) members.push_back(find(m, p.at, "pool member"));
            define(p.name, add(Kind::Pool, p.name, array, {{"type", p.type}, {"members", members}}), p.at);
        }
        for (const auto& l : a.lus) {
            Id backing = find(l.backing, l.at, "backing");
            Id lu = add(Kind::LogicalUnit, l.name, array,
                        {{"capacity_gb", l.capacity_gb}, {"backing", Ref{backing}}, {"lu_number", double(l.number)},
                         {"naa", l.naa}});
            if (!l.vraid.empty()) t.set(lu, "vraid", l.vraid);
            if (!l.owner.empty()) t.set(lu, "owner", Ref{find(l.owner, l.at, "owner controller")});
            define(l.name, lu, l.at);
            const std::string digits = naa_digits(l.naa);
            if (!l.naa.empty() && digits.empty())
                throw ImportError(l.at.file, l.at.line, "naa id '" + l.naa + "' is not naa. followed by 32 or 16 hex digits");
            if (digits.empty())
                report.missing.push_back("LU '" + l.name + "' of '" + a.name + "' has no naa id: no datastore can be matched to it (" + l.at.text() + ")");
            else if (!lu_by_naa.emplace(digits, lu).second)
                throw ImportError(l.at.file, l.at.line, "naa id " + l.naa + " is already LU '" + t.at(lu_by_naa.at(digits)).name + "'");
        }
        for (const auto& h : a.host_groups) {
            RefList ports;
            for (const auto& p : h.ports) {
                Id port = kNoId;
                for (Id c : t.children(array, Kind::Controller))
                    for (Id cp : t.children(c, Kind::Port))
                        if (t.at(cp).name == p) port = cp;
                if (!port) throw ImportError(h.at.file, h.at.line, "host group port '" + p + "' is no port of array '" + a.name + "'");
                ports.push_back(port);
            }
            TextList initiators(h.initiators.begin(), h.initiators.end());
            define(h.name, add(Kind::HostGroup, h.name, array,
                               {{"ports", ports}, {"initiators", initiators}, {"host_mode", h.host_mode}}), h.at);
        }
        for (const auto& m : a.luns) {
            Id hg = find(m.host_group, m.at, "host group");
            Id lu = find(m.lu, m.at, "LU");
            if (t.at(hg).kind != Kind::HostGroup || t.at(lu).kind != Kind::LogicalUnit)
                throw ImportError(m.at.file, m.at.line, "a lun record names a host group, then an LU");
            add(Kind::LunMapping, m.lu + " @ LUN " + std::to_string(m.lun), hg, {{"lu", Ref{lu}}, {"lun", double(m.lun)}});
        }
    }
}

// Host group initiators against the HBA ports the inventory gave: each one matched, or missing.
void EstateBuilder::check_host_groups() {
    for (Id hg : t.all_of(Kind::HostGroup))
        for (const auto& w : t.at(hg).texts("initiators")) {
            auto it = port_from.find(normalize_wwpn(w));
            if (it != port_from.end())
                report.matched.push_back("host group '" + t.at(hg).name + "' initiator " + w + " = " + it->second);
            else
                report.missing.push_back("host group '" + t.at(hg).name + "' initiator " + w +
                                         " is no HBA port of the inventory (a host not exported?)");
        }
}

void EstateBuilder::count_created() {
    for (Kind k : all_kinds())
        if (std::size_t n = t.all_of(k).size()) report.created.push_back(std::to_string(n) + " " + std::string(kind_label(k)));
}

}  // namespace santwin::import
