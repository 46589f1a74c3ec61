import QtQuick
import QtQuick.Controls
import SanTwin

// The topology diagram: frames, links (one LinkLayer), link labels and device boxes, in scene
// units inside a content item that pans (drag) and zooms (wheel, around the cursor). Fits the
// whole diagram on load and on resize until the user moves it. A click selects the box under it;
// dragging the selected box moves it (a frame with its contents) as one undoable edit;
// dragging from a port chip, or Shift-dragging from a box, draws a cable (Shift-dragging
// elsewhere draws a selection band): the cursor says which ports it would join and at what
// speed, or why it cannot be. The overview in the corner shows
// the whole lab and where the view is; with snapping on, moved boxes land on the grid.
Item {
    id: root

    property TopologyModel nodes: ProjectController.nodes
    property LinkModel links: ProjectController.links
    property int selectedNode: ProjectController.selectedNode

    property real zoom: 1
    property real panX: 0
    property real panY: 0
    // True while the wheel is zooming: the layers scale their last drawing until it stops.
    property bool zoomGesture: false
    readonly property alias drawnZoom: layers.drawnZoom
    property bool autoFit: true
    // The box being dragged and how far, in scene units (drawn offset until the drop).
    property int dragNode: -1
    property real dragDX: 0
    property real dragDY: 0
    // A cable being drawn: where it starts (node, port chip or 0) and the plan for where the
    // pointer is now ({ok, text}).
    property int cableNode: -1
    property var cablePort: 0
    property point cableStart: Qt.point(0, 0)
    property point cableEnd: Qt.point(0, 0)
    property var cablePlan: null

    // Cable drawing, from a press at view point p (on a port chip, or anywhere on a box).
    function beginCable(p: point) {
        const sx = (p.x - panX) / zoom, sy = (p.y - panY) / zoom
        cableNode = nodes.nodeAt(sx, sy)
        cablePort = chipAt(cableNode, sx, sy)
        cableStart = p
        cableEnd = p
        cablePlan = null
    }
    function moveCable(translation: point) {
        const e = Qt.point(cableStart.x + translation.x, cableStart.y + translation.y)
        cableEnd = e
        const sx = (e.x - panX) / zoom, sy = (e.y - panY) / zoom
        const to = nodes.nodeAt(sx, sy)
        cablePlan = to >= 0 && to !== cableNode ? ProjectEditor.cablePlan(cableNode, cablePort, to, chipAt(to, sx, sy)) : null
    }
    function endCable() {
        const sx = (cableEnd.x - panX) / zoom, sy = (cableEnd.y - panY) / zoom
        const to = nodes.nodeAt(sx, sy)
        const from = cableNode, port = cablePort
        cableNode = -1
        cablePlan = null
        if (from >= 0 && to >= 0 && to !== from)
            ProjectEditor.connectCable(from, port, to, chipAt(to, sx, sy))
    }

    // A drag of node `n` by (dx, dy), adjusted so its top-left corner lands on the grid when
    // snapping is on.
    function snapped(n: int, dx: real, dy: real): point {
        if (!Prefs.snapToGrid || n < 0)
            return Qt.point(dx, dy)
        const i = nodes.index(n, 0)
        const g = Prefs.gridSize
        const x = nodes.data(i, TopologyModel.XRole), y = nodes.data(i, TopologyModel.YRole)
        return Qt.point(Math.round((x + dx) / g) * g - x, Math.round((y + dy) / g) * g - y)
    }

    // Whether scene point (sx, sy) is on node `n`'s collapse toggle (the ▾ / ▸ NodePainter draws).
    function toggleAt(n: int, sx: real, sy: real): bool {
        if (n < 0)
            return false
        const idx = nodes.index(n, 0)
        if (!nodes.data(idx, TopologyModel.FrameRole) && !nodes.data(idx, TopologyModel.CollapsedRole))
            return false
        const right = nodes.data(idx, TopologyModel.XRole) + nodes.data(idx, TopologyModel.WidthRole)
        const top = nodes.data(idx, TopologyModel.YRole)
        return sx >= right - 28 && sx <= right - 5 && sy >= top + 5 && sy <= top + 28
    }

    // The port chip under scene point (sx, sy) on node `n`, or 0; none while chips are too small
    // to be drawn (NodePainter draws them from 68% zoom).
    function chipAt(n: int, sx: real, sy: real) {
        if (n < 0 || drawnZoom * 11 < 7.5)
            return 0
        const idx = nodes.index(n, 0)
        const nx = nodes.data(idx, TopologyModel.XRole), ny = nodes.data(idx, TopologyModel.YRole)
        for (const p of nodes.data(idx, TopologyModel.PortsRole) || [])
            if (sx >= nx + p.x && sx <= nx + p.x + p.width && sy >= ny + p.y && sy <= ny + p.y + 18)
                return p.port
        return 0
    }
    readonly property real minZoom: 0.08
    readonly property real maxZoom: 4

    objectName: "diagramCanvas"
    clip: true

    function fit() {
        const b = nodes.bounds
        if (b.width <= 0 || b.height <= 0 || width <= 0 || height <= 0)
            return
        zoomGesture = false
        // Clear of what floats over the canvas: no box starts out hidden under the minimap, nor
        // under the column captions (two lines each in a narrow canvas).
        const f = nodes.fitView(width, height, 28, 1.25, overlays.rects().concat([Qt.rect(0, 0, width, captions.captionsBottom)]))
        zoom = f.zoom
        panX = f.panX
        panY = f.panY
        autoFit = true
    }

    // Zooms by `factor` keeping the scene point under (px, py) where it is.
    function zoomAt(px: real, py: real, factor: real) {
        zoomGesture = false
        zoomAround(px, py, factor)
    }
    // The same for a wheel step: the layers scale their drawing until the wheel stops.
    function wheelZoomAt(px: real, py: real, factor: real) {
        zoomGesture = true
        zoomSettle.restart()
        zoomAround(px, py, factor)
    }
    function zoomAround(px: real, py: real, factor: real) {
        const z = Math.max(minZoom, Math.min(maxZoom, zoom * factor))
        const sx = (px - panX) / zoom
        const sy = (py - panY) / zoom
        zoom = z
        panX = px - sx * z
        panY = py - sy * z
        autoFit = false
    }

    function sceneToView(sx: real, sy: real): point {
        return Qt.point(panX + sx * zoom, panY + sy * zoom)
    }

    // Puts scene point (sx, sy) in the middle of the view, keeping the zoom.
    function centreOn(sx: real, sy: real) {
        zoomGesture = false
        panX = width / 2 - sx * zoom
        panY = height / 2 - sy * zoom
        autoFit = false
    }

    // Whether the view can say what is in it: a canvas not laid out yet (a selection made as the
    // window opens, say by --select) has no size, and centring then would turn off the fit that
    // is still to come for a view at zoom 1. The fit shows every box anyway.
    function laidOut(): bool {
        return width > 0 && height > 0
    }

    // Centres the view on boxes `indexes` (a cable's two ends) unless all are in view already.
    function revealAll(indexes) {
        if (!laidOut())
            return
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity
        for (const n of indexes) {
            const i = nodes.index(n, 0)
            const x = nodes.data(i, TopologyModel.XRole), y = nodes.data(i, TopologyModel.YRole)
            x0 = Math.min(x0, x)
            y0 = Math.min(y0, y)
            x1 = Math.max(x1, x + nodes.data(i, TopologyModel.WidthRole))
            y1 = Math.max(y1, y + nodes.data(i, TopologyModel.HeightRole))
        }
        if (x0 === Infinity || inView(x0, y0, x1, y1))
            return
        // Zoomed out as far as needed for both ends to fit in the view's middle 80% (clear of
        // the overview in the corner), then centred on them.
        const fitting = Math.min(0.8 * width / Math.max(1, x1 - x0), 0.8 * height / Math.max(1, y1 - y0))
        if (fitting < zoom)
            zoom = Math.max(minZoom, fitting)
        centreOn((x0 + x1) / 2, (y0 + y1) / 2)
    }

    // A palette double-click: creates `kind` in the middle of the view, as a drop there would.
    // A double-clicked palette kind: created at the view's height in its own column (a server
    // among the hosts, wherever the view is), brought into view if that column is off screen.
    function createAtCentre(kind: string) {
        const column = ProjectEditor.columnX(kind)
        const sx = isNaN(column) ? (width / 2 - panX) / zoom : column
        const sy = (height / 2 - panY) / zoom
        const error = ProjectEditor.dropNew(kind, nodes.nodeAt(sx, sy), sx, sy)
        if (error.length === 0 && !inView(sx - 60, sy - 20, sx + 60, sy + 20))
            centreOn(sx, sy)
        return error
    }

    // Brings node `index` into view (centred) without changing the zoom.
    function reveal(index: int) {
        if (!laidOut())
            return
        const i = nodes.index(index, 0)
        const x = nodes.data(i, TopologyModel.XRole), y = nodes.data(i, TopologyModel.YRole)
        const w = nodes.data(i, TopologyModel.WidthRole), h = nodes.data(i, TopologyModel.HeightRole)
        if (!inView(x, y, x + w, y + h))
            centreOn(x + w / 2, y + h / 2)
    }

    // Whether the scene rectangle (x0, y0)–(x1, y1) is wholly in view.
    function inView(x0: real, y0: real, x1: real, y1: real): bool {
        const a = sceneToView(x0, y0), b = sceneToView(x1, y1)
        return a.x >= 0 && a.y >= 0 && b.x <= width && b.y <= height
    }

    Timer {
        id: zoomSettle
        interval: 150
        onTriggered: root.zoomGesture = false
    }

    onWidthChanged: if (autoFit) fit()
    onHeightChanged: if (autoFit) fit()
    // A newly opened lab is fitted; an edit keeps the user's view (the zoom stays, even if the
    // view was still following the fit).
    Connections {
        target: ProjectEditor
        // (Opening a project empties the history: that is no edit.)
        function onStackChanged() { if (ProjectEditor.history.length > 0) root.autoFit = false }
    }
    Connections {
        target: ProjectController
        function onProjectOpened() { Qt.callLater(root.fit) }
    }
    Component.onCompleted: fit()

    Rectangle {
        anchors.fill: parent
        color: Theme.canvas
    }

    // The grid boxes snap to, drawn while snapping is on.
    SnapGrid {
        canvas: root
    }

    // Column captions, pinned to the top, follow the tiers' x.
    ColumnCaptions {
        id: captions
        anchors.fill: parent
        canvas: root
    }

    // Frames, cables, cards, heat and labels, drawn for the view (scaled during a wheel zoom).
    DiagramLayers {
        id: layers
        canvas: root
    }

    // A press on the canvas takes the keyboard from whatever text field had it, so the canvas's
    // shortcuts (+, -, F, Delete…) act on the diagram instead of typing into that field.
    // (The tap, drag and context-menu handlers below each call forceActiveFocus first.)
    activeFocusOnTab: true

    // The box under the pointer (drawn highlighted; the pointer says it can be clicked).
    property int hoveredNode: -1
    HoverHandler {
        id: hover
        objectName: "canvasHover"
        cursorShape: root.hoveredNode >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
        onPointChanged: {
            root.hoveredNode = hovered
                ? root.nodes.nodeAt((point.position.x - root.panX) / root.zoom, (point.position.y - root.panY) / root.zoom)
                : -1
            portChips.pointAt(point.position.x, point.position.y)
        }
        onHoveredChanged: if (!hovered) {
            root.hoveredNode = -1
            portChips.hoveredPort = 0
            portChips.hoveredEdge = -1
        }
    }
    // The chip under the pointer, its hint, and the cables traced chip to chip.
    property alias portChips: portChips
    PortChips {
        id: portChips
        canvas: root
    }

    // Whether Shift was down when the button went down: a Shift-drag from a box draws a cable
    // from a free port of that device (read at press time; moves may not repeat modifiers).
    property bool shiftAtPress: false
    property bool ctrlAtPress: false
    PointHandler {
        objectName: "pressWatcher"
        target: null
        acceptedButtons: Qt.LeftButton
        onActiveChanged: if (active) {
            root.shiftAtPress = (point.modifiers & Qt.ShiftModifier) !== 0
            root.ctrlAtPress = (point.modifiers & Qt.ControlModifier) !== 0
        }
    }
    // The rubber band (Shift-drag on empty canvas or inside a frame), in view coordinates.
    property bool banding: false
    property point bandStart: Qt.point(0, 0)
    property point bandEnd: Qt.point(0, 0)
    Rectangle {
        objectName: "rubberBand"
        visible: root.banding
        z: 10
        x: Math.min(root.bandStart.x, root.bandEnd.x)
        y: Math.min(root.bandStart.y, root.bandEnd.y)
        width: Math.abs(root.bandEnd.x - root.bandStart.x)
        height: Math.abs(root.bandEnd.y - root.bandStart.y)
        color: Qt.rgba(0.2, 0.45, 0.85, 0.08)
        border.color: Theme.accent
    }

    DragHandler {
        id: pan
        objectName: "canvasDrag"
        target: null
        property real startX: 0
        property real startY: 0
        onActiveChanged: {
            if (active) {
                root.forceActiveFocus()
                const p = centroid.pressPosition
                const sx = (p.x - root.panX) / root.zoom, sy = (p.y - root.panY) / root.zoom
                const hit = root.nodes.nodeAt(sx, sy)
                const chip = root.chipAt(hit, sx, sy)
                const frame = hit >= 0 && root.nodes.data(root.nodes.index(hit, 0), TopologyModel.FrameRole)
                if (hit >= 0 && (chip !== 0 || (root.shiftAtPress && !frame))) {
                    root.beginCable(p)
                    return
                }
                // Shift-drag on empty canvas or inside a frame (a fabric, an array) draws a band.
                if ((hit < 0 || frame) && root.shiftAtPress) {
                    root.banding = true
                    root.bandStart = p
                    root.bandEnd = p
                    return
                }
                // A box (not a frame, whose inside is where one pans) moves at once: pressing
                // on it selects it first (Ctrl adds it to the selection).
                if (hit >= 0 && ProjectController.selectedNodes.indexOf(hit) < 0 && !frame) {
                    if (root.ctrlAtPress)
                        ProjectController.toggleNode(hit)
                    else
                        ProjectController.selectNode(hit)
                }
                if (hit >= 0 && ProjectController.selectedNodes.indexOf(hit) >= 0) {
                    root.dragNode = hit
                    root.dragDX = 0
                    root.dragDY = 0
                    return
                }
                startX = root.panX
                startY = root.panY
                root.autoFit = false
            } else if (root.banding) {
                root.banding = false
                const x0 = (Math.min(root.bandStart.x, root.bandEnd.x) - root.panX) / root.zoom
                const y0 = (Math.min(root.bandStart.y, root.bandEnd.y) - root.panY) / root.zoom
                ProjectController.selectRect(x0, y0, Math.abs(root.bandEnd.x - root.bandStart.x) / root.zoom,
                                             Math.abs(root.bandEnd.y - root.bandStart.y) / root.zoom, root.ctrlAtPress)
            } else if (root.cableNode >= 0) {
                root.endCable()
            } else if (root.dragNode >= 0) {
                const node = root.dragNode
                const snapped = root.snapped(node, root.dragDX, root.dragDY)
                root.dragNode = -1
                if (Math.abs(snapped.x) + Math.abs(snapped.y) > 0.5)
                    ProjectEditor.moveNodesBy(ProjectController.selectedNodes, snapped.x, snapped.y)
            }
        }
        onTranslationChanged: {
            if (!active)
                return
            if (root.cableNode >= 0) {
                root.moveCable(translation)
                return
            }
            if (root.banding) {
                root.bandEnd = Qt.point(root.bandStart.x + translation.x, root.bandStart.y + translation.y)
                return
            }
            if (root.dragNode >= 0) {
                const d = root.snapped(root.dragNode, translation.x / root.zoom, translation.y / root.zoom)
                root.dragDX = d.x
                root.dragDY = d.y
                return
            }
            root.panX = startX + translation.x
            root.panY = startY + translation.y
        }
    }

    // The cable being drawn: a line from its start to the pointer, and what it would be.
    CableDraft {
        canvas: root
    }

    // Palette drops: create the kind where it lands.
    DropArea {
        objectName: "canvasDrop"
        anchors.fill: parent
        keys: ["santwin/kind"]
        onDropped: (drop) => {
            const sx = (drop.x - root.panX) / root.zoom
            const sy = (drop.y - root.panY) / root.zoom
            ProjectEditor.dropNew(drop.source.kind, root.nodes.nodeAt(sx, sy), sx, sy)
            drop.accept()
        }
    }

    TapHandler {
        objectName: "canvasTap"
        onTapped: (point) => {
            root.forceActiveFocus()
            const sx = (point.position.x - root.panX) / root.zoom
            const sy = (point.position.y - root.panY) / root.zoom
            const hit = root.nodes.nodeAt(sx, sy)
            const chip = root.chipAt(hit, sx, sy)
            if (hit >= 0 && (root.toggleAt(hit, sx, sy) || (point.tapCount === 2 && ProjectEditor.isCollapsible(hit)))) {
                const why = ProjectEditor.toggleCollapsed(hit)
                if (why.length > 0)
                    ProjectEditor.refused(why)
            } else if (chip !== 0 && !root.ctrlAtPress)
                ProjectController.select(chip)  // the port: its cable traced, its inspector shown
            else if (hit >= 0 && root.ctrlAtPress)
                ProjectController.toggleNode(hit)
            else if (hit >= 0)
                ProjectController.selectNode(hit)
            else if (!root.ctrlAtPress)
                ProjectController.clearSelection()
        }
    }

    // Right-click a box: the operations it offers (qml/Playback/OperationMenu.qml).
    TapHandler {
        objectName: "canvasContextTap"
        acceptedButtons: Qt.RightButton
        onTapped: (point) => {
            root.forceActiveFocus()
            const hit = root.nodes.nodeAt((point.position.x - root.panX) / root.zoom,
                                          (point.position.y - root.panY) / root.zoom)
            if (hit >= 0)
                operationMenu.openFor(root.nodes.keyAt(hit), root.nodes.membersAt(hit))
        }
    }
    OperationMenu { id: operationMenu }

    WheelHandler {
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad
        onWheel: (event) => {
            const steps = event.angleDelta.y / 120
            root.wheelZoomAt(point.position.x, point.position.y, Math.pow(1.15, steps))
        }
    }

    CanvasOverlays {
        id: overlays
        anchors.fill: parent
        canvas: root
        // Once the legend has its new size, if the view still follows the fit by then.
        // The canvas may be gone by then (a window closing): a late call then does nothing.
        onMoved: Qt.callLater(() => { if (root && root.autoFit) root.fit() })
    }

    // Keyboard zoom, fit, pan, overview, select all and clear (window-wide).
    CanvasKeys {
        canvas: root
    }

    Text {
        anchors.centerIn: parent
        visible: root.nodes.count === 0
        objectName: "emptyCanvasHint"
        // A new project is empty, not missing: say how to start building.
        text: ProjectController.hasProject
              ? qsTr("This project is empty.\nDrag hardware from the Palette tab on the left onto the canvas\n"
                     + "(a whole AMS 2100, a c7000 blade enclosure, a Brocade switch…),\n"
                     + "or import an estate (▾ beside Open…, Import an estate…).")
              : qsTr("No project open.\nPick a built-in lab or open a .santwin file.")
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.fontFamily
        font.pixelSize: 15
        color: Theme.textMuted
    }
}
