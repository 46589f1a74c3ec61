// A stream that moves from copying to taking locks (a Storage vMotion removing its source's
// files) must meet the other hosts' reservations at their locking rates, not at the rates its
// streams had while copying.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
// A second ESX host on the mini lab's LU, through its own dual-port HBA.
Id add_second_host(test::MiniLab& lab) {
    const Id server = lab.b.add(Kind::Server, "R905-2", kNoId, {{"ram_gb", 128.0}});
    const Id host = lab.b.add(Kind::EsxHost, "esx02", server, {{"version", std::string("4.0")}, {"vaai", false}});
    const Id hba = lab.b.add(Kind::Hba, "LPe11002-2", server);
    const Id p0 = lab.b.fc_port(hba, "vmhba1", 4);
    const Id p1 = lab.b.fc_port(hba, "vmhba2", 4, 1);
    lab.b.link(p0, lab.port0);
    lab.b.link(p1, lab.port1);
    lab.b.host_group(lab.array, "HG-esx02", {}, {p0, p1}, {lab.lu});
    lab.b.add(Kind::MultipathPolicy, "rr", host, {{"lu", Ref{lab.lu}}, {"policy", std::string("rr")}});
    return host;
}

// Locks for `lock_s`, copies for `copy_s`, locks for `lock_s` again, all under one stream name
// (as CopyDisk does); counts the locks it takes in each locking phase.
class LockCopyLock : public Job {
public:
    LockCopyLock(std::string name, Id host, Id lu, double lock_s, double copy_s)
        : name_(std::move(name)), host_(host), lu_(lu), lock_s_(lock_s), copy_s_(copy_s) {}
    std::string name() const override { return name_; }
    Id subject() const override { return host_; }
    std::vector<StreamSpec> streams(SimContext&) override {
        StreamSpec s;
        s.name = name_;
        s.host = s.owner = host_;
        Leg read;
        read.region = {lu_, 0, 0.01};
        Leg write = read;
        write.write = true;
        if (phase() == 1) {  // copying: big sequential reads and writes, no locks
            read.region = {lu_, 1, 50};
            write.region = {lu_, 100, 150};
            read.kb = write.kb = 64;
            read.random_fraction = write.random_fraction = 0;
            s.population = 16;
        } else {  // one lock at a time: the lock record read and written back
            s.locks_per_io = 1;
        }
        s.legs = {read, write};
        return {s};
    }
    void advance(SimContext&, const std::vector<StreamResult>& r, double dt) override {
        if (phase() != 1 && !r.empty()) locks[phase() / 2] += r[0].iops * dt;
        t_ += dt;
    }
    double time_to_event(const SimContext&, const std::vector<StreamResult>&) const override {
        for (double end : {lock_s_, lock_s_ + copy_s_, 2 * lock_s_ + copy_s_})
            if (t_ < end - 1e-9) return end - t_;
        return kNever;
    }
    bool done() const override { return t_ >= 2 * lock_s_ + copy_s_ - 1e-9; }
    double locks[2] = {0, 0};

private:
    int phase() const { return t_ < lock_s_ - 1e-9 ? 0 : t_ < lock_s_ + copy_s_ - 1e-9 ? 1 : 2; }
    std::string name_;
    Id host_, lu_;
    double lock_s_, copy_s_, t_ = 0;
};
}  // namespace

TEST(LockPhases, LockingAfterCopyingMeetsTheLockingRates) {
    test::MiniLab lab("zeroedthick");
    const Id host2 = add_second_host(lab);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const double lock_s = 0.5, copy_s = 5;
    auto& a = static_cast<LockCopyLock&>(sim.add(std::make_unique<LockCopyLock>("svm-a", lab.host, lab.lu, lock_s, copy_s)));
    auto& b = static_cast<LockCopyLock&>(sim.add(std::make_unique<LockCopyLock>("svm-b", host2, lab.lu, lock_s, copy_s)));
    sim.run_until_idle(lock_s);
    const double first = sim.lock_conflicts(lab.lu);
    sim.run_until_idle(lock_s + copy_s);
    const double copying = sim.lock_conflicts(lab.lu) - first;
    sim.run_until_idle(2 * lock_s + copy_s + 1);
    ASSERT_TRUE(a.done() && b.done());
    const double second = sim.lock_conflicts(lab.lu) - first - copying;
    EXPECT_EQ(copying, 0);
    ASSERT_GT(a.locks[0] + b.locks[0], 0);
    // Two hosts locking one at a time each: the same load both times, so the same conflicts
    // per lock (taken at the copy's rate, the second phase would find the LU always reserved).
    const double per_lock_first = first / (a.locks[0] + b.locks[0]);
    const double per_lock_second = second / (a.locks[1] + b.locks[1]);
    EXPECT_GT(per_lock_first, 0.05);
    EXPECT_NEAR(per_lock_second, per_lock_first, 0.05 * per_lock_first);
}
