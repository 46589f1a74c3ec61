#include "params_sensitivity.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "common/resources.h"
#include "scenarios/catalogue.h"

namespace santwin::cli {

namespace {
constexpr double kFactors[] = {0.75, 1.25};
constexpr double kReportedMove = 0.05;  // the brief's "moves by more than 5%"
constexpr double kAnyMove = 1e-6;       // below this a figure did not change at all

struct Move {
    std::string scenario, metric;
    double factor = 1;
    std::string before, after;
    double relative = 0;  // |after - before| / |before|; infinity from zero or for a flipped flag
};

// How far a metric moved: relative change, infinity for a flag that flipped or a zero that did not
// stay zero; nothing when the metric is missing on either side.
std::optional<double> moved(const scenarios::MetricValue& before, const scenarios::MetricValue& after) {
    const double* b = std::get_if<double>(&before);
    const double* a = std::get_if<double>(&after);
    if (!b || !a) return before == after ? 0.0 : INFINITY;
    if (std::abs(*b) < 1e-12) return std::abs(*a) < 1e-12 ? 0.0 : INFINITY;
    return std::abs(*a - *b) / std::abs(*b);
}

// A flag is on or off: a quarter more or less of it means nothing.
bool is_flag(const params::Parameter& p) { return p.unit == "flag (0/1)"; }

// The trial value: value x factor, kept within what the unit allows (a share at most 1, a
// percentage at most 100).
double trial_value(const params::Parameter& p, double factor) {
    const double v = p.value * factor;
    if (p.unit == "fraction") return std::min(v, 1.0);
    if (p.unit == "%") return std::min(v, 100.0);
    return v;
}

std::string percent(double r) {
    if (std::isinf(r)) return "from zero or flipped";
    std::ostringstream os;
    os << std::fixed << std::setprecision(1) << 100 * r << "%";
    return os.str();
}
}  // namespace

int sensitivity(const Args& args, int jobs, std::ostream& out, std::ostream& err) {
    const bool json = has_flag(args, "--json");
    const std::vector<std::string> only = option_values(args, "--only");  // any of them
    auto wanted = [&](const params::Parameter& p) {
        if (only.empty()) return true;
        for (const std::string& o : only)
            if (p.name().find(o) != std::string::npos) return true;
        return false;
    };
    std::vector<params::Parameter> chosen;
    for (const params::Parameter& p : params::all_parameters())
        if (p.unsourced && wanted(p)) chosen.push_back(p);
    if (chosen.empty()) {
        std::string names;
        for (const std::string& o : only) names += (names.empty() ? " named like '" : "' or '") + o;
        err << "santwin-cli: params --sensitivity: no unsourced parameter" << (names.empty() ? "" : names + "'")
            << " (santwin-cli params --unsourced lists them)\n";
        return 2;
    }
    const ParameterReaders readers = find_readers(jobs, err);

    // One task per (parameter, factor, scenario reading it), each in a process of its own.
    struct Trial {
        size_t param;
        double factor;
    };
    std::vector<ScenarioTask> tasks;
    std::vector<Trial> trials;
    for (size_t i = 0; i < chosen.size(); ++i) {
        const params::Parameter& p = chosen[i];
        if (p.value == 0 || is_flag(p)) continue;  // reported as not varied
        for (double f : kFactors)
            for (const std::string& id : readers.of(p)) {
                if (trial_value(p, f) == p.value) continue;  // at its bound already
                const double v = trial_value(p, f);
                tasks.push_back({id, [p, v] { resources::set_override(p.file, params::file_with_value(p, v)); }});
                trials.push_back({i, f});
            }
    }
    err << chosen.size() << " unsourced parameters, " << tasks.size() << " scenario runs\n";
    const auto outcomes = run_scenario_tasks(tasks, jobs, [&](int done, int total) {
        err << "\rsensitivity: " << done << "/" << total << " runs" << std::flush;
    });
    err << "\n";

    // Per parameter: the moves above 5%, the scenarios whose catalogue figures moved at all, and
    // the runs that failed.
    std::vector<std::vector<Move>> moves(chosen.size());
    std::vector<std::set<std::string>> touched(chosen.size());
    std::vector<std::vector<std::string>> problems(chosen.size());
    for (size_t t = 0; t < tasks.size(); ++t) {
        const size_t i = trials[t].param;
        const std::string& id = tasks[t].id;
        const ScenarioOutcome& base = readers.baseline.at(id);
        const ScenarioOutcome& trial = outcomes[t];
        if (!trial.problem.empty()) {
            problems[i].push_back(id + " at " + percent(trials[t].factor) + ": " + trial.problem);
            continue;
        }
        const auto* target = scenarios::Catalogue::builtin().find(id);
        for (const auto& m : target->metrics) {
            auto b = base.metrics.find(m.name), a = trial.metrics.find(m.name);
            if (b == base.metrics.end() || a == trial.metrics.end()) continue;
            const auto r = moved(b->second, a->second);
            if (!r || *r <= kAnyMove) continue;
            touched[i].insert(id);
            if (*r > kReportedMove)
                moves[i].push_back({id, m.name, trials[t].factor, scenarios::format_metric(b->second),
                                    scenarios::format_metric(a->second), *r});
        }
    }

    nlohmann::json rows = nlohmann::json::array();
    std::vector<std::string> single_reader, single_mover;
    for (size_t i = 0; i < chosen.size(); ++i) {
        const params::Parameter& p = chosen[i];
        const auto& ids = readers.of(p);
        if (ids.size() == 1) single_reader.push_back(p.name() + " (" + ids[0] + ")");
        if (touched[i].size() == 1) single_mover.push_back(p.name() + " (" + *touched[i].begin() + ")");
        if (json) {
            nlohmann::json mv = nlohmann::json::array();
            for (const Move& m : moves[i])
                mv.push_back({{"scenario", m.scenario}, {"metric", m.metric}, {"factor", m.factor},
                              {"before", m.before}, {"after", m.after},
                              {"relative_change", std::isinf(m.relative) ? nlohmann::json("inf") : nlohmann::json(m.relative)}});
            rows.push_back({{"name", p.name()}, {"value", p.value}, {"unit", p.unit}, {"source", p.source},
                            {"read_by", ids}, {"moves_figures_of", std::vector<std::string>(touched[i].begin(), touched[i].end())},
                            {"moves_over_5pct", mv}, {"varied", p.value != 0 && !is_flag(p)}, {"problems", problems[i]}});
            continue;
        }
        out << p.name() << " = " << scenarios::format_metric(p.value) << " " << p.unit << "  [U]\n";
        if (p.value == 0 || is_flag(p)) {
            out << (is_flag(p) ? "    a flag: not varied\n" : "    zero: not varied (25% of nothing)\n");
            continue;
        }
        out << "    read by " << ids.size() << " scenario(s); moves the figures of " << touched[i].size() << "\n";
        for (const Move& m : moves[i])
            out << "    " << (m.factor < 1 ? "-25%: " : "+25%: ") << m.scenario << " " << m.metric << " " << m.before
                << " -> " << m.after << " (" << percent(m.relative) << ")\n";
        for (const std::string& problem : problems[i]) out << "    run failed: " << problem << "\n";
    }
    if (json) {
        out << nlohmann::json{{"parameters", rows}, {"read_by_one_scenario", single_reader},
                              {"moves_one_scenario_only", single_mover}}
                   .dump(1)
            << "\n";
        return 0;
    }
    out << "\nread by one scenario only (a fitted constant by another name):" << (single_reader.empty() ? " none" : "")
        << "\n";
    for (const std::string& s : single_reader) out << "    " << s << "\n";
    out << "moving the figures of one scenario only:" << (single_mover.empty() ? " none" : "") << "\n";
    for (const std::string& s : single_mover) out << "    " << s << "\n";
    return 0;
}

}  // namespace santwin::cli
