#pragma once
// What a guest operating system does when it boots (resources/workloads/guests.json).
#include <string>

namespace santwin::workloads {

struct GuestProfile {
    std::string name;
    double boot_read_mb = 500;
    double boot_write_mb = 25;
    double boot_ios = 25000;
    double boot_cpu_core_s = 30;
    double boot_outstanding = 2;
    double poweron_locks = 12;
    double poweron_shared_locks = 1;
    double random_fraction = 0.95;

    double write_share() const { return boot_write_mb / (boot_read_mb + boot_write_mb); }
    double kb_per_io() const { return (boot_read_mb + boot_write_mb) * 1024.0 / boot_ios; }
};

// Throws std::invalid_argument listing the known guests.
const GuestProfile& guest(const std::string& name);

}  // namespace santwin::workloads
