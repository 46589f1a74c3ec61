import QtQuick
import QtQuick.Controls
import SanTwin

// Which port each cable uses, since cables are drawn bundled box to box: the port chip under the
// pointer says what it is and what it is cabled to, and the cables of the selection (a cable, a
// port) and of the pointed-at chip are traced chip to chip with their chips lit. A cable under
// the pointer (off the boxes) is named too: its label may have been left out for want of room.
Item {
    id: root

    required property Item canvas

    property var hoveredPort: 0  // a port id, 0 for none
    property int hoveredEdge: -1  // a LinkModel row, -1 for none
    property point pointer: Qt.point(0, 0)
    // Bumped on every edit, so traces follow boxes that moved.
    property int layoutVersion: 0
    Connections {
        target: ProjectController
        function onProjectChanged() { root.layoutVersion++ }
    }

    readonly property var hoverLinks: hoveredPort !== 0 ? ProjectController.linksOfPort(hoveredPort) : []
    readonly property var tracedLinks: unique(ProjectController.litLinks.concat(hoverLinks))
    readonly property var litPorts: unique(ProjectController.litPorts.concat(
        hoveredPort !== 0 ? [hoveredPort] : [], ProjectController.portsOfLinks(hoverLinks)))
    readonly property var traces: {
        layoutVersion
        return ProjectController.cableTraces(tracedLinks)
    }
    readonly property string hint: hoveredPort !== 0 ? ProjectController.portHint(hoveredPort)
        : hoveredEdge >= 0 ? canvas.links.edgeHint(hoveredEdge) : ""

    function unique(list) {
        return list.filter((v, i) => list.indexOf(v) === i)
    }

    // The pointer moved to view point (x, y).
    function pointAt(x: real, y: real) {
        const sx = (x - canvas.panX) / canvas.zoom, sy = (y - canvas.panY) / canvas.zoom
        const node = canvas.nodes.nodeAt(sx, sy)
        hoveredPort = canvas.chipAt(node, sx, sy)
        // Within 5 px of a cable, outside any box but a frame.
        const inBox = node >= 0 && !canvas.nodes.data(canvas.nodes.index(node, 0), TopologyModel.FrameRole)
        hoveredEdge = inBox ? -1 : canvas.links.edgeAt(sx, sy, 5 / canvas.zoom)
        pointer = Qt.point(x, y)
    }

    anchors.fill: parent

    ToolTip {
        objectName: "portHint"
        parent: root
        visible: root.hint.length > 0 && root.canvas.dragNode < 0
        delay: 250
        x: Math.min(root.pointer.x + 14, root.width - width - 4)
        y: Math.min(root.pointer.y + 20, root.height - height - 4)
        text: root.hint
    }
}
