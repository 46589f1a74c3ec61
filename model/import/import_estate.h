#pragma once
// Builds a project from what administrators export: RVTools CSV tabs, Brocade FOS command
// output and SanTwin array CSVs, each recognised by its content, not its name. Either every
// input is read and the lab built, or the first bad input is refused (ImportError: file, line,
// reason) and nothing is returned: an import is never half done.
#include <string>
#include <utility>
#include <vector>

#include "import/import_report.h"
#include "project/project.h"
#include "topology/validation.h"

namespace santwin::import {

struct ImportResult {
    Project project;               // the lab, laid out for the diagram
    ImportReport report;
    std::vector<Problem> problems; // validate() of the lab: missing pieces show here too
};

// What a file holds, from its content: "RVTools vInfo" ... "Brocade FOS", "array CSV",
// "esxtop batch CSV", "vCenter performance CSV". Throws ImportError for an .xlsx workbook (with
// how to export CSV), a binary file or text none of the readers knows.
std::string recognise(const std::string& text, const std::string& file);

// Files (a folder stands for the files in it and its subfolders, in path order) to texts; throws ImportError for a
// path that does not exist or cannot be read.
std::vector<std::pair<std::string, std::string>> read_inputs(const std::vector<std::string>& paths);

// Builds the lab from named texts (file name, content).
ImportResult import_texts(const std::vector<std::pair<std::string, std::string>>& inputs);

// read_inputs + import_texts.
ImportResult import_estate(const std::vector<std::string>& paths);

}  // namespace santwin::import
