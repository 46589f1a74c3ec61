// The main window's opening size: fitted to a small screen, untouched where the QML tests and
// screenshots lay out.
#include <gtest/gtest.h>

#include "bridge/window/app_controller.h"
#include "bridge/session/session.h"
#include "bridge/window/window_size.h"

// A 1280 x 720 screen (a panel takes 30 px) gets a window 40 px smaller each way; a large
// screen gets 1440 x 900, and a screen just wider than that keeps the full width.
TEST(WindowSize, FitsASmallScreen) {
    EXPECT_EQ(initialWindowSize(QRect(0, 30, 1280, 690), "xcb", false), QSize(1240, 650));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 2560, 1400), "xcb", false), QSize(1440, 900));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 1500, 1000), "wayland", false), QSize(1440, 900));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 1920, 800), "windows", false), QSize(1440, 760));
}

// A screenshot is full HD on a screen with room for it, and fits a smaller screen like a window.
TEST(WindowSize, AScreenshotFitsTheScreenToo) {
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 2560, 1440), "xcb", true), QSize(1920, 1080));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 1280, 720), "xcb", true), QSize(1240, 680));
}

// The virtual screens of offscreen and minimal (800 x 600) and an unknown screen keep 1440 x 900
// (full HD for a screenshot).
TEST(WindowSize, KeepsTheSizeWhereItIsNotAScreen) {
    EXPECT_EQ(initialWindowSize(QRect(), "xcb", true), QSize(1920, 1080));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 800, 600), "offscreen", false), QSize(1440, 900));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 800, 600), "minimal", false), QSize(1440, 900));
    EXPECT_EQ(initialWindowSize(QRect(0, 0, 800, 600), "offscreen", true), QSize(1920, 1080));
    EXPECT_EQ(initialWindowSize(QRect(), "xcb", false), QSize(1440, 900));
}

// What Main.qml reads: under the tests' offscreen platform, the full 1440 x 900.
TEST(WindowSize, AppControllerUnderOffscreen) {
    Session session;
    AppController& app = *session.app();
    EXPECT_EQ(app.initialSize(), QSize(1440, 900));
}
