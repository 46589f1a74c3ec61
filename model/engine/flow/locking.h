#pragma once
// VMFS metadata locking on a shared LU (domain.md §4, seed 001 "Hardware-assisted Locking").
//
// Without ATS a host takes a lock with a SCSI-2 reservation of the whole LU: reserve, read,
// write, release. For the hold time H no other host's command to the LU is served: it gets
// RESERVATION CONFLICT and is retried after a back-off. With rho_-h the share of time other
// hosts hold reservations (sum of their lock rates x H), every command of host h conflicts with
// probability rho_-h and waits on average H/2 plus the back-off.
//
// A host using ATS may still take some locks with reservations (ESX 4.1 releasing a shared lock):
// those block the LU like any other host's.
//
// With ATS (VAAI hardware-assisted locking) a lock is a compare-and-write on its own record: the
// LU stays open to everyone; only two hosts racing for the same record conflict (a miscompare,
// retried), which happens for records several hosts lock, at a rate
//     sum_h S_h * sum_{h' != h} S_h' * hold_ats   (S: shared-record lock rates).
#include <map>

#include "topology/value.h"

namespace santwin::engine {

struct HostLockLoad {
    double io_per_s = 0;         // commands the host sends to the LU
    double locks_per_s = 0;      // metadata locks it takes on the LU
    double shared_locks_per_s = 0;
    double reservations_per_s = 0;  // of its locks, those taken with a SCSI reservation: all of
                                    // them without ATS, the few VMFS-3 still reserves for with it
    bool ats = false;            // hardware-assisted locking in use
    double hold_s = 0;           // how long one of its SCSI reservations holds the LU
    double ats_hold_s = 0;       // how long one of its ATS locks keeps a record busy
    double retry_s = 0;          // back-off after a conflict
};

struct LockEffect {
    double wait_per_io_s = 0;       // added to each of the host's commands on the LU
    double conflicts_per_io = 0;    // conflicts each of its commands meets
    double conflicts_per_lock = 0;  // conflicts each of its lock attempts meets
};

// Per host: what the others' locking does to its I/O on one LU.
std::map<Id, LockEffect> lock_effects(const std::map<Id, HostLockLoad>& hosts);

}  // namespace santwin::engine
