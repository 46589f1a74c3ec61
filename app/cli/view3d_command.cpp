// santwin-cli view3d: a PNG snapshot of the 3D lab view, optionally coloured by a run at time t
// (a scenario run now, or a run kept in a project file).
#include <cctype>
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
// Lab ids start with their three-digit number; "003" and "003-..." name the same lab.
bool same_lab(const std::string& a, const std::string& b) {
    return !a.empty() && !b.empty() && a.compare(0, 3, b, 0, 3) == 0;
}

// A scenario run now shows the scenario's own lab; refuse rather than draw another lab than the one asked for.
void check_scenario_lab(const std::string& scenario_id, const std::string& asked_lab) {
    const scenarios::Scenario* s = scenarios::find_scenario(scenario_id);
    if (!s) throw std::invalid_argument("no scenario '" + scenario_id + "' (santwin-cli list shows the ids)");
    if (!same_lab(s->info.lab, asked_lab))
        throw std::invalid_argument("scenario '" + scenario_id + "' runs on lab " + s->info.lab + ", not " +
                                    (asked_lab.empty() ? "this file's topology" : asked_lab) + " (use view3d " +
                                    s->info.lab.substr(0, 3) + " --scenario " + scenario_id + ")");
}
}  // namespace

int cmd_view3d(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const std::string png = option(args, "--out");
    if (pos.size() != 1 || png.empty()) {
        err << "santwin-cli: usage: view3d <lab|file.santwin|file.json> [--scenario id [--run name] [--t seconds]] --out file.png\n";
        return 2;
    }
    std::string ext = std::filesystem::path(png).extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext != ".png") {  // the snapshot is a PNG: a .svg or .jpg name would mislabel it
        err << "santwin-cli: view3d writes a PNG image; name the --out file .png (got '" << png << "')\n";
        return 2;
    }
    // Every setting is checked before the lab is built or a scenario run.
    require_option(args, {"--run", "--t", "--param"}, "--scenario");
    view3d::RenderOptions o;
    o.size = image_size(args, exporting::ExportOptions{}.png_pixels);
    o.angle.azimuth = number_option(args, "--azimuth", o.angle.azimuth, -360, 360);
    o.angle.elevation = number_option(args, "--elevation", o.angle.elevation, -90, 90);
    o.angle.zoom = number_option(args, "--zoom", o.angle.zoom, 0.1, 20);
    // The lab, or a file; then the run whose configuration and recording colour the view.
    const bool is_file = std::filesystem::exists(pos[0]);
    Project project = is_file ? store::import_project(pos[0]) : labs::build_lab(pos[0]);
    std::string title = "Lab " + (project.lab_id.empty() ? pos[0] : project.lab_id);
    scenarios::ScenarioResult result;
    const scenarios::RunRecord* run = nullptr;
    if (const std::string id = option(args, "--scenario"); !id.empty()) {
        const bool kept = is_file && !project.runs.empty() &&
                          std::any_of(project.runs.begin(), project.runs.end(), [&](const RecordedRun& r) { return r.scenario == id; });
        if (!kept) check_scenario_lab(id, project.lab_id);
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
        const double end = run->recording->end();
        const double t = number_option(args, "--t", end / 2, 0, end);
        view.set_recording(run->recording.get(), t);
        title += "  \u00b7  t = " + std::to_string(static_cast<int>(t)) + " s";
    }
    o.title = title;
    const QImage img = view.render(o);
    if (!img.save(QString::fromStdString(png), "png")) {
        err << "santwin-cli: cannot write '" << png << "' (check that the folder exists and is writable)\n";
        return 1;
    }
    out << "wrote " << png << " (" << img.width() << "x" << img.height() << ", " << view.racks() << " racks, " << view.drives()
        << " drives, " << view.groups() << " RAID / disk groups)\n";
    return 0;
}
#endif

}  // namespace santwin::cli
