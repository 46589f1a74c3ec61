// Generic chart pieces: before/after pairs and simulated-vs-published bars from metric names, and
// the published value as a reference mark. Charts over run roles are in role_charts.cpp.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "charts/default_charts.h"
#include "charts/metric_info.h"

namespace santwin::charts {

namespace {

using scenarios::Catalogue;
using scenarios::ScenarioResult;

// Conditions a paper compares, as (before, after) tokens of a metric name.
const std::vector<std::pair<std::string, std::string>>& condition_pairs() {
    static const std::vector<std::pair<std::string, std::string>> pairs = {
        {"vaai_off", "vaai_on"}, {"before", "after"},   {"pre", "post"},         {"off", "on"},
        {"single", "dual"},      {"one", "two"},        {"uncompressed", "compressed"},
        {"without", "with"},     {"vraid1", "vraid5"},
    };
    return pairs;
}

const scenarios::MetricTarget* target_of(const std::string& scenario, const std::string& metric) {
    const auto* t = Catalogue::builtin().find(scenario);
    if (!t) return nullptr;
    for (const auto& m : t->metrics)
        if (m.name == metric) return &m;
    return nullptr;
}

std::string unit_of(const std::string& scenario, const std::string& metric) {
    if (const auto* t = target_of(scenario, metric); t && !t->unit.empty()) return t->unit;
    return metric_info(split_metric(metric).first).unit;
}

std::string number_text(double v) {
    return scenarios::format_metric(v);
}

// Splits "a.b_c.d" into tokens at '.' and '_' boundaries, keeping the separators so a token can
// be replaced and the name rebuilt.
struct Tokens {
    std::vector<std::string> words;
    std::vector<char> seps;  // seps[i] follows words[i] (none after the last)
};

Tokens tokenize(const std::string& name) {
    Tokens t;
    std::string w;
    for (char c : name) {
        if (c == '.' || c == '_') {
            t.words.push_back(w);
            t.seps.push_back(c);
            w.clear();
        } else {
            w += c;
        }
    }
    t.words.push_back(w);
    return t;
}

// The name without the `skip_count` words from `skip_from`; the words after the gap take the
// separator that stood before it ("consumed_gb.before_reclaim" less "before": "consumed_gb.reclaim").
std::string join(const Tokens& t, size_t skip_from, size_t skip_count) {
    std::string out;
    for (size_t i = 0; i < t.words.size(); ++i) {
        if (i >= skip_from && i < skip_from + skip_count) continue;
        if (!out.empty()) {
            const bool after_gap = skip_count > 0 && i == skip_from + skip_count;
            out += after_gap && skip_from > 0 ? t.seps[skip_from - 1] : t.seps[i - 1];
        }
        out += t.words[i];
    }
    return out;
}

// Replaces the `count` words starting at `at` by `with` (itself possibly "a_b").
std::string replace_words(const Tokens& t, size_t at, size_t count, const std::string& with) {
    std::string out;
    for (size_t i = 0; i < at; ++i) out += t.words[i] + t.seps[i];
    out += with;
    for (size_t i = at + count; i < t.words.size(); ++i) out += t.seps[i - 1] + t.words[i];
    return out;
}

bool numeric(const ScenarioResult& r, const std::string& metric) {
    auto it = r.metrics.find(metric);
    return it != r.metrics.end() && std::holds_alternative<double>(it->second);
}

double value_of(const ScenarioResult& r, const std::string& metric) {
    return std::get<double>(r.metrics.at(metric));
}

struct Pair {
    std::string before, after;
    std::string family, category;  // metric family and the rest of the name, pair removed
    size_t kind = 0;               // index in condition_pairs()
};

// Metric names in catalogue order (the paper's order), then any others by name.
std::vector<std::string> ordered_metrics(const ScenarioResult& r) {
    std::vector<std::string> out;
    if (const auto* t = Catalogue::builtin().find(r.id))
        for (const auto& m : t->metrics)
            if (r.metrics.count(m.name)) out.push_back(m.name);
    for (const auto& [name, v] : r.metrics)
        if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
    return out;
}

std::vector<Pair> find_pairs(const ScenarioResult& r) {
    std::vector<Pair> out;
    std::set<std::string> used;
    for (const std::string& name : ordered_metrics(r)) {
        if (!numeric(r, name) || used.count(name)) continue;
        const Tokens t = tokenize(name);
        for (size_t k = 0; k < condition_pairs().size(); ++k) {
            const auto& [a, b] = condition_pairs()[k];
            const Tokens ta = tokenize(a);
            for (size_t i = 0; i + ta.words.size() <= t.words.size(); ++i) {
                bool match = true;
                for (size_t j = 0; j < ta.words.size() && match; ++j) match = t.words[i + j] == ta.words[j];
                if (!match) continue;
                const std::string partner = replace_words(t, i, ta.words.size(), b);
                if (!numeric(r, partner) || used.count(partner)) continue;
                Pair p;
                p.before = name;
                p.after = partner;
                p.kind = k;
                const std::string rest = join(t, i, ta.words.size());
                auto [family, category] = split_metric(rest);
                // The family is the first dotted component of the original name.
                p.family = split_metric(name).first;
                if (family != p.family) category = "";  // the pair token was inside the family name
                p.category = category;
                out.push_back(p);
                used.insert(name);
                used.insert(partner);
                goto next_metric;
            }
        }
    next_metric:;
    }
    return out;
}

// "%" -> "pct", "MB/s" -> "mb-per-s": a unit in a file name.
std::string unit_slug(const std::string& unit) {
    if (unit.empty()) return "value";
    std::string out;
    for (char c : unit) {
        if (c == '%') out += "pct";
        else if (c == '/') out += "-per-";
        else if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        else out += '-';
    }
    return out;
}

bool parse_relation_number(const std::string& relation, std::string& op, double& value) {
    for (const char* candidate : {">=", "<=", "==", ">", "<"}) {
        if (relation.rfind(candidate, 0) != 0) continue;
        std::istringstream in(relation.substr(std::string(candidate).size()));
        double v;
        std::string rest;
        if (!(in >> v) || (in >> rest)) return false;  // refers to another metric
        op = candidate;
        value = v;
        return true;
    }
    return false;
}

}  // namespace

bool published_mark(const std::string& scenario, const std::string& metric, ReferenceMark& mark) {
    const auto* t = target_of(scenario, metric);
    if (!t || t->withheld) return false;
    const std::string unit = t->unit.empty() || t->unit == "count" || t->unit == "ratio" ? "" : " " + t->unit;
    if (t->published_number) {
        mark.value = *t->published_number;
        mark.relation.clear();
        mark.label = "published " + number_text(*t->published_number) + unit;
        mark.kind = MarkKind::Published;
        return true;
    }
    std::string op;
    double v = 0;
    if (!t->relation.empty() && parse_relation_number(t->relation, op, v)) {
        if (op == ">=") op = "\u2265";
        if (op == "<=") op = "\u2264";
        mark.value = v;
        mark.relation = op;
        mark.label = "published " + op + " " + number_text(v) + unit;
        mark.kind = MarkKind::Published;
        return true;
    }
    return false;
}

std::vector<ChartSpec> before_after_charts(const ScenarioResult& r, const std::string& only_family) {
    std::vector<ChartSpec> out;
    std::map<std::pair<std::string, size_t>, std::vector<Pair>> groups;  // (family, pair kind)
    for (const Pair& p : find_pairs(r))
        if (only_family.empty() || p.family == only_family) groups[{p.family, p.kind}].push_back(p);
    for (const auto& [key, pairs] : groups) {
        const auto& [family, kind] = key;
        const auto& [a, b] = condition_pairs()[kind];
        const MetricInfo info = metric_info(family);
        ChartSpec c;
        c.id = family + "-" + a + "-vs-" + b;
        c.type = ChartType::BeforeAfter;
        c.title = capitalized(info.label) + ": " + humanize(a) + " vs " + humanize(b);
        c.y = {info.label, unit_of(r.id, pairs.front().before)};
        c.x = {"", ""};
        SeriesSpec before{humanize(a), {}, {}}, after{humanize(b), {}, {}};
        for (const Pair& p : pairs) {
            const int cat = static_cast<int>(c.categories.size());
            c.categories.push_back(p.category.empty() ? info.label : humanize(p.category));
            before.values.push_back(value_of(r, p.before));
            after.values.push_back(value_of(r, p.after));
            ReferenceMark m;
            for (int s = 0; s < 2; ++s)
                if (published_mark(r.id, s == 0 ? p.before : p.after, m)) {
                    m.category = cat;
                    m.series = s;
                    c.marks.push_back(m);
                }
        }
        c.series = {before, after};
        c.subtitle = "Simulated " + humanize(a) + " and " + humanize(b) + "; dashed: the paper's published value";
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<ChartSpec> validation_charts(const ScenarioResult& r, const std::vector<std::string>& skip) {
    std::set<std::string> skipped(skip.begin(), skip.end());
    for (const Pair& p : find_pairs(r)) {
        skipped.insert(p.before);
        skipped.insert(p.after);
    }
    std::map<std::string, std::vector<std::string>> by_unit;  // unit -> metrics, catalogue order
    const auto* target = Catalogue::builtin().find(r.id);
    if (!target) return {};
    for (const auto& m : target->metrics) {
        ReferenceMark mark;
        if (skipped.count(m.name) || !numeric(r, m.name) || !published_mark(r.id, m.name, mark)) continue;
        by_unit[unit_of(r.id, m.name)].push_back(m.name);
    }
    std::vector<ChartSpec> out;
    for (const auto& [unit, metrics] : by_unit) {
        std::set<std::string> families;
        for (const auto& m : metrics) families.insert(split_metric(m).first);
        const bool one_family = families.size() == 1;
        const MetricInfo info = metric_info(*families.begin());
        ChartSpec c;
        c.type = ChartType::GroupedBars;
        c.id = "validation-" + (one_family ? *families.begin() : unit_slug(unit));
        c.title = capitalized(one_family ? info.label : std::string("metrics in ") + (unit.empty() ? "units" : unit)) + ": simulated vs published";
        c.subtitle = "Bars: SanTwin; dashed: the paper's figure (a bound where the paper gives one)";
        c.y = {one_family ? info.label : "value", unit};
        SeriesSpec sim{"simulated", {}, {}};
        for (const auto& m : metrics) {
            const auto [family, rest] = split_metric(m);
            const int cat = static_cast<int>(c.categories.size());
            c.categories.push_back(one_family && !rest.empty() ? humanize(rest) : humanize(m));
            sim.values.push_back(value_of(r, m));
            ReferenceMark mark;
            published_mark(r.id, m, mark);
            mark.category = cat;
            c.marks.push_back(mark);
        }
        c.series = {sim};
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace santwin::charts
