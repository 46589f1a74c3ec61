import QtQuick
import QtQuick.Controls
import SanTwin

// Playback on the diagram's boxes, in scene units over the nodes: each device is tinted and
// outlined by its utilization at the playhead (green → amber → red), pools and LUs show a fill
// bar, a box where an event just happened flashes, and hovering shows the figure behind it.
// Comparing two runs (A/B), boxes show the difference in utilization instead: red where this
// run is busier, blue where the compared run was (none where they are within half a point, or
// once the compared run has ended). A device a failure took out of service is hatched red with
// a FAILED badge from the failure on; a failed part inside a box is named on a small badge.
// A device is tinted by its own load, not its ports' (a controller by its processor); ports far
// busier than it are named on a badge ("ports 97 %").
// A frame (an array, a library) is outlined by its own load, such as its write cache's fill,
// and names it on a badge over its top edge once that is high: its parts' tints do not say it.
Item {
    id: root

    property real zoom: 1

    objectName: "heatOverlay"
    visible: PlaybackController.hasRun

    // Utilization (0..100) on a green-amber-red ramp.
    function heatColor(pct: real, alpha: real): color {
        const f = Math.max(0, Math.min(1, pct / 100))
        return Qt.hsva(0.33 * (1 - f), 0.85, 0.9, alpha)
    }

    Repeater {
        objectName: "heatRepeater"
        // One row per box: its name and geometry, and its state at the playhead, which the
        // playback updates once a frame for the boxes whose state changed.
        model: root.visible ? PlaybackController.boxes : null
        delegate: Item {
            id: cell

            required property int index
            required property string name
            required property real nodeX
            required property real nodeY
            required property real nodeWidth
            required property real nodeHeight
            required property bool frame

            required property real heat
            required property real fill
            required property bool flash
            required property string figure
            required property real portHeat     // a device's busiest port (-1 for a frame)
            required property string heatText   // a frame's load in words ("" for a device)
            // A/B: this run's utilization minus the compared run's (NaN: no comparison), and
            // its badge ("" when the two are the same or there is nothing to compare).
            required property real delta
            required property string deltaLabel
            required property bool failed
            required property string failure

            objectName: "heat_" + index
            x: nodeX
            y: nodeY
            width: nodeWidth
            height: nodeHeight
            z: frame ? 0 : 3

            Rectangle {
                visible: !cell.frame && cell.heat >= 0 && !PlaybackController.comparing
                anchors.fill: parent
                radius: 7
                color: root.heatColor(cell.heat, 0.10 + 0.30 * Math.min(1, cell.heat / 100))
                border.color: root.heatColor(cell.heat, 0.95)
                border.width: Math.max(2.5, 2 / root.zoom)
            }
            Rectangle {
                objectName: "frameHeat"
                visible: cell.frame && cell.heat >= 0 && !PlaybackController.comparing
                anchors.fill: parent
                radius: 7
                color: "transparent"
                border.color: root.heatColor(cell.heat, 0.95)
                border.width: Math.max(2.5, 2 / root.zoom)
            }
            Rectangle {
                objectName: "frameHeatBadge"
                readonly property real pixelSize: Math.max(9, 10.5 / root.zoom)
                visible: cell.frame && cell.heat >= 50 && cell.heatText.length > 0 && !PlaybackController.comparing
                anchors.right: parent.right
                anchors.rightMargin: 6
                y: -height - 3 / root.zoom
                width: badgeText.implicitWidth + pixelSize * 0.8
                height: badgeText.implicitHeight + pixelSize * 0.2
                radius: height / 3
                color: Theme.panel
                border.color: root.heatColor(cell.heat, 1)
                border.width: Math.max(1, 1.5 / root.zoom)
                // Zoomed out, where the words would spread over the neighbouring column, their
                // first and the number ("cache 100 %"); all of them on hover.
                TextMetrics {
                    id: fullText
                    font: badgeText.font
                    text: cell.heatText
                }
                Text {
                    id: badgeText
                    anchors.centerIn: parent
                    text: fullText.width + parent.pixelSize <= cell.width * 1.7 ? cell.heatText
                          : cell.heatText.split(" ")[0] + " " + Math.round(cell.heat) + " %"
                    font.pixelSize: parent.pixelSize
                    font.bold: true
                    color: Theme.text
                }
                HoverHandler { id: badgeHover }
                ToolTip.visible: badgeHover.hovered
                ToolTip.text: cell.name + "\n" + cell.heatText
                ToolTip.delay: 250
            }
            // A controller tinted by its processor, with ports far busier: they are named on a badge.
            DeltaBadge {
                objectName: "portHeatBadge"
                text: !PlaybackController.comparing && cell.portHeat >= 70 && cell.portHeat > cell.heat + 20
                      ? qsTr("ports %1 %").arg(Math.round(cell.portHeat)) : ""
                tint: root.heatColor(cell.portHeat, 1)
                zoom: root.zoom
            }
            // A/B delta: red where this run is busier than the compared one, blue where less busy.
            Rectangle {
                objectName: "delta"
                visible: !cell.frame && cell.deltaLabel.length > 0
                anchors.fill: parent
                radius: 7
                readonly property real strength: Math.min(1, Math.abs(cell.delta) / 50)
                color: cell.delta >= 0 ? Qt.rgba(0.85, 0.2, 0.15, 0.08 + 0.4 * strength)
                                       : Qt.rgba(0.15, 0.35, 0.85, 0.08 + 0.4 * strength)
                border.color: cell.delta >= 0 ? "#c0392b" : "#2c5fb8"
                border.width: Math.max(2.5, 2 / root.zoom)
                DeltaBadge {
                    text: cell.deltaLabel
                    tint: parent.border.color
                    zoom: root.zoom
                }
            }
            FailedMark {
                objectName: "failed"
                visible: !cell.frame && cell.failure.length > 0
                anchors.fill: parent
                whole: cell.failed
                text: cell.failure
                zoom: root.zoom
            }
            // Fill level of a pool or LU: a bar along the bottom edge of a box; along a frame's
            // top edge, thin enough (at most 2.5 px on screen zoomed out) to stay above its title.
            Rectangle {
                visible: cell.fill >= 0
                x: 6
                width: parent.width - 12
                height: cell.frame ? Math.max(5, 2.5 / root.zoom) : Math.max(6, 5 / root.zoom)
                y: cell.frame ? 2 : parent.height - height - 4
                radius: height / 2
                color: "#e3e8ee"
                border.color: "#9aa5b1"
                border.width: 0.8
                Rectangle {
                    width: parent.width * Math.max(0, cell.fill)
                    height: parent.height
                    radius: parent.radius
                    color: cell.fill > 0.9 ? "#c0392b" : "#3b7dc4"
                }
            }
            // An event here: a ring that fades while the event is fresh.
            Rectangle {
                objectName: "flash"
                visible: cell.flash
                anchors.fill: parent
                anchors.margins: -6
                radius: 10
                color: "transparent"
                border.color: "#e8590c"
                border.width: Math.max(4, 3 / root.zoom)
                SequentialAnimation on opacity {
                    running: cell.flash
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.25; duration: 300 }
                    NumberAnimation { from: 0.25; to: 1; duration: 300 }
                }
            }
            HoverHandler { id: hover; enabled: !cell.frame }
            ToolTip.visible: hover.hovered && cell.figure.length > 0
            ToolTip.text: cell.name + "\n" + cell.figure
                          + (isNaN(cell.delta) ? "" : "\n" + qsTr("A − B: %1 points of utilization").arg((Math.abs(cell.delta) < 0.05 ? 0 : cell.delta).toFixed(1)))
                          + (PlaybackController.comparing && isNaN(cell.delta) && cell.heat >= 0 ? "\n" + qsTr("Nothing to compare with here") : "")
            ToolTip.delay: 250
        }
    }
}
