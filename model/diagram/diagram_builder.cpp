// Which entities become nodes, which frame each sits in, and which node shows every other entity.
#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "diagram/diagram.h"
#include "diagram/diagram_edges.h"
#include "diagram/node_summary.h"

namespace santwin::diagram {

namespace {

// A host with more VMs than this shows them as groups (per tile, or all in one).
constexpr std::size_t kSingleVmLimit = 6;
// More tiles than this on one host: one group for all its VMs.
constexpr std::size_t kTileGroupLimit = 4;
// A pool with more members than this draws them as one-line rows.
constexpr std::size_t kCompactMembers = 6;

std::optional<Tier> node_tier(Kind k) {
    switch (k) {
        case Kind::BladeChassis:
        case Kind::Server:
            return Tier::Hosts;
        case Kind::Fabric:
        case Kind::FcSwitch:
        case Kind::EthernetSwitch:
            return Tier::Fabric;
        case Kind::Array:
        case Kind::Controller:
        case Kind::NasHead:
        case Kind::Vtl:
        case Kind::VtlNode:
        case Kind::TapeLibrary:
            return Tier::FrontEnd;
        case Kind::Pool:
        case Kind::RaidGroup:
        case Kind::DiskGroup:
        case Kind::ExternalVolume:
        case Kind::FileSystem:
        case Kind::DiskEnclosure:
            return Tier::BackEnd;
        default:
            return std::nullopt;
    }
}


class Builder {
  public:
    Builder(const Topology& t, const Layout& layout) : t_(t), collapsed_(layout.collapsed) {
        // Only what a pool may hold sits in its frame: a pool, array or anything else listed as
        // a member (ref.dangling) would make the frames enclose each other. A volume two pools
        // list (pool.member_in_two_pools) stays in the first.
        for (Id pool : t.all_of(Kind::Pool))
            for (Id m : t.at(pool).refs("members"))
                if (const Entity* e = t.find(m); e && (e->kind == Kind::RaidGroup || e->kind == Kind::ExternalVolume))
                    pool_of_.emplace(m, pool);
    }

    Diagram build() {
        add_device_nodes();
        add_vm_nodes();
        link_frames();
        map_everything();
        add_port_chips();
        for (Node& n : d_.nodes) {
            n.role = node_role(t_, n);
            n.summary = node_summary(t_, n);
        }
        add_edges(t_, d_);
        return std::move(d_);
    }

  private:
    // The entity whose box contains `id` when frames are considered: its parent, or for a
    // pool member its pool.
    Id container(const Entity& e) const {
        if (auto it = pool_of_.find(e.id); it != pool_of_.end()) return it->second;
        return e.parent;
    }

    // The frames around `e`, innermost first. Parents never loop (the loader refuses that) and
    // pool members are never pools or arrays, but the walk stops after as many steps as there
    // are entities all the same: a loop must not hang the GUI.
    std::vector<Id> enclosing(const Entity& e) const {
        std::vector<Id> out;
        for (Id c = container(e); c != kNoId && t_.contains(c) && out.size() < t_.size(); c = container(t_.at(c)))
            out.push_back(c);
        return out;
    }

    // True when some enclosing frame of `e` is collapsed (then `e` is folded into it).
    bool hidden(const Entity& e) const {
        for (Id c : enclosing(e))
            if (collapsed_.count(c)) return true;
        return false;
    }

    int add_node(const Entity& e, Tier tier) {
        Node n;
        n.key = e.id;
        n.kind = e.kind;
        n.name = e.name;
        n.tier = tier;
        n.frame = is_frame_kind(e.kind) && !collapsed_.count(e.id);
        d_.nodes.push_back(std::move(n));
        d_.node_of[e.id] = static_cast<int>(d_.nodes.size()) - 1;
        return static_cast<int>(d_.nodes.size()) - 1;
    }

    void add_device_nodes() {
        for (const auto& [id, e] : t_.entities()) {
            auto tier = node_tier(e.kind);
            if (!tier || hidden(e)) continue;
            add_node(e, *tier);
        }
    }

    // VMs and templates by host; a busy host's VMs grouped by tile (or all together).
    void add_vm_nodes() {
        std::map<Id, std::vector<Id>> by_host;  // host server (kNoId: none) -> VMs and templates
        std::vector<Id> host_order;
        for (const auto& [id, e] : t_.entities()) {
            if (e.kind != Kind::Vm && e.kind != Kind::Template) continue;
            Id host = e.ref("host");
            Id server = host && t_.contains(host) ? t_.at(host).parent : kNoId;
            if (!by_host.count(server)) host_order.push_back(server);
            by_host[server].push_back(id);
        }
        for (Id server : host_order) {
            const auto& vms = by_host[server];
            if (vms.size() <= kSingleVmLimit) {
                for (Id vm : vms) add_node(t_.at(vm), Tier::Vms);
                continue;
            }
            std::vector<std::vector<Id>> groups = group_vms(vms, true);
            if (groups.size() > kTileGroupLimit) groups = group_vms(vms, false);
            for (const auto& members : groups) {
                int n = add_node(t_.at(members.front()), Tier::Vms);
                if (members.size() == 1) continue;
                Node& node = d_.nodes[n];
                node.group = true;
                node.members = members;
                const bool templates = node.kind == Kind::Template;
                node.name = std::to_string(members.size()) + (templates ? " templates" : " VMs");
                for (Id m : members) d_.node_of[m] = n;
            }
        }
    }

