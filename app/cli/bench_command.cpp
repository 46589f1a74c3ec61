// santwin-cli bench: how fast the engine runs the biggest seed configuration. Lab 002's 500 VMs
// (20 tiles on four NFS datastores, HNAS over an HDT pool) for six simulated hours at 1 s
// resolution, and a 5,000-VM variant built from ten copies of the lab's pod (40 hosts, 10 HUS VMs,
// 10 HNAS heads, 40 datastores); wall time, simulated seconds per second, solves and peak memory.
#include <sys/resource.h>

#include <chrono>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "bench_varying.h"
#include "commands.h"
#include "labs/labs.h"
#include "scenarios/seed002_common.h"

namespace santwin::cli {

namespace {
using Clock = std::chrono::steady_clock;
constexpr double kSimulated = 6 * 3600;

struct BenchResult {
    std::string name;
    std::size_t vms = 0;
    double build_s = 0;  // lab built and its existing state placed
    double run_s = 0;    // six simulated hours
    std::size_t solves = 0;
};

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

BenchResult run_bench(const std::string& name, int pods) {
    BenchResult r;
    r.name = name;
    const auto t0 = Clock::now();
    const Project project = pods == 1 ? labs::build_lab("002") : labs::scaled_lab_002(pods);
    scenarios::ScenarioRun run(project, engine::unobserved());
    r.vms = project.topology.all_of(Kind::Vm).size();
    scenarios::seed002::start_tiles(run, 0, kSimulated);
    r.build_s = seconds_since(t0);
    const auto t1 = Clock::now();
    static_cast<void>(run.run_until(kSimulated));  // unobserved: nothing cancels it
    r.run_s = seconds_since(t1);
    r.solves = run.sim().solve_count();
    return r;
}

double peak_rss_mb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024.0;  // Linux reports KB
}
}  // namespace

int cmd_bench(const Args& args, std::ostream& out, std::ostream& err) {
    if (has_flag(args, "--varying")) return bench_varying(args, out, err);
    const double max_seconds = number_option(args, "--max-seconds", 0, 0, 1e6);  // 0: no limit
    std::vector<BenchResult> results{run_bench("lab 002, 500 VMs", 1)};
    if (!has_flag(args, "--quick")) results.push_back(run_bench("lab 002 x10, 5000 VMs", 10));
    const double rss = peak_rss_mb();
    if (has_flag(args, "--json")) {
        nlohmann::json j;
        j["simulated_s"] = kSimulated;
        j["resolution_s"] = 1.0;
        j["peak_rss_mb"] = rss;
        for (const auto& r : results)
            j["runs"].push_back({{"name", r.name},
                                 {"vms", r.vms},
                                 {"build_s", r.build_s},
                                 {"run_s", r.run_s},
                                 {"simulated_s_per_s", kSimulated / r.run_s},
                                 {"solves", r.solves}});
        out << j.dump(1) << "\n";
    } else {
        out << "six simulated hours at 1 s resolution\n";
        for (const auto& r : results)
            out << "  " << std::left << std::setw(24) << r.name << std::right << std::fixed
                << std::setprecision(2) << " build " << std::setw(6) << r.build_s << " s   run "
                << std::setw(7) << r.run_s << " s   " << std::setprecision(0) << std::setw(8)
                << kSimulated / r.run_s << " simulated s/s   " << r.solves << " solves\n";
        out << "  peak memory " << std::setprecision(1) << rss << " MB\n";
    }
    if (max_seconds > 0 && results.front().build_s + results.front().run_s > max_seconds) {
        err << "santwin-cli: the 500-VM run took "
            << results.front().build_s + results.front().run_s << " s, more than --max-seconds "
            << max_seconds << "\n";
        return 1;
    }
    return 0;
}

}  // namespace santwin::cli
