import QtQuick
import QtQuick.Layouts
import SanTwin

// What the line styles mean, under a title that folds it (CanvasOverlays decides, Prefs keeps
// the user's choice).
Rectangle {
    id: root

    property bool expanded: true
    signal toggled()

    objectName: "legend"
    width: (expanded ? Math.max(rows.implicitWidth + 4, fold.implicitWidth) : fold.implicitWidth) + 12
    height: fold.implicitHeight + (expanded ? rows.implicitHeight + 4 : 0) + 8
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

    LegendFold {
        id: fold
        objectName: "legendFold"
        x: 4
        y: 4
        title: qsTr("Cables")
        expanded: root.expanded
        onClicked: root.toggled()
    }
    ColumnLayout {
        id: rows
        visible: root.expanded
        x: 8
        anchors.top: fold.bottom
        anchors.topMargin: 4
        spacing: 3
        Entry { lineColor: Theme.fcLink; text: qsTr("Fibre Channel") }
        Entry { lineColor: Theme.ethernetLink; text: qsTr("Ethernet") }
        Entry { lineColor: Theme.runsOnLink; dashed: true; text: qsTr("VMs run on") }
        Entry { lineColor: Theme.holdsLink; dashed: true; text: qsTr("Array holds") }
    }
}
