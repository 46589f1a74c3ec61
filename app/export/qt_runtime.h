#pragma once
// Painting text needs a QGuiApplication (fonts come from the platform plugin). The CLI creates
// one only for the commands that draw, so run / validate / lab / simulate stay plain and fast.
// Without a display (no DISPLAY or WAYLAND_DISPLAY) and no platform chosen by QT_QPA_PLATFORM,
// the offscreen platform is used: exports work on servers and in CI.
namespace santwin::exporting {

// Creates the application object once (no-op when one exists, e.g. inside the GUI).
void ensure_gui_application();

}  // namespace santwin::exporting
