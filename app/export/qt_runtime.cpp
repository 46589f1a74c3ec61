#include "export/qt_runtime.h"

#include <QGuiApplication>
#include <cstdlib>
#include <memory>

namespace santwin::exporting {

namespace {
QtMessageHandler previous = nullptr;

// Headless runs have no XDG_RUNTIME_DIR; Qt falls back to a private folder and says so on every
// run, which is noise in CLI output and CI logs. Everything else goes to Qt's handler.
void quiet_handler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QStringLiteral("QStandardPaths: XDG_RUNTIME_DIR not set"))) return;
    if (previous) previous(type, context, message);
}
}  // namespace

void ensure_gui_application() {
    if (QCoreApplication::instance()) return;
    auto set = [](const char* name) { const char* v = std::getenv(name); return v && *v; };
    const bool display = set("DISPLAY") || set("WAYLAND_DISPLAY");
    if (!display && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    previous = qInstallMessageHandler(quiet_handler);
    // Kept for the life of the process, as QGuiApplication requires of argc/argv.
    static int argc = 1;
    static char name[] = "santwin-cli";
    static char* argv[] = {name, nullptr};
    static std::unique_ptr<QGuiApplication> app = std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace santwin::exporting
