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

// Keys whose words alone would say less than the attribute means.
const std::map<std::string, std::string, std::less<>>& whole_keys() {
    static const std::map<std::string, std::string, std::less<>> k = {
        {"parity_drives", "Parity / mirror drives"},  // RAID 1+0's 2D+2D mirrors, not parity
    };
    return k;
}
}  // namespace

std::string attr_label(std::string_view key) {
    if (const auto it = whole_keys().find(key); it != whole_keys().end()) return it->second;
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
