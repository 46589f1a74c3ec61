// How long the model's heavier non-engine work takes on the biggest labs, printed (the unit
// tests assert what these compute, never how long it takes): resolving who sees every LU and
// validating lab 002 and its 5,000-VM variant, laying out, routing and labelling lab 002's
// diagram. `ctest --test-dir build -L bench -V` shows the figures.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "checks/validate.h"
#include "diagram/auto_layout.h"
#include "diagram/edge_routes.h"
#include "diagram/label_placement.h"
#include "labs/labs.h"
#include "topology/connectivity.h"
#include "topology/paths.h"

using namespace santwin;

namespace {
// Median wall time of `runs` calls, in milliseconds.
double median_ms(int runs, const std::function<void()>& work) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

void time_topology(const std::string& name, const Project& p, int runs) {
    const Topology& t = p.topology;
    std::size_t paths = 0;
    const double resolve = median_ms(runs, [&] {
        Connectivity c(t);
        paths = 0;
        for (Id lu : t.all_of(Kind::LogicalUnit)) paths += who_sees(c, lu).size();
    });
    std::size_t problems = 0;
    const double check = median_ms(runs, [&] { problems = validate(t).size(); });
    std::printf("%-24s %6zu entities  who_sees every LU %8.1f ms (%zu paths)  validate %8.1f ms (%zu problems)\n",
                name.c_str(), t.size(), resolve, paths, check, problems);
}

void time_diagram(const std::string& name, const Project& p) {
    diagram::Diagram d;
    std::vector<diagram::Route> routes;
    const double layout = median_ms(3, [&] {
        d = diagram::lay_out(p);
        routes = diagram::route_edges(d);
    });
    diagram::LabelRequest request;
    request.widths.assign(d.edges.size(), 60);
    std::size_t spots = 0;
    const double labels = median_ms(3, [&] { spots = diagram::place_labels(d, routes, request).size(); });
    std::printf("%-24s %6zu boxes     lay out + route %8.1f ms  place %zu labels %8.1f ms\n", name.c_str(),
                d.nodes.size(), layout, spots, labels);
}
}  // namespace

int main() {
    const Project lab002 = labs::build_lab("002");
    time_topology("lab 002", lab002, 3);
    time_topology("lab 002 x10 (5,000 VMs)", labs::scaled_lab_002(10), 1);  // tens of seconds each
    time_diagram("lab 002", lab002);
    return 0;
}
