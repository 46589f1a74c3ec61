import QtQuick

// A box a failure took out of service during playback: hatched in red with a FAILED badge, so
// it cannot pass for an idle (green) device. A part that failed inside a box (an HBA in a
// server, a port on a switch) gets only a small badge naming it.
Item {
    id: root

    property bool whole: true  // the device itself failed, not a part of it
    property string text: ""  // "failed at 0:20", "HBA0 failed at 0:20"
    property real zoom: 1

    readonly property color red: "#c0392b"

    Rectangle {
        objectName: "failedHatch"
        visible: root.whole
        anchors.fill: parent
        radius: 7
        clip: true
        color: Qt.rgba(0.75, 0.22, 0.17, 0.12)
        border.color: root.red
        border.width: Math.max(2.5, 2 / root.zoom)
        // Diagonal stripes, clipped to the box.
        Repeater {
            model: root.whole ? Math.ceil((root.width + root.height) / 14) + 1 : 0
            delegate: Rectangle {
                required property int index
                x: index * 14
                y: -4
                width: 3
                height: root.height * Math.SQRT2 + 8
                rotation: 45
                transformOrigin: Item.TopLeft
                color: Qt.rgba(0.75, 0.22, 0.17, 0.35)
            }
        }
    }
    Rectangle {
        objectName: "failedBadge"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 3
        width: badgeText.implicitWidth + 8
        height: badgeText.implicitHeight + 2
        radius: 3
        color: root.red
        Text {
            id: badgeText
            anchors.centerIn: parent
            text: root.whole ? qsTr("FAILED") : "\u2715 " + root.text.split(" failed")[0]
            font.pixelSize: 9
            font.bold: true
            color: "white"
        }
    }
}
