#pragma once
// The advice rules' texts, sources and numbers, read from resources/advice/rules.json.
#include <map>
#include <string>

namespace santwin::advice {

struct RuleText {
    std::string title;
    std::string source;  // report and section
    std::string advice;  // what to do, in general
    std::map<std::string, double> numbers;  // thresholds, each sourced in the file
};

class RuleBook {
public:
    static const RuleBook& builtin();
    // Throws std::out_of_range naming the rule (and the number) when the file lacks it.
    const RuleText& rule(const std::string& id) const;
    double number(const std::string& id, const std::string& key) const;
    const std::map<std::string, RuleText>& rules() const { return rules_; }

private:
    std::map<std::string, RuleText> rules_;
};

}  // namespace santwin::advice
