#include "import/import_report.h"

namespace santwin::import {

namespace {
void section(std::ostream& out, const char* title, const std::vector<std::string>& lines, std::size_t max) {
    out << title << " (" << lines.size() << ")" << (lines.empty() ? "\n" : ":\n");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (max && i == max) {
            out << "  ... and " << lines.size() - max << " more\n";
            break;
        }
        out << "  " << lines[i] << "\n";
    }
}
}  // namespace

void print_report(const ImportReport& r, std::ostream& out, std::size_t max_lines) {
    section(out, "read", r.inputs, 0);
    section(out, "created", r.created, 0);
    section(out, "matched", r.matched, max_lines);
    section(out, "inferred", r.inferred, max_lines);
    section(out, "missing", r.missing, max_lines);
    if (!r.ignored.empty()) section(out, "not modelled", r.ignored, max_lines);
}

}  // namespace santwin::import
