// santwin: the desktop application. Arguments are parsed by AppOptions; everything else lives in
// the SanTwin QML module (app/bridge + qml/).
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QtQml/qqmlextensionplugin.h>

#include "bridge/app_controller.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

int main(int argc, char** argv) {
    // Qt Charts in QML needs a QApplication (widgets), not just a QGuiApplication.
    QApplication app(argc, argv);
    QApplication::setApplicationName("SanTwin");
    QApplication::setOrganizationName("SanTwin");
    QApplication::setApplicationVersion(SANTWIN_VERSION);

    AppController controller;
    if (!controller.parseArguments(QApplication::arguments())) return 2;

    QQmlApplicationEngine engine;
    engine.rootContext()->setContextProperty("app", &controller);
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    controller.attach(engine);
    return QApplication::exec();
}
