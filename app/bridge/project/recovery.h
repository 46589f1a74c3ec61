#pragma once
// Crash recovery and recent files. While the project has unsaved edits it is written every
// minute to a recovery file (in the app's data directory, or $SANTWIN_RECOVERY_DIR); a clean
// save or a normal quit removes it. At start, a recovery file left by a crash is offered back.
// Recent files: the last ten projects opened or saved, kept in QSettings.
#include <QObject>
#include <QStringList>
#include <QTimer>

class ProjectController;
class ProjectEditor;

class Recovery : public QObject {
    Q_OBJECT
    // A recovery file from an earlier session that ended without saving ("" if none).
    Q_PROPERTY(QString pending READ pending NOTIFY pendingChanged)
    Q_PROPERTY(QString pendingTime READ pendingTime NOTIFY pendingChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(int intervalMs READ intervalMs WRITE setIntervalMs NOTIFY intervalChanged)
  public:
    Recovery(ProjectController* project, ProjectEditor* editor, QObject* parent);
    ~Recovery() override;

    QString pending() const { return pending_; }
    QString pendingTime() const;
    QStringList recentFiles() const;
    int intervalMs() const { return timer_.interval(); }
    void setIntervalMs(int ms);

    // Opens the pending recovery file as an unsaved project.
    Q_INVOKABLE bool recover();
    Q_INVOKABLE void discard();
    // Writes the recovery file now if there are unsaved edits (the timer calls it).
    Q_INVOKABLE bool autosave();
    QString recoveryPath() const;

  signals:
    void pendingChanged();
    void recentFilesChanged();
    void intervalChanged();

  private:
    void remember(const QString& path);

    ProjectController* project_;
    ProjectEditor* editor_;
    QTimer timer_;
    QString pending_;
};
