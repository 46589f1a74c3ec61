import QtQuick
import QtQuick.Layouts
import SanTwin

// What playback draws on the diagram: the utilization ramp of the boxes, the read and write
// particles on the cables, fill bars, event flashes, failures and, comparing two runs, the A/B
// tints; under a title that folds it (CanvasOverlays decides, Prefs keeps the user's choice).
Rectangle {
    id: root

    property bool expanded: true
    signal toggled()

    objectName: "playbackLegend"
    visible: PlaybackController.hasRun
    width: (expanded ? Math.max(rows.implicitWidth + 4, fold.implicitWidth) : fold.implicitWidth) + 12
    height: fold.implicitHeight + (expanded ? rows.implicitHeight + 4 : 0) + 8
    radius: 6
    color: Theme.overlay  // the diagram legend's backing, light or dark with the theme
    border.color: Theme.border

    component Swatch: Row {
        id: sw
        property color swatch
        property string text
        property bool dots: false
        spacing: 6
        Row {
            anchors.verticalCenter: parent.verticalCenter
            spacing: 3
            Repeater {
                model: sw.dots ? 3 : 1
                Rectangle {
                    width: sw.dots ? 6 : 22
                    height: sw.dots ? 3 : 8
                    radius: 1.5
                    color: sw.swatch
                }
            }
        }
        Text { text: sw.text; font.family: Theme.fontFamily; font.pixelSize: Theme.smallFontSize; color: Theme.text }
    }

    LegendFold {
        id: fold
        objectName: "playbackLegendFold"
        x: 4
        y: 4
        title: qsTr("Playback")
        expanded: root.expanded
        onClicked: root.toggled()
    }
    ColumnLayout {
        id: rows
        visible: root.expanded
        x: 8
        anchors.top: fold.bottom
        anchors.topMargin: 4
        spacing: 4
        Row {
            spacing: 6
            Rectangle {
                width: 60
                height: 8
                radius: 2
                anchors.verticalCenter: parent.verticalCenter
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0; color: Qt.hsva(0.33, 0.85, 0.9, 1) }
                    GradientStop { position: 0.5; color: Qt.hsva(0.165, 0.85, 0.9, 1) }
                    GradientStop { position: 1; color: Qt.hsva(0, 0.85, 0.9, 1) }
                }
            }
            Text { text: qsTr("utilization 0 → 100 %"); font.family: Theme.fontFamily; font.pixelSize: Theme.smallFontSize; color: Theme.text }
        }
        Swatch { swatch: "#109cb0"; dots: true; text: qsTr("reads (toward hosts)") }
        Swatch { swatch: "#d03a78"; dots: true; text: qsTr("writes (toward storage)") }
        Swatch { swatch: "#3b7dc4"; text: qsTr("pool / LU fill") }
        Swatch { swatch: "#e8590c"; text: qsTr("event just happened") }
        Swatch { visible: PlaybackController.comparing; swatch: "#c0392b"; text: qsTr("A/B: busier in this run (pts)") }
        Swatch { visible: PlaybackController.comparing; swatch: "#2c5fb8"; text: qsTr("A/B: busier in the compared run") }
        // Only for a run with failures: hatched FAILED boxes, crossed-out grey cables.
        Swatch {
            visible: PlaybackController.markers.some(m => m.kind === "failure")
            swatch: "#c0392b"
            text: qsTr("failed · cable down (✕)")
        }
    }
}
