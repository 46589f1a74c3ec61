#include "editing/edits.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <sstream>

#include "diagram/auto_layout.h"
#include "diagram/diagram.h"
#include "topology/attr_label.h"
#include "topology/cable_names.h"
#include "topology/port_speeds.h"
#include "topology/port_vendor.h"
#include "topology/wwpn.h"
#include "workloads/io_profile.h"

namespace santwin::editing {

bool is_dependent_record(Kind k) {
    return k == Kind::Link || k == Kind::LunMapping || k == Kind::MultipathPolicy;
}

namespace {

bool points_into(const Value& v, const std::set<Id>& ids) {
    if (const Ref* r = std::get_if<Ref>(&v)) return ids.count(r->id) != 0;
    if (const RefList* l = std::get_if<RefList>(&v))
        return std::any_of(l->begin(), l->end(), [&](Id r) { return ids.count(r) != 0; });
    return false;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::vector<std::string> split_list(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (!trim(item).empty()) out.push_back(trim(item));
    return out;
}

// `name`, or "#<id>" where names repeat (the inspector's pick-lists use it for those).
Id entity_named(const Topology& t, const AttrSpec& a, const std::string& name) {
    if (name.size() > 1 && name[0] == '#' && name.find_first_not_of("0123456789", 1) == std::string::npos) {
        const Id id = static_cast<Id>(std::stoull(name.substr(1)));
        if (const Entity* e = t.find(id); e && std::count(a.ref_kinds.begin(), a.ref_kinds.end(), e->kind))
            return id;
    }
    for (Kind k : a.ref_kinds)
        if (Id id = t.find_by_name(k, name)) return id;
    std::string kinds;
    for (Kind k : a.ref_kinds) kinds += (kinds.empty() ? "" : " or ") + std::string(kind_label(k));
    throw EditError("no " + kinds + " named '" + name + "': type the name of an existing one");
}

}  // namespace

std::string fresh_wwpn(const Topology& t, Id device, int index, Id seed) {
    std::set<std::string> used;
    for (Id p : t.all_of(Kind::Port))
        if (!t.at(p).text("wwpn").empty()) used.insert(normalize_wwpn(t.at(p).text("wwpn")));
    const std::string prefix = wwpn_prefix(port_vendor(t, device), index);
    for (unsigned long n = static_cast<unsigned long>(seed);; ++n) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%s:%02lx:%02lx:%02lx", prefix.c_str(), (n >> 16) & 0xff, (n >> 8) & 0xff,
                      n & 0xff);
        if (!used.count(normalize_wwpn(buf))) return buf;
    }
}

std::string fresh_wwpn(const Topology& t, Id port) {
    const Entity& p = t.at(port);
    return fresh_wwpn(t, p.parent, static_cast<int>(p.num("index")), port);
}

NumberedName split_number(const std::string& name) {
    const size_t dash = name.rfind('-');
    const bool numbered = dash != std::string::npos && dash + 1 < name.size() && dash > 0 &&
                          name.size() - dash - 1 <= 9 &&
                          std::all_of(name.begin() + static_cast<std::ptrdiff_t>(dash) + 1, name.end(),
                                      [](unsigned char c) { return std::isdigit(c) != 0; });
    if (!numbered) return {name + "-", -1, 0};
    const std::string digits = name.substr(dash + 1);
    return {name.substr(0, dash + 1), std::stol(digits), digits.size()};
}

std::string unique_name(const Topology& t, Kind kind, const std::string& wanted, Id parent) {
    std::set<std::string> taken;
    for (Id id : t.children(parent, kind)) taken.insert(t.at(id).name);
    if (parent == kNoId)
        for (Id id : t.all_of(kind)) taken.insert(t.at(id).name);
    if (!taken.count(wanted)) return wanted;
    // A copy of "Drive-2" is "Drive-3", of "RG-000" "RG-001": the number goes on, it does not
    // pile up as "Drive-2-2". A name without a trailing number gets "-2", "-3"...
    const NumberedName numbered = split_number(wanted);
    for (long n = numbered.number >= 0 ? numbered.number + 1 : 2;; ++n) {
        std::string digits = std::to_string(n);
        if (digits.size() < numbered.width) digits.insert(0, numbered.width - digits.size(), '0');
        if (std::string candidate = numbered.stem + digits; !taken.count(candidate)) return candidate;
    }
}

