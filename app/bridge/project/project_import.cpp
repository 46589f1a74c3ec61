// File > Import…: an estate's exports (RVTools CSV, Brocade FOS output, array CSV) previewed and
// opened as a new project, through the same import as `santwin-cli import`.
#include <QVariantMap>

#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "import/import_error.h"
#include "import/import_estate.h"

namespace {
using namespace santwin;

std::vector<std::string> local_paths(const QVariantList& paths) {
    std::vector<std::string> out;
    for (const QVariant& p : paths) out.push_back(ss(local_path(p.toString())));
    return out;
}

QStringList list(const std::vector<std::string>& lines) {
    QStringList out;
    for (const auto& l : lines) out << qs(l);
    return out;
}
}  // namespace

QVariantMap ProjectController::previewImport(const QVariantList& paths) const {
    QVariantMap out;
    out["ok"] = false;
    if (paths.isEmpty()) {
        out["error"] = QStringLiteral("Choose the exported files or a folder holding them.");
        return out;
    }
    try {
        const import::ImportResult r = import::import_estate(local_paths(paths));
        out["ok"] = true;
        out["inputs"] = list(r.report.inputs);
        out["created"] = list(r.report.created);
        out["matched"] = list(r.report.matched);
        out["inferred"] = list(r.report.inferred);
        out["missing"] = list(r.report.missing);
        int errors = 0, warnings = 0;
        for (const Problem& p : r.problems) (p.severity == Severity::Error ? errors : warnings) += 1;
        out["errors"] = errors;
        out["warnings"] = warnings;
    } catch (const import::ImportError& e) {
        out["error"] = qs(e.what());
    } catch (const std::exception& e) {
        out["error"] = qs(e.what());
    }
    return out;
}

bool ProjectController::importEstate(const QVariantList& paths) {
    try {
        import::ImportResult r = import::import_estate(local_paths(paths));
        show(std::make_unique<Project>(std::move(r.project)), QString());
        return true;
    } catch (const std::exception& e) {
        return fail(QStringLiteral("Import refused: %1").arg(qs(e.what())));
    }
}
