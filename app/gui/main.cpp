// santwin: the desktop application. Arguments are parsed by AppController; everything else lives
// in the SanTwin QML module (app/bridge + qml/).
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QFont>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <cstdio>

#include "bridge/app_controller.h"
#include "bridge/masking_controller.h"
#include "bridge/project_controller.h"
#include "bridge/project_editor.h"
#include "bridge/recovery.h"
#include "bridge/vmware_controller.h"
#include "bridge/zoning_controller.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

int main(int argc, char** argv) {
    // Qt Charts in QML needs a QApplication (widgets), not just a QGuiApplication.
    QApplication app(argc, argv);
    QApplication::setApplicationName("SanTwin");
    QApplication::setOrganizationName("SanTwin");
    QApplication::setApplicationVersion(SANTWIN_VERSION);
    QQuickStyle::setStyle("Fusion");
    QApplication::setFont(QFont("DejaVu Sans", 10));

    ProjectController project(nullptr);
    ProjectController::setInstance(&project);
    ProjectEditor editor(&project, nullptr);
    ProjectEditor::setInstance(&editor);
    ZoningController zoning(&project, nullptr);
    ZoningController::setInstance(&zoning);
    MaskingController masking(&project, nullptr);
    MaskingController::setInstance(&masking);
    VmwareController vmware(&project, nullptr);
    VmwareController::setInstance(&vmware);
    Recovery recovery(&project, &editor, nullptr);
    Recovery::setInstance(&recovery);
    AppController controller(&project);
    if (!controller.parseArguments(QApplication::arguments())) return 2;
    if (!controller.openInitial() && controller.screenshotMode()) {
        // Nobody is there to read a dialog: say it on stderr and fail.
        std::fprintf(stderr, "santwin: %s\n", qPrintable(project.errorMessage()));
        return 1;
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    controller.attach(engine);
    return QApplication::exec();
}
