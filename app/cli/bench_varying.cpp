// santwin-cli bench --varying: lab 002's 500 VMs (and, without --quick, the 5,000-VM variant of
// ten pods) for six simulated hours, each VM's demand its profile's requirement times a factor
// uniform in [0.8, 1.2) drawn afresh every 1-s interval — the counter-based series of
// demand/variation.h, the one the SimGrid peer (shared/peers/simgrid_hnas) feeds its engine —
// so the engine re-solves every second. Prints, per case, the VMs, simulated and wall seconds,
// solves and the process's peak memory.
#include "bench_varying.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "demand/replay.h"
#include "duration_text.h"
#include "engine/simulation.h"
#include "labs/labs.h"

namespace santwin::cli {

namespace {
using Clock = std::chrono::steady_clock;

struct VaryingCase {
    std::string name;
    std::size_t vms = 0;
    double simulated_s = 0;
    double build_s = 0;  // lab built, existing state placed, jobs made
    double wall_s = 0;   // the run itself
    std::size_t solves = 0;
    double peak_mb = 0;  // the process's peak resident memory when the case ended
};

double peak_rss_mb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024.0;  // Linux reports KB
}

VaryingCase run_case(const std::string& name, int pods, double simulated_s, double variation) {
    VaryingCase r;
    r.name = name;
    r.simulated_s = simulated_s;
    const auto t0 = Clock::now();
    const Project project = pods == 1 ? labs::build_lab("002") : labs::scaled_lab_002(pods);
    r.vms = project.topology.all_of(Kind::Vm).size();
    demand::ScheduleOptions o;
    o.schedule = demand::schedule("flat");
    o.variation = variation;
    o.seed = 42;
    o.interval_s = 1;
    demand::ReplayPlan plan = demand::schedule_jobs(project.topology, o);
    engine::Simulation sim(project.topology);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    for (auto& j : plan.jobs) sim.add(std::move(j.job));
    const auto t1 = Clock::now();
    r.build_s = std::chrono::duration<double>(t1 - t0).count();
    sim.run_until(simulated_s);
    r.wall_s = std::chrono::duration<double>(Clock::now() - t1).count();
    r.solves = sim.solve_count();
    r.peak_mb = peak_rss_mb();
    return r;
}
}  // namespace

int bench_varying(const Args& args, std::ostream& out, std::ostream& err) {
    const std::string d = option(args, "--duration");
    const double simulated = d.empty() ? 6 * 3600 : parse_duration(d, "--duration");
    const double variation = 0.2;
    std::vector<VaryingCase> cases{run_case("lab 002, 500 VMs", 1, simulated, variation)};
    if (!has_flag(args, "--quick")) cases.push_back(run_case("lab 002 x10, 5000 VMs", 10, simulated, variation));
    if (has_flag(args, "--json")) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& c : cases)
            j.push_back({{"name", c.name},
                         {"vms", c.vms},
                         {"simulated_s", c.simulated_s},
                         {"build_s", c.build_s},
                         {"wall_s", c.wall_s},
                         {"simulated_s_per_wall_s", c.simulated_s / c.wall_s},
                         {"solves", c.solves},
                         {"peak_mb", c.peak_mb},
                         {"variation", variation},
                         {"interval_s", 1.0}});
        out << j.dump(1) << "\n";
    } else {
        out << duration_words(simulated) << " simulated, each VM's demand varying +/-" << 100 * variation
            << " % every 1-s interval (seed 42)\n";
        for (const auto& c : cases)
            out << "  " << std::left << std::setw(24) << c.name << std::right << std::fixed << std::setprecision(2)
                << " build " << std::setw(6) << c.build_s << " s   run " << std::setw(8) << c.wall_s << " s   "
                << std::setprecision(0) << std::setw(8) << c.simulated_s / c.wall_s << " simulated s/s   " << c.solves
                << " solves   peak " << std::setprecision(1) << c.peak_mb << " MB\n";
    }
    (void)err;
    return 0;
}

}  // namespace santwin::cli
