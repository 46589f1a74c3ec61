#include "topology/datastore_line.h"

#include <map>

#include "topology/paths.h"

namespace santwin {

namespace {
bool points_to(const Topology& t, Id id, Kind kind) {
    const Entity* e = t.find(id);
    return e && e->kind == kind;
}

std::string dangling(const Topology& t, Id id, const std::string& key) {
    const std::string what =
        t.contains(id) ? t.describe(id) + ", the wrong kind" : "#" + std::to_string(id) + ", which does not exist";
    return "[dangling: " + what + "; set its " + key + "]";
}

std::string count(std::size_t n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
}  // namespace

std::string datastore_line(const Topology& t, Id datastore) {
    const Entity& e = t.at(datastore);
    std::string out = e.name + " (" + e.text("type") + ")";
    const Id lu = e.ref("lu");
    const Id ex = e.ref("export");
    if (lu && !points_to(t, lu, Kind::LogicalUnit)) return out + " on " + dangling(t, lu, "lu");
    if (lu) {
        const auto seen = who_sees(t, lu);
        std::map<Id, int> per_host;
        for (const auto& path : seen) per_host[path.host]++;
        return out + " on " + t.at(lu).name + ": " + count(per_host.size(), "host", "hosts") + ", " +
               count(seen.size(), "path", "paths");
    }
    if (ex && !points_to(t, ex, Kind::NfsExport)) return out + " on export " + dangling(t, ex, "export");
    if (ex) {  // NFS: the export, its file system and head
        out += " on export " + t.at(ex).name;
        for (Id up = t.at(ex).parent; up != kNoId; up = t.at(up).parent) out += " of " + t.describe(up);
        return out;
    }
    return out + ": no backing (" + (e.text("type") == "nfs" ? "set its export" : "set its lu") + ")";
}

}  // namespace santwin
