#pragma once
// What an import did, for the CLI and the import dialog: the inputs read, what was matched
// across them (a datastore to its LU by naa id, an HBA port to its fabric login...), what was
// inferred and from what, and what is missing. Missing pieces also show as validation problems
// of the lab, so they stay visible in the Problems panel after the import.
#include <ostream>
#include <string>
#include <vector>

namespace santwin::import {

struct ImportReport {
    std::vector<std::string> inputs;
    std::vector<std::string> created;   // "4 ESX hosts", one line per kind
    std::vector<std::string> matched;
    std::vector<std::string> inferred;
    std::vector<std::string> missing;
    std::vector<std::string> ignored;   // read but not part of the twin (VM networks ...)
};

// The report as text: one section per list, each line indented; sections with more than
// `max_lines` lines are cut with a count of the rest (0: print everything).
void print_report(const ImportReport& r, std::ostream& out, std::size_t max_lines = 0);

}  // namespace santwin::import
