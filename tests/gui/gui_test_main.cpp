// Entry point of the GUI model tests: a QGuiApplication on the offscreen platform (no display
// needed), then GoogleTest.
#include <gtest/gtest.h>
#include <QGuiApplication>

#include "test_sandbox.h"

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    sandbox_user_files();
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SanTwin"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
