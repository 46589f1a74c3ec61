#include <map>

#include "commands.h"

namespace santwin::cli {

namespace {
void usage(std::ostream& out) {
    out << "usage: santwin-cli <command> [args]\n"
           "  labs                              built-in labs, one per line, id first\n"
           "  lab export <lab> <file>           write a built-in lab to .santwin or .json\n"
           "  lab check <file>                  validation problems (exit 1 if any error)\n"
           "  lab show <file>                   summary counts and storage paths\n"
           "  list                              validation scenario ids\n"
           "  run <scenario> [--json] [--param name=value ...]\n"
           "           [--export DIR [--formats png,svg,pdf,csv] [--size 1600x1000] [--dpi 192]]\n"
           "           [--save file.santwin]    run a seed scenario, print its metrics, chart or keep its runs\n"
           "  export <file.santwin> [--scenario id] [--run name ...] --export DIR [--formats ...]\n"
           "                                    chart runs kept in a project file\n"
           "  report <scenario|file.santwin> [--param name=value ...] --out report.pdf\n"
           "                                    run report as PDF and HTML (lab, runs, validation, charts)\n"
           "  sweep <scenario> --param name=a,b,c [--export DIR]  run over a parameter's values and chart them\n"
           "  view3d <lab|file.santwin> [--scenario id [--run name] [--t seconds]] --out file.png\n"
           "           [--size 1600x1000] [--azimuth deg] [--elevation deg] [--zoom f]   3D lab snapshot (needs X / Xvfb)\n"
           "  validate [--json]                 run every scenario against the published figures\n"
           "  simulate <file> [--workload VM=PROFILE ...] [--duration 30m] [--resolution 1s]\n"
           "           (--json | --csv DIR)     run a topology with workloads\n"
           "  bench [--quick] [--json] [--max-seconds S]\n"
           "                                    engine speed and memory: lab 002 (500 VMs) and a\n"
           "                                    5,000-VM variant, six simulated hours each\n"
           "  version                           print the engine version\n";
}
}  // namespace

bool has_flag(const Args& args, const std::string& flag) {
    for (const auto& a : args)
        if (a == flag) return true;
    return false;
}

std::string option(const Args& args, const std::string& name) {
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == name && i + 1 < args.size()) return args[i + 1];
        if (args[i].rfind(name + "=", 0) == 0) return args[i].substr(name.size() + 1);
    }
    return "";
}

std::vector<std::string> option_values(const Args& args, const std::string& name) {
    std::vector<std::string> out;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == name && i + 1 < args.size()) out.push_back(args[++i]);
        else if (args[i].rfind(name + "=", 0) == 0) out.push_back(args[i].substr(name.size() + 1));
    }
    return out;
}

std::vector<std::string> positionals(const Args& args, const std::vector<std::string>& valued) {
    std::vector<std::string> out;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) == 0) {
            bool takes = false;
            for (const auto& v : valued) takes = takes || args[i] == v;
            if (takes) ++i;
            continue;
        }
        out.push_back(args[i]);
    }
    return out;
}

int dispatch(const Args& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        usage(err);
        return 2;
    }
    const std::string& cmd = args[0];
    const Args rest(args.begin() + 1, args.end());
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        usage(out);
        return 0;
    }
    if (cmd == "version" || cmd == "--version") {
        out << "santwin " << SANTWIN_VERSION << "\n";
        return 0;
    }
    static const std::map<std::string, int (*)(const Args&, std::ostream&, std::ostream&)> commands = {
        {"labs", cmd_labs}, {"lab", cmd_lab}, {"list", cmd_list}, {"run", cmd_run},
        {"validate", cmd_validate}, {"simulate", cmd_simulate}, {"bench", cmd_bench},
        {"export", cmd_export}, {"report", cmd_report}, {"sweep", cmd_sweep}, {"view3d", cmd_view3d}};
    auto it = commands.find(cmd);
    if (it == commands.end()) {
        err << "santwin-cli: unknown command '" << cmd << "' (try santwin-cli help)\n";
        return 2;
    }
    return it->second(rest, out, err);
}

}  // namespace santwin::cli
