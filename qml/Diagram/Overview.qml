import QtQuick
import QtQuick.Controls
import SanTwin

// The minimap in the canvas's corner: the whole diagram small, the part on screen outlined.
// Click or drag on it to bring that part of the lab into view.
Rectangle {
    id: root

    objectName: "overview"
    required property Item canvas
    // Bumped when the map's fit changes, so the viewport outline follows.
    property int fitRevision: 0

    // A narrow canvas (the playback dock open) gets a smaller map, leaving room for the lab.
    width: Math.round(Math.max(120, Math.min(220, canvas.width * 0.16)))
    height: Math.round(width * 15 / 22)
    color: Theme.panel
    border.color: Theme.border
    radius: 4
    clip: true

    MiniMap {
        id: map
        objectName: "miniMap"
        anchors.fill: parent
        anchors.margins: 4
        model: root.canvas.nodes
        categoryColors: Theme.categoryColors
        frameColor: Theme.textFaint
        backgroundColor: Theme.panel
        onFitChanged: root.fitRevision++
    }

    // The canvas's view, in map coordinates.
    Rectangle {
        objectName: "overviewViewport"
        readonly property point topLeft: {
            root.fitRevision
            return map.sceneToMap(-root.canvas.panX / root.canvas.zoom, -root.canvas.panY / root.canvas.zoom)
        }
        readonly property real s: { root.fitRevision; return map.scale() }
        x: map.x + Math.max(0, topLeft.x)
        y: map.y + Math.max(0, topLeft.y)
        width: Math.min(map.width - Math.max(0, topLeft.x), root.canvas.width / root.canvas.zoom * s + Math.min(0, topLeft.x))
        height: Math.min(map.height - Math.max(0, topLeft.y), root.canvas.height / root.canvas.zoom * s + Math.min(0, topLeft.y))
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
        border.color: Theme.accent
        border.width: 1.5
        visible: width > 0 && height > 0
    }

    MouseArea {
        anchors.fill: map
        cursorShape: Qt.PointingHandCursor
        function jump(mouse) {
            const p = map.mapToScene(mouse.x, mouse.y)
            root.canvas.centreOn(p.x, p.y)
        }
        onPressed: (mouse) => jump(mouse)
        onPositionChanged: (mouse) => { if (pressed) jump(mouse) }
    }

    ToolTip.visible: hover.hovered
    ToolTip.delay: 800
    ToolTip.text: qsTr("Overview: click or drag to move the view (M hides it)")
    HoverHandler { id: hover }
}
