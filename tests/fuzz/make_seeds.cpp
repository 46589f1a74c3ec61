// Writes the fuzz targets' seed corpora from the built-in labs: each lab as a .santwin project
// and as a JSON export, one project keeping recorded runs (series, events, a configuration), and
// santwin-cli argument lists as the README and manual show them; and from resources/samples the
// estate-import exports and measured-load captures, captures cut to a few samples so each
// execution stays quick.
//   make_seeds <folder> <samples>  ->  <folder>/{project,json,cli,rvtools,fos,array,esxtop,vcenter}/*
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "scenarios/scenario.h"
#include "store/json_io.h"
#include "store/project_file.h"

using namespace santwin;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

std::vector<std::string> lines_of(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

// The estate exports as they are: sample/<set>/<kind>/* -> <folder>/<seeds>/<set>-<file>.
void copy_exports(const fs::path& samples, const fs::path& root) {
    const std::map<std::string, std::string> kinds = {{"rvtools", "rvtools"}, {"fabric", "fos"}, {"array", "array"}};
    for (const auto& set : fs::directory_iterator(samples))
        for (const auto& [kind, seeds] : kinds)
            if (fs::is_directory(set.path() / kind))
                for (const auto& f : fs::directory_iterator(set.path() / kind))
                    fs::copy_file(f.path(), root / seeds / (set.path().filename().string() + "-" + f.path().filename().string()),
                                  fs::copy_options::overwrite_existing);
}

// The captures cut short: esxtop's header and its first 12 samples; the vCenter export's header
// and the first 36 rows of each VM (three timestamps of its disks' metrics).
void cut_captures(const fs::path& samples, const fs::path& root) {
    for (const auto& f : fs::directory_iterator(samples / "small-estate-load")) {
        const std::vector<std::string> lines = lines_of(f.path());
        if (lines.empty()) continue;
        const std::string name = f.path().stem().string();
        if (lines[0].find("(PDH-CSV") != std::string::npos) {
            write(root / "esxtop" / (name + ".csv"), joined({lines.begin(), lines.begin() + std::min<std::size_t>(13, lines.size())}));
            continue;
        }
        std::map<std::string, std::vector<std::string>> per_vm;  // keyed by the Entity cell
        for (std::size_t i = 1; i < lines.size(); ++i) {
            std::string entity;
            std::istringstream cells(lines[i]);
            for (int c = 0; c < 6 && std::getline(cells, entity, ',');) ++c;
            auto& rows = per_vm[entity];
            if (rows.empty()) rows.push_back(lines[0]);
            if (rows.size() <= 36) rows.push_back(lines[i]);
        }
        int n = 0;
        for (const auto& [entity, rows] : per_vm) write(root / "vcenter" / (name + "-" + std::to_string(n++) + ".csv"), joined(rows));
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: make_seeds <folder> <resources/samples>\n";
        return 2;
    }
    const fs::path root = argv[1];
    for (const char* sub : {"project", "json", "cli", "rvtools", "fos", "array", "esxtop", "vcenter"})
        fs::create_directories(root / sub);
    copy_exports(argv[2], root);
    cut_captures(argv[2], root);
    for (const labs::LabInfo& lab : labs::builtin_labs()) {
        const Project p = labs::build_lab(lab.id);
        store::save_project(p, (root / "project" / (lab.id + ".santwin")).string());
        write(root / "json" / (lab.id + ".json"), store::project_to_json(p));
    }
    Project kept = labs::build_lab("000");
    scenarios::keep_runs(kept, scenarios::run_scenario("std-lu-1rg"), {}, "2026-12-07T00:00:00Z");
    store::save_project(kept, (root / "project" / "runs.santwin").string());
    write(root / "json" / "runs.json", store::project_to_json(kept));
    // Arguments as santwin-cli gets them: one per NUL-separated part.
    const std::vector<std::vector<std::string>> cli = {
        {"simulate", "lab.santwin", "--workload", "VM1=oltp", "--duration", "1h30m", "--json"},
        {"simulate", "lab.json", "--workload", "VM1=read=70,random=100,kb=8,iops=1000,threads=32", "--only"},
        {"simulate", "lab.santwin", "--set", "ESX-1/HBA0.lun_queue_depth=64", "--resolution", "2m30s"},
        {"simulate", "lab.santwin", "--save", "runs.santwin", "--run-name", "x", "--max-output-mb=5", "--dpi", "192"},
    };
    for (std::size_t i = 0; i < cli.size(); ++i) {
        std::string bytes;
        for (std::size_t a = 0; a < cli[i].size(); ++a) bytes += (a ? std::string(1, '\0') : std::string()) + cli[i][a];
        write(root / "cli" / ("args" + std::to_string(i)), bytes);
    }
    std::cout << "seeds written to " << root.string() << "\n";
    return 0;
}
