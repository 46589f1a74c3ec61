import QtQuick
import QtQuick.Layouts
import SanTwin

// What the line styles mean.
Rectangle {
    id: root

    objectName: "legend"
    width: rows.implicitWidth + 20
    height: rows.implicitHeight + 14
    radius: 6
    color: Theme.overlay
    border.color: Theme.border

    component Entry: Row {
        id: entry
        property color lineColor
        property bool dashed: false
        property string text
        spacing: 6
        Row {
            anchors.verticalCenter: parent.verticalCenter
            spacing: entry.dashed ? 3 : 0
            Repeater {
                model: entry.dashed ? 4 : 1
                Rectangle {
                    width: entry.dashed ? 4 : 22
                    height: 3
                    radius: 1.5
                    color: entry.lineColor
                }
            }
        }
        Text {
            text: entry.text
            font.family: Theme.fontFamily
            font.pixelSize: Theme.smallFontSize
            color: Theme.textMuted
        }
    }

    ColumnLayout {
        id: rows
        anchors.centerIn: parent
        spacing: 3
        Entry { lineColor: Theme.fcLink; text: qsTr("Fibre Channel") }
        Entry { lineColor: Theme.ethernetLink; text: qsTr("Ethernet") }
        Entry { lineColor: Theme.runsOnLink; dashed: true; text: qsTr("VMs run on") }
        Entry { lineColor: Theme.holdsLink; dashed: true; text: qsTr("Array holds") }
    }
}