namespace {
bool lu_number_taken(const Topology& t, Id array, double number) {
    for (Id lu : t.children(array, Kind::LogicalUnit))
        if (t.at(lu).num("lu_number") == number) return true;
    return false;
}

// The lowest lu_number no LU of `array` has: a new LU, or a copy whose number is taken, gets it
// (two LUs of one array sharing a number is lu.duplicate_number).
double free_lu_number(const Topology& t, Id array) {
    double n = 0;
    while (lu_number_taken(t, array, n)) ++n;
    return n;
}
}  // namespace

Id create_entity(EditSession& s, Kind kind, const std::string& name, Id parent, const Point* at) {
    const std::string base = name.empty() ? std::string(kind_label(kind)) : name;
    Id id = kNoId;
    try {
        const double lu_number = kind == Kind::LogicalUnit ? free_lu_number(s.topology(), parent) : 0;
        id = s.add(kind, unique_name(s.topology(), kind, base, parent), parent);
        if (kind == Kind::LogicalUnit) s.set(id, "lu_number", lu_number);
        // A port from the palette is FC by default and can be zoned at once, as an HBA's can.
        if (kind == Kind::Port && s.topology().at(id).text("protocol") == "fc" &&
            s.topology().at(id).text("wwpn").empty())
            s.set(id, "wwpn", fresh_wwpn(s.topology(), id));
    } catch (const TopologyError& e) {
        throw EditError(e.what());
    }
    if (at) s.move(id, *at);
    return id;
}

DeletePlan plan_delete(const Topology& t, const std::vector<Id>& ids) {
    DeletePlan plan;
    std::set<Id> gone;
    auto take = [&](Id id) {
        if (gone.count(id)) return;
        plan.removed.push_back(id);
        gone.insert(id);
        for (Id d : t.descendants(id)) {
            if (gone.insert(d).second) plan.contained.push_back(d);
        }
    };
    for (Id id : ids)
        if (t.contains(id)) take(id);
    // Records pointing at something gone go too; that can cascade (a mapping's host group).
    for (bool grew = true; grew;) {
        grew = false;
        for (const auto& [id, e] : t.entities()) {
            if (gone.count(id) || !is_dependent_record(e.kind)) continue;
            for (const auto& [key, v] : e.attrs)
                if (points_into(v, gone)) {
                    take(id);
                    grew = true;
                    break;
                }
        }
    }
    for (const auto& [id, e] : t.entities()) {
        if (gone.count(id)) continue;
        for (const auto& [key, v] : e.attrs)
            if (points_into(v, gone)) plan.cleared.emplace_back(id, key);
    }
    return plan;
}

void delete_entities(EditSession& s, const std::vector<Id>& ids) {
    const DeletePlan plan = plan_delete(s.topology(), ids);
    std::set<Id> gone(plan.removed.begin(), plan.removed.end());
    gone.insert(plan.contained.begin(), plan.contained.end());
    for (const auto& [id, key] : plan.cleared) {
        const Value& v = s.topology().at(id).attr(key);
        if (std::holds_alternative<Ref>(v)) {
            s.set(id, key, std::monostate{});
        } else if (const RefList* l = std::get_if<RefList>(&v)) {
            RefList kept;
            for (Id r : *l)
                if (!gone.count(r)) kept.push_back(r);
            s.set(id, key, kept);
        }
    }
    for (Id id : plan.removed)
        if (s.topology().contains(id)) s.remove(id);
}

