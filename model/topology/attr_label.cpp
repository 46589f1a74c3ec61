#include "topology/attr_label.h"

#include <cctype>
#include <map>

namespace santwin {

namespace {
// Words written differently from their key part; entries in parentheses are units.
const std::map<std::string, std::string, std::less<>>& words() {
    static const std::map<std::string, std::string, std::less<>> w = {
        {"cpu", "CPU"},   {"ram", "RAM"},     {"gb", "(GB)"},     {"lu", "LU"},
        {"lun", "LUN"},   {"wwpn", "WWPN"},   {"wwpns", "WWPNs"}, {"vaai", "VAAI"},
        {"os", "OS"},     {"id", "ID"},       {"rr", "RR"},       {"iops", "IOPS"},
        {"ntfs", "NTFS"}, {"vcpus", "vCPUs"}, {"mb", "(MB)"},     {"kb", "(KB)"},
        {"tb", "(TB)"},   {"gbps", "(Gb/s)"}, {"ghz", "(GHz)"},   {"pct", "(%)"},
        {"min", "(min)"}, {"vmfs", "VMFS"},   {"rdm", "RDM"},     {"cos", "COS"},
        {"hba", "HBA"},   {"rpm", "RPM"}};
    return w;
}
}  // namespace

std::string attr_label(std::string_view key) {
    std::string out;
    size_t start = 0;
    while (start <= key.size()) {
        const size_t end = std::min(key.find('_', start), key.size());
        const std::string_view part = key.substr(start, end - start);
        start = end + 1;
        if (part.empty()) continue;
        const auto it = words().find(part);
        if (it != words().end() && it->second.front() == '(') continue;
        if (!out.empty()) out += ' ';
        out += it != words().end() ? it->second : std::string(part);
    }
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string with_attr_label(std::string_view key, const std::string& message) {
    const std::string lead = std::string(key) + " ";
    if (message.compare(0, lead.size(), lead) != 0) return message;
    return attr_label(key) + message.substr(key.size());
}

}  // namespace santwin
