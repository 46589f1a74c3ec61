#include "scenarios/catalogue.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "common/resources.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

namespace {
std::string number(double d) {
    std::ostringstream os;
    os.precision(6);
    os << d;
    return os.str();
}

std::string trim(const std::string& s) {
    const auto a = s.find_first_not_of(' ');
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(' ') - a + 1);
}

// Evaluates "12", "name", "name * 0.9" or "0.1 * name" against the results.
std::optional<double> evaluate(const std::string& expr, const Metrics& results, std::string& error) {
    auto term = [&](const std::string& t) -> std::optional<double> {
        const std::string s = trim(t);
        char* end = nullptr;
        const double d = std::strtod(s.c_str(), &end);
        if (end && *end == '\0' && !s.empty()) return d;
        auto it = results.find(s);
        if (it == results.end()) {
            error = "refers to '" + s + "', which was not reported";
            return std::nullopt;
        }
        if (const double* v = std::get_if<double>(&it->second)) return *v;
        return std::get<bool>(it->second) ? 1.0 : 0.0;
    };
    const auto star = expr.find('*');
    if (star == std::string::npos) return term(expr);
    auto a = term(expr.substr(0, star)), b = term(expr.substr(star + 1));
    if (!a || !b) return std::nullopt;
    return *a * *b;
}
}  // namespace

std::string format_metric(const MetricValue& v) {
    if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
    return number(std::get<double>(v));
}

std::string MetricTarget::expectation() const {
    if (withheld) return "withheld";
    if (published_bool) return *published_bool ? "true" : "false";
    if (published_number) {
        if (tolerance_abs) return number(*published_number) + " ±" + number(*tolerance_abs);
        if (tolerance_rel) return number(*published_number) + " ±" + number(*tolerance_rel * 100) + "%";
        return number(*published_number);
    }
    return relation;
}

Catalogue::Catalogue(const std::string& text) {
    auto doc = nlohmann::json::parse(text);
    default_tol_ = doc.value("default_tolerance_rel", 0.15);
    for (const auto& s : doc.at("scenarios")) {
        ScenarioTarget st;
        st.id = s.at("id").get<std::string>();
        st.seed = s.value("seed", "");
        st.section = s.value("section", "");
        for (const auto& [name, m] : s.at("metrics").items()) {
            MetricTarget mt;
            mt.name = name;
            mt.unit = m.value("unit", "");
            mt.note = m.value("note", "");
            mt.judged = m.value("judged", true);
            if (m.contains("published")) {
                const auto& p = m.at("published");
                if (p.is_string() && p.get<std::string>() == "withheld") mt.withheld = true;
                else if (p.is_boolean()) mt.published_bool = p.get<bool>();
                else if (p.is_number()) mt.published_number = p.get<double>();
            }
            if (m.contains("relation")) mt.relation = m.at("relation").get<std::string>();
            if (m.contains("tolerance_abs")) mt.tolerance_abs = m.at("tolerance_abs").get<double>();
            if (m.contains("tolerance_rel")) mt.tolerance_rel = m.at("tolerance_rel").get<double>();
            st.metrics.push_back(mt);
        }
        scenarios_.push_back(std::move(st));
    }
}

const Catalogue& Catalogue::builtin() {
    static const Catalogue c = [] {
        auto text = resources::find("validation/catalogue.json");
        if (!text) throw std::runtime_error("resources/validation/catalogue.json is missing from the build");
        return Catalogue(std::string(*text));
    }();
    return c;
}

const ScenarioTarget* Catalogue::find(const std::string& id) const {
    for (const auto& s : scenarios_)
        if (s.id == id) return &s;
    return nullptr;
}

Judgement Catalogue::judge(const MetricTarget& t, const ScenarioResult& run) const {
    Judgement j = judge(t, run.metrics);
    if (!run.what_if.empty() && j.verdict != Verdict::Missing) {
        j = Judgement{};
        j.verdict = Verdict::WhatIf;
        j.detail = "what-if: the paper's figure is for its own setup";
    }
    return j;
}

Judgement Catalogue::judge(const MetricTarget& t, const Metrics& results) const {
    Judgement j;
    auto it = results.find(t.name);
    if (it == results.end()) {
        j.verdict = Verdict::Missing;
        j.detail = "not reported";
        return j;
    }
    if (t.withheld) {
        j.verdict = Verdict::Withheld;
        return j;
    }
    if (!t.judged) {
        j.verdict = Verdict::Disputed;
        j.detail = t.note;
        return j;
    }
    const MetricValue& v = it->second;
    if (t.published_bool) {
        const bool* b = std::get_if<bool>(&v);
        j.verdict = b && *b == *t.published_bool ? Verdict::Pass : Verdict::Fail;
        if (j.verdict == Verdict::Fail) j.detail = "expected " + std::string(*t.published_bool ? "true" : "false");
        return j;
    }
    const double* d = std::get_if<double>(&v);
    if (!d) {
        j.detail = "reported a flag where a number was expected";
        return j;
    }
    if (t.published_number) {
        const double pub = *t.published_number;
        const double tol = t.tolerance_abs ? *t.tolerance_abs : (t.tolerance_rel ? *t.tolerance_rel : default_tol_) * std::abs(pub);
        if (pub != 0) j.relative_error = std::abs(*d - pub) / std::abs(pub);
        j.verdict = std::abs(*d - pub) <= tol + 1e-9 ? Verdict::Pass : Verdict::Fail;
        if (j.verdict == Verdict::Fail) j.detail = "off by " + number(*d - pub);
        return j;
    }
    if (!t.relation.empty()) {
        std::string op;
        for (const char* candidate : {"==", ">=", "<=", ">", "<"})
            if (t.relation.rfind(candidate, 0) == 0) {
                op = candidate;
                break;
            }
        if (op.empty()) {
            j.detail = "cannot read relation '" + t.relation + "'";
            return j;
        }
        std::string error;
        auto rhs = evaluate(t.relation.substr(op.size()), results, error);
        if (!rhs) {
            j.detail = error;
            return j;
        }
        bool ok = false;
        if (op == "==") ok = std::abs(*d - *rhs) <= 1e-6 * std::max(1.0, std::abs(*rhs));
        else if (op == ">=") ok = *d >= *rhs;
        else if (op == "<=") ok = *d <= *rhs;
        else if (op == ">") ok = *d > *rhs;
        else ok = *d < *rhs;
        j.verdict = ok ? Verdict::Pass : Verdict::Fail;
        if (!ok) j.detail = "needs " + op + " " + number(*rhs);
        return j;
    }
    j.detail = "the catalogue gives nothing to judge against";
    return j;
}

}  // namespace santwin::scenarios
