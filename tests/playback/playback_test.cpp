// The playback model: frames depend only on the time asked for, the clock honours speed,
// pause, steps, seeks and loops.
#include <gtest/gtest.h>

#include "playback/playback_clock.h"
#include "playback/timeline.h"
#include "scenarios/scenario.h"

using namespace santwin;
using namespace santwin::playback;

TEST(Timeline, SeekingShowsWhatPlayingShows) {
    // Play a warm-up recording forward in 1 s steps and compare every 97th frame with a direct
    // seek to the same time (forward and after jumping back): identical values.
    auto result = scenarios::run_scenario("hdp-warmup");
    const auto& rec = *result.runs.front().recording;
    Timeline tl(rec);
    ASSERT_GT(tl.end(), 1000);
    std::vector<Frame> played;
    for (double t = 0; t < tl.end(); t += 1)
        if (static_cast<int>(t) % 97 == 0) played.push_back(tl.frame(t));
    for (auto it = played.rbegin(); it != played.rend(); ++it) {
        Frame seeked = tl.frame(it->t);
        ASSERT_EQ(seeked.values.size(), it->values.size());
        for (size_t i = 0; i < seeked.values.size(); ++i) EXPECT_EQ(seeked.values[i].value, it->values[i].value);
    }
}

TEST(Timeline, EventsAndMarkers) {
    engine::Recorder rec;
    rec.record(1, "iops", 0, 10);
    rec.event(5, 1, "operation_start", "a");
    rec.event(50, 2, "cache_saturated", "b");
    rec.event(70, 1, "operation_end", "a");
    rec.set_end(100);
    Timeline tl(rec);
    EXPECT_EQ(tl.events_until(60).size(), 2u);
    EXPECT_EQ(tl.markers("cache_saturated").size(), 1u);
    EXPECT_DOUBLE_EQ(tl.next_event_after(5), 50);
    EXPECT_DOUBLE_EQ(tl.previous_event_before(50), 5);
    EXPECT_DOUBLE_EQ(tl.next_event_after(70), 70);  // none later
    EXPECT_DOUBLE_EQ(tl.value(1, "iops", 1000), 10);   // clamped to the end
}

TEST(PlaybackClock, SpeedPauseStepSeekLoop) {
    PlaybackClock c(3600);
    c.set_speed(100);
    EXPECT_DOUBLE_EQ(c.advance(1), 0);  // paused: nothing moves
    c.play();
    EXPECT_DOUBLE_EQ(c.advance(1.5), 150);
    c.set_speed(1e9);
    EXPECT_DOUBLE_EQ(c.speed(), PlaybackClock::kMaxSpeed);
    c.set_speed(0.01);
    EXPECT_DOUBLE_EQ(c.speed(), PlaybackClock::kMinSpeed);
    c.step(-200);
    EXPECT_FALSE(c.playing());
    EXPECT_DOUBLE_EQ(c.time(), 0);
    c.seek(3599);
    c.set_speed(10);
    c.play();
    EXPECT_DOUBLE_EQ(c.advance(1), 3600);  // stops at the end
    EXPECT_FALSE(c.playing());
    c.set_loop(true);
    c.seek(3590);
    c.play();
    EXPECT_NEAR(c.advance(2), 10, 1e-9);  // wrapped
    EXPECT_TRUE(c.playing());
}
