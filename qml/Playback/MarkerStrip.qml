import QtQuick
import QtQuick.Controls
import SanTwin

// The run's events as ticks over the scrubber, coloured by kind; clicking one jumps there.
Item {
    id: root

    property real end: PlaybackController.end
    // Kinds shown ("" in the filter shows all).
    property string filter: ""

    objectName: "markerStrip"
    implicitHeight: 14

    function colorOf(kind: string): color {
        if (kind.startsWith("operation")) return "#3b7dc4"
        if (kind === "scsi_conflict") return "#c0392b"
        if (kind === "ownership_change" || kind === "path_thrash") return "#8e44ad"
        if (kind.indexOf("tier") >= 0 || kind.indexOf("page") >= 0) return "#2a9d8f"
        if (kind.indexOf("cache") >= 0) return "#d08224"
        if (kind === "failure" || kind === "all_paths_down") return "#000000"
        return "#7a8794"
    }

    Repeater {
        model: PlaybackController.markers
        // A tick at the event; a run of the same event on the same entity (×count) continues as
        // a thin bar to its last occurrence.
        delegate: Item {
            required property var modelData
            required property int index
            objectName: "marker_" + index
            visible: root.filter === "" || modelData.kind.indexOf(root.filter) >= 0
            x: root.end > 0 ? modelData.t / root.end * (root.width - 3) : 0
            width: Math.max(3, root.end > 0 ? (modelData.last - modelData.t) / root.end * root.width : 3)
            height: root.height
            Rectangle {
                width: 3
                height: parent.height
                radius: 1
                color: root.colorOf(parent.modelData.kind)
            }
            Rectangle {
                visible: parent.width > 4
                y: parent.height - 5
                width: parent.width
                height: 3
                color: root.colorOf(parent.modelData.kind)
                opacity: 0.5
            }
            TapHandler {
                onTapped: PlaybackController.seek(parent.modelData.t)
            }
            HoverHandler { id: hov }
            ToolTip.visible: hov.hovered
            ToolTip.text: modelData.kind + (modelData.count > 1 ? " ×" + modelData.count : "") + " at "
                          + PlaybackController.formatTime(modelData.t) + "\n" + modelData.detail
        }
    }
}
