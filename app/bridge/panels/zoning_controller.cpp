#include "bridge/panels/zoning_controller.h"

#include <QVariantMap>
#include <algorithm>

#include "bridge/inspector/port_label.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "editing/zoning.h"

using namespace santwin;

namespace {
}  // namespace

QVariantList ZoningController::fabrics() const {
    QVariantList out;
    if (const Project* p = project_->project())
        for (Id f : p->topology.all_of(Kind::Fabric))
            out.append(QVariantMap{{"id", static_cast<qint64>(f)}, {"name", qs(p->topology.at(f).name)}});
    return out;
}

QVariantList ZoningController::zoneSets(qint64 fabric) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p || !p->topology.contains(static_cast<Id>(fabric))) return out;
    const Topology& t = p->topology;
    const Id active = t.at(static_cast<Id>(fabric)).ref("active_zone_set");
    for (Id zs : t.children(static_cast<Id>(fabric), Kind::ZoneSet))
        out.append(QVariantMap{{"id", static_cast<qint64>(zs)}, {"name", qs(t.at(zs).name)}, {"active", zs == active}});
    return out;
}

QVariantList ZoningController::zones(qint64 fabric) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p || !p->topology.contains(static_cast<Id>(fabric))) return out;
    const Topology& t = p->topology;
    const Id active = t.at(static_cast<Id>(fabric)).ref("active_zone_set");
    const RefList in_active = active && t.contains(active) ? t.at(active).refs("zones") : RefList{};
    for (Id z : t.children(static_cast<Id>(fabric), Kind::Zone)) {
        QVariantList members;
        for (const editing::ZoneMember& m : editing::zone_members(t, z)) {
            QStringList ports;
            for (Id port : m.ports) ports << port_label(t, port);
            members.append(QVariantMap{{"text", qs(m.text)}, {"ports", ports.join(QStringLiteral(", "))},
                                       {"matched", !m.ports.empty()}});
        }
        const bool live = std::find(in_active.begin(), in_active.end(), z) != in_active.end();
        out.append(QVariantMap{{"id", static_cast<qint64>(z)}, {"name", qs(t.at(z).name)},
                               {"members", members}, {"inActiveSet", live}});
    }
    return out;
}

QVariantList ZoningController::candidatePorts(qint64 fabric) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p) return out;
    for (Id port : editing::fabric_ports(p->topology, static_cast<Id>(fabric)))
        out.append(QVariantMap{{"id", static_cast<qint64>(port)}, {"label", port_label(p->topology, port)}});
    return out;
}

QVariantList ZoningController::aliases(qint64 fabric) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p || !p->topology.contains(static_cast<Id>(fabric))) return out;
    const Topology& t = p->topology;
    for (Id a : t.children(static_cast<Id>(fabric), Kind::Alias)) {
        QStringList ports;
        for (Id port : editing::alias_ports(t, a)) ports << port_label(t, port);
        out.append(QVariantMap{{"id", static_cast<qint64>(a)}, {"name", qs(t.at(a).name)},
                               {"ports", ports.isEmpty() ? tr("matches no port") : ports.join(QStringLiteral(", "))}});
    }
    return out;
}
