#include "bridge/window/window_size.h"

#include <algorithm>

namespace {
const QSize kDeskSize(1440, 900);
const QSize kScreenshotSize(1920, 1080);  // full HD, so a whole lab shows with its details
constexpr int kMargin = 40;               // room for the title bar and frame the window manager adds
}  // namespace

QSize initialWindowSize(const QRect& screenAvailable, const QString& platformName, bool screenshotMode) {
    const QSize wanted = screenshotMode ? kScreenshotSize : kDeskSize;
    const bool virtualScreen = platformName == QLatin1String("offscreen") || platformName == QLatin1String("minimal");
    if (virtualScreen || screenAvailable.isEmpty()) return wanted;
    return {std::clamp(screenAvailable.width() - kMargin, 1, wanted.width()),
            std::clamp(screenAvailable.height() - kMargin, 1, wanted.height())};
}
