// libFuzzer target: santwin-cli's argument parsing. The input is split at NUL bytes into
// arguments; the option checks, numbers, durations, workload specs and lab settings must refuse
// bad text with std::invalid_argument. Any other exception escapes and libFuzzer reports it as a
// crash: that is how "santwin-cli: stod" (std::out_of_range) would show.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "../../app/cli/arguments.h"
#include "../../app/cli/duration_text.h"
#include "editing/lab_settings.h"
#include "workloads/io_profile.h"

using namespace santwin;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0) args.emplace_back();
        else args.back() += static_cast<char>(data[i]);
    }
    // The simulate command's options, as dispatch.cpp declares them.
    cli::OptionSpec spec;
    spec.flags = {"--json", "--only"};
    spec.valued = {"--workload", "--set", "--duration", "--resolution", "--csv", "--max-output-mb", "--save", "--run-name", "--dpi"};
    spec.takes_positionals = true;
    try {
        cli::check_options(args, spec);
    } catch (const std::invalid_argument&) {
    }
    for (const std::string& text : args) {
        try {
            cli::parse_duration(text, "--duration");
        } catch (const std::invalid_argument&) {
        }
        try {
            workloads::resolve_profile(text);
        } catch (const std::invalid_argument&) {
        }
        try {
            editing::parse_lab_setting(text);
        } catch (const std::invalid_argument&) {
        }
    }
    try {
        cli::number_option(args, "--dpi", 96, 1, 1200);
        cli::number_option(args, "--max-output-mb", 200, 0.001, 1e9);
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
