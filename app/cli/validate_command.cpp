// santwin-cli validate: every catalogue scenario against the published figures.
#include <algorithm>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "scenario_outcomes.h"
#include "scenarios/scenario.h"
#include "text_table.h"
#include "verdict_output.h"

namespace santwin::cli {

namespace {
using scenarios::Catalogue;
using scenarios::Verdict;

}  // namespace

int cmd_validate(const Args& args, std::ostream& out, std::ostream& err) {
    const bool json = has_flag(args, "--json");
    const int min_passed = static_cast<int>(number_option(args, "--min-passed", -1, 0, 1e6));  // -1: not given
    const int jobs = jobs_option(args);
    const Catalogue& cat = Catalogue::builtin();
    // Every scenario first (in parallel, one process each), then the table in catalogue order.
    std::vector<ScenarioTask> tasks;
    for (const auto& target : cat.scenarios()) tasks.push_back({target.id, {}});
    const std::vector<ScenarioOutcome> outcomes = run_scenario_tasks(tasks, jobs);
    int passed = 0, failed = 0, withheld = 0, disputed = 0;
    std::vector<double> errors;
    nlohmann::json rows = nlohmann::json::array();
    TextTable table({"scenario", "metric", "simulated", "published", "verdict", "detail"});
    std::vector<std::string> disputes;  // "scenario metric: note", printed under the table
    for (size_t i = 0; i < tasks.size(); ++i) {
        const auto& target = cat.scenarios()[i];
        const ScenarioOutcome& outcome = outcomes[i];
        const scenarios::Metrics& metrics = outcome.metrics;
        for (const auto& m : target.metrics) {
            auto j = cat.judge(m, metrics);
            if (j.verdict == Verdict::Pass) ++passed;
            else if (j.verdict == Verdict::Withheld) ++withheld;
            else if (j.verdict == Verdict::Disputed) ++disputed;
            else ++failed;
            if (j.relative_error && j.verdict != Verdict::Withheld && j.verdict != Verdict::Disputed)
                errors.push_back(*j.relative_error);
            auto it = metrics.find(m.name);
            const std::string sim = it == metrics.end() ? "-" : scenarios::format_metric(it->second);
            const std::string detail = outcome.problem.empty() ? j.detail : outcome.problem;
            if (json) {
                rows.push_back({{"scenario", target.id}, {"metric", m.name}, {"published", m.expectation()},
                                {"simulated", it == metrics.end() ? nlohmann::json() : to_json(it->second)},
                                {"verdict", verdict_name(j.verdict)}, {"detail", detail}});
            } else if (j.verdict == Verdict::Disputed) {
                table.add_row({target.id, m.name, sim, m.expectation(), verdict_name(j.verdict), "(see below)"});
                disputes.push_back(target.id + " " + m.name + ": " + m.note);
            } else {
                table.add_row({target.id, m.name, sim, m.expectation(), verdict_name(j.verdict),
                               detail.empty() ? "" : "(" + detail + ")"});
            }
        }
    }
    double median = 0;
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        median = errors[errors.size() / 2];
    }
    if (json) {
        out << nlohmann::json{{"rows", rows},       {"passed", passed},     {"failed", failed},
                              {"withheld", withheld}, {"disputed", disputed}, {"median_relative_error", median}}
                   .dump(1)
            << "\n";
    } else {
        table.print(out);
        for (const std::string& d : disputes) out << "disputed (not judged) " << d << "\n";
        out << "withheld (not judged): " << withheld << "; disputed (not judged): " << disputed
            << "; median relative error of published figures: " << std::fixed << std::setprecision(1) << 100 * median
            << "%\n";
        out << passed << " passed, " << failed << " failed\n";
    }
    if (min_passed >= 0) {
        if (passed < min_passed) {
            err << "santwin-cli: " << passed << " metrics pass, fewer than --min-passed " << min_passed << "\n";
            return 1;
        }
        return 0;
    }
    return failed ? 1 : 0;
}

}  // namespace santwin::cli