Value parse_attribute(const Topology& t, Id id, const std::string& key, const std::string& raw) {
    const Entity& e = t.at(id);
    const AttrSpec* a = kind_spec(e.kind).attr(key);
    if (!a) throw EditError(std::string(kind_label(e.kind)) + " has no attribute '" + key + "'");
    const std::string text = trim(raw);
    if (text.empty()) return std::monostate{};
    Value v;
    switch (a->type) {
        case AttrType::Number:
        case AttrType::Integer: {
            size_t used = 0;
            double d = 0;
            try {
                d = std::stod(text, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != text.size() || !std::isfinite(d))
                throw EditError("'" + text + "' is not a number: type digits" + (a->unit.empty() ? "" : " (in " + a->unit + ")"));
            v = d;
            break;
        }
        case AttrType::Bool: {
            std::string low = text;
            std::transform(low.begin(), low.end(), low.begin(), ::tolower);
            if (low == "yes" || low == "true" || low == "on" || low == "1") v = true;
            else if (low == "no" || low == "false" || low == "off" || low == "0") v = false;
            else throw EditError("'" + text + "' is not yes or no");
            break;
        }
        case AttrType::Text:
        case AttrType::Choice: v = text; break;
        case AttrType::Ref: v = Ref{entity_named(t, *a, text)}; break;
        case AttrType::RefList: {
            RefList l;
            for (const std::string& name : split_list(text)) l.push_back(entity_named(t, *a, name));
            v = l;
            break;
        }
        case AttrType::TextList: v = TextList(split_list(text)); break;
    }
    if (std::string msg = check_value(*a, v); !msg.empty()) throw EditError(msg);
    return v;
}

namespace {
// A port's new speed must be a rate its protocol has. (A protocol change is not refused for
// the old speed: validation warns until the speed is set, so neither edit blocks the other.)
void check_port_speed(const Topology& t, Id id, const std::string& key, const Value& v) {
    const Entity* e = t.find(id);
    const auto* gbps = std::get_if<double>(&v);
    if (!e || e->kind != Kind::Port || key != "speed_gbps" || !gbps) return;
    if (std::string why = port_speed_refusal(e->text("protocol"), *gbps); !why.empty()) throw EditError(why);
}

void set_parsed_attribute(EditSession& s, Id id, const std::string& key, const std::string& text) {
    Value v = parse_attribute(s.topology(), id, key, text);
    check_port_speed(s.topology(), id, key, v);
    // A VM's workload must be something a run can start: refuse it here rather than at run time.
    if (key == "workload" && !text.empty() && s.topology().contains(id) && s.topology().at(id).kind == Kind::Vm) {
        try {
            workloads::resolve_profile(text);
        } catch (const std::invalid_argument& why) {
            throw EditError(why.what());
        }
    }
    try {
        s.set(id, key, v);
    } catch (const TopologyError& e) {
        throw EditError(e.what());
    }
}
}  // namespace

void set_attribute_text(EditSession& s, Id id, const std::string& key, const std::string& text) {
    try {
        set_parsed_attribute(s, id, key, text);
    } catch (const EditError& e) {
        throw EditError(with_attr_label(key, e.what()));  // "Speed must be ...", not "speed_gbps ..."
    }
}

std::string cable_refusal(const Topology& t, Id a, Id b) {
    const Entity* pa = t.find(a);
    const Entity* pb = t.find(b);
    if (!pa || !pb || pa->kind != Kind::Port || pb->kind != Kind::Port) return "a cable joins two ports";
    if (a == b) return "a cable needs two different ports";
    if (pa->parent == pb->parent) return "both ports are on " + t.describe(pa->parent);
    if (pa->text("protocol") != pb->text("protocol"))
        return t.describe(a) + " is " + protocol_name(pa->text("protocol")) + " and " + t.describe(b) + " is " +
               protocol_name(pb->text("protocol"));
    for (Id l : t.all_of(Kind::Link)) {
        const Entity& link = t.at(l);
        for (Id end : {link.ref("a"), link.ref("b")})
            if (end == a || end == b) return t.describe(end) + " is already cabled";
    }
    auto host_adapter = [&](const Entity& p) {
        const Entity& owner = t.at(p.parent);
        return owner.kind == Kind::Hba || (owner.kind == Kind::Nic && owner.parent && t.at(owner.parent).kind == Kind::Server);
    };
    if (host_adapter(*pa) && host_adapter(*pb)) return "two host adapter ports: cable one to a switch or a storage port";
    return "";
}

double negotiated_gbps(const Topology& t, Id a, Id b) {
    return std::min(port_line_rate(t, a, 0), port_line_rate(t, b, 0));
}

Id connect_ports(EditSession& s, Id a, Id b) {
    if (std::string why = cable_refusal(s.topology(), a, b); !why.empty()) throw EditError("cannot cable: " + why);
    const Topology& t = s.topology();
    const Id link = s.add(Kind::Link, unique_name(t, Kind::Link, t.at(a).name + " - " + t.at(b).name, kNoId));
    s.set(link, "a", Ref{a});
    s.set(link, "b", Ref{b});
    s.set(link, "medium", t.at(a).text("protocol"));
    return link;
}

namespace {
bool names_an_identity(Kind k) {
    return k == Kind::EsxHost || k == Kind::Vm || k == Kind::Template || k == Kind::Datastore ||
           k == Kind::VcbProxy || k == Kind::BackupServer;
}
}  // namespace

namespace {
// The lowest slot from `from` up that no `kind` child of `parent` uses.
double free_slot(const Topology& t, Id parent, Kind kind, double from) {
    std::set<long> taken;
    for (Id sibling : t.children(parent, kind))
        if (std::holds_alternative<double>(t.at(sibling).attr("slot")))
            taken.insert(std::lround(t.at(sibling).num("slot")));
    long slot = std::max(0L, std::lround(from));
    while (taken.count(slot)) ++slot;
    return static_cast<double>(slot);
}
}  // namespace

std::vector<Id> duplicate(EditSession& s, const std::vector<Id>& ids, Point offset) {
    const Topology& t = s.topology();
    // Everything copied, parents first, and the id each becomes.
    std::vector<Id> order;
    std::set<Id> seen;
    for (Id id : ids) {
        if (!t.contains(id) || seen.count(id)) continue;
        order.push_back(id);
        seen.insert(id);
        for (Id d : t.descendants(id))
            if (seen.insert(d).second) order.push_back(d);
    }
    // Cables whose both ends are copied come along.
    for (Id l : t.all_of(Kind::Link))
        if (!seen.count(l) && seen.count(t.at(l).ref("a")) && seen.count(t.at(l).ref("b"))) {
            order.push_back(l);
            seen.insert(l);
        }
    std::map<Id, Id> copy_of;
    Id next = t.next_id();
    for (Id id : order) copy_of[id] = next++;
    auto remap = [&](const Value& v) -> Value {
        if (const Ref* r = std::get_if<Ref>(&v)) return Ref{copy_of.count(r->id) ? copy_of[r->id] : r->id};
        if (const RefList* l = std::get_if<RefList>(&v)) {
            RefList out;
            for (Id r : *l) out.push_back(copy_of.count(r) ? copy_of[r] : r);
            return out;
        }
        return v;
    };
    // Where each copied box is drawn now (hand-placed or not): its copy goes there plus `offset`.
    const diagram::Diagram drawn = diagram::lay_out(s.project());
    auto drawn_at = [&](Id id) -> std::optional<Point> {
        const auto it = drawn.node_of.find(id);
        if (it == drawn.node_of.end()) return std::nullopt;
        const diagram::Node& n = drawn.nodes[static_cast<size_t>(it->second)];
        if (n.key != id || !n.children.empty()) return std::nullopt;
        return Point{n.x, n.y};
    };
    std::vector<Id> roots;
    for (Id id : order) {
        Entity e = t.at(id);
        const bool root = !copy_of.count(e.parent);
        e.id = copy_of[id];
        if (!root) e.parent = copy_of[e.parent];
        // A copy's root is renamed; inside it, so are the things named across the lab (an ESX
        // host, a VM), while parts (an HBA, a port) keep names their new parent tells apart.
        if (root || names_an_identity(e.kind)) e.name = unique_name(t, e.kind, e.name, root ? e.parent : kNoId);
        for (auto& [key, v] : e.attrs) v = remap(v);
        // The copy of a port is numbered as the vendor of the device it was copied from numbers.
        if (e.kind == Kind::Port && !e.text("wwpn").empty())
            e.attrs["wwpn"] = fresh_wwpn(t, t.at(id).parent, static_cast<int>(e.num("index")), e.id);
        if (e.kind == Kind::LogicalUnit && lu_number_taken(t, e.parent, e.num("lu_number")))
            e.attrs["lu_number"] = free_lu_number(t, e.parent);
        // A copied blade or drive takes the next free slot beside its original, not its slot.
        if (root && e.parent != kNoId && std::holds_alternative<double>(e.attr("slot")))
            e.attrs["slot"] = free_slot(t, e.parent, e.kind, e.num("slot"));
        s.insert(e);
        if (root && e.kind != Kind::Link) roots.push_back(e.id);
        auto pos = s.project().layout.positions.find(id);
        if (const auto at = drawn_at(id))
            s.move(e.id, Point{at->x + offset.x, at->y + offset.y});
        else if (pos != s.project().layout.positions.end())  // folded into a collapsed box
            s.move(e.id, Point{pos->second.x + offset.x, pos->second.y + offset.y});
    }
    return roots;
}

std::vector<Id> duplicate_copies(EditSession& s, const std::vector<Id>& ids, int count, Point offset) {
    if (count < 1 || count > kMaxCopies)
        throw EditError("cannot make " + std::to_string(count) + " copies: the count must be 1 to " +
                        std::to_string(kMaxCopies));
    const Topology& t = s.topology();
    const bool any = std::any_of(ids.begin(), ids.end(), [&](Id id) { return t.contains(id); });
    if (!any) throw EditError("nothing to copy: none of the selected entities exists");
    std::vector<Id> all;
    std::vector<Id> previous = ids;
    for (int i = 0; i < count; ++i) {
        // Each copy is made from the one before, so its names number on from there and it is
        // drawn `offset` further along.
        previous = duplicate(s, previous, offset);
        all.insert(all.end(), previous.begin(), previous.end());
    }
    return all;
}

void set_collapsed(EditSession& s, const std::vector<Id>& ids, bool collapsed) {
    const Topology& t = s.topology();
    for (Id id : ids) {
        const Entity* e = t.find(id);
        if (!e) throw EditError("entity #" + std::to_string(id) + " does not exist");
        if (!diagram::is_frame_kind(e->kind))
            throw EditError(std::string(kind_label(e->kind)) + " '" + e->name +
                            "' is not drawn as a frame: only chassis, fabrics, arrays, pools and VTLs collapse");
    }
    for (Id id : ids) s.set_collapsed(id, collapsed);
}

size_t lay_out_by_tier(EditSession& s, const std::vector<Id>& ids) {
    const Topology& t = s.topology();
    const auto& placed = s.project().layout.positions;
    std::vector<Id> todo;
    if (ids.empty()) {
        for (const auto& entry : placed) todo.push_back(entry.first);
    } else {
        for (Id id : ids) {
            if (!t.find(id)) throw EditError("entity #" + std::to_string(id) + " does not exist");
            // The entity and everything inside it.
            for (std::vector<Id> stack{id}; !stack.empty();) {
                const Id at = stack.back();
                stack.pop_back();
                if (placed.count(at)) todo.push_back(at);
                for (Id child : t.children(at)) stack.push_back(child);
            }
        }
    }
    if (todo.empty())
        throw EditError(ids.empty() ? "every box is already where the tiers put it"
                                    : "the selection is already where the tiers put it");
    for (Id id : todo) s.unplace(id);
    return todo.size();
}

}  // namespace santwin::editing
