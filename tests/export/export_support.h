#pragma once
// Shared by the export tests: a scratch folder per test, file reading, a small CSV reader, PDF
// page counting, and the scenario results the tests chart (run once per process).
#include <filesystem>
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "scenarios/scenario.h"

namespace santwin::export_test {

class Scratch {
public:
    Scratch();
    ~Scratch();
    std::string file(const std::string& name) const { return (path_ / name).string(); }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

std::string read_file(const std::string& path);
std::vector<std::vector<std::string>> parse_csv(const std::string& text);
// Pages of a PDF: its "/Type /Page" objects (not the "/Pages" tree).
int pdf_pages(const std::string& bytes);

// Cached scenario results (the scenarios are deterministic).
const scenarios::ScenarioResult& result(const std::string& id);
// The default chart `chart_id` of scenario `id`, resolved.
charts::Chart default_chart(const std::string& id, const std::string& chart_id);

}  // namespace santwin::export_test
