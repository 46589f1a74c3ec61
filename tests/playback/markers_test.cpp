// Timeline markers: events of one kind close together become one tick, whatever entity they
// happened on; distinct kinds and events far apart stay separate ticks.
#include <gtest/gtest.h>

#include "playback/markers.h"

using namespace santwin;
using namespace santwin::playback;

namespace {
engine::Event at(double t, Id entity, const std::string& kind, const std::string& detail = "") {
    return engine::Event{t, entity, kind, detail};
}
}  // namespace

TEST(Markers, ThousandsOfStartsAtOnceAreOneTick) {
    std::vector<engine::Event> events;
    for (Id vm = 1; vm <= 5000; ++vm) events.push_back(at(0.0, vm, "operation_start", "VM starts"));
    const auto markers = group_markers(events, 1.0);
    ASSERT_EQ(markers.size(), 1u);
    EXPECT_EQ(markers[0].count, 5000);
    EXPECT_EQ(markers[0].entities, 5000);
    EXPECT_EQ(marker_detail(markers[0]), "VM starts (and 4999 more on 5000 entities)");
}

TEST(Markers, KindsAndDistantEventsStaySeparate) {
    // Unsorted input: a conflict between two ownership changes on one LU, and one much later.
    const auto markers = group_markers({at(10, 7, "ownership_change", "LU 7 to CTL1"),
                                        at(0, 7, "ownership_change", "LU 7 to CTL0"),
                                        at(5, 9, "scsi_conflict"), at(100, 7, "ownership_change")},
                                       20.0);
    ASSERT_EQ(markers.size(), 3u);
    EXPECT_EQ(markers[0].kind, "ownership_change");
    EXPECT_DOUBLE_EQ(markers[0].t, 0);
    EXPECT_DOUBLE_EQ(markers[0].last, 10);
    EXPECT_EQ(markers[0].count, 2);
    EXPECT_EQ(markers[0].entities, 1);
    // One entity: the detail is the first event's, with no "more" (the count says how many).
    EXPECT_EQ(marker_detail(markers[0]), "LU 7 to CTL0");
    EXPECT_EQ(markers[1].kind, "scsi_conflict");
    EXPECT_DOUBLE_EQ(markers[2].t, 100);
    EXPECT_EQ(markers[2].count, 1);
}

TEST(Markers, AChainOfCloseEventsExtendsOneTick) {
    // Each event within the window of the previous one: one tick spanning them all.
    std::vector<engine::Event> events;
    for (int i = 0; i < 10; ++i) events.push_back(at(i * 0.9, 1, "path_thrash"));
    const auto markers = group_markers(events, 1.0);
    ASSERT_EQ(markers.size(), 1u);
    EXPECT_NEAR(markers[0].last, 8.1, 1e-12);
}
