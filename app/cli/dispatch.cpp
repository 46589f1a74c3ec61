#include <algorithm>
#include <map>
#include <sstream>

#include "commands.h"

namespace santwin::cli {

namespace {
const char* const kUsage =
    "usage: santwin-cli <command> [args]\n"
           "  labs                              built-in labs, one per line, id first\n"
           "  lab export <lab> <file> [--force] write a built-in lab to .santwin or .json (--force: replace)\n"
           "  lab check <file> [--set NAME.attribute=value ...]\n"
           "                                    validation problems (exit 1 if any error) and advice\n"
           "                                    from the lab reports (with --set: of a variant)\n"
           "  lab show <file>                   summary counts and storage paths\n"
           "  lab grow <file> --copy <name|#id> [--count N]\n"
           "                                    N copies of an entity (a VM, a host with its VMs...), saved\n"
           "  list [--ids]                      validation scenarios: id, lab and title (--ids: ids only)\n"
           "  profiles                          built-in workload profiles: I/O mix, IOPS, threads, source\n"
           "  run <scenario> [--json] [--param name=value ...]\n"
           "           [--export DIR [--formats png,svg,pdf,csv] [--size 1600x1000] [--dpi 192]]\n"
           "           [--save file.santwin] [--details (text only, not with --json)]\n"
           "                                    run a seed scenario, print its metrics, chart or keep its runs\n"
           "  export <file.santwin> [--scenario id] [--run name ...] --export DIR [--formats ...]\n"
           "                                    chart runs kept in a project file\n"
           "  report <scenario|file.santwin> [--scenario id] [--param name=value ...] --out report.pdf\n"
           "           [--html report.html]\n"
           "                                    run report as PDF and HTML (lab, runs, validation, charts)\n"
           "  sweep <scenario> --param name=a,b,c [--param other=x ...]\n"
           "           [--export DIR [--formats ...] [--size WxH] [--dpi N]]\n"
           "                                    run over a parameter's values and print a table;\n"
           "                                    with --export, chart them into DIR\n"
           "  view3d <lab|file.santwin> [--scenario id [--run name] [--t seconds] [--param name=value ...]] --out file.png\n"
           "           [--size 1600x1000] [--azimuth deg] [--elevation deg] [--zoom f]   3D lab snapshot (needs X / Xvfb)\n"
           "  validate [--json] [--min-passed N] [--jobs N]\n"
           "                                    run every scenario against the published figures\n"
           "                                    (--jobs: scenarios at a time; all cores by default)\n"
           "  params [--json] [--unsourced] [--readers] [--jobs N]\n"
           "                                    every model parameter: value, unit, source ([U]: none),\n"
           "                                    the code naming it (--readers: the scenarios looking it up)\n"
           "  params --sensitivity [--only TEXT ...] [--json] [--jobs N]\n"
           "                                    each [U] parameter at -25% and +25%: the catalogue\n"
           "                                    metrics that move by more than 5%\n"
           "  simulate <file> [--workload VM=PROFILE ... [--only]] [--duration 30m] [--resolution 1s]\n"
           "           [--set NAME.attribute=value ...]\n"
           "           [--fail ENTITY@TIME ...]   a controller, port, HBA, switch, cable or drive fails at\n"
           "                                    TIME (repeatable); the summary lists what followed\n"
           "                                    change the lab for this run only (the file is kept as it is)\n"
           "           [--json] [--csv DIR]     run a topology with workloads (without --json or --csv:\n"
           "                                    a summary of each VM and the busiest resources)\n"
           "           [--save file.santwin [--run-name NAME]]\n"
           "                                    keep the run in a project (replay in santwin, chart with report)\n"
           "           [--max-output-mb 200]    refused when the output would be larger (raise it to allow)\n"
           "                                    durations: 90 or 90s, 30m, 1.5h, 1h30m, 2m30s\n"
           "  operate <file> bootstorm --on DATASTORE [--count N]\n"
           "  operate <file> clone|deploy|svmotion VM --to DATASTORE\n"
           "  operate <file> backup --to LIBRARY [--type dp-snapshot|vcb-image|vcb-file]\n"
           "           [--vms A,B,...] [--proxy NAME] [--concurrency 4] [--multiplexing 1] [--limit 48h]\n"
           "                                    run one operation beside the lab's workloads: its window,\n"
           "                                    GB/h, phases, all VMs' latency and the bottleneck\n"
           "  capacity <lab|file> --target METRIC<=LIMIT [--grow all|VM,VM,...] [--by load|vms]\n"
           "           [--duration 2m30s] [--warmup 30s] [--max-factor 32] [--runs 14] [--csv FILE]\n"
           "           [--export DIR [--formats ...]]  the largest load that meets the target (latency_ms.mean,\n"
           "                                    .p95, .p99, .max or util), run by the engine step by step;\n"
           "                                    what breaks first, and latency against load with its knee\n"
           "  health <lab|file> --out health.pdf [--html health.html] [--target-ms 10] [--duration 4m]\n"
           "           [--max-failures 16] [--structure-only]\n"
           "                                    health report: single points of failure per host and LU,\n"
           "                                    each controller / switch / HBA failure run, headroom, advice\n"
           "  bench [--quick] [--json] [--max-seconds S]\n"
           "                                    engine speed and memory: lab 002 (500 VMs) and a\n"
           "                                    5,000-VM variant, six simulated hours each\n"
           "  bench --varying [--quick] [--json] [--duration 6h]\n"
           "                                    the same with each VM's demand +/-20 % every second\n"
           "  import <out.santwin|out.json> <file or folder>... [--force]\n"
           "                                    a lab from exports: RVTools CSV tabs, Brocade FOS output,\n"
           "                                    array CSV (help import); prints matched / inferred / missing\n"
           "  replay <file> --trace CAPTURE... [--as-profile] [--duration D] [--csv FILE]\n"
           "                                    replay measured load (esxtop -b, vCenter CSV) per sample,\n"
           "                                    or as profiles; simulated against measured latency per VM\n"
           "  replay <file> --schedule NAME [--variation X] [--seed N] [--interval 60s] [--start HH:MM]\n"
           "           [--duration 24h]         every VM's profile under a schedule (business-hours,\n"
           "                                    nightly-backup, flat, ramp:A-B@HH:MM-HH:MM), varied\n"
           "           [--save file.santwin [--run-name NAME]]  (either form) keep the run to play back\n"
           "  version                           print the engine version\n"
           "  help [topic]                      this list and the manual's pages; one page as text\n";

// A usage line that starts a command (its continuations are indented further).
bool is_command_line(const std::string& line) {
    return line.size() > 2 && line.compare(0, 2, "  ") == 0 && line[2] != ' ';
}

struct Command {
    int (*run)(const Args&, std::ostream&, std::ostream&);
    OptionSpec options;  // checked before the command starts
};

const std::map<std::string, Command>& commands() {
    static const std::map<std::string, Command> table = {
        {"labs", {cmd_labs, {{}, {}, false}}},
        {"lab", {cmd_lab, {{"--force"}, {"--copy", "--count", "--set"}}}},
        {"list", {cmd_list, {{"--ids"}, {}, false}}},
        {"profiles", {cmd_profiles, {{}, {}, false}}},
        {"run", {cmd_run, {{"--json", "--details"}, {"--param", "--export", "--formats", "--size", "--dpi", "--save"}}}},
        {"validate", {cmd_validate, {{"--json"}, {"--min-passed", "--jobs"}, false}}},
        {"params", {cmd_params, {{"--json", "--unsourced", "--readers", "--sensitivity"}, {"--jobs", "--only"}, false}}},
        {"simulate", {cmd_simulate, {{"--json", "--only"}, {"--workload", "--set", "--duration", "--resolution", "--csv", "--max-output-mb", "--save", "--run-name", "--fail"}}}},
        {"operate", {cmd_operate, {{}, {"--on", "--to", "--count", "--type", "--vms", "--proxy", "--concurrency", "--multiplexing", "--limit"}}}},
        {"bench", {cmd_bench, {{"--quick", "--json", "--varying"}, {"--max-seconds", "--duration"}, false}}},
        {"capacity", {cmd_capacity, {{}, {"--target", "--grow", "--by", "--duration", "--warmup", "--max-factor", "--runs", "--csv", "--export", "--formats", "--size", "--dpi"}}}},
        {"health", {cmd_health, {{"--structure-only"}, {"--out", "--html", "--target-ms", "--duration", "--max-failures"}}}},
        {"export", {cmd_export, {{}, {"--scenario", "--run", "--export", "--formats", "--size", "--dpi"}}}},
        {"report", {cmd_report, {{}, {"--scenario", "--param", "--out", "--html"}}}},
        {"sweep", {cmd_sweep, {{}, {"--param", "--export", "--formats", "--size", "--dpi"}}}},
        {"help", {cmd_help, {{}, {}}}},
        {"import", {cmd_import, {{"--force"}, {}}}},
        {"replay", {cmd_replay, {{"--as-profile"}, {"--trace", "--duration", "--schedule", "--variation", "--seed", "--interval", "--start", "--csv", "--save", "--run-name"}}}},
        {"view3d", {cmd_view3d, {{}, {"--scenario", "--run", "--t", "--param", "--out", "--size", "--azimuth", "--elevation", "--zoom"}}}}};
    return table;
}
}  // namespace

void print_usage(std::ostream& out) { out << kUsage; }

bool print_command_usage(const std::string& command, std::ostream& out) {
    std::istringstream lines(kUsage);
    std::string line, usage;
    bool in = false;
    while (std::getline(lines, line)) {
        if (is_command_line(line)) in = line.compare(2, command.size() + 1, command + " ") == 0;
        if (in) usage += line + "\n";
    }
    if (usage.empty()) return false;
    out << "usage: santwin-cli " << command << " ...\n" << usage;
    return true;
}

int dispatch(const Args& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        print_usage(err);
        return 2;
    }
    const std::string& cmd = args[0];
    const Args rest(args.begin() + 1, args.end());
    if (cmd == "--help" || cmd == "-h") {
        print_usage(out);
        return 0;
    }
    if (cmd == "version" || cmd == "--version") {
        if (args.size() > 1) {
            err << "santwin-cli: version takes no arguments (got '" << args[1] << "')\n";
            return 2;
        }
        out << "santwin " << SANTWIN_VERSION << "\n";
        return 0;
    }
    auto it = commands().find(cmd);
    if (it == commands().end()) {
        err << "santwin-cli: unknown command '" << cmd << "' (try santwin-cli help)\n";
        return 2;
    }
    if (std::find(rest.begin(), rest.end(), "--help") != rest.end() ||
        std::find(rest.begin(), rest.end(), "-h") != rest.end()) {
        print_command_usage(cmd, out);  // what the command takes, rather than "unknown option"
        return 0;
    }
    try {
        check_options(rest, it->second.options);
    } catch (const std::invalid_argument& e) {
        err << "santwin-cli: " << cmd << ": " << e.what() << "\n";
        return 2;
    }
    return it->second.run(rest, out, err);
}

}  // namespace santwin::cli
