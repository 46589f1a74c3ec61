#pragma once
// Owns what the window shows (the open project) and the command-line options that decide it.
#include <QObject>
#include <QString>
#include <QStringList>

class QQmlApplicationEngine;

class AppController : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
public:
    explicit AppController(QObject* parent = nullptr);

    // Reads --lab, a project file, --screenshot and --quit-after; prints usage errors.
    bool parseArguments(const QStringList& args);
    // Called once the QML is loaded: takes the screenshot if asked.
    void attach(QQmlApplicationEngine& engine);

    QString title() const { return m_title; }

signals:
    void titleChanged();

private:
    QString m_title = QStringLiteral("SanTwin");
    QString m_screenshotPath;
    int m_quitAfterMs = -1;
};
