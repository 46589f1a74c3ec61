#pragma once
// GUI tests must not touch the user's files: recovery files and settings (recent files) go to
// a fresh temporary directory for the run, unless the environment already chose one.
#include <QDir>
#include <QTemporaryDir>

inline void sandbox_user_files() {
    static QTemporaryDir dir;
    if (qEnvironmentVariableIsEmpty("SANTWIN_RECOVERY_DIR"))
        qputenv("SANTWIN_RECOVERY_DIR", QDir(dir.path()).filePath("recovery").toUtf8());
    qputenv("XDG_CONFIG_HOME", QDir(dir.path()).filePath("config").toUtf8());
    qputenv("XDG_DATA_HOME", QDir(dir.path()).filePath("data").toUtf8());
}
