#pragma once
// santwin-cli commands. dispatch() picks one by name; each lives in its own file.
#include <ostream>
#include <string>
#include <vector>

namespace santwin::cli {

using Args = std::vector<std::string>;

// Runs the command named by args[0]; returns the process exit code.
int dispatch(const Args& args, std::ostream& out, std::ostream& err);

int cmd_labs(const Args& args, std::ostream& out, std::ostream& err);
int cmd_lab(const Args& args, std::ostream& out, std::ostream& err);
int cmd_list(const Args& args, std::ostream& out, std::ostream& err);
int cmd_run(const Args& args, std::ostream& out, std::ostream& err);
int cmd_validate(const Args& args, std::ostream& out, std::ostream& err);
int cmd_simulate(const Args& args, std::ostream& out, std::ostream& err);
int cmd_bench(const Args& args, std::ostream& out, std::ostream& err);
int cmd_export(const Args& args, std::ostream& out, std::ostream& err);
int cmd_report(const Args& args, std::ostream& out, std::ostream& err);
int cmd_sweep(const Args& args, std::ostream& out, std::ostream& err);
int cmd_view3d(const Args& args, std::ostream& out, std::ostream& err);

// Small helpers shared by the commands.
bool has_flag(const Args& args, const std::string& flag);
// Value after `--name` (or "--name=value"); empty when absent.
std::string option(const Args& args, const std::string& name);
// Every value of a repeatable option (--param a=1 --param b=2).
std::vector<std::string> option_values(const Args& args, const std::string& name);
// Positional arguments (not starting with --, and not the value of an option that takes one).
std::vector<std::string> positionals(const Args& args, const std::vector<std::string>& valued_options);

}  // namespace santwin::cli
