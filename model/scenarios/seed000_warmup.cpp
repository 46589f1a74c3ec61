// Seed 000, "Warm-up Anomaly Tests": a 100 GB disk of each format on a 530 GB DP LU in a pool of
// one RAID-5 (4D+1P) group; 8K 100% random writes with 8 threads for 30 minutes, comparing the
// VM's IOPS with the IOPS at the array's ports; the OLTP workload before (new disk) and after.
#include <algorithm>
#include <cmath>
#include <optional>

#include "scenarios/seed000_common.h"
#include "scenarios/seed000_scenarios.h"

namespace santwin::scenarios::seed000 {

namespace {
constexpr double kWarmupSeconds = 30 * 60;

struct FormatRun {
    std::vector<double> vm, array;  // per minute of the warm-up routine
    double oltp_post = 0;           // OLTP IOPS after the warm-up
    double write_share_pre = 0;     // write share of port IOPS, OLTP on a new disk
    std::vector<RunRecord> records;
};

// Sum of a metric over the array's front-end ports.
double port_mean(ScenarioRun& run, Id array, const std::string& metric, double from, double to) {
    double sum = 0;
    for (Id ctl : run.topology().children(array, Kind::Controller))
        for (Id port : run.topology().children(ctl, Kind::Port)) sum += run.mean(port, metric, from, to);
    return sum;
}

// nullopt when the observer cancelled a run.
std::optional<FormatRun> run_format(engine::RunObserver& observer, const std::string& format) {
    FormatRun out;
    {
        Bench bench("000");
        bench.clear_vms();
        const Id vm = bench.vm(bench.find(Kind::EsxHost, "ESX-1"), "VDbench-" + format, "warmup");
        const Id disk = bench.vmdk(vm, bench.find(Kind::Datastore, "DS-DP-002"), 100, format);
        ScenarioRun run(bench.project(), observer);
        run.workload(disk, "warmup", {}, 0, kWarmupSeconds);
        run.workload(disk, "oltp", {}, kWarmupSeconds, kWarmupSeconds + kTestSeconds);
        if (!run.run_until(kWarmupSeconds + kTestSeconds)) return std::nullopt;
        out.vm = run.minutes(vm, "iops", 0, kWarmupSeconds);
        out.array = run.minutes(vm, "array_iops", 0, kWarmupSeconds);
        out.oltp_post = run.mean(vm, "iops", kWarmupSeconds, kWarmupSeconds + kTestSeconds);
        out.records.push_back(run.record("warm-up " + format, {{"vm", vm}, {"rg", bench.find(Kind::RaidGroup, "RG-008")}}));
    }
    {
        Bench bench("000");
        bench.clear_vms();
        const Id array = bench.find(Kind::Array, "AMS2100");
        const Id vm = bench.vm(bench.find(Kind::EsxHost, "ESX-1"), "OLTP-" + format, "oltp");
        const Id disk = bench.vmdk(vm, bench.find(Kind::Datastore, "DS-DP-002"), 100, format);
        ScenarioRun run(bench.project(), observer);
        run.workload(disk, "oltp");
        if (!run.run(kTestSeconds)) return std::nullopt;
        const double writes = port_mean(run, array, "iops_write", 0, kTestSeconds);
        const double all = port_mean(run, array, "iops", 0, kTestSeconds);
        out.write_share_pre = all > 0 ? 100.0 * writes / all : 0;
        out.records.push_back(run.record("pre warm-up OLTP " + format, {{"vm", vm}}));
    }
    return out;
}

// First minute after which the array's IOPS stay within 2% of the VM's; the routine's length
// if that never happens within it.
double warmup_end(const FormatRun& r) {
    for (size_t m = 0; m < r.vm.size(); ++m) {
        bool settled = true;
        for (size_t k = m; k < r.vm.size() && settled; ++k)
            settled = std::abs(r.array[k] - r.vm[k]) <= 0.02 * r.vm[k];
        if (settled) return static_cast<double>(m);
    }
    return static_cast<double>(r.vm.size());
}

// Last minute at which the array's IOPS exceed the VM's by 10% or more (0: never).
double excess_visible(const FormatRun& r) {
    double last = 0;
    for (size_t m = 0; m < r.vm.size(); ++m)
        if (r.array[m] >= 1.10 * r.vm[m]) last = static_cast<double>(m + 1);
    return last;
}

double excess_integral(const FormatRun& r) {
    double sum = 0;
    for (size_t m = 0; m < r.vm.size(); ++m) sum += (r.array[m] - r.vm[m]) * 60.0;
    return sum;
}
}  // namespace

ScenarioResult hdp_warmup(const ScenarioContext& c) {
    ScenarioResult out;
    const std::optional<FormatRun> zt_run = run_format(c.observer, "zeroedthick");
    if (!zt_run) return cancelled_result();
    const std::optional<FormatRun> th_run = run_format(c.observer, "thin");
    if (!th_run) return cancelled_result();
    const std::optional<FormatRun> ez_run = run_format(c.observer, "eagerzeroedthick");
    if (!ez_run) return cancelled_result();
    const FormatRun &zt = *zt_run, &th = *th_run, &ez = *ez_run;
    out.metrics["warmup_end_min.zeroedthick"] = warmup_end(zt);
    out.metrics["warmup_end_min.thin"] = warmup_end(th);
    out.metrics["warmup_end_min.eagerzeroedthick"] = warmup_end(ez);
    out.metrics["excess_visible_min.zeroedthick"] = excess_visible(zt);
    const double izt = excess_integral(zt);
    out.metrics["zeroing_overhead_ratio.thin_vs_zeroedthick"] = izt > 0 ? excess_integral(th) / izt : 0;
    out.metrics["write_share_pct.pre.thin"] = th.write_share_pre;
    out.metrics["write_share_pct.pre.zeroedthick"] = zt.write_share_pre;
    out.metrics["write_share_pct.pre.eagerzeroedthick"] = ez.write_share_pre;
    const double lo = std::min({zt.oltp_post, th.oltp_post, ez.oltp_post});
    const double hi = std::max({zt.oltp_post, th.oltp_post, ez.oltp_post});
    const double mean = (zt.oltp_post + th.oltp_post + ez.oltp_post) / 3;
    out.metrics["oltp_iops_spread_pct.post"] = mean > 0 ? 100.0 * (hi - lo) / mean : 0;
    if (warmup_end(th) >= 30) out.notes.push_back("thin had not finished warming up after the 30-minute routine");
    for (const auto* r : {&zt, &th, &ez})
        for (const auto& rec : r->records) out.runs.push_back(rec);
    return out;
}

}  // namespace santwin::scenarios::seed000
