#include "arguments.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "common/input_limits.h"

namespace santwin::cli {

namespace {
bool is_option(const std::string& arg) {
    return arg.rfind("--", 0) == 0;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// "--name=value" -> "--name"; anything else unchanged.
std::string option_name(const std::string& arg) {
    return arg.substr(0, arg.find('='));
}

std::string format_number(double v) {
    std::string s = std::to_string(v);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    return s;
}
}  // namespace

void check_options(const Args& args, const OptionSpec& spec) {
    // Options a command takes several of; any other given twice is a slip (which one was meant?).
    static const std::vector<std::string> repeatable = {"--param", "--workload", "--set", "--run", "--fail", "--only"};
    std::map<std::string, std::string> first_value;
    for (size_t i = 0; i < args.size(); ++i) {
        if (!is_option(args[i])) {
            if (!spec.takes_positionals) throw std::invalid_argument("unexpected argument '" + args[i] + "'");
            continue;
        }
        const std::string name = option_name(args[i]);
        const bool inline_value = name.size() < args[i].size();
        if (contains(spec.flags, name)) {
            if (inline_value) throw std::invalid_argument(name + " takes no value (got '" + args[i] + "')");
            continue;
        }
        if (!contains(spec.valued, name)) throw std::invalid_argument("unknown option '" + name + "' (santwin-cli help lists each command's options)");
        const auto once = [&](const std::string& value) {
            if (contains(repeatable, name)) return;
            const auto [it, fresh] = first_value.emplace(name, value);
            if (!fresh)
                throw std::invalid_argument(name + " is given twice ('" + it->second + "' and '" + value +
                                            "'): give it once");
        };
        if (inline_value) {
            if (args[i].size() == name.size() + 1) throw std::invalid_argument(name + " needs a value");
            once(args[i].substr(name.size() + 1));
            continue;
        }
        // A following option is not a value: "--export --formats png" forgot the folder.
        if (i + 1 >= args.size() || is_option(args[i + 1])) throw std::invalid_argument(name + " needs a value");
        // An empty value ("--duration ''", a shell variable left unset) is not the default.
        if (args[i + 1].find_first_not_of(" \t") == std::string::npos)
            throw std::invalid_argument(name + " needs a value (got an empty one)");
        once(args[i + 1]);
        ++i;
    }
}

void require_option(const Args& args, const std::vector<std::string>& dependents, const std::string& needed) {
    if (!option(args, needed).empty()) return;
    for (const auto& dependent : dependents)
        if (!option(args, dependent).empty())
            throw std::invalid_argument(dependent + " only applies with " + needed);
}

bool has_flag(const Args& args, const std::string& flag) {
    return contains(args, flag);
}

std::string option(const Args& args, const std::string& name) {
    const auto values = option_values(args, name);
    return values.empty() ? "" : values.front();
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
        if (is_option(args[i])) {
            if (contains(valued, args[i])) ++i;
            continue;
        }
        out.push_back(args[i]);
    }
    return out;
}

double number_option(const Args& args, const std::string& name, double fallback, double low, double high) {
    const std::string text = option(args, name);
    if (text.empty()) return fallback;
    const std::string range = format_number(low) + " to " + format_number(high);
    double v = 0;
    size_t used = 0;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || !std::isfinite(v))
        throw std::invalid_argument(name + " needs a number from " + range + " (got '" + limits::shown(text, 40) + "')");
    if (v < low || v > high) throw std::invalid_argument(name + " must be from " + range + " (got '" + limits::shown(text, 40) + "')");
    return v;
}

}  // namespace santwin::cli
