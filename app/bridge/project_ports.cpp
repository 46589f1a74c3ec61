// ProjectController's port chips: which to light and which cables to trace chip to chip for the
// selection, and the hint a chip gives when pointed at.
#include <QVariantMap>
#include <set>

#include "bridge/project_controller.h"
#include "diagram/port_traces.h"
#include "editing/zoning.h"

using namespace santwin;

namespace {

QVariantList to_list(const std::set<Id>& ids) {
    QVariantList out;
    for (Id id : ids) out.append(static_cast<qint64>(id));
    return out;
}

}  // namespace

QVariantList ProjectController::litLinks() const {
    std::set<Id> links;
    if (!project_) return {};
    const Topology& t = project_->topology;
    auto add = [&](Id id) {
        const Entity* e = t.find(id);
        if (!e) return;
        if (e->kind == Kind::Link) links.insert(id);
        if (e->kind == Kind::Port)
            for (Id link : diagram::links_of_port(t, id)) links.insert(link);
    };
    if (selected_id_) add(static_cast<Id>(selected_id_));
    for (Id id : extra_) add(id);
    return to_list(links);
}

QVariantList ProjectController::litPorts() const {
    if (!project_) return {};
    const Topology& t = project_->topology;
    std::set<Id> ports;
    for (const QVariant& v : portsOfLinks(litLinks())) ports.insert(static_cast<Id>(v.toLongLong()));
    auto add = [&](Id id) {
        const Entity* e = t.find(id);
        if (e && e->kind == Kind::Port) ports.insert(id);
        if (e && e->kind == Kind::Zone)
            for (Id port : editing::zone_ports(t, id)) ports.insert(port);
    };
    if (selected_id_) add(static_cast<Id>(selected_id_));
    for (Id id : extra_) add(id);
    return to_list(ports);
}

QVariantList ProjectController::portsOfLinks(const QVariantList& links) const {
    std::set<Id> ports;
    if (!project_) return {};
    for (const QVariant& v : links)
        if (const Entity* e = project_->topology.find(static_cast<Id>(v.toLongLong())); e && e->kind == Kind::Link)
            for (const char* end : {"a", "b"})
                if (project_->topology.contains(e->ref(end))) ports.insert(e->ref(end));
    return to_list(ports);
}

QString ProjectController::portHint(qint64 port) const {
    if (!project_) return {};
    return QString::fromStdString(diagram::port_hint(project_->topology, diagram_, static_cast<Id>(port)));
}

QVariantList ProjectController::linksOfPort(qint64 port) const {
    if (!project_ || !project_->topology.contains(static_cast<Id>(port))) return {};
    std::set<Id> links;
    for (Id link : diagram::links_of_port(project_->topology, static_cast<Id>(port))) links.insert(link);
    return to_list(links);
}

QVariantList ProjectController::cableTraces(const QVariantList& links) const {
    QVariantList out;
    if (!project_) return out;
    std::vector<Id> ids;
    for (const QVariant& v : links) ids.push_back(static_cast<Id>(v.toLongLong()));
    for (const diagram::CableTrace& trace : diagram::trace_cables(project_->topology, diagram_, ids)) {
        const diagram::Route& r = trace.route;
        out.append(QVariantMap{{"link", static_cast<qint64>(trace.link)},
                               {"x0", r.start.x}, {"y0", r.start.y}, {"x1", r.control1.x}, {"y1", r.control1.y},
                               {"x2", r.control2.x}, {"y2", r.control2.y}, {"x3", r.end.x}, {"y3", r.end.y}});
    }
    return out;
}
