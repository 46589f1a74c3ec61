#include "bridge/inspector/port_label.h"

#include "bridge/qt_text.h"

namespace santwin {

QString port_label(const Topology& t, Id port) {
    const Entity& p = t.at(port);
    Id device = p.parent;
    if (t.contains(device) && (t.at(device).kind == Kind::Hba || t.at(device).kind == Kind::Nic) && t.at(device).parent)
        device = t.at(device).parent;
    QString where = qs(t.at(device).name);
    if (t.contains(device) && t.at(device).kind == Kind::Controller && t.contains(t.at(device).parent))
        where = qs(t.at(t.at(device).parent).name) + QStringLiteral(" ") + where;
    return where + QStringLiteral(" · ") + qs(p.name);
}

}  // namespace santwin
