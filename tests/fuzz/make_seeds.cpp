// Writes the fuzz targets' seed corpora from the built-in labs: each lab as a .santwin project
// and as a JSON export, one project keeping recorded runs (series, events, a configuration), and
// santwin-cli argument lists as the README and manual show them.
//   make_seeds <folder>  ->  <folder>/project/*, <folder>/json/*, <folder>/cli/*
#include <filesystem>
#include <fstream>
#include <iostream>
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

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: make_seeds <folder>\n";
        return 2;
    }
    const fs::path root = argv[1];
    for (const char* sub : {"project", "json", "cli"}) fs::create_directories(root / sub);
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
