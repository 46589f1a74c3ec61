#pragma once
// Reading santwin-cli arguments: what each command accepts, checked before any work starts, so a
// mistyped or misplaced option is refused (one line on stderr, exit 2) instead of ignored.
#include <string>
#include <vector>

namespace santwin::cli {

using Args = std::vector<std::string>;

// The options a command accepts: flags stand alone, valued options take the next argument (or
// --name=value) and may repeat.
struct OptionSpec {
    std::vector<std::string> flags;
    std::vector<std::string> valued;
    bool takes_positionals = true;  // false: a bare word is a mistake (santwin-cli validate foo)
};

// Throws std::invalid_argument naming the first option `spec` does not accept, a flag given a
// value, a valued option without one, or a bare word where the command takes none.
void check_options(const Args& args, const OptionSpec& spec);
// Throws when any of `dependents` is given without `needed` (--formats only means something
// with --export).
void require_option(const Args& args, const std::vector<std::string>& dependents, const std::string& needed);

bool has_flag(const Args& args, const std::string& flag);
// Value after `--name` (or "--name=value"); empty when absent.
std::string option(const Args& args, const std::string& name);
// Every value of a repeatable option (--param a=1 --param b=2).
std::vector<std::string> option_values(const Args& args, const std::string& name);
// Positional arguments (not starting with --, and not the value of an option that takes one).
std::vector<std::string> positionals(const Args& args, const std::vector<std::string>& valued_options);
// A numeric option within [low, high]; `fallback` when absent. Throws naming the option and range.
double number_option(const Args& args, const std::string& name, double fallback, double low, double high);

}  // namespace santwin::cli
