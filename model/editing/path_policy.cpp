#include "editing/path_policy.h"

#include "editing/edits.h"

namespace santwin::editing {

Id path_policy_of(const Topology& t, Id host, Id lu) {
    if (!t.contains(host)) return kNoId;
    for (Id p : t.children(host, Kind::MultipathPolicy))
        if (t.at(p).ref("lu") == lu) return p;
    return kNoId;
}

Id set_path_policy(EditSession& s, Id host, Id lu, const std::string& policy) {
    const Topology& t = s.topology();
    if (!t.contains(host) || t.at(host).kind != Kind::EsxHost) throw EditError("a path policy belongs to an ESX host");
    if (!t.contains(lu) || t.at(lu).kind != Kind::LogicalUnit) throw EditError("a path policy is for an LU");
    if (policy != "mru" && policy != "fixed" && policy != "rr")
        throw EditError("a path policy is mru, fixed or rr, not '" + policy + "'");
    Id p = path_policy_of(t, host, lu);
    if (!p) {
        p = create_entity(s, Kind::MultipathPolicy, t.at(lu).name, host);
        s.set(p, "lu", Ref{lu});
    }
    s.set(p, "policy", policy);
    return p;
}

}  // namespace santwin::editing
