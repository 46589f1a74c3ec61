// santwin-cli replay: run a lab under changing demand — a measured capture (esxtop -b or a
// vCenter performance export) replayed per sample or summarised into profiles, or every VM's
// profile under a schedule with reproducible variation — and set what the twin served against
// what was measured (or demanded).
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>

#include "charts/chart_resolve.h"
#include "commands.h"
#include "demand/replay.h"
#include "duration_text.h"
#include "engine/simulation.h"
#include "import/estate_builder.h"
#include "import/import_error.h"
#include "run_roles.h"
#include "save_target.h"
#include "scenarios/saved_runs.h"
#include "store/project_update.h"
#include "store/json_io.h"
#include "text_table.h"
#include "workloads/io_profile.h"

namespace santwin::cli {

namespace {
std::string fixed(double v, int digits) {
    if (std::isnan(v)) return "-";
    std::ostringstream s;
    s << std::fixed << std::setprecision(digits) << v;
    return s.str();
}

demand::MeasuredLoad read_load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw import::ImportError(path, 0, "no such file, or it cannot be read");
    std::ostringstream s;
    s << in.rdbuf();
    return demand::read_measured_load(s.str(), path);
}

// The trace reduced to one constant sample (its mean rates and I/O-weighted latency).
demand::DemandTrace as_profile(const demand::DemandTrace& t) {
    demand::DemandSample mean;
    double lat_r = 0, lat_w = 0, n_r = 0, n_w = 0;
    for (const auto& s : t.samples) {
        mean.read_iops += s.read_iops / t.samples.size();
        mean.write_iops += s.write_iops / t.samples.size();
        mean.read_mb_s += s.read_mb_s / t.samples.size();
        mean.write_mb_s += s.write_mb_s / t.samples.size();
        if (!std::isnan(s.read_ms)) lat_r += s.read_ms * s.read_iops, n_r += s.read_iops;
        if (!std::isnan(s.write_ms)) lat_w += s.write_ms * s.write_iops, n_w += s.write_iops;
    }
    mean.read_ms = n_r > 0 ? lat_r / n_r : NAN;
    mean.write_ms = n_w > 0 ? lat_w / n_w : NAN;
    return {t.name, t.duration_s(), {mean}};
}

// --save: the run joins the kept runs of "replay" in the target project (a copy of the replayed
// one when it does not exist yet), so santwin plays it back and report charts it.
void keep_run(const std::string& source, const Project& p, const engine::Recorder& rec, const std::vector<Id>& vms,
              double duration, const std::string& what, const Args& args, std::ostream& out) {
    const std::string target = option(args, "--save");
    if (target.empty()) return;
    scenarios::RunRecord run;
    run.name = option(args, "--run-name").empty() ? what : option(args, "--run-name");
    run.project = std::make_shared<const Project>(p);
    run.recording = std::make_shared<engine::Recorder>(rec);
    run.roles = chart_roles(p.topology, rec, vms, duration);
    const std::vector<std::string> notes = {
        std::to_string(vms.size()) + " VMs of " + std::filesystem::path(source).filename().string() + " ran " + what +
        " for " + duration_words(duration) + "."};
    bool replaced = false;
    store::update_project(target, [&] { return p; }, [&](Project& kept, bool) {
        replaced = scenarios::add_kept_run(kept, "replay", run, notes, charts::now_iso8601());
    });
    out << (replaced ? "replaced run '" : "saved run '") << run.name << "' in " << target << "; santwin " << target
        << " plays it back\n";
}

// --csv FILE: per VM and interval, measured against simulated IOPS and latency (for charts).
void write_series(const std::string& file, const std::map<std::string, const demand::DemandTrace*>& measured,
                  const std::map<std::string, std::vector<const demand::DemandWorkload*>>& per_vm, double duration,
                  std::ostream& out) {
    if (file.empty()) return;
    std::ofstream csv(file);
    if (!csv) throw std::invalid_argument("--csv: cannot write " + file);
    csv << "vm,t_s,measured_iops,simulated_iops,measured_ms,simulated_ms\n";
    for (const auto& [name, jobs] : per_vm) {
        const demand::DemandTrace& m = *measured.at(name);
        const double step = jobs.front()->interval_s();
        for (std::size_t k = 0; k * step < duration; ++k) {
            double ios = 0, lat = 0;
            for (const auto* j : jobs)
                if (k < j->achieved().size()) ios += j->achieved()[k].ios, lat += j->achieved()[k].response_ms_x_ios;
            const demand::DemandSample& s = m.at(static_cast<double>(k) * step);
            csv << name << "," << static_cast<double>(k) * step << "," << fixed(s.iops(), 2) << "," << fixed(ios / step, 2)
                << "," << fixed(s.latency_ms(), 3) << "," << fixed(ios > 0 ? lat / ios : NAN, 3) << "\n";
        }
    }
    out << "wrote " << file << "\n";
}

// Measured SCSI devices (esxtop) against the simulated I/O of the replayed disks on the LU with
// that naa id: the device's view, where several VMs share one LU.
void device_table(const Topology& t, const demand::MeasuredLoad& load,
                  const std::map<std::string, std::vector<const demand::DemandWorkload*>>& per_vm, double duration,
                  std::ostream& out) {
    if (load.devices.empty()) return;
    TextTable table({"device", "LU", "measured IOPS", "simulated IOPS", "measured ms", "simulated ms"});
    for (const demand::DemandTrace& d : load.devices) {
        Id lu = kNoId;
        for (Id l : t.all_of(Kind::LogicalUnit))
            if (!import::naa_digits(d.name).empty() && import::naa_digits(t.at(l).text("naa")) == import::naa_digits(d.name)) lu = l;
        double m_ios = 0, m_lat = 0, m_n = 0, s_ios = 0, s_lat = 0;
        for (std::size_t k = 0; k < d.samples.size() && k * d.interval_s < duration; ++k) {
            m_ios += d.samples[k].iops() * d.interval_s;
            if (!std::isnan(d.samples[k].latency_ms())) m_lat += d.samples[k].latency_ms() * d.samples[k].iops(), m_n += d.samples[k].iops();
        }
        for (const auto& [vm, jobs] : per_vm)
            for (const auto* j : jobs) {
                const Id ds = t.at(j->vmdk()).ref("datastore");
                if (!lu || !ds || t.at(ds).ref("lu") != lu) continue;
                for (const auto& a : j->achieved()) s_ios += a.ios, s_lat += a.response_ms_x_ios;
            }
        const double window = std::min(duration, d.duration_s());
        table.add_row({d.name, lu ? t.at(lu).name : "(no LU has this naa id)", fixed(m_ios / window, 1),
                       lu ? fixed(s_ios / duration, 1) : "-", fixed(m_n > 0 ? m_lat / m_n : NAN, 2),
                       fixed(s_ios > 0 ? s_lat / s_ios : NAN, 2)});
    }
    out << "devices (measured: all I/O of the host to the device; simulated: the replayed VMs' disks on the LU):\n";
    table.print(out);
}

int replay_trace(const std::string& source, const Project& p, const Args& args, std::ostream& out, std::ostream& err) {
    demand::MeasuredLoad load;
    for (const std::string& file : option_values(args, "--trace")) {
        demand::MeasuredLoad one = read_load(file);
        load.source += (load.source.empty() ? "" : "; ") + one.source;
        for (auto& v : one.vms) load.vms.push_back(std::move(v));
        for (auto& d : one.devices) load.devices.push_back(std::move(d));
    }
    const bool profile = has_flag(args, "--as-profile");
    std::map<std::string, const demand::DemandTrace*> measured;
    std::vector<demand::DemandTrace> summarised;
    if (profile)
        for (const auto& v : load.vms) summarised.push_back(as_profile(v));
    demand::MeasuredLoad driven = load;
    if (profile) driven.vms = summarised;
    demand::ReplayPlan plan = demand::trace_jobs(p.topology, driven);
    for (const auto& v : load.vms) measured[v.name] = &v;
    for (const auto& u : plan.unmatched) err << "replay: not replayed: " << u << "\n";
    if (plan.jobs.empty()) {
        err << "santwin-cli: replay: no VM of the capture is in the lab with a host and a data disk\n";
        return 2;
    }
    const double duration = args.end() != std::find(args.begin(), args.end(), "--duration")
                                ? parse_duration(option(args, "--duration"), "--duration")
                                : plan.duration_s;
    engine::Simulation sim(p.topology);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    std::map<std::string, std::vector<const demand::DemandWorkload*>> per_vm;
    std::set<Id> plan_vms;
    for (const auto& j : plan.jobs) plan_vms.insert(j.vm);
    for (auto& j : plan.jobs) per_vm[j.trace].push_back(static_cast<const demand::DemandWorkload*>(&sim.add(std::move(j.job))));
    sim.run_until(duration);

    out << (profile ? "replayed as profiles: " : "replayed per sample: ") << load.source << "\n"
        << per_vm.size() << " VMs, " << duration_words(duration) << " simulated, " << sim.solve_count() << " solves\n";
    TextTable table({"VM", "samples", "measured IOPS", "simulated IOPS", "measured ms", "simulated ms", "latency difference"});
    for (const auto& [name, jobs] : per_vm) {
        const demand::DemandTrace& m = *measured.at(name);
        double m_ios = 0, m_lat = 0, m_lat_ios = 0, s_ios = 0, s_lat = 0;
        for (std::size_t k = 0; k < m.samples.size() && k * m.interval_s < duration; ++k) {
            const auto& s = m.samples[k];
            m_ios += s.iops() * m.interval_s;
            if (!std::isnan(s.latency_ms())) m_lat += s.latency_ms() * s.iops(), m_lat_ios += s.iops();
        }
        for (const auto* j : jobs)
            for (const auto& a : j->achieved()) s_ios += a.ios, s_lat += a.response_ms_x_ios;
        const double measured_ms = m_lat_ios > 0 ? m_lat / m_lat_ios : NAN;
        const double simulated_ms = s_ios > 0 ? s_lat / s_ios : NAN;
        const double window = std::min(duration, m.duration_s());
        table.add_row({name, std::to_string(m.samples.size()), fixed(m_ios / window, 1), fixed(s_ios / duration, 1),
                       fixed(measured_ms, 2), fixed(simulated_ms, 2),
                       std::isnan(measured_ms) || std::isnan(simulated_ms)
                           ? "-"
                           : fixed(100 * (simulated_ms - measured_ms) / measured_ms, 0) + " %"});
    }
    table.print(out);
    device_table(p.topology, load, per_vm, duration, out);
    write_series(option(args, "--csv"), measured, per_vm, duration, out);
    std::vector<Id> vms;
    for (const auto& j : plan_vms) vms.push_back(j);
    keep_run(source, p, sim.recorder(), vms, duration, profile ? "measured profiles" : "measured trace", args, out);
    return 0;
}

int replay_schedule(const std::string& source, const Project& p, const Args& args, std::ostream& out) {
    demand::ScheduleOptions o;
    o.schedule = demand::schedule(option(args, "--schedule"));
    o.variation = number_option(args, "--variation", 0, 0, 1);
    o.seed = static_cast<std::uint64_t>(number_option(args, "--seed", 42, 0, 1e18));
    o.interval_s = args.end() != std::find(args.begin(), args.end(), "--interval")
                       ? parse_duration(option(args, "--interval"), "--interval")
                       : 60;
    if (!option(args, "--start").empty()) o.start_of_day_s = demand::time_of_day(option(args, "--start"));
    const double duration = parse_duration(option(args, "--duration").empty() ? "24h" : option(args, "--duration"), "--duration");
    demand::ReplayPlan plan = demand::schedule_jobs(p.topology, o);
    if (plan.jobs.empty()) throw std::invalid_argument("no VM of the lab has a workload, a host and a data disk");
    engine::Simulation sim(p.topology);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    std::vector<const demand::DemandWorkload*> jobs;
    std::map<Id, double> requirement;  // per VM job: its nominal IOPS
    for (auto& j : plan.jobs) jobs.push_back(static_cast<const demand::DemandWorkload*>(&sim.add(std::move(j.job))));
    sim.run_until(duration);

    out << "schedule " << o.schedule.name << ", variation +/-" << fixed(100 * o.variation, 0) << " % (seed " << o.seed
        << "), " << duration_words(o.interval_s) << " intervals, " << duration_words(duration) << " simulated, "
        << sim.solve_count() << " solves\n";
    // Demand against served, per hour of the run.
    const std::size_t per_bucket = std::max<std::size_t>(1, static_cast<std::size_t>(std::llround(3600 / o.interval_s)));
    const std::size_t intervals = static_cast<std::size_t>(std::ceil(duration / o.interval_s));
    TextTable table({"hour", "demanded IOPS", "served IOPS", "response ms"});
    std::uint64_t index_of = 0;
    std::map<Id, std::uint64_t> vm_index;
    for (Id vm : p.topology.all_of(Kind::Vm)) vm_index[vm] = index_of++;
    for (std::size_t b = 0; b * per_bucket < intervals; ++b) {
        double demanded = 0, served = 0, lat = 0;
        std::size_t n = 0;
        for (std::size_t k = b * per_bucket; k < std::min(intervals, (b + 1) * per_bucket); ++k, ++n) {
            for (const auto* j : jobs) {
                if (k < j->achieved().size()) served += j->achieved()[k].ios, lat += j->achieved()[k].response_ms_x_ios;
            }
        }
        for (Id vm : p.topology.all_of(Kind::Vm)) {
            const Entity& e = p.topology.at(vm);
            if (e.text("workload").empty() || !e.ref("host")) continue;
            const double req = workloads::resolve_profile(e.text("workload")).requirement_iops;
            for (std::size_t k = b * per_bucket; k < std::min(intervals, (b + 1) * per_bucket); ++k)
                demanded += demand::scheduled_iops(req, o, vm_index[vm], k) * o.interval_s;
        }
        const double span = static_cast<double>(n) * o.interval_s;
        const double start = o.start_of_day_s + static_cast<double>(b * per_bucket) * o.interval_s;
        std::ostringstream hour;
        hour << std::setw(2) << std::setfill('0') << static_cast<int>(std::fmod(start / 3600, 24)) << ":"
             << std::setw(2) << static_cast<int>(std::fmod(start / 60, 60));
        table.add_row({hour.str(), fixed(demanded / span, 1), fixed(served / span, 1), fixed(served > 0 ? lat / served : NAN, 2)});
    }
    table.print(out);
    std::set<Id> vms;
    for (const auto* j : jobs) vms.insert(j->subject());
    keep_run(source, p, sim.recorder(), std::vector<Id>(vms.begin(), vms.end()), duration,
             "schedule " + o.schedule.name, args, out);
    return 0;
}
}  // namespace

