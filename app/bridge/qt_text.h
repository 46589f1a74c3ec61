#pragma once
// Conversions between model/ text (UTF-8 std::string) and Qt strings, in one place.
#include <QString>
#include <QUrl>
#include <string>
#include <string_view>

inline QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
inline std::string ss(const QString& s) {
    return s.toStdString();
}
// A path from QML: file dialogs give file:// URLs, tests and the command line give plain paths.
inline QString local_path(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}
