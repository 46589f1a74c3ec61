import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: root
    width: 1280
    height: 800
    visible: true
    title: app.title

    Label {
        anchors.centerIn: parent
        text: app.title
    }
}
