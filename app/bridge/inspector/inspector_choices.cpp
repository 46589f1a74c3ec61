#include "bridge/inspector/inspector_choices.h"

#include <QVariantMap>
#include <algorithm>
#include <map>
#include <set>

#include "bridge/inspector/port_label.h"
#include "bridge/qt_text.h"
#include "editing/masking.h"
#include "editing/zoning.h"
#include "topology/attr_relevance.h"
#include "topology/cable_names.h"
#include "topology/connectivity.h"
#include "topology/wwpn.h"

namespace santwin {

namespace {

// How often each name occurs among the kinds a reference may point to: a name that occurs once
// is written back as itself, any other as "#id" (the parser takes both).
class RefNames {
  public:
    // `port_names`: how a port is labelled (a cable's ends as on the diagram, a list's ports
    // as on the zoning tab).
    RefNames(const Topology& t, const AttrSpec& spec, QString (*port_names)(const Topology&, Id))
        : t_(t), port_names_(port_names) {
        for (const auto& [id, e] : t.entities())
            if (std::count(spec.ref_kinds.begin(), spec.ref_kinds.end(), e.kind)) ++count_[e.name];
    }

    QString value(Id id) const {
        const Entity& e = t_.at(id);
        const bool plain = !e.name.empty() && !repeats(e) && e.name.find(',') == std::string::npos &&
                           e.name.front() != '#' && e.name.front() != ' ' && e.name.back() != ' ';
        return plain ? qs(e.name) : QStringLiteral("#%1").arg(id);
    }
    // "HBA0 in 'ESX-2'" where the name repeats; a port as `port_names` says.
    QString label(Id id) const {
        const Entity& e = t_.at(id);
        if (e.kind == Kind::Port) return port_names_(t_, id);
        const QString name = e.name.empty() ? QStringLiteral("#%1").arg(id) : qs(e.name);
        return repeats(e) ? name + qs(t_.where(id)) : name;
    }

