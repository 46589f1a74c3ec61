#pragma once
// I/O profiles: read share, randomness, transfer sizes, the paper's requirement, generator
// threads and working set (resources/workloads/profiles.json), plus user-defined ones.
#include <map>
#include <string>

namespace santwin::workloads {

struct IoProfile {
    std::string name;
    std::string label;
    double read_fraction = 0.5;
    double random_fraction = 1.0;
    double read_kb = 8;
    double write_kb = 8;
    double requirement_iops = 0;  // 0: as fast as it will go
    double threads = 8;
    double working_set = 1.0;     // share of the disk the I/O touches
    std::string source;

    double mb_per_io() const {
        return (read_fraction * read_kb + (1 - read_fraction) * write_kb) / 1024.0;
    }
};

// The built-in profiles by name. Throws std::invalid_argument listing the known names.
const IoProfile& profile(const std::string& name);
const std::map<std::string, IoProfile>& builtin_profiles();

// Parses "read=75,random=100,kb=8,iops=400,threads=8" into a custom profile; throws
// std::invalid_argument naming the bad field.
IoProfile parse_profile(const std::string& name, const std::string& spec);

// What a VM's `workload` attribute names: a built-in profile, or a custom one written as
// parse_profile's key=value fields. Throws std::invalid_argument saying what is wrong.
IoProfile resolve_profile(const std::string& text);
// True when `text` is a custom profile (key=value fields) rather than a built-in name.
bool is_custom_spec(const std::string& text);
// The key=value fields that parse_profile reads back into `p`.
std::string profile_spec(const IoProfile& p);

}  // namespace santwin::workloads