int cmd_replay(const Args& args, std::ostream& out, std::ostream& err) {
    const Args files = positionals(args, {"--trace", "--duration", "--schedule", "--variation", "--seed", "--interval", "--start",
                                          "--csv", "--save", "--run-name"});
    const bool trace = !option_values(args, "--trace").empty(), schedule = !option(args, "--schedule").empty();
    if (files.size() != 1 || trace == schedule) {
        err << "santwin-cli: usage: replay <file> --trace CAPTURE... [--as-profile] [--duration D] [--csv FILE]\n"
               "                     replay <file> --schedule NAME [--variation X] [--seed N] [--interval 60s]"
               " [--start HH:MM] [--duration 24h]\n"
               "                     (either form: [--save file.santwin [--run-name NAME]])\n";
        return 2;
    }
    try {
        if (schedule) demand::schedule(option(args, "--schedule"));  // a wrong name is refused before any work
        if (!std::filesystem::exists(files[0])) throw std::invalid_argument("no such file: " + files[0]);
        const Project p = store::import_project(files[0]);
        check_save_target(option(args, "--save"));
        if (!option(args, "--run-name").empty() && option(args, "--save").empty())
            throw std::invalid_argument("--run-name names the run --save keeps: give --save file.santwin too");
        return trace ? replay_trace(files[0], p, args, out, err) : replay_schedule(files[0], p, args, out);
    } catch (const import::ImportError& e) {
        err << "santwin-cli: replay: capture refused: " << e.what() << "\n";
    } catch (const std::invalid_argument& e) {
        err << "santwin-cli: replay: " << e.what() << "\n";
    } catch (const std::runtime_error& e) {  // a project file refused (store), a save target not writable
        err << "santwin-cli: replay: " << e.what() << "\n";
    }
    return 2;
}

}  // namespace santwin::cli
