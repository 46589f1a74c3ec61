// One observer follows a run: every step, every event logged, each job's progress; a false from
// step() stops the run there and run_until says so.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct Counting : RunObserver {
    int steps = 0;
    int stop_after = -1;  // steps to allow before cancelling (-1: never)
    double last_t = 0;
    std::vector<Event> events;
    int progress_calls = 0;
    bool step(double t, double, const Recorder&, const Topology&) override {
        ++steps;
        last_t = t;
        return stop_after < 0 || steps < stop_after;
    }
    void event(const Event& e) override { events.push_back(e); }
    void progress(const std::string&, double fraction) override {
        ++progress_calls;
        EXPECT_GE(fraction, 0.0);
        EXPECT_LE(fraction, 1.0);
    }
};

// The mini lab's VM running seed 000's warm-up (8K random writes onto a zeroedthick disk): its
// streams change continuously, so the run steps once a simulated second.
void warmup(Simulation& sim, const test::MiniLab& lab) {
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("warmup")));
}
}  // namespace

TEST(RunObserver, HearsEveryStepAndEveryEventInOrder) {
    // A 2-minute warm-up run, nobody cancelling: run_until returns true, the observer heard more
    // than one step ending at 120 s, and exactly the events the recording logged, in its order
    // (the VM's workload starting, at least).
    test::MiniLab lab("zeroedthick");
    Simulation sim(lab.t);
    warmup(sim, lab);
    Counting observer;
    EXPECT_TRUE(sim.run_until(120, observer));
    EXPECT_GT(observer.steps, 1);
    EXPECT_DOUBLE_EQ(observer.last_t, 120);
    EXPECT_GT(observer.progress_calls, 0);
    ASSERT_FALSE(observer.events.empty());
    EXPECT_EQ(observer.events, sim.recorder().events());
}

TEST(RunObserver, FalseFromStepCancelsTheRunWhereItIs) {
    // The same run, the observer saying stop at its 10th step: run_until returns false after
    // exactly 10 steps, well before 120 s, and the recording ends where the run stopped.
    test::MiniLab lab("zeroedthick");
    Simulation sim(lab.t);
    warmup(sim, lab);
    Counting observer;
    observer.stop_after = 10;
    EXPECT_FALSE(sim.run_until(120, observer));
    EXPECT_EQ(observer.steps, 10);
    EXPECT_LT(sim.now(), 120);
    EXPECT_DOUBLE_EQ(sim.recorder().end(), sim.now());
    EXPECT_DOUBLE_EQ(observer.last_t, sim.now());
}
