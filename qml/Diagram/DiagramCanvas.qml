import QtQuick
import QtQuick.Controls
import SanTwin

// The topology diagram: frames, links (one LinkLayer), link labels and device boxes, in scene
// units inside a content item that pans (drag) and zooms (wheel, around the cursor). Fits the
// whole diagram on load and on resize until the user moves it. A click selects the box under it.
Item {
    id: root

    property TopologyModel nodes: ProjectController.nodes
    property LinkModel links: ProjectController.links
    property int selectedNode: ProjectController.selectedNode

    property real zoom: 1
    property real panX: 0
    property real panY: 0
    property bool autoFit: true
    readonly property real minZoom: 0.08
    readonly property real maxZoom: 4

    objectName: "diagramCanvas"
    clip: true

    function fit() {
        const b = nodes.bounds
        if (b.width <= 0 || b.height <= 0 || width <= 0 || height <= 0)
            return
        const margin = 28
        const z = Math.min((width - 2 * margin) / b.width, (height - 2 * margin) / b.height)
        zoom = Math.max(minZoom, Math.min(1.25, z))
        panX = (width - b.width * zoom) / 2 - b.x * zoom
        panY = (height - b.height * zoom) / 2 - b.y * zoom
        autoFit = true
    }

    // Zooms by `factor` keeping the scene point under (px, py) where it is.
    function zoomAt(px: real, py: real, factor: real) {
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

    // Brings node `index` into view (centred) without changing the zoom.
    function reveal(index: int) {
        const i = nodes.index(index, 0)
        const x = nodes.data(i, TopologyModel.XRole), y = nodes.data(i, TopologyModel.YRole)
        const w = nodes.data(i, TopologyModel.WidthRole), h = nodes.data(i, TopologyModel.HeightRole)
        const p = sceneToView(x, y)
        if (p.x >= 0 && p.y >= 0 && p.x + w * zoom <= width && p.y + h * zoom <= height)
            return
        panX = width / 2 - (x + w / 2) * zoom
        panY = height / 2 - (y + h / 2) * zoom
        autoFit = false
    }

    // Labels are placed for the zoom once it settles (not on every wheel step).
    onZoomChanged: labelTimer.restart()
    Timer {
        id: labelTimer
        interval: 60
        onTriggered: root.links.layoutLabels(root.zoom)
    }

    onWidthChanged: if (autoFit) fit()
    onHeightChanged: if (autoFit) fit()
    Connections {
        target: root.nodes
        function onCountChanged() { root.fit() }
    }
    Component.onCompleted: {
        fit()
        links.layoutLabels(zoom)
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.canvas
    }

    // Column captions, pinned to the top, follow the tiers' x.
    Repeater {
        model: [{ x: -400, text: qsTr("Virtual machines") }, { x: 0, text: qsTr("Hosts") },
                { x: 400, text: qsTr("Fabrics") }, { x: 800, text: qsTr("Storage & backup") },
                { x: 1200, text: qsTr("Pools & RAID groups") }]
        delegate: Text {
            required property var modelData
            x: root.panX + modelData.x * root.zoom - width / 2
            y: 6
            visible: root.nodes.count > 0
            text: modelData.text
            font.family: Theme.fontFamily
            font.pixelSize: 11
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.8
            color: Theme.textFaint
        }
    }

    Item {
        id: content
        objectName: "diagramContent"
        x: root.panX
        y: root.panY
        scale: root.zoom
        transformOrigin: Item.TopLeft

        LinkLayer {
            id: linkLayer
            objectName: "linkLayer"
            z: 1
            model: root.links
            highlightNode: root.selectedNode
            pixelSize: 1 / root.zoom
            fcColor: Theme.fcLink
            ethernetColor: Theme.ethernetLink
            sasColor: Theme.sasLink
            runsOnColor: Theme.runsOnLink
            holdsColor: Theme.holdsLink
            highlightColor: Theme.accent
            playback: PlaybackController
        }

        Repeater {
            id: nodeRepeater
            objectName: "nodeRepeater"
            model: root.nodes
            delegate: NodeItem {
                zoom: root.zoom
                selected: index === root.selectedNode
            }
        }

        HeatOverlay {
            z: 3
            nodes: root.nodes
            zoom: root.zoom
        }

        Repeater {
            objectName: "labelRepeater"
            model: root.links
            delegate: LinkLabel {
                textSize: root.links.labelSize
                lit: fromIndex === root.selectedNode || toIndex === root.selectedNode
            }
        }
    }

    DragHandler {
        id: pan
        target: null
        property real startX: 0
        property real startY: 0
        onActiveChanged: {
            if (active) {
                startX = root.panX
                startY = root.panY
                root.autoFit = false
            }
        }
        onTranslationChanged: {
            if (!active)
                return
            root.panX = startX + translation.x
            root.panY = startY + translation.y
        }
    }

    TapHandler {
        objectName: "canvasTap"
        onTapped: (point) => {
            const sx = (point.position.x - root.panX) / root.zoom
            const sy = (point.position.y - root.panY) / root.zoom
            const hit = root.nodes.nodeAt(sx, sy)
            if (hit >= 0)
                ProjectController.selectNode(hit)
            else
                ProjectController.clearSelection()
        }
    }

    // Right-click a box: the operations it offers (qml/Playback/OperationMenu.qml).
    TapHandler {
        objectName: "canvasContextTap"
        acceptedButtons: Qt.RightButton
        onTapped: (point) => {
            const hit = root.nodes.nodeAt((point.position.x - root.panX) / root.zoom,
                                          (point.position.y - root.panY) / root.zoom)
            if (hit >= 0)
                operationMenu.openFor(root.nodes.keyAt(hit))
        }
    }
    OperationMenu { id: operationMenu }

    WheelHandler {
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad
        onWheel: (event) => {
            const steps = event.angleDelta.y / 120
            root.zoomAt(point.position.x, point.position.y, Math.pow(1.15, steps))
        }
    }

    Legend {
        id: legend
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        visible: root.nodes.count > 0
    }
    PlaybackLegend {
        anchors.left: legend.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
    }

    ZoomControls {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        zoom: root.zoom
        onZoomIn: root.zoomAt(root.width / 2, root.height / 2, 1.25)
        onZoomOut: root.zoomAt(root.width / 2, root.height / 2, 0.8)
        onFitRequested: root.fit()
    }

    Text {
        anchors.centerIn: parent
        visible: root.nodes.count === 0
        text: qsTr("No project open.\nPick a built-in lab or open a .santwin file.")
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.fontFamily
        font.pixelSize: 15
        color: Theme.textMuted
    }
}
