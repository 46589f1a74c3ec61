// Metadata locking on a shared LU, checked against hand calculations (engine/flow/locking.h).
#include <gtest/gtest.h>

#include "engine/flow/locking.h"

using namespace santwin;
using namespace santwin::engine;

TEST(Locking, ReservationsOfOthersDelayAndConflict) {
    // Host 1 takes 10 locks/s, each holding the LU for 10 ms: the LU is reserved 10% of the time.
    // Host 2's commands meet a reservation with probability 0.1 and then wait half a hold plus
    // the 5 ms back-off: 0.1 * (5 + 5) ms = 1 ms each; its lock attempts conflict 0.1 * (1 + 0.5
    // * 10/5) = 0.2 times each (a conflict, and a retry that may conflict again).
    std::map<Id, HostLockLoad> hosts;
    hosts[1] = {100, 10, 0, false, 0.010, 0, 0.005};
    hosts[2] = {100, 10, 0, false, 0.010, 0, 0.005};
    auto e = lock_effects(hosts);
    EXPECT_NEAR(e[2].wait_per_io_s, 0.001, 1e-12);
    EXPECT_NEAR(e[2].conflicts_per_lock, 0.2, 1e-12);
    // A host alone on the LU never conflicts with itself.
    std::map<Id, HostLockLoad> alone{{1, {100, 10, 0, false, 0.010, 0, 0.005}}};
    EXPECT_DOUBLE_EQ(lock_effects(alone)[1].conflicts_per_lock, 0);
}

TEST(Locking, AtsCollidesOnlyOnSharedRecords) {
    // With ATS no LU is ever reserved: ordinary commands never wait. Two hosts locking a shared
    // record 2/s each for 1 ms: each attempt on it finds it busy with probability 0.002; a host
    // whose locks are all private records never conflicts.
    std::map<Id, HostLockLoad> hosts;
    hosts[1] = {100, 10, 2, true, 0, 0.001, 0.005};
    hosts[2] = {100, 10, 2, true, 0, 0.001, 0.005};
    hosts[3] = {100, 10, 0, true, 0, 0.001, 0.005};
    auto e = lock_effects(hosts);
    EXPECT_DOUBLE_EQ(e[1].wait_per_io_s, 0);
    // Host 1: shared share 2/10 of its locks; others' shared busy = 2 * 0.001 (host 2).
    EXPECT_NEAR(e[1].conflicts_per_lock, 0.2 * 0.002, 1e-12);
    EXPECT_DOUBLE_EQ(e[3].conflicts_per_lock, 0);  // no shared locks of its own
}
