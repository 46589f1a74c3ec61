#pragma once
// params --readers and --sensitivity: which scenarios look each parameter up, and what the
// unsourced ([U]) ones control.
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "arguments.h"
#include "common/parameters.h"
#include "scenario_outcomes.h"

namespace santwin::cli {

struct ParameterReaders {
    std::map<std::string, ScenarioOutcome> baseline;                 // by scenario id
    std::map<std::string, std::vector<std::string>> by_object;       // "file:object" -> scenario ids
    // The scenarios that look up p's object (its drive, array, host version, profile ...).
    const std::vector<std::string>& of(const params::Parameter& p) const;
};

// Runs every catalogue scenario once (at most `jobs` at a time), noting what each looks up;
// progress goes to `progress`.
ParameterReaders find_readers(int jobs, std::ostream& progress);

// params --sensitivity: each [U] parameter (those whose name contains any --only, if given) at 75%
// and 125% of its value, in the scenarios that read it; lists the catalogue metrics that move by
// more than 5%, and the parameters that move one scenario's figures only.
int sensitivity(const Args& args, int jobs, std::ostream& out, std::ostream& err);

}  // namespace santwin::cli
