// Qt Quick Test runner for tests/gui/qml: the SanTwin module linked in statically (as in
// santwin), the Fusion style, the offscreen platform unless told otherwise.
#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQuickTest>
#include <atomic>
#include <cstdio>

#include "test_sandbox.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() { QQuickStyle::setStyle("Fusion"); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

// A QML script error (TypeError, ReferenceError, a property read off null) is a defect even
// when no assertion notices it: the run fails if the log holds one.
namespace {
std::atomic<int> script_errors{0};
QtMessageHandler forward = nullptr;

bool is_script_error(const QString& message) {
    return message.contains(QLatin1String("TypeError")) || message.contains(QLatin1String("ReferenceError"))
           || message.contains(QLatin1String(" of null")) || message.contains(QLatin1String(" of undefined"));
}

void count_script_errors(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtWarningMsg && is_script_error(message)) ++script_errors;
    if (forward) forward(type, context, message);
}
}  // namespace

int main(int argc, char** argv) {
    forward = qInstallMessageHandler(count_script_errors);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    sandbox_user_files();
    QCoreApplication::setOrganizationName(QStringLiteral("SanTwin"));  // where Settings keep view prefs
    Setup setup;
    const int failed = quick_test_main_with_setup(argc, argv, "santwin_qml", SANTWIN_QML_TEST_DIR, &setup);
    if (script_errors > 0) {
        std::fprintf(stderr, "FAIL: %d QML script error(s) in the log above (TypeError, ReferenceError, null)\n",
                     script_errors.load());
        return failed > 0 ? failed : 1;
    }
    return failed;
}

#include "qml_test_main.moc"
