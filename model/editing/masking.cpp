#include "editing/masking.h"

#include <algorithm>
#include <set>

#include "editing/edits.h"
#include "topology/wwpn.h"

namespace santwin::editing {

namespace {
void require_group(const Topology& t, Id host_group) {
    if (!t.contains(host_group) || t.at(host_group).kind != Kind::HostGroup)
        throw EditError("that is not a host group: reopen the masking panel");
}

bool is_host_port(const Topology& t, Id port) {
    const Entity& p = t.at(port);
    // An HBA's port, or a NAS head's own FC port (the head is its system drives' initiator).
    return p.text("protocol") == "fc" && !p.text("wwpn").empty() && t.contains(p.parent) &&
           (t.at(p.parent).kind == Kind::Hba || t.at(p.parent).kind == Kind::NasHead);
}
}  // namespace

std::vector<Initiator> host_group_initiators(const Topology& t, Id host_group) {
    std::vector<Initiator> out;
    if (!t.contains(host_group)) return out;
    for (const std::string& text : t.at(host_group).texts("initiators")) {
        Initiator i{text, {}};
        for (Id port : t.all_of(Kind::Port))
            if (is_host_port(t, port) && normalize_wwpn(t.at(port).text("wwpn")) == normalize_wwpn(text))
                i.ports.push_back(port);
        out.push_back(std::move(i));
    }
    return out;
}

std::vector<Id> initiator_ports(const Topology& t) {
    std::vector<Id> out;
    for (Id port : t.all_of(Kind::Port))
        if (is_host_port(t, port)) out.push_back(port);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Id> unmapped_lus(const Topology& t, Id host_group) {
    std::vector<Id> out;
    if (!t.contains(host_group)) return out;
    std::set<Id> mapped;
    for (Id m : t.children(host_group, Kind::LunMapping)) mapped.insert(t.at(m).ref("lu"));
    for (Id lu : t.children(t.at(host_group).parent, Kind::LogicalUnit))
        if (!mapped.count(lu)) out.push_back(lu);
    std::sort(out.begin(), out.end());
    return out;
}

int next_free_lun(const Topology& t, Id host_group) {
    std::set<int> used;
    if (t.contains(host_group))
        for (Id m : t.children(host_group, Kind::LunMapping)) used.insert(static_cast<int>(t.at(m).num("lun")));
    int lun = 0;
    while (used.count(lun)) ++lun;
    return lun;
}

void add_initiator(EditSession& s, Id host_group, Id port) {
    const Topology& t = s.topology();
    require_group(t, host_group);
    if (!t.contains(port) || t.at(port).kind != Kind::Port) throw EditError("that is not a port");
    const std::string wwpn = t.at(port).text("wwpn");
    if (wwpn.empty()) throw EditError(t.describe(port) + " has no WWPN: set one in the inspector first");
    TextList initiators = t.at(host_group).texts("initiators");
    for (const std::string& i : initiators)
        if (normalize_wwpn(i) == normalize_wwpn(wwpn))
            throw EditError(t.describe(port) + " is in " + t.describe(host_group) + " already");
    initiators.push_back(wwpn);
    s.set(host_group, "initiators", initiators);
}

void remove_initiator(EditSession& s, Id host_group, const std::string& text) {
    require_group(s.topology(), host_group);
    TextList initiators = s.topology().at(host_group).texts("initiators");
    const auto it = std::find(initiators.begin(), initiators.end(), text);
    if (it == initiators.end())
        throw EditError("'" + text + "' is not an initiator of " + s.topology().describe(host_group));
    initiators.erase(it);
    s.set(host_group, "initiators", initiators);
}

Id map_lu(EditSession& s, Id host_group, Id lu, int lun) {
    const Topology& t = s.topology();
    require_group(t, host_group);
    if (!t.contains(lu) || t.at(lu).kind != Kind::LogicalUnit) throw EditError("choose an LU to present");
    const Id array = t.at(host_group).parent;
    if (t.ancestor(lu, Kind::Array) != array)
        throw EditError(t.describe(lu) + " lives on another array than " + t.describe(host_group));
    if (lun < 0 || lun > 16383) throw EditError("a LUN id is 0 to 16383");
    for (Id m : t.children(host_group, Kind::LunMapping)) {
        if (t.at(m).ref("lu") == lu)
            throw EditError(t.describe(lu) + " is presented to " + t.describe(host_group) + " already, as LUN " +
                            std::to_string(static_cast<int>(t.at(m).num("lun"))));
        if (static_cast<int>(t.at(m).num("lun")) == lun)
            throw EditError("LUN " + std::to_string(lun) + " of " + t.describe(host_group) + " is " +
                            t.describe(t.at(m).ref("lu")) + " already: choose a free id (" +
                            std::to_string(next_free_lun(t, host_group)) + ")");
    }
    const Id mapping = create_entity(s, Kind::LunMapping, t.at(lu).name + " @ LUN " + std::to_string(lun), host_group);
    s.set(mapping, "lu", Ref{lu});
    s.set(mapping, "lun", static_cast<double>(lun));
    return mapping;
}

}  // namespace santwin::editing
