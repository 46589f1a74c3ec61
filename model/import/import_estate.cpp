#include "import/import_estate.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "checks/validate.h"
#include "diagram/auto_layout.h"
#include "import/array_reader.h"
#include "import/brocade_reader.h"
#include "import/csv_table.h"
#include "import/estate_builder.h"
#include "import/rvtools_reader.h"
#include "labs/tier_layout.h"

namespace santwin::import {

namespace fs = std::filesystem;

namespace {
std::string first_line(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    std::getline(in, line);
    return line;
}

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) throw ImportError(p.string(), 0, "cannot be read (permissions?)");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

std::string recognise(const std::string& text, const std::string& file) {
    if (text.compare(0, 4, "PK\x03\x04") == 0)
        throw ImportError(file, 0, "an .xlsx workbook (or another zip file): export CSV instead, in RVTools with "
                                   "File > Export all to csv (one file per tab), or save each tab as CSV");
    if (text.find('\0') != std::string::npos) throw ImportError(file, 0, "a binary file, not a text export");
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw ImportError(file, 0, "the file is empty");
    if (looks_like_array_csv(text)) return "array CSV";
    const std::string head = first_line(text);
    if (head.find("(PDH-CSV") != std::string::npos) return "esxtop batch CSV";
    if (looks_like_fos(text)) return "Brocade FOS";
    if (head.find(',') != std::string::npos || head.find(';') != std::string::npos) {
        const CsvTable header(head + "\n", file);
        if (const std::string tab = rvtools_tab(header); !tab.empty()) return "RVTools " + tab;
        if (header.has("MetricId") && header.has("Value") && header.has("Timestamp")) return "vCenter performance CSV";
    }
    throw ImportError(file, 1, "not a format this import reads: expected an RVTools CSV tab (vInfo, vDisk, vHost, vHBA, "
                               "vDatastore, vMultiPath, vNetwork), Brocade FOS output (switchshow, nsshow, islshow, "
                               "cfgshow, zoneshow, alishow) or a SanTwin array CSV (first line santwin-array,1)");
}

std::vector<std::pair<std::string, std::string>> read_inputs(const std::vector<std::string>& paths) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            std::vector<fs::path> files;
            for (const auto& entry : fs::recursive_directory_iterator(p))
                if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            if (files.empty()) throw ImportError(p, 0, "a folder without files: nothing to import");
            for (const auto& f : files) out.emplace_back(f.string(), read_file(f));
        } else if (fs::is_regular_file(p, ec)) {
            out.emplace_back(p, read_file(p));
        } else {
            throw ImportError(p, 0, "no such file or folder");
        }
    }
    return out;
}

ImportResult import_texts(const std::vector<std::pair<std::string, std::string>>& inputs) {
    if (inputs.empty()) throw ImportError("(no input)", 0, "give at least one export file or folder");
    Estate estate;
    for (const auto& [file, text] : inputs) try {
        const std::string kind = recognise(text, file);
        if (kind == "array CSV") read_array_csv(text, file, estate);
        else if (kind == "Brocade FOS") read_fos(text, file, estate);
        else if (kind.rfind("RVTools ", 0) == 0) read_rvtools_tab(kind.substr(8), CsvTable(text, file), estate);
        else
            throw ImportError(file, 0, kind + ": measured load, not inventory; give it to 'santwin-cli replay --trace' "
                                               "(santwin-cli help load)");
    } catch (const ImportError&) {
        throw;
    } catch (const std::exception& e) {  // a number too large to read, say: still refused, never a crash
        throw ImportError(file, 0, std::string("cannot be read: ") + e.what());
    }

    ImportResult r;
    Project& p = r.project;
    EstateBuilder b{p.topology, r.report, {}, {}, {}, {}, {}, {}};
    r.report.inputs = estate.inputs;
    try {
        b.build_arrays(estate);
        b.build_hosts(estate);
        b.build_fabrics(estate);
        b.check_host_groups();
        b.build_datastores(estate);
        b.build_vms(estate);
        b.build_multipath(estate);
        b.count_created();
    } catch (const TopologyError& e) {  // a value outside the schema's range that no reader caught
        throw ImportError(inputs.front().first + " ...", 0, std::string("a value does not fit the lab: ") + e.what());
    }

    const auto hosts = p.topology.all_of(Kind::EsxHost).size(), vms = p.topology.all_of(Kind::Vm).size();
    p.title = "Imported estate: " + std::to_string(hosts) + (hosts == 1 ? " host, " : " hosts, ") + std::to_string(vms) +
              (vms == 1 ? " VM" : " VMs");
    // Every tiered entity gets a column position; what the diagram draws then gets the
    // diagram's own layout, as a built-in lab does when it opens.
    labs::layout_by_tier(p.topology, p.layout);
    diagram::Diagram d = diagram::build_diagram(p.topology, p.layout);
    diagram::auto_layout(d);
    diagram::store_positions(d, p.layout);
    r.problems = validate(p.topology);
    return r;
}

ImportResult import_estate(const std::vector<std::string>& paths) { return import_texts(read_inputs(paths)); }

}  // namespace santwin::import
