#pragma once
// santwin-cli commands. dispatch() picks one by name; each lives in its own file.
#include <ostream>
#include <string>
#include <vector>

#include "arguments.h"

namespace santwin::cli {

// Runs the command named by args[0]; returns the process exit code.
int dispatch(const Args& args, std::ostream& out, std::ostream& err);

// The usage of every command.
void print_usage(std::ostream& out);
// The usage lines of `command`; false (and nothing printed) when there is no such command.
bool print_command_usage(const std::string& command, std::ostream& out);

int cmd_labs(const Args& args, std::ostream& out, std::ostream& err);
int cmd_lab(const Args& args, std::ostream& out, std::ostream& err);
int cmd_list(const Args& args, std::ostream& out, std::ostream& err);
int cmd_profiles(const Args& args, std::ostream& out, std::ostream& err);
int cmd_run(const Args& args, std::ostream& out, std::ostream& err);
int cmd_validate(const Args& args, std::ostream& out, std::ostream& err);
int cmd_params(const Args& args, std::ostream& out, std::ostream& err);
int cmd_simulate(const Args& args, std::ostream& out, std::ostream& err);
int cmd_operate(const Args& args, std::ostream& out, std::ostream& err);
int cmd_capacity(const Args& args, std::ostream& out, std::ostream& err);
int cmd_health(const Args& args, std::ostream& out, std::ostream& err);
int cmd_bench(const Args& args, std::ostream& out, std::ostream& err);
int cmd_export(const Args& args, std::ostream& out, std::ostream& err);
int cmd_report(const Args& args, std::ostream& out, std::ostream& err);
int cmd_sweep(const Args& args, std::ostream& out, std::ostream& err);
int cmd_view3d(const Args& args, std::ostream& out, std::ostream& err);
int cmd_replay(const Args& args, std::ostream& out, std::ostream& err);
int cmd_import(const Args& args, std::ostream& out, std::ostream& err);
int cmd_help(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace santwin::cli
