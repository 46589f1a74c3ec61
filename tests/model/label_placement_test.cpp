// Cable labels on the laid-out built-in labs: a placed label covers no other label, no box and
// no frame's title; the selection's cables go
// first; labels that still fit keep their spot when the sizes change; and a lab of thousands
// of items shows labels. Widths here are estimated per character (the GUI
// measures them in its font: tests/gui/link_labels_test.cpp).
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>

#include "diagram/auto_layout.h"
#include "diagram/edge_routes.h"
#include "diagram/label_placement.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::diagram;

namespace {

struct Placed {
    Diagram d;
    std::vector<Route> routes;
};

Placed laid_out(const std::string& lab) {
    const Project p = labs::build_lab(lab);
    Placed out{build_diagram(p.topology, p.layout), {}};
    auto_layout(out.d);
    out.routes = route_edges(out.d);
    return out;
}

LabelRequest request_for(const Diagram& d, double size) {
    LabelRequest r;
    for (const Edge& e : d.edges) r.widths.push_back(static_cast<double>(e.label.size()) * size * 0.6 + size);
    r.height = size * 1.4;
    return r;
}

// Every way a shown label can collide, as messages (empty when none does).
std::vector<std::string> collisions(const Placed& p, const LabelRequest& r, const std::vector<LabelSpot>& spots) {
    std::vector<std::string> out;
    std::vector<std::pair<Rect, std::string>> obstacles;
    for (const Node& n : p.d.nodes)
        obstacles.push_back({n.frame ? frame_title(n) : Rect{n.left(), n.top(), n.right(), n.bottom()}, n.name});
    for (std::size_t i = 0; i < spots.size(); ++i) {
        if (!spots[i].shown) continue;
        const Rect box = label_rect(spots[i].centre, r.widths[i], r.height);
        for (const auto& [o, name] : obstacles)
            if (box.hits(o)) out.push_back(p.d.edges[i].label + " over " + name);
        for (std::size_t j = 0; j < i; ++j)
            if (spots[j].shown && box.hits(label_rect(spots[j].centre, r.widths[j], r.height)))
                out.push_back(p.d.edges[i].label + " over label " + p.d.edges[j].label);
    }
    return out;
}

int shown(const std::vector<LabelSpot>& spots) {
    int n = 0;
    for (const LabelSpot& s : spots) n += s.shown;
    return n;
}

}  // namespace

// Every built-in lab at three label sizes: no collisions, labels without text never shown,
// and the busy labs still label a good share of their cables at the working size.
TEST(LabelPlacement, NoCollisionsOnAnyLab) {
    for (const std::string lab : {"000", "001", "002", "003", "004"}) {
        const Placed p = laid_out(lab);
        for (double size : {8.0, 10.0, 16.0}) {
            const LabelRequest r = request_for(p.d, size);
            const auto spots = place_labels(p.d, p.routes, r);
            for (const std::string& c : collisions(p, r, spots)) ADD_FAILURE() << lab << " @" << size << ": " << c;
            for (std::size_t i = 0; i < spots.size(); ++i) {
                if (p.d.edges[i].label.empty()) {
                    EXPECT_FALSE(spots[i].shown);
                }
            }
        }
        EXPECT_GT(shown(place_labels(p.d, p.routes, request_for(p.d, 10))), 5) << lab;
    }
}

// A frame stretched across a trillion units (its boxes saved far apart) once had its title filed
// in every 32-unit grid cell it covers, allocating until memory ran out: placing labels now ends
// at once (checked in a child process an alarm stops) and still keeps labels off that title.
TEST(LabelPlacement, HugeFrameCostsNoMore) {
    Placed p = laid_out("000");
    Node* wide = nullptr;
    for (Node& n : p.d.nodes)
        if (n.frame && !wide) wide = &n;
    ASSERT_NE(wide, nullptr);
    wide->width = 1e12;
    const LabelRequest r = request_for(p.d, 10);
    ASSERT_EXIT(
        {
            alarm(20);
            place_labels(p.d, p.routes, r);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "");
    const auto spots = place_labels(p.d, p.routes, r);
    for (const std::string& c : collisions(p, r, spots)) ADD_FAILURE() << c;
    EXPECT_GT(shown(spots), 0);
}

// Bigger labels (a lower zoom) find room less often: fewer are shown, none overprinted.
TEST(LabelPlacement, FewerWhenLarger) {
    const Placed p = laid_out("004");
    EXPECT_LT(shown(place_labels(p.d, p.routes, request_for(p.d, 30))),
              shown(place_labels(p.d, p.routes, request_for(p.d, 10))));
}

// The selection's cables are labelled first, and with first_only nothing else is.
TEST(LabelPlacement, SelectionFirst) {
    const Placed p = laid_out("004");
    // The node with the most labelled cables.
    std::vector<int> cables(p.d.nodes.size());
    for (const Edge& e : p.d.edges) {
        if (e.label.empty()) continue;
        ++cables[static_cast<std::size_t>(e.from)];
        ++cables[static_cast<std::size_t>(e.to)];
    }
    const int busiest = static_cast<int>(std::max_element(cables.begin(), cables.end()) - cables.begin());
    LabelRequest r = request_for(p.d, 10);
    r.first_node = busiest;
    r.first_only = true;
    const auto spots = place_labels(p.d, p.routes, r);
    ASSERT_GT(shown(spots), 0);
    for (std::size_t i = 0; i < spots.size(); ++i) {
        if (spots[i].shown) {
            EXPECT_TRUE(p.d.edges[i].from == busiest || p.d.edges[i].to == busiest);
        }
    }
    EXPECT_TRUE(collisions(p, r, spots).empty());
}

// Labels that still fit after a small change of size keep their place along the cable.
TEST(LabelPlacement, KeepsSpotsThatStillFit) {
    const Placed p = laid_out("004");
    const LabelRequest first = request_for(p.d, 10);
    const auto before = place_labels(p.d, p.routes, first);
    LabelRequest again = request_for(p.d, 10.5);
    again.previous = &before;
    const auto after = place_labels(p.d, p.routes, again);
    int kept = 0, both = 0;
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i].shown && after[i].shown) {
            ++both;
            kept += before[i].t == after[i].t;
        }
    ASSERT_GT(both, 5);
    EXPECT_GE(kept, both * 4 / 5);
    EXPECT_TRUE(collisions(p, again, after).empty());
}

// Lab 002 (2,292 entities) shows labels on its busiest edges (how long placing them takes: the
// bench.model_timings benchmark).
TEST(LabelPlacement, Lab002ShowsLabels) {
    const Placed p = laid_out("002");
    const LabelRequest r = request_for(p.d, 10);
    const auto spots = place_labels(p.d, p.routes, r);
    EXPECT_GT(shown(spots), 5);
}
