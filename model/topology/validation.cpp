#include "topology/validation.h"

#include <cmath>

#include "topology/validation_context.h"

namespace santwin {

namespace validation_detail {
std::string number(double v) {
    const double rounded = std::round(v * 100) / 100;
    return to_display(rounded);
}

std::string join(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += (i + 1 == items.size()) ? " and " : ", ";
        out += items[i];
    }
    return out;
}

void report_listed_twice(Context& ctx, const std::string& rule,
                         const std::map<Id, std::vector<Id>>& holders_of, const std::string& fix) {
    for (const auto& [member, holders] : holders_of) {
        if (holders.size() < 2 || !ctx.t.contains(member)) continue;
        std::vector<std::string> names;
        for (Id h : holders) names.push_back(ctx.describe(h));
        std::vector<Id> ids{member};
        ids.insert(ids.end(), holders.begin(), holders.end());
        ctx.error(rule, ids, ctx.describe(member) + " is a member of " + join(names) + ": " + fix);
    }
}
}  // namespace validation_detail

}  // namespace santwin
