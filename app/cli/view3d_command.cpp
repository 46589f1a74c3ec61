// santwin-cli view3d: a PNG snapshot of the 3D lab view, optionally coloured by a run at time t
// (a scenario run now, or a run kept in a project file).
#include <filesystem>

#include "chart_output.h"
#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/json_io.h"
#include "store/project_file.h"

#ifdef SANTWIN_HAVE_VTK
#include "view3d/lab_view3d.h"
#endif

namespace santwin::cli {

#ifndef SANTWIN_HAVE_VTK
int cmd_view3d(const Args&, std::ostream&, std::ostream& err) {
    err << "santwin-cli: this build has no 3D view (VTK 9.1 was not found when it was configured; install libvtk9-dev and rebuild)\n";
    return 2;
}
#else
namespace {
double number_option(const Args& args, const std::string& name, double fallback) {
    const std::string v = option(args, name);
    if (v.empty()) return fallback;
    try {
        return std::stod(v);
    } catch (const std::exception&) {
        throw std::invalid_argument(name + " needs a number (got '" + v + "')");
    }
}
}  // namespace

int cmd_view3d(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const std::string png = option(args, "--out");
    if (pos.size() != 1 || png.empty()) {
        err << "santwin-cli: usage: view3d <lab|file.santwin|file.json> [--scenario id [--run name] [--t seconds]] --out file.png\n";
        return 2;
    }
    // The lab, or a file; then the run whose configuration and recording colour the view.
    const bool is_file = std::filesystem::exists(pos[0]);
    Project project = is_file ? store::import_project(pos[0]) : labs::build_lab(pos[0]);
    std::string title = "Lab " + (project.lab_id.empty() ? pos[0] : project.lab_id);
    scenarios::ScenarioResult result;
    const scenarios::RunRecord* run = nullptr;
    if (const std::string id = option(args, "--scenario"); !id.empty()) {
        const bool kept = is_file && !project.runs.empty() &&
                          std::any_of(project.runs.begin(), project.runs.end(), [&](const RecordedRun& r) { return r.scenario == id; });
        result = kept ? scenarios::kept_result(project, id) : scenarios::run_scenario(id, parse_params(args));
        const std::string name = option(args, "--run");
        for (const auto& r : result.runs)
            if (name.empty() || r.name == name) {
                run = &r;
                break;
            }
        if (!run) {
            std::string known;
            for (const auto& r : result.runs) known += (known.empty() ? "" : ", ") + ("'" + r.name + "'");
            err << "santwin-cli: scenario '" << id << "' has no run '" << name << "' (it has: " << known << ")\n";
            return 2;
        }
        title += "  \u00b7  " + id + "  \u00b7  run '" + run->name + "'";
    }
    const Topology& topology = run ? run->project->topology : project.topology;
    view3d::LabView3D view(topology);
    if (run) {
        const double t = number_option(args, "--t", run->recording->end() / 2);
        view.set_recording(run->recording.get(), t);
        title += "  \u00b7  t = " + std::to_string(static_cast<int>(t)) + " s";
    }
    view3d::RenderOptions o;
    const auto opts = export_options(args);
    o.size = opts.png_pixels;
    o.angle.azimuth = number_option(args, "--azimuth", o.angle.azimuth);
    o.angle.elevation = number_option(args, "--elevation", o.angle.elevation);
    o.angle.zoom = number_option(args, "--zoom", o.angle.zoom);
    o.title = title;
    const QImage img = view.render(o);
    if (!img.save(QString::fromStdString(png), "png")) {
        err << "santwin-cli: cannot write '" << png << "' (check that the folder exists and is writable)\n";
        return 1;
    }
    out << "wrote " << png << " (" << img.width() << "x" << img.height() << ", " << view.racks() << " racks, " << view.drives()
        << " drives, " << view.outlines() << " group outlines)\n";
    return 0;
}
#endif

}  // namespace santwin::cli
