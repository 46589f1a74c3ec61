#include "topology/connectivity.h"

#include <algorithm>
#include <deque>

#include "topology/wwpn.h"

namespace santwin {

namespace {
const std::vector<Id> kNone;
const std::string kNoText;
const std::vector<HostGroupIndex> kNoGroups;

bool is_kind(const Topology& t, Id id, Kind k) {
    const Entity* e = t.find(id);
    return e && e->kind == k;
}

void sort_unique(std::vector<Id>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}
}  // namespace

Connectivity::Connectivity(const Topology& t) : t_(t) {
    index_ports();
    index_links();
    index_zoning();
    index_masking();
}

void Connectivity::index_ports() {
    for (Id id : t_.all_of(Kind::Port)) {
        const Entity& e = t_.at(id);
        PortInfo info;
        info.parent = e.parent;
        info.parent_kind = t_.at(e.parent).kind;
        info.wwpn = normalize_wwpn(e.text("wwpn"));
        if (!info.wwpn.empty()) by_wwpn_[info.wwpn].push_back(id);
        if (info.parent_kind == Kind::FcSwitch) switch_ports_[e.parent].push_back(id);
        ports_.emplace(id, std::move(info));
    }
}

void Connectivity::index_links() {
    for (Id id : t_.all_of(Kind::Link)) {
        const Entity& link = t_.at(id);
        const Id a = link.ref("a");
        const Id b = link.ref("b");
        auto ia = ports_.find(a);
        auto ib = ports_.find(b);
        if (ia != ports_.end()) ia->second.links.push_back(id);
        if (ib != ports_.end() && b != a) ib->second.links.push_back(id);
        // A cable with a missing or non-port end carries nothing; validation reports it.
        if (ia == ports_.end() || ib == ports_.end() || a == b) continue;
        ia->second.peers.push_back(b);
        ib->second.peers.push_back(a);
    }
    for (auto& [id, info] : ports_) std::sort(info.peers.begin(), info.peers.end());
}

void Connectivity::index_zoning() {
    for (Id f : t_.all_of(Kind::Fabric)) fabrics_[f];
    for (Id a : t_.all_of(Kind::Alias)) {
        const Entity& alias = t_.at(a);
        fabrics_[alias.parent].aliases.emplace(alias.name, a);  // lowest id wins a name clash
    }
    for (auto& [f, zoning] : fabrics_) {
        const Id set = t_.at(f).ref("active_zone_set");
        if (!is_kind(t_, set, Kind::ZoneSet)) continue;
        zoning.enforced = true;
        for (Id z : t_.at(set).refs("zones")) {
            if (!is_kind(t_, z, Kind::Zone)) continue;
            const Entity& zone = t_.at(z);
            for (const std::string& member : zone.texts("members")) {
                if (Id alias = alias_named(zone.parent, member); alias != kNoId) {
                    for (const std::string& w : t_.at(alias).texts("wwpns"))
                        zoning.zones_of[normalize_wwpn(w)].push_back(z);
                } else if (looks_like_wwpn(member)) {
                    zoning.zones_of[normalize_wwpn(member)].push_back(z);
                }
            }
        }
        for (auto& [w, zones] : zoning.zones_of) sort_unique(zones);
    }
}

void Connectivity::index_masking() {
    for (Id hg : t_.all_of(Kind::HostGroup)) {
        const Entity& e = t_.at(hg);
        HostGroupIndex idx;
        idx.id = hg;
        for (Id p : e.refs("ports")) idx.ports.insert(p);
        for (const std::string& w : e.texts("initiators")) idx.initiators.insert(normalize_wwpn(w));
        for (Id m : t_.children(hg, Kind::LunMapping)) {
            const Entity& mapping = t_.at(m);
            if (mapping.ref("lu") != kNoId)
                idx.luns.emplace(mapping.ref("lu"), static_cast<int>(mapping.num("lun", 0)));
        }
        host_groups_[e.parent].push_back(std::move(idx));
    }
}

const Connectivity::PortInfo* Connectivity::port(Id id) const {
    auto it = ports_.find(id);
    return it == ports_.end() ? nullptr : &it->second;
}

const std::vector<Id>& Connectivity::peers(Id p) const {
    const PortInfo* info = port(p);
    return info ? info->peers : kNone;
}

const std::vector<Id>& Connectivity::links_of(Id p) const {
    const PortInfo* info = port(p);
    return info ? info->links : kNone;
}

const std::string& Connectivity::wwpn(Id p) const {
    const PortInfo* info = port(p);
    return info ? info->wwpn : kNoText;
}

const std::vector<Id>& Connectivity::ports_with_wwpn(const std::string& canonical) const {
    auto it = by_wwpn_.find(canonical);
    return it == by_wwpn_.end() ? kNone : it->second;
}

Id Connectivity::server_of(Id host) const {
    const Entity* e = t_.find(host);
    if (!e) return kNoId;
    switch (e->kind) {
        case Kind::Server:
        case Kind::NasHead:  // a NAS head is the initiator of its system drives' I/O
            return host;
        case Kind::EsxHost:
        case Kind::VcbProxy:
        case Kind::BackupServer:
            return is_kind(t_, e->parent, Kind::Server) ? e->parent : kNoId;
        default:
            return kNoId;
    }
}

Id Connectivity::host_of_server(Id server) const {
    auto esx = t_.children(server, Kind::EsxHost);
    return esx.empty() ? server : esx.front();
}

std::vector<Id> Connectivity::initiator_ports(Id server) const {
    std::vector<Id> out;
    for (Id hba : t_.children(server, Kind::Hba))
        for (Id p : t_.children(hba, Kind::Port))
            if (t_.at(p).text("protocol") == "fc") out.push_back(p);
    if (t_.at(server).kind == Kind::NasHead)  // NAS heads carry their FC ports directly
        for (Id p : t_.children(server, Kind::Port))
            if (t_.at(p).text("protocol") == "fc") out.push_back(p);
    std::sort(out.begin(), out.end());
    return out;
}

Id Connectivity::controller_of(Id p) const {
    const PortInfo* info = port(p);
    return info && info->parent_kind == Kind::Controller ? info->parent : kNoId;
}

Id Connectivity::switch_of(Id p) const {
    const PortInfo* info = port(p);
    return info && info->parent_kind == Kind::FcSwitch ? info->parent : kNoId;
}

Id Connectivity::array_of(Id p) const {
    const Id c = controller_of(p);
    return c == kNoId ? kNoId : t_.at(c).parent;
}

std::vector<Id> Connectivity::front_end_ports(Id array) const {
    std::vector<Id> out;
    for (Id c : t_.children(array, Kind::Controller))
        for (Id p : t_.children(c, Kind::Port)) out.push_back(p);
    std::sort(out.begin(), out.end());
    return out;
}

bool Connectivity::zoning_enforced(Id fabric) const {
    auto it = fabrics_.find(fabric);
    return it != fabrics_.end() && it->second.enforced;
}

bool Connectivity::zoned(Id fabric, const std::string& a, const std::string& b) const {
    auto it = fabrics_.find(fabric);
    if (it == fabrics_.end() || !it->second.enforced) return true;
    if (a.empty() || b.empty()) return false;
    const auto& zones_of = it->second.zones_of;
    auto za = zones_of.find(a);
    auto zb = zones_of.find(b);
    if (za == zones_of.end() || zb == zones_of.end()) return false;
    // Both lists are sorted: walk them together looking for a shared zone.
    auto i = za->second.begin();
    auto j = zb->second.begin();
    while (i != za->second.end() && j != zb->second.end()) {
        if (*i == *j) return true;
        if (*i < *j)
            ++i;
        else
            ++j;
    }
    return false;
}

Id Connectivity::alias_named(Id fabric, const std::string& name) const {
    auto it = fabrics_.find(fabric);
    if (it == fabrics_.end()) return kNoId;
    auto a = it->second.aliases.find(name);
    return a == it->second.aliases.end() ? kNoId : a->second;
}

const std::vector<Reach>& Connectivity::reachable_targets(Id initiator_port) const {
    auto it = reach_cache_.find(initiator_port);
    if (it == reach_cache_.end())
        it = reach_cache_.emplace(initiator_port, search(initiator_port, false)).first;
    return it->second;
}

const std::vector<Reach>& Connectivity::reachable_devices(Id initiator_port) const {
    auto it = device_reach_cache_.find(initiator_port);
    if (it == device_reach_cache_.end())
        it = device_reach_cache_.emplace(initiator_port, search(initiator_port, true)).first;
    return it->second;
}

Id Connectivity::device_of(Id p) const {
    const PortInfo* info = port(p);
    if (!info) return kNoId;
    switch (info->parent_kind) {
        case Kind::VtlNode:
        case Kind::TapeLibrary:
        case Kind::TapeDrive:
            return info->parent;
        default:
            return kNoId;
    }
}

bool Connectivity::is_target(Id p, bool devices) const {
    return devices ? device_of(p) != kNoId : controller_of(p) != kNoId;
}

std::vector<Reach> Connectivity::search(Id initiator_port, bool devices) const {
    std::map<Id, Reach> best;  // target port -> shortest route found
    auto offer = [&](Reach r) {
        auto [it, fresh] = best.emplace(r.target_port, r);
        if (!fresh && r.switch_ports.size() < it->second.switch_ports.size())
            it->second = std::move(r);
    };
    for (Id entry : peers(initiator_port)) {
        if (is_target(entry, devices)) {
            offer(Reach{entry, kNoId, {}});  // direct attach: no fabric, no zoning
            continue;
        }
        const Id first_switch = switch_of(entry);
        if (first_switch == kNoId) continue;
        const Id fabric = t_.at(first_switch).parent;
        std::map<Id, std::vector<Id>> route;  // switch -> ports crossed up to its ingress port
        route[first_switch] = {entry};
        std::deque<Id> queue{first_switch};
        while (!queue.empty()) {
            const Id sw = queue.front();
            queue.pop_front();
            const std::vector<Id> here = route[sw];
            const std::vector<Id>& ports = switch_ports_.at(sw);
            std::map<Id, std::vector<std::pair<Id, Id>>> isls;  // next switch -> (egress, far end)
            for (Id out_port : ports) {
                std::vector<Id> via = here;
                if (out_port != via.back()) via.push_back(out_port);
                for (Id far : peers(out_port)) {
                    if (is_target(far, devices)) {
                        offer(Reach{far, fabric, via});
                        continue;
                    }
                    const Id next = switch_of(far);
                    if (next == kNoId || route.count(next) || t_.at(next).parent != fabric)
                        continue;
                    isls[next].emplace_back(out_port, far);
                }
            }
            // Port-based routing with dynamic load sharing: the switch gives each ingress port
            // one of the equal-cost ISLs to a neighbour, in turn.
            const std::size_t ingress =
                static_cast<std::size_t>(std::find(ports.begin(), ports.end(), here.back()) - ports.begin());
            for (const auto& [next, links] : isls) {
                const auto& [out_port, far] = links[ingress % links.size()];
                std::vector<Id> hop = here;
                if (out_port != hop.back()) hop.push_back(out_port);
                hop.push_back(far);
                route[next] = std::move(hop);
                queue.push_back(next);
            }
        }
    }
    std::vector<Reach> out;
    out.reserve(best.size());
    for (auto& [target, r] : best) out.push_back(std::move(r));
    return out;
}

const std::vector<HostGroupIndex>& Connectivity::host_groups(Id array) const {
    auto it = host_groups_.find(array);
    return it == host_groups_.end() ? kNoGroups : it->second;
}

std::optional<Masking> Connectivity::masking(Id array, Id target_port, const std::string& initiator,
                                             Id lu) const {
    if (initiator.empty()) return std::nullopt;
    for (const HostGroupIndex& hg : host_groups(array)) {
        if (!hg.ports.empty() && !hg.ports.count(target_port)) continue;
        if (!hg.initiators.count(initiator)) continue;
        auto m = hg.luns.find(lu);
        if (m != hg.luns.end()) return Masking{hg.id, m->second};
    }
    return std::nullopt;
}

std::string Connectivity::describe_port(Id p) const {
    const Entity* e = t_.find(p);
    if (!e) return t_.describe(p);
    const std::string w = e->text("wwpn");
    return t_.describe(p) + (w.empty() ? "" : " (WWPN " + w + ")");
}

}  // namespace santwin
