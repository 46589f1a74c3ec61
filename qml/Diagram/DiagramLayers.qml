import QtQuick
import SanTwin

// What the canvas draws of the lab, bottom to top: frames (a NodeLayer), cables (a LinkLayer in
// scene units), cards (a NodeLayer), then the playback heat overlay, the cables traced chip to
// chip (PortChips), the cable labels and playback's crosses on cables that are down.
//
// Everything here is drawn for the "drawn view" (drawnZoom, drawnPanX, drawnPanY), which follows
// the canvas's view at once, except during a wheel zoom: then the last drawing is only scaled
// to the live view (this item's transform) and drawn again once the wheel has stopped
// (canvas.zoomGesture false), or sooner when the scaled drawing would leave too wide an empty
// margin (zooming out) or blur (zooming in). Redrawing thousands of boxes at every wheel step
// is what makes a large lab stutter; scaling what is already drawn costs almost nothing.
Item {
    id: layers

    required property Item canvas

    property real drawnZoom: 1
    property real drawnPanX: 0
    property real drawnPanY: 0
    // The live view over the drawn one: screen = live pan + (drawn point - drawn pan) * k.
    readonly property real liveScale: canvas.zoom / drawnZoom
    // Computed here, not bound, so it reads the zoom that has just changed.
    function scaledTooFar(): bool {
        const k = canvas.zoom / drawnZoom
        return k < 0.75 || k > 2
    }

    // The box whose cables are drawn lit: the selected one, unless a port or cable is selected,
    // whose own cables are traced chip to chip instead (PortChips).
    readonly property int cablesLitFor: ProjectController.litLinks.length > 0 ? -1 : canvas.selectedNode

    // Labels are placed for the drawn zoom once it settles (not on every wheel step), the lit
    // box's cables first; unchanged while playback runs, so they never jump under it.
    function placeLabels() {
        canvas.links.layoutLabels(drawnZoom, cablesLitFor)
    }
    onDrawnZoomChanged: labelTimer.restart()
    onCablesLitForChanged: labelTimer.restart()
    Timer {
        id: labelTimer
        interval: 60
        onTriggered: layers.placeLabels()
    }
    Binding {
        target: layers.canvas.links
        property: "fontFamily"
        value: Theme.fontFamily
    }

    function commit() {
        drawnZoom = canvas.zoom
        drawnPanX = canvas.panX
        drawnPanY = canvas.panY
    }

    width: canvas.width
    height: canvas.height
    transform: [
        Scale { xScale: layers.liveScale; yScale: layers.liveScale },
        Translate {
            x: layers.canvas.panX - layers.drawnPanX * layers.liveScale
            y: layers.canvas.panY - layers.drawnPanY * layers.liveScale
        }
    ]
    Component.onCompleted: {
        commit()
        placeLabels()
    }
    Connections {
        target: layers.canvas
        function onZoomChanged() { if (!layers.canvas.zoomGesture || layers.scaledTooFar()) layers.commit() }
        function onPanXChanged() { if (!layers.canvas.zoomGesture) layers.commit() }
        function onPanYChanged() { if (!layers.canvas.zoomGesture) layers.commit() }
        function onZoomGestureChanged() { if (!layers.canvas.zoomGesture) layers.commit() }
    }

    BoxLayer {
        objectName: "frameLayer"
        canvas: layers.canvas
        view: layers
        frames: true
    }

    Item {
        objectName: "diagramContent"
        x: layers.drawnPanX
        y: layers.drawnPanY
        scale: layers.drawnZoom
        transformOrigin: Item.TopLeft

        LinkLayer {
            objectName: "linkLayer"
            model: layers.canvas.links
            highlightNode: layers.cablesLitFor
            pixelSize: 1 / layers.drawnZoom
            fcColor: Theme.fcLink
            ethernetColor: Theme.ethernetLink
            sasColor: Theme.sasLink
            runsOnColor: Theme.runsOnLink
            holdsColor: Theme.holdsLink
            highlightColor: Theme.accent
            playback: PlaybackController
        }
    }

    BoxLayer {
        objectName: "cardLayer"
        canvas: layers.canvas
        view: layers
        frames: false
    }

    Item {
        objectName: "overlayContent"
        x: layers.drawnPanX
        y: layers.drawnPanY
        scale: layers.drawnZoom
        transformOrigin: Item.TopLeft

        HeatOverlay {
            zoom: layers.drawnZoom
        }

        Repeater {
            objectName: "traceRepeater"
            model: layers.canvas.portChips.traces
            delegate: CableTrace { pixel: 1 / layers.drawnZoom }
        }

        Repeater {
            objectName: "labelRepeater"
            model: layers.canvas.links
            delegate: LinkLabel {
                lit: fromIndex === layers.cablesLitFor || toIndex === layers.cablesLitFor
                textSize: layers.canvas.links.labelSize
                boxHeight: layers.canvas.links.labelHeight
            }
        }

        // Playback's crosses on cables that are down, over the labels.
        LinkLayer {
            objectName: "downMarks"
            marksOnly: true
            visible: PlaybackController.hasRun
            model: layers.canvas.links
            pixelSize: 1 / layers.drawnZoom
            playback: PlaybackController
        }
    }
}
