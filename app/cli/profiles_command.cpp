// santwin-cli profiles: the built-in workload profiles a VM's workload attribute or
// `simulate --workload VM=NAME` may name, with what each one issues and where it comes from.
#include "commands.h"
#include "scenarios/catalogue.h"
#include "text_table.h"
#include "workloads/io_profile.h"

namespace santwin::cli {

namespace {
std::string number(double v) { return scenarios::format_metric(v); }

std::string size_kb(const workloads::IoProfile& p) {
    if (p.read_fraction >= 1) return number(p.read_kb);
    if (p.read_fraction <= 0 || p.read_kb == p.write_kb) return number(p.write_kb);
    return number(p.read_kb) + "/" + number(p.write_kb);
}
}  // namespace

int cmd_profiles(const Args&, std::ostream& out, std::ostream&) {
    TextTable table({"name", "read %", "random %", "KB (read/write)", "IOPS", "threads", "working set", "what", "from"});
    for (const auto& [name, p] : workloads::builtin_profiles())
        table.add_row({name, number(100 * p.read_fraction), number(100 * p.random_fraction), size_kb(p),
                       p.requirement_iops > 0 ? number(p.requirement_iops) : "as fast as it goes",
                       number(p.threads), number(100 * p.working_set) + "%", p.label,
                       p.source.substr(0, p.source.find(':'))});  // "000 Table 5": the paper and table
    table.print(out);
    out << "IOPS is per VM (a VM's data disks share it). Custom: read=70,random=100,kb=8,iops=300,threads=8\n";
    return 0;
}

}  // namespace santwin::cli
