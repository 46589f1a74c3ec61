// why_not_visible: walks the steps of path resolution (paths.h) for one host and LU and
// explains the first one that fails, naming entities and WWPNs and the fix.
#include <map>
#include <set>

#include "topology/connectivity.h"
#include "topology/paths.h"

namespace santwin {

namespace {
std::string join(const std::vector<std::string>& items, const std::string& last_sep) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += (i + 1 == items.size()) ? last_sep : ", ";
        out += items[i];
    }
    return out;
}

struct ZonedPair {
    Id initiator;
    Id target;
};

class Explainer {
public:
    Explainer(const Connectivity& c, Id host, Id lu)
        : c_(c), t_(c.topology()), host_(host), lu_(lu) {}

    std::string run() {
        const Id server = c_.server_of(host_);
        if (!t_.find(host_))
            return "host #" + std::to_string(host_) +
                   " does not exist: pick an ESX host, server, VCB proxy or backup server";
        if (server == kNoId)
            return t_.describe(host_) +
                   " is not a host: pick an ESX host, server, VCB proxy or backup server";
        const Entity* lu = t_.find(lu_);
        if (!lu || lu->kind != Kind::LogicalUnit)
            return t_.describe(lu_) + " is not a logical unit: pick an LU";
        if (!paths_to_lu(c_, host_, lu_).empty()) return "";
        array_ = t_.ancestor(lu_, Kind::Array);
        initiators_ = c_.initiator_ports(server);
        if (initiators_.empty())
            return t_.describe(server) + " has no FC HBA ports: add an HBA with an FC port to it";
        if (std::string s = cabling(); !s.empty()) return s;
        if (std::string s = reach(); !s.empty()) return s;
        if (std::string s = zoning(); !s.empty()) return s;
        return masking();
    }

private:
    std::string wwpn_text(Id port) const {
        const std::string w = t_.at(port).text("wwpn");
        return w.empty() ? "(no WWPN on " + t_.at(port).name + ")" : w;
    }

    std::string cabling() const {
        std::vector<std::string> loose;
        for (Id p : initiators_) {
            if (!c_.peers(p).empty()) return "";
            loose.push_back(c_.describe_port(p));
        }
        return join(loose, " and ") + (loose.size() == 1 ? " is" : " are") +
               " not linked to anything: cable the HBA ports to an FC switch or to a front-end "
               "port of " +
               t_.describe(array_);
    }

    std::string reach() {
        for (Id p : initiators_)
            for (const Reach& r : c_.reachable_targets(p))
                if (c_.array_of(r.target_port) == array_) reached_.push_back({p, &r});
        if (!reached_.empty()) return "";
        if (c_.front_end_ports(array_).empty())
            return t_.describe(array_) +
                   " has no front-end ports: add a controller with an FC port and cable it";
        std::vector<std::string> ws;
        for (Id p : initiators_) ws.push_back(wwpn_text(p));
        return "no switch path from the HBA ports of " + t_.describe(host_) + " (" + join(ws, ", ") +
               ") to any front-end port of " + t_.describe(array_) +
               ": cable the array's ports to a switch of the host's fabric, or directly to an HBA "
               "port";
    }

    std::string zoning() {
        struct Blocked {
            std::set<Id> initiators;
            std::set<Id> targets;
        };
        std::map<Id, Blocked> blocked;  // fabric -> what its zoning kept apart
        for (const auto& [p, r] : reached_) {
            if (r->fabric == kNoId || c_.zoned(r->fabric, c_.wwpn(p), c_.wwpn(r->target_port))) {
                zoned_.push_back({p, r->target_port});
                continue;
            }
            blocked[r->fabric].initiators.insert(p);
            blocked[r->fabric].targets.insert(r->target_port);
        }
        if (!zoned_.empty()) return "";
        std::vector<std::string> parts;
        for (const auto& [fabric, b] : blocked) {
            std::vector<std::string> is, ts;
            for (Id p : b.initiators) is.push_back(wwpn_text(p));
            for (Id p : b.targets) ts.push_back(wwpn_text(p));
            const Id set = t_.at(fabric).ref("active_zone_set");
            parts.push_back("no zone in the active zone set '" + t_.at(set).name + "' of " +
                            t_.describe(fabric) + " contains both initiator " + join(is, " or ") +
                            " and any of the reachable ports of " + t_.describe(array_) + " (" +
                            join(ts, ", ") +
                            "): add a zone holding the initiator and one of those ports");
        }
        return join(parts, "; ");
    }

    std::string masking() const {
        std::vector<std::string> ws;
        for (Id p : initiators_)
            if (!c_.wwpn(p).empty()) ws.push_back(wwpn_text(p));
        if (ws.empty())
            return "The HBA ports of " + t_.describe(host_) +
                   " have no WWPN: set their wwpn so a host group can list them";
        std::vector<const HostGroupIndex*> listing, mapping;
        for (const HostGroupIndex& hg : c_.host_groups(array_)) {
            bool lists = false;
            for (Id p : initiators_) lists = lists || hg.initiators.count(c_.wwpn(p));
            if (!lists) continue;
            listing.push_back(&hg);
            if (hg.luns.count(lu_)) mapping.push_back(&hg);
        }
        if (listing.empty())
            return "no host group on " + t_.describe(array_) + " lists initiator " +
                   join(ws, " or ") + ": add the host's WWPNs to a host group that maps " +
                   t_.describe(lu_);
        if (mapping.empty()) {
            std::vector<std::string> names;
            for (const auto* hg : listing) names.push_back(t_.describe(hg->id));
            return t_.describe(lu_) + " is not mapped in " + join(names, ", ") + ", which list" +
                   (listing.size() == 1 ? "s" : "") + " the initiators of " + t_.describe(host_) +
                   ": add a LUN mapping for it";
        }
        return unreachable_mapping(*mapping.front());
    }

    // The group maps the LU to this host, but never on a port one of its listed initiators
    // reaches through a zoned path.
    std::string unreachable_mapping(const HostGroupIndex& hg) const {
        std::set<Id> reached;           // ports the group's listed initiators reach
        std::set<Id> other_initiators;  // host initiators with zoned paths the group does not list
        for (const auto& zp : zoned_) {
            if (hg.initiators.count(c_.wwpn(zp.initiator)))
                reached.insert(zp.target);
            else
                other_initiators.insert(zp.initiator);
        }
        const std::string head = t_.describe(hg.id) + " maps " + t_.describe(lu_);
        if (reached.empty()) {
            std::vector<std::string> ws;
            for (Id p : other_initiators) ws.push_back(wwpn_text(p));
            return head + ", but the initiators it lists have no zoned path to " +
                   t_.describe(array_) + "; " + t_.describe(host_) + " reaches it only through " +
                   join(ws, " and ") + ": add those WWPNs to the host group";
        }
        std::vector<std::string> on, can;
        for (Id p : hg.ports) on.push_back(c_.describe_port(p));
        for (Id p : reached) can.push_back(c_.describe_port(p));
        return head + " on " + join(on, ", ") + ", which " + t_.describe(host_) +
               " cannot reach through a zoned path (it reaches " + join(can, ", ") +
               "): add one of those to the host group's ports, or zone the host to its ports";
    }

    const Connectivity& c_;
    const Topology& t_;
    Id host_;
    Id lu_;
    Id array_ = kNoId;
    std::vector<Id> initiators_;
    std::vector<std::pair<Id, const Reach*>> reached_;
    std::vector<ZonedPair> zoned_;
};
}  // namespace

std::string why_not_visible(const Connectivity& c, Id host, Id lu) {
    return Explainer(c, host, lu).run();
}

}  // namespace santwin
