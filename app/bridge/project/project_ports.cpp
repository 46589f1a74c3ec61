// ProjectController's port chips: which to light and which cables to trace chip to chip for the
// selection, and the hint a chip gives when pointed at.
#include <QVariantMap>
#include <set>

#include "bridge/project/project_controller.h"
#include "diagram/port_traces.h"
#include "editing/zoning.h"

using namespace santwin;

namespace {

template <typename Ids>
QVariantList to_list(const Ids& ids) {
    QVariantList out;
    for (Id id : ids) out.append(static_cast<qint64>(id));
    return out;
}

// Both ends of each link of `links` that exist.
std::set<Id> ends_of(const Topology& t, const std::set<Id>& links) {
    std::set<Id> ports;
    for (Id link : links)
        if (const Entity* e = t.find(link); e && e->kind == Kind::Link)
            for (const char* end : {"a", "b"})
                if (t.contains(e->ref(end))) ports.insert(e->ref(end));
    return ports;
}

std::set<Id> to_ids(const QVariantList& list) {
    std::set<Id> out;
    for (const QVariant& v : list) out.insert(static_cast<Id>(v.toLongLong()));
    return out;
}

}  // namespace

std::vector<Id> ProjectController::selection() const {
    std::vector<Id> out;
    if (selected_id_) out.push_back(static_cast<Id>(selected_id_));
    out.insert(out.end(), extra_.begin(), extra_.end());
    return out;
}

// The selected cables and the cables of the selected ports.
std::set<Id> ProjectController::selectedLinks() const {
    std::set<Id> links;
    if (!project_) return links;
    const Topology& t = project_->topology;
    for (Id id : selection()) {
        const Entity* e = t.find(id);
        if (e && e->kind == Kind::Link) links.insert(id);
        if (e && e->kind == Kind::Port)
            for (Id link : diagram::links_of_port(t, id)) links.insert(link);
    }
    return links;
}

QVariantList ProjectController::litLinks() const { return to_list(selectedLinks()); }

QVariantList ProjectController::litPorts() const {
    if (!project_) return {};
    const Topology& t = project_->topology;
    std::set<Id> ports = ends_of(t, selectedLinks());
    for (Id id : selection()) {
        const Entity* e = t.find(id);
        if (e && e->kind == Kind::Port) ports.insert(id);
        if (e && e->kind == Kind::Zone)
            for (Id port : editing::zone_ports(t, id)) ports.insert(port);
    }
    return to_list(ports);
}

QVariantList ProjectController::portsOfLinks(const QVariantList& links) const {
    if (!project_) return {};
    return to_list(ends_of(project_->topology, to_ids(links)));
}

QString ProjectController::portHint(qint64 port) const {
    if (!project_) return {};
    return QString::fromStdString(diagram::port_hint(project_->topology, diagram_, static_cast<Id>(port)));
}

QVariantList ProjectController::linksOfPort(qint64 port) const {
    if (!project_ || !project_->topology.contains(static_cast<Id>(port))) return {};
    return to_list(diagram::links_of_port(project_->topology, static_cast<Id>(port)));
}

QVariantList ProjectController::cableTraces(const QVariantList& links) const {
    QVariantList out;
    if (!project_) return out;
    const std::set<Id> ids = to_ids(links);
    for (const diagram::CableTrace& trace : diagram::trace_cables(project_->topology, diagram_, {ids.begin(), ids.end()})) {
        const diagram::Route& r = trace.route;
        out.append(QVariantMap{{"link", static_cast<qint64>(trace.link)},
                               {"x0", r.start.x}, {"y0", r.start.y}, {"x1", r.control1.x}, {"y1", r.control1.y},
                               {"x2", r.control2.x}, {"y2", r.control2.y}, {"x3", r.end.x}, {"y3", r.end.y}});
    }
    return out;
}
