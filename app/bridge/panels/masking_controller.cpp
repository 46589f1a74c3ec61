#include "bridge/panels/masking_controller.h"

#include <QVariantMap>
#include <set>

#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "editing/masking.h"
#include "topology/paths.h"

using namespace santwin;

namespace {
// "ESX-1 · HBA0-p0": the server (or NAS head) and the port.
QString host_port_label(const Topology& t, Id port) {
    Id server = t.ancestor(port, Kind::Server);
    if (!server) server = t.ancestor(port, Kind::NasHead);
    return (server ? qs(t.at(server).name) : QStringLiteral("?")) + QStringLiteral(" · ") + qs(t.at(port).name);
}
}  // namespace

QVariantList MaskingController::arrays() const {
    QVariantList out;
    if (const Project* p = project_->project())
        for (Id a : p->topology.all_of(Kind::Array))
            out.append(QVariantMap{{"id", static_cast<qint64>(a)}, {"name", qs(p->topology.at(a).name)}});
    return out;
}

QVariantList MaskingController::hostGroups(qint64 array) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p || !p->topology.contains(static_cast<Id>(array))) return out;
    const Topology& t = p->topology;
    for (Id hg : t.children(static_cast<Id>(array), Kind::HostGroup)) {
        QStringList ports;
        for (Id port : t.at(hg).refs("ports"))
            if (t.contains(port)) ports << qs(t.at(port).name);
        QVariantList initiators;
        for (const editing::Initiator& i : editing::host_group_initiators(t, hg)) {
            QStringList matched;
            for (Id port : i.ports) matched << host_port_label(t, port);
            initiators.append(QVariantMap{{"text", qs(i.text)}, {"ports", matched.join(QStringLiteral(", "))},
                                          {"matched", !i.ports.empty()}});
        }
        QVariantList mappings;
        for (Id m : t.children(hg, Kind::LunMapping)) {
            const Id lu = t.at(m).ref("lu");
            // Who can see it through masking, zoning and cabling: the answer path resolution gives.
            std::set<Id> hosts;
            if (t.contains(lu))
                for (const StoragePath& sp : who_sees(t, lu)) hosts.insert(sp.host);
            QStringList names;
            for (Id h : hosts) names << qs(t.at(h).name);
            mappings.append(QVariantMap{{"id", static_cast<qint64>(m)},
                                        {"lu", static_cast<qint64>(lu)},
                                        {"name", t.contains(lu) ? qs(t.at(lu).name) : QStringLiteral("(no LU)")},
                                        {"lun", static_cast<int>(t.at(m).num("lun"))},
                                        {"hosts", names.join(QStringLiteral(", "))}});
        }
        out.append(QVariantMap{{"id", static_cast<qint64>(hg)},
                               {"name", qs(t.at(hg).name)},
                               {"ports", ports.isEmpty() ? QObject::tr("all ports") : ports.join(QStringLiteral(", "))},
                               {"initiators", initiators},
                               {"mappings", mappings},
                               {"nextLun", editing::next_free_lun(t, hg)}});
    }
    return out;
}

QVariantList MaskingController::candidateInitiators() const {
    QVariantList out;
    if (const Project* p = project_->project())
        for (Id port : editing::initiator_ports(p->topology))
            out.append(QVariantMap{{"id", static_cast<qint64>(port)}, {"label", host_port_label(p->topology, port)}});
    return out;
}

QVariantList MaskingController::unmappedLus(qint64 hostGroup) const {
    QVariantList out;
    if (const Project* p = project_->project())
        for (Id lu : editing::unmapped_lus(p->topology, static_cast<Id>(hostGroup)))
            out.append(QVariantMap{{"id", static_cast<qint64>(lu)}, {"name", qs(p->topology.at(lu).name)}});
    return out;
}