    // Splits one host's VMs by kind (VMs before templates) and, if asked, by tile.
    std::vector<std::vector<Id>> group_vms(const std::vector<Id>& vms, bool by_tile) const {
        std::map<std::pair<int, std::string>, std::vector<Id>> groups;
        std::vector<std::pair<int, std::string>> order;
        for (Id vm : vms) {
            const Entity& e = t_.at(vm);
            std::pair<int, std::string> key{e.kind == Kind::Template ? 1 : 0,
                                            by_tile ? e.text("tile") : std::string()};
            if (!groups.count(key)) order.push_back(key);
            groups[key].push_back(vm);
        }
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<std::vector<Id>> out;
        for (const auto& key : order) out.push_back(groups[key]);
        return out;
    }

    void link_frames() {
        for (int i = 0; i < static_cast<int>(d_.nodes.size()); ++i) {
            Node& n = d_.nodes[i];
            if (n.group) continue;
            Id c = container(t_.at(n.key));
            auto it = d_.node_of.find(c);
            if (c == kNoId || it == d_.node_of.end()) continue;
            Node& frame = d_.nodes[it->second];
            if (!frame.frame || frame.tier != n.tier) continue;
            n.parent = it->second;
            frame.children.push_back(i);
        }
        // Pool members keep the pool's order; others stay in id order.
        for (Node& n : d_.nodes) {
            if (n.kind != Kind::Pool || !n.frame) continue;
            const RefList& members = t_.at(n.key).refs("members");
            auto rank = [&](int child) {
                return std::find(members.begin(), members.end(), d_.nodes[child].key) -
                       members.begin();
            };
            std::stable_sort(n.children.begin(), n.children.end(),
                             [&](int a, int b) { return rank(a) < rank(b); });
            if (n.children.size() > kCompactMembers)
                for (int c : n.children) d_.nodes[c].compact = true;
        }
    }

    // Every entity without a node of its own is shown by the node of what holds it: drives by
    // their RAID / disk group, LUs by their backing, datastores by their LU or export, the rest
    // by their nearest ancestor with a node.
    void map_everything() {
        for (Kind k : {Kind::RaidGroup, Kind::DiskGroup})
            for (Id g : t_.all_of(k))
                if (int n = d_.node_for(g); n >= 0)
                    for (Id drive : t_.at(g).refs("drives")) d_.node_of.emplace(drive, n);
        for (Id lu : t_.all_of(Kind::LogicalUnit))
            if (int n = d_.node_for(t_.at(lu).ref("backing")); n >= 0) d_.node_of.emplace(lu, n);
        for (const auto& [id, e] : t_.entities()) resolve(id);
        for (Id ds : t_.all_of(Kind::Datastore)) {
            const Entity& e = t_.at(ds);
            Id via = e.ref("lu") ? e.ref("lu") : e.ref("export");
            if (int n = d_.node_for(via); n >= 0) d_.node_of[ds] = n;
        }
    }

    // Front-end devices show their ports (cabled or not) as chips.
    void add_port_chips() {
        std::set<Id> cabled;
        for (Id link : t_.all_of(Kind::Link)) {
            cabled.insert(t_.at(link).ref("a"));
            cabled.insert(t_.at(link).ref("b"));
        }
        for (Id port : t_.all_of(Kind::Port)) {
            int n = d_.node_for(port);
            // Every port that ends up on a box (an HBA's on its server, a switch's, a
            // controller's) is a chip a cable can be drawn from; back-end boxes have none.
            if (n < 0 || d_.nodes[n].tier == Tier::BackEnd || d_.nodes[n].tier == Tier::Vms || d_.nodes[n].frame)
                continue;
            const std::string& name = t_.at(port).name;
            std::string label = name.substr(name.find_last_of('/') + 1);
            d_.nodes[n].ports.push_back(
                {port, label.empty() ? name : label, cabled.count(port) > 0});
        }
    }

    // The node of the nearest enclosing entity that has one (remembered for `id`), or -1.
    int resolve(Id id) {
        if (auto it = d_.node_of.find(id); it != d_.node_of.end()) return it->second;
        for (Id up : enclosing(t_.at(id)))
            if (auto it = d_.node_of.find(up); it != d_.node_of.end()) return d_.node_of[id] = it->second;
        return -1;
    }

    const Topology& t_;
    const std::set<Id>& collapsed_;
    std::map<Id, Id> pool_of_;  // pool member -> pool
    Diagram d_;
};

}  // namespace

std::optional<Tier> kind_tier(Kind kind) {
    if (kind == Kind::Vm || kind == Kind::Template) return Tier::Vms;
    return node_tier(kind);
}

double tier_x(Tier tier) {
    switch (tier) {
        case Tier::Vms:
            return -400;
        case Tier::Hosts:
            return 0;
        case Tier::Fabric:
            return 400;
        case Tier::FrontEnd:
            return 800;
        case Tier::BackEnd:
            return 1200;
    }
    return 0;
}

std::string_view tier_name(Tier tier) {
    switch (tier) {
        case Tier::Vms:
            return "vms";
        case Tier::Hosts:
            return "hosts";
        case Tier::Fabric:
            return "fabric";
        case Tier::FrontEnd:
            return "front_end";
        case Tier::BackEnd:
            return "back_end";
    }
    return "?";
}

int Diagram::node_for(Id entity) const {
    auto it = node_of.find(entity);
    return it == node_of.end() ? -1 : it->second;
}

int Diagram::index_of_key(Id key) const {
    int n = node_for(key);
    return n >= 0 && nodes[n].key == key ? n : -1;
}

Diagram build_diagram(const Topology& t, const Layout& layout) {
    return Builder(t, layout).build();
}

bool is_frame_kind(Kind k) {
    return k == Kind::BladeChassis || k == Kind::Fabric || k == Kind::Array || k == Kind::Pool ||
           k == Kind::Vtl;
}

}  // namespace santwin::diagram