  private:
    // Another entity of any kind the reference allows with this name makes it ambiguous.
    bool repeats(const Entity& e) const {
        const auto it = count_.find(e.name);
        return it != count_.end() && it->second > 1;
    }
    const Topology& t_;
    QString (*port_names_)(const Topology&, Id);
    std::map<std::string, int> count_;
};

// Lists whose members belong to one holder only: a drive to one RAID or disk group, a pool
// volume to one pool, a host to one cluster. The pick list leaves out what another list holds
// already (a drive in two groups is a validation error); typing one by name is still possible.
std::set<Id> held_elsewhere(const Topology& t, const Entity& e, const AttrSpec& spec) {
    std::set<Id> held;
    const bool exclusive = spec.key == "drives" || spec.key == "hosts" ||
                           (e.kind == Kind::Pool && spec.key == "members");
    if (!exclusive) return held;
    for (const auto& [id, other] : t.entities()) {
        if (id == e.id) continue;
        if (const auto* l = std::get_if<RefList>(&other.attr(spec.key))) held.insert(l->begin(), l->end());
    }
    return held;
}

// The fabric a zone or an alias is defined in (its WWPN members are ports cabled into it).
Id fabric_of(const Topology& t, const Entity& e) {
    return t.ancestor(e.id, Kind::Fabric);
}

// A cable's end as the diagram names it ("VTL1 vls_p0"): what a single reference to a port shows.
QString cable_end_label(const Topology& t, Id port) {
    return qs(cable_end_name(t, port));
}

// What a WWPN or alias member of a text list stands for: {name, hint, id}.
QVariantMap text_member(const Topology& t, const Connectivity& c, Id fabric, const std::string& text) {
    const QString written = qs(text);
    QVariantMap row{{"value", written}, {"name", written}, {"hint", written}, {"id", qint64{0}}};
    if (looks_like_wwpn(text)) {
        const std::vector<Id>& ports = c.ports_with_wwpn(normalize_wwpn(text));
        QStringList names;
        for (Id p : ports) names << port_label(t, p);
        if (names.isEmpty()) {
            row["hint"] = QObject::tr("WWPN %1: matches no port").arg(written);
            row["unmatched"] = true;
            return row;
        }
        row["name"] = names.join(QStringLiteral(", "));
        row["hint"] = QObject::tr("WWPN %1: %2").arg(written, names.join(QStringLiteral(", ")));
        if (ports.size() == 1) row["id"] = static_cast<qint64>(ports.front());
    } else if (const Id alias = fabric != kNoId ? c.alias_named(fabric, text) : kNoId) {
        row["hint"] = QObject::tr("Alias %1").arg(written);
        row["id"] = static_cast<qint64>(alias);
    }
    return row;
}

// Ports offered for a WWPN list, by the port they are, written as their WWPN.
void add_ports(const Topology& t, const std::vector<Id>& ports, const std::set<std::string>& taken, Choices& out) {
    for (Id p : ports) {
        const std::string& wwpn = t.at(p).text("wwpn");
        if (wwpn.empty() || taken.count(normalize_wwpn(wwpn))) continue;
        out.values << qs(wwpn);
        out.labels << port_label(t, p);
    }
}

Choices text_additions(const Topology& t, const Entity& e, const AttrSpec& spec) {
    std::set<std::string> taken;
    for (const std::string& m : e.texts(spec.key)) taken.insert(looks_like_wwpn(m) ? normalize_wwpn(m) : m);
    Choices out;
    if ((e.kind == Kind::Zone && spec.key == "members") || (e.kind == Kind::Alias && spec.key == "wwpns")) {
        const Id fabric = fabric_of(t, e);
        if (fabric == kNoId) return out;
        add_ports(t, editing::fabric_ports(t, fabric), taken, out);
        if (e.kind == Kind::Zone)
            for (Id a : t.children(fabric, Kind::Alias))
                if (!taken.count(t.at(a).name)) {
                    out.values << qs(t.at(a).name);
                    out.labels << QObject::tr("%1 (alias)").arg(qs(t.at(a).name));
                }
    } else if (e.kind == Kind::HostGroup && spec.key == "initiators") {
        add_ports(t, editing::initiator_ports(t), taken, out);
    }
    return out;
}

}  // namespace

Choices reference_choices(const Topology& t, const Entity& e, const AttrSpec& spec) {
    const RefNames names(t, spec, cable_end_label);
    Choices out{{QString()}, {QString()}};
    for (Id id : ref_candidates(t, e, spec)) {
        out.values << names.value(id);
        out.labels << names.label(id);
    }
    if (out.values.size() < 2) return {};
    return out;
}

QVariantList list_members(const Topology& t, const Entity& e, const AttrSpec& spec) {
    QVariantList out;
    if (spec.type == AttrType::RefList) {
        const RefNames names(t, spec, port_label);
        for (Id id : e.refs(spec.key)) {
            if (!t.contains(id)) {  // a dangling member: removable, and said so
                const QString gone = QStringLiteral("#%1").arg(id);
                out.append(QVariantMap{{"value", gone}, {"name", QObject::tr("%1 (missing)").arg(gone)},
                                       {"hint", QObject::tr("No entity %1 exists").arg(gone)},
                                       {"id", qint64{0}}, {"unmatched", true}});
                continue;
            }
            const QString label = names.label(id);
            out.append(QVariantMap{{"value", names.value(id)}, {"name", label}, {"hint", label},
                                   {"id", static_cast<qint64>(id)}});
        }
    } else if (spec.type == AttrType::TextList) {
        const TextList& texts = e.texts(spec.key);
        if (texts.empty()) return out;
        const Connectivity c(t);
        const Id fabric = fabric_of(t, e);
        for (const std::string& text : texts) out.append(text_member(t, c, fabric, text));
    }
    return out;
}

Choices list_additions(const Topology& t, const Entity& e, const AttrSpec& spec) {
    if (spec.type == AttrType::TextList) return text_additions(t, e, spec);
    Choices out;
    if (spec.type != AttrType::RefList) return out;
    std::set<Id> skip = held_elsewhere(t, e, spec);
    for (Id id : e.refs(spec.key)) skip.insert(id);
    const RefNames names(t, spec, port_label);
    for (Id id : ref_candidates(t, e, spec))
        if (!skip.count(id)) {
            out.values << names.value(id);
            out.labels << names.label(id);
        }
    return out;
}

}  // namespace santwin
