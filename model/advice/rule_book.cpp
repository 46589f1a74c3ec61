#include "advice/rule_book.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/resources.h"

namespace santwin::advice {

const RuleBook& RuleBook::builtin() {
    static const RuleBook book = [] {
        RuleBook b;
        const auto text = resources::find("advice/rules.json");
        if (!text) throw std::runtime_error("resources/advice/rules.json is missing from the build");
        const auto doc = nlohmann::json::parse(*text);
        for (const auto& [id, r] : doc.at("rules").items()) {
            RuleText rt;
            rt.title = r.at("title").get<std::string>();
            rt.source = r.at("source").get<std::string>();
            rt.advice = r.at("advice").get<std::string>();
            for (const auto& [key, v] : r.items())
                if (v.is_number()) rt.numbers[key] = v.get<double>();
            b.rules_[id] = std::move(rt);
        }
        return b;
    }();
    return book;
}

const RuleText& RuleBook::rule(const std::string& id) const {
    const auto it = rules_.find(id);
    if (it == rules_.end()) throw std::out_of_range("resources/advice/rules.json has no rule '" + id + "'");
    return it->second;
}

double RuleBook::number(const std::string& id, const std::string& key) const {
    const RuleText& r = rule(id);
    const auto it = r.numbers.find(key);
    if (it == r.numbers.end())
        throw std::out_of_range("resources/advice/rules.json: rule '" + id + "' has no number '" + key + "'");
    return it->second;
}

}  // namespace santwin::advice
