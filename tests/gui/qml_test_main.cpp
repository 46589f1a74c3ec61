// Qt Quick Test runner for tests/gui/qml: the SanTwin module linked in statically (as in
// santwin), the Fusion style, the offscreen platform unless told otherwise.
#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQuickTest>

#include "test_sandbox.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() { QQuickStyle::setStyle("Fusion"); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    sandbox_user_files();
    QCoreApplication::setOrganizationName(QStringLiteral("SanTwin"));  // where Settings keep view prefs
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "santwin_qml", SANTWIN_QML_TEST_DIR, &setup);
}

#include "qml_test_main.moc"
