// Golden traces: a few scenarios' recorded series, kept in tests/golden/traces/ as CSV, so a change
// in what the twin predicts shows as a diff in review rather than only as a moved pass count.
// Each series of each run's role entities is kept as kBins bin means over the run; a point
// matches within 2% of its golden value plus 0.5% of its series' largest golden value (so a
// series near zero does not fail on noise-sized changes).
//
// Regenerate after an intended change (then review the diff of tests/golden/traces/):
//   SANTWIN_REGENERATE_GOLDEN=1 ctest --test-dir build -L golden
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "scenarios/scenario.h"

using namespace santwin;

namespace {
constexpr int kBins = 24;
constexpr double kRelTol = 0.02, kScaleTol = 0.005;

// (run, role, metric) -> bin means.
using Traces = std::map<std::string, std::vector<double>>;

std::string key(const std::string& run, const std::string& role, const std::string& metric) {
    return run + "," + role + "," + metric;
}

Traces traces_of(const scenarios::ScenarioResult& r) {
    Traces out;
    for (const auto& run : r.runs) {
        const double end = run.recording->end();
        for (const auto& [role, id] : run.roles)
            for (const auto& [k, series] : run.recording->all()) {
                if (k.entity != id) continue;
                out[key(run.name, role, k.metric)] = series.bins(0, end, end / kBins);
            }
    }
    return out;
}

std::filesystem::path golden_file(const std::string& id) {
    return std::filesystem::path(SANTWIN_TEST_DATA_DIR) / "golden" / "traces" / (id + ".csv");
}

void write(const std::filesystem::path& file, const Traces& traces) {
    std::ofstream out(file);
    out << "run,role,metric,bin,value\n";
    out.precision(9);
    for (const auto& [k, values] : traces)
        for (size_t i = 0; i < values.size(); ++i) out << k << "," << i << "," << values[i] << "\n";
}

Traces read(const std::filesystem::path& file) {
    Traces out;
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        // The key's three fields, the bin, the value: split from the right (run names may hold commas).
        const auto v = line.rfind(','), b = line.rfind(',', v - 1);
        out[line.substr(0, b)].push_back(std::stod(line.substr(v + 1)));
    }
    return out;
}
}  // namespace

class GoldenTrace : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenTrace, MatchesTheRecordedSeries) {
    // The scenario's runs, recorded as bin means, equal the golden file's within tolerance: same
    // series (none appears or vanishes), same values.
    const std::string id = GetParam();
    const Traces now = traces_of(scenarios::run_scenario(id));
    ASSERT_FALSE(now.empty()) << id << " recorded nothing on its role entities";
    const auto file = golden_file(id);
    if (std::getenv("SANTWIN_REGENERATE_GOLDEN")) {
        write(file, now);
        std::cout << "wrote " << file << "\n";
        return;
    }
    ASSERT_TRUE(std::filesystem::exists(file)) << file << " is missing; see this file's header to regenerate";
    const Traces golden = read(file);
    for (const auto& [k, values] : golden) EXPECT_TRUE(now.count(k)) << id << ": series " << k << " is no longer recorded";
    int reported = 0;
    for (const auto& [k, values] : now) {
        auto it = golden.find(k);
        if (it == golden.end()) {
            ADD_FAILURE() << id << ": new series " << k << " (regenerate if intended)";
            continue;
        }
        ASSERT_EQ(it->second.size(), values.size()) << k;
        double scale = 0;
        for (double g : it->second) scale = std::max(scale, std::abs(g));
        for (size_t i = 0; i < values.size(); ++i) {
            const double g = it->second[i];
            if (std::abs(values[i] - g) <= kRelTol * std::abs(g) + kScaleTol * scale + 1e-9) continue;
            if (++reported <= 20)
                ADD_FAILURE() << id << " " << k << " bin " << i << ": " << values[i] << ", golden " << g;
        }
    }
    EXPECT_EQ(reported, 0) << id << ": " << reported << " points outside tolerance (first 20 shown)";
}

// One scenario per mechanism family: RAID groups and the write cache (000), VMFS locking (001), the
// NAS head (002), controller ownership and path policy (003), the EVA disk groups (004).
INSTANTIATE_TEST_SUITE_P(Seeds, GoldenTrace,
                         ::testing::Values("std-lu-1rg", "vaai-svmotion-32", "hnas-baseline", "aa-path-policy",
                                           "eva-dg-sweep"),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string n = info.param;
                             for (auto& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });
