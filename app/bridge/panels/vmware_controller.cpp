#include "bridge/panels/vmware_controller.h"

#include <QVariantMap>
#include <map>

#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "editing/path_policy.h"
#include "topology/capacity.h"
#include "topology/paths.h"

using namespace santwin;

namespace {
// "LU DP-000 on AMS2100" / "export /fs1 (NFS)": what a datastore sits on.
QString backing(const Topology& t, const Entity& ds) {
    if (const Entity* lu = t.find(ds.ref("lu")))
        return QObject::tr("LU %1 on %2").arg(qs(lu->name), qs(t.at(t.ancestor(lu->id, Kind::Array)).name));
    if (const Entity* ex = t.find(ds.ref("export"))) return QObject::tr("export %1 (NFS)").arg(qs(ex->name));
    return QObject::tr("no backing");
}
}  // namespace

QVariantList VmwareController::datastores() const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p) return out;
    const Topology& t = p->topology;
    std::map<Id, QVariantList> disks;
    std::map<Id, double> provisioned;
    for (Id d : t.all_of(Kind::Vmdk)) {
        const Entity& disk = t.at(d);
        const Entity& owner = t.at(disk.parent);
        // An RDM's data lives on its own LU: only its mapping file (a few KB) sits on the
        // datastore, so it provisions nothing there and has no VMDK format to choose.
        const bool rdm = disk.flag("rdm");
        const Entity* mapped = rdm ? t.find(disk.ref("rdm_lu")) : nullptr;
        disks[disk.ref("datastore")].append(QVariantMap{{"id", static_cast<qint64>(d)},
                                                        {"vm", qs(owner.name)},
                                                        {"vmId", static_cast<qint64>(owner.id)},
                                                        {"name", qs(disk.name)},
                                                        {"format", qs(disk.text("format"))},
                                                        {"sizeGb", disk.num("size_gb")},
                                                        {"usedGb", disk.num("used_gb")},
                                                        {"rdm", rdm},
                                                        {"rdmLu", mapped ? qs(mapped->name) : QString()}});
        if (!rdm) provisioned[disk.ref("datastore")] += disk.num("size_gb");
    }
    for (Id ds : t.all_of(Kind::Datastore)) {
        const Entity& e = t.at(ds);
        out.append(QVariantMap{{"id", static_cast<qint64>(ds)},
                               {"name", qs(e.name)},
                               {"type", qs(e.text("type"))},
                               {"backing", backing(t, e)},
                               {"capacityGb", datastore_capacity_gb(t, ds).value_or(0)},
                               {"provisionedGb", provisioned[ds]},
                               {"disks", disks[ds]}});
    }
    return out;
}

QVariantList VmwareController::hosts() const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p) return out;
    const Topology& t = p->topology;
    // Paths per (host, LU) from path resolution (masking, zoning, cables).
    std::map<Id, std::map<Id, int>> paths;
    for (Id lu : t.all_of(Kind::LogicalUnit))
        for (const StoragePath& sp : who_sees(t, lu)) ++paths[sp.host][lu];
    for (Id host : t.all_of(Kind::EsxHost)) {
        QVariantList lus;
        for (const auto& [lu, n] : paths[host]) {
            const Id policy = editing::path_policy_of(t, host, lu);
            lus.append(QVariantMap{{"lu", static_cast<qint64>(lu)},
                                   {"name", qs(t.at(lu).name)},
                                   {"policy", policy ? qs(t.at(policy).text("policy")) : QString()},
                                   {"paths", n}});
        }
        out.append(QVariantMap{{"id", static_cast<qint64>(host)}, {"name", qs(t.at(host).name)}, {"lus", lus}});
    }
    return out;
}
