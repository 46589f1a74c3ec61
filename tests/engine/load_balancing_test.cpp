// Dynamic load balancing of LU management (engine/flow/load_balancing.h): where an LU's I/O
// arrives and which controller manages it decide each controller's processor work.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/flow/load_balancing.h"

using namespace santwin::engine;

namespace {
const ForwardingCost kHalfFrontEnd{0.5, 1.0};

// Five LUs of 100 I/Os per second, all arriving at controller 1 (a single path), all managed there.
std::vector<ManagedLu> single_path_lus() {
    std::vector<ManagedLu> lus(5);
    for (auto& lu : lus) {
        lu.manager = 1;
        lu.arrivals = {0.0, 100.0};
    }
    return lus;
}
}  // namespace

TEST(LoadBalancing, AnIoAtItsManagerCostsOneIoThere) {
    // One LU managed by controller 0, 100 I/Os per second arriving there: 100 I/Os of work on
    // controller 0, none on controller 1.
    const auto w = controller_work({{0, {100.0, 0.0}}}, kHalfFrontEnd, 2);
    EXPECT_DOUBLE_EQ(w[0], 100.0);
    EXPECT_DOUBLE_EQ(w[1], 0.0);
}

TEST(LoadBalancing, AForwardedIoCostsBothControllers) {
    // The same LU's I/O arriving at controller 1 instead: controller 1 does the front-end half
    // (50), the manager the I/O itself (100): forwarding costs 50% more processor work in all.
    const auto w = controller_work({{0, {0.0, 100.0}}}, kHalfFrontEnd, 2);
    EXPECT_DOUBLE_EQ(w[0], 100.0);
    EXPECT_DOUBLE_EQ(w[1], 50.0);
}

TEST(LoadBalancing, SinglePathWorkIsSharedWithTheOtherController) {
    // All I/O through controller 1: balancing hands management of three of the five LUs to
    // controller 0, which then does their I/O (300) while controller 1 keeps 200 of its own
    // and the front end of the forwarded 300 (150): 300 against 350, instead of 0 against 500.
    const std::vector<int> m = balance_management(single_path_lus(), kHalfFrontEnd, 2);
    EXPECT_EQ(std::count(m.begin(), m.end(), 0), 3);
    auto lus = single_path_lus();
    for (size_t i = 0; i < lus.size(); ++i) lus[i].manager = m[i];
    const auto w = controller_work(lus, kHalfFrontEnd, 2);
    EXPECT_DOUBLE_EQ(w[0], 300.0);
    EXPECT_DOUBLE_EQ(w[1], 350.0);
}

TEST(LoadBalancing, BalancedArrivalsStayWithTheirManagers) {
    // Two LUs each arriving at and managed by its own controller: nothing to gain, nothing moves.
    const std::vector<int> m = balance_management({{0, {100.0, 0.0}}, {1, {0.0, 100.0}}}, kHalfFrontEnd, 2);
    EXPECT_EQ(m, (std::vector<int>{0, 1}));
}

TEST(LoadBalancing, RoundRobinForwardsHalfOfEveryLusIo) {
    // Round robin over both controllers: half of each LU's 100 I/Os is forwarded whoever
    // manages it, so two LUs cost 250 I/Os of work (not 200), split 125 / 125 once each
    // controller manages one of them.
    const std::vector<int> m = balance_management({{0, {50.0, 50.0}}, {0, {50.0, 50.0}}}, kHalfFrontEnd, 2);
    EXPECT_NE(m[0], m[1]);
    const auto w = controller_work({{m[0], {50.0, 50.0}}, {m[1], {50.0, 50.0}}}, kHalfFrontEnd, 2);
    EXPECT_DOUBLE_EQ(w[0] + w[1], 250.0);
    EXPECT_DOUBLE_EQ(w[0], w[1]);
}
