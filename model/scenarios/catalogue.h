#pragma once
// The validation catalogue (resources/validation/catalogue.json): for every seed experiment, the
// metrics it must report and what the paper published for them — a figure with a tolerance, a
// relation to another metric, or "withheld" (reported but not judged here).
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace santwin::scenarios {

using MetricValue = std::variant<double, bool>;
using Metrics = std::map<std::string, MetricValue>;
struct ScenarioResult;  // scenario.h

std::string format_metric(const MetricValue& v);

struct MetricTarget {
    std::string name;
    std::string unit;
    std::optional<double> published_number;
    std::optional<bool> published_bool;
    bool withheld = false;
    std::string relation;       // e.g. "> 25", ">= warmup_end_min.zeroedthick * 0.9"
    std::optional<double> tolerance_abs;
    std::optional<double> tolerance_rel;
    std::string note;
    // false: reported and explained (note) but judged neither pass nor fail, because the paper
    // contradicts itself about it or it is arithmetic on a vendor table.
    bool judged = true;

    // What the paper says, for a table: "23 ±15%", "> 25", "withheld", "true".
    std::string expectation() const;
};

struct ScenarioTarget {
    std::string id;
    std::string seed;
    std::string section;
    std::vector<MetricTarget> metrics;  // catalogue order
};

// WhatIf: the run changed the paper's setup (a parameter), so its figure does not apply.
// Disputed: the catalogue marks the metric "judged": false (its note says why).
enum class Verdict { Pass, Fail, Withheld, Missing, WhatIf, Disputed };

struct Judgement {
    Verdict verdict = Verdict::Fail;
    std::string detail;  // why it failed, in words
    std::optional<double> relative_error;  // for published numbers
};

class Catalogue {
public:
    static const Catalogue& builtin();
    explicit Catalogue(const std::string& json);

    const std::vector<ScenarioTarget>& scenarios() const { return scenarios_; }
    const ScenarioTarget* find(const std::string& id) const;
    double default_tolerance_rel() const { return default_tol_; }

    // Judges one metric of a scenario's results (relations may refer to other metrics of it).
    Judgement judge(const MetricTarget& target, const Metrics& results) const;
    // As judge, for a run that may be a what-if (then every reported metric is WhatIf).
    Judgement judge(const MetricTarget& target, const ScenarioResult& run) const;

private:
    std::vector<ScenarioTarget> scenarios_;
    double default_tol_ = 0.15;
};

}  // namespace santwin::scenarios
