#include "bridge/project/recovery.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "bridge/project/project_controller.h"
#include "bridge/editor/project_editor.h"
#include "bridge/qt_text.h"
#include "store/project_file.h"

namespace {
constexpr int kRecentLimit = 10;
}  // namespace

Recovery::Recovery(ProjectController* project, ProjectEditor* editor, QObject* parent)
    : QObject(parent), project_(project), editor_(editor) {
    timer_.setInterval(60 * 1000);
    connect(&timer_, &QTimer::timeout, this, &Recovery::autosave);
    timer_.start();
    if (QFileInfo::exists(recoveryPath())) pending_ = recoveryPath();
    // A save makes the project clean: nothing left to recover.
    connect(editor_, &ProjectEditor::stackChanged, this, [this] {
        if (!editor_->modified() && pending_.isEmpty()) QFile::remove(recoveryPath());
    });
    connect(editor_, &ProjectEditor::saved, this, &Recovery::remember);
    connect(project_, &ProjectController::projectOpened, this, [this] {
        if (!project_->sourcePath().isEmpty() && project_->sourcePath() != recoveryPath()) remember(project_->sourcePath());
    });
}

Recovery::~Recovery() {
    // A normal quit: what was not saved was discarded on purpose (the window asked).
    if (pending_.isEmpty()) QFile::remove(recoveryPath());
}

QString Recovery::recoveryPath() const {
    QString dir = qEnvironmentVariable("SANTWIN_RECOVERY_DIR");
    if (dir.isEmpty()) dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("recovery.santwin"));
}

QString Recovery::pendingTime() const {
    return pending_.isEmpty() ? QString() : QFileInfo(pending_).lastModified().toString(Qt::TextDate);
}

void Recovery::setIntervalMs(int ms) {
    if (ms <= 0 || ms == timer_.interval()) return;
    timer_.start(ms);
    emit intervalChanged();
}

bool Recovery::autosave() {
    const santwin::Project* p = project_->project();
    if (!p || !editor_->modified() || !pending_.isEmpty()) return false;
    QDir().mkpath(QFileInfo(recoveryPath()).absolutePath());
    try {
        santwin::store::save_project(*p, ss(recoveryPath()));
        return true;
    } catch (const std::exception&) {
        return false;  // recovery is best effort; the next tick tries again
    }
}

bool Recovery::recover() {
    if (pending_.isEmpty()) return false;
    const QString path = pending_;
    pending_.clear();
    emit pendingChanged();
    if (!project_->openFile(path)) return false;
    project_->setSourcePath(QString());  // not saved anywhere yet: Save asks where
    editor_->stack().resetClean();       // and the window marks it modified
    return true;
}

void Recovery::discard() {
    if (pending_.isEmpty()) return;
    QFile::remove(pending_);
    pending_.clear();
    emit pendingChanged();
}

QStringList Recovery::recentFiles() const {
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void Recovery::remember(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kRecentLimit) files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
    emit recentFilesChanged();
}
