// Metadata locking on a shared LU, checked against hand calculations (engine/flow/locking.h).
#include <gtest/gtest.h>

#include "engine/flow/locking.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
// A host locking with SCSI reservations: every lock reserves the LU for `hold_s`.
HostLockLoad reserving(double io, double locks, double hold_s) {
    return {.io_per_s = io, .locks_per_s = locks, .reservations_per_s = locks, .hold_s = hold_s, .retry_s = 0.005};
}
// A host locking with ATS; `reserved` of its locks still take a reservation.
HostLockLoad with_ats(double io, double locks, double shared, double reserved = 0, double hold_s = 0) {
    return {.io_per_s = io, .locks_per_s = locks, .shared_locks_per_s = shared, .reservations_per_s = reserved,
            .ats = true, .hold_s = hold_s, .ats_hold_s = 0.001, .retry_s = 0.005};
}
}  // namespace

TEST(Locking, ReservationsOfOthersDelayAndConflict) {
    // Host 1 takes 10 locks/s, each holding the LU for 10 ms: the LU is reserved 10% of the time.
    // Host 2's commands meet a reservation with probability 0.1 and then wait half a hold plus
    // the 5 ms back-off: 0.1 * (5 + 5) ms = 1 ms each; its lock attempts conflict 0.1 * (1 + 0.5
    // * 10/5) = 0.2 times each (a conflict, and a retry that may conflict again).
    std::map<Id, HostLockLoad> hosts;
    hosts[1] = reserving(100, 10, 0.010);
    hosts[2] = reserving(100, 10, 0.010);
    auto e = lock_effects(hosts);
    EXPECT_NEAR(e[2].wait_per_io_s, 0.001, 1e-12);
    EXPECT_NEAR(e[2].conflicts_per_lock, 0.2, 1e-12);
    // A host alone on the LU never conflicts with itself.
    std::map<Id, HostLockLoad> alone{{1, reserving(100, 10, 0.010)}};
    EXPECT_DOUBLE_EQ(lock_effects(alone)[1].conflicts_per_lock, 0);
}

TEST(Locking, AtsCollidesOnlyOnSharedRecords) {
    // With ATS no LU is ever reserved: ordinary commands never wait. Two hosts locking a shared
    // record 2/s each for 1 ms: each attempt on it finds it busy with probability 0.002; a host
    // whose locks are all private records never conflicts.
    std::map<Id, HostLockLoad> hosts;
    hosts[1] = with_ats(100, 10, 2);
    hosts[2] = with_ats(100, 10, 2);
    hosts[3] = with_ats(100, 10, 0);
    auto e = lock_effects(hosts);
    EXPECT_DOUBLE_EQ(e[1].wait_per_io_s, 0);
    // Host 1: shared share 2/10 of its locks; others' shared busy = 2 * 0.001 (host 2).
    EXPECT_NEAR(e[1].conflicts_per_lock, 0.2 * 0.002, 1e-12);
    EXPECT_DOUBLE_EQ(e[3].conflicts_per_lock, 0);  // no shared locks of its own
}

TEST(Locking, ReservationsTakenDespiteAtsStillBlockOtherAtsHosts) {
    // Host 1 uses ATS but reserves the LU for 5 of its 10 locks/s (10 ms each): the LU is
    // reserved 5% of the time. Host 2 (ATS, private records only) now waits 0.05 * (5 + 5) ms =
    // 0.5 ms per command and its locks conflict 0.05 * 2 = 0.1 times each; host 1 never
    // conflicts with its own reservations.
    std::map<Id, HostLockLoad> hosts;
    hosts[1] = with_ats(100, 10, 0, 5, 0.010);
    hosts[2] = with_ats(100, 10, 0);
    auto e = lock_effects(hosts);
    EXPECT_NEAR(e[2].wait_per_io_s, 0.0005, 1e-12);
    EXPECT_NEAR(e[2].conflicts_per_lock, 0.1, 1e-12);
    EXPECT_DOUBLE_EQ(e[1].conflicts_per_lock, 0);
}
