#include "export_support.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "charts/chart_resolve.h"
#include "charts/default_charts.h"

namespace santwin::export_test {

Scratch::Scratch() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("santwin-export-" + std::string(info ? info->name() : "test") + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
}

Scratch::~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::vector<std::vector<std::string>> parse_csv(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') field += '"', ++i;
            else if (c == '"') quoted = false;
            else field += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
        } else if (c == '\n') {
            row.push_back(field);
            rows.push_back(row);
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    if (!field.empty() || !row.empty()) {
        row.push_back(field);
        rows.push_back(row);
    }
    return rows;
}

int pdf_pages(const std::string& bytes) {
    static const std::regex page(R"(/Type\s*/Page[^s])");
    return static_cast<int>(std::distance(std::sregex_iterator(bytes.begin(), bytes.end(), page), std::sregex_iterator()));
}

const scenarios::ScenarioResult& result(const std::string& id) {
    static std::map<std::string, scenarios::ScenarioResult> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, scenarios::run_scenario(id)).first;
    return it->second;
}

charts::Chart default_chart(const std::string& id, const std::string& chart_id) {
    const auto& r = result(id);
    for (const auto& spec : charts::default_charts(r))
        if (spec.id == chart_id) return charts::resolve_chart(spec, r, charts::scenario_context(r));
    throw std::runtime_error("scenario " + id + " has no default chart " + chart_id);
}

}  // namespace santwin::export_test
