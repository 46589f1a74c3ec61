#pragma once
// The size the main window opens at: 1440 x 900 on a desk screen, full HD for a screenshot, and
// on a screen with less free room (a 1280 x 720 panel) the free area less a margin, so the window
// and its frame fit (a screenshot's too: a window larger than the screen is not what a user sees).
// The offscreen and minimal platforms keep 1440 x 900 (full HD for a screenshot): their virtual
// screen is 800 x 600, and the QML tests lay out in that window (shrinking it there broke them).
#include <QRect>
#include <QSize>
#include <QString>

// `screenAvailable`: the screen's geometry less panels and docks (empty when unknown).
QSize initialWindowSize(const QRect& screenAvailable, const QString& platformName, bool screenshotMode);
