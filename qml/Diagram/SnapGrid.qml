import QtQuick
import SanTwin

// The grid boxes snap to, over the whole canvas, following its pan and zoom; drawn while snapping
// is on and its lines are far enough apart.
Canvas {
    id: grid

    required property Item canvas
    readonly property real step: Prefs.gridSize * canvas.zoom

    objectName: "snapGrid"
    anchors.fill: canvas
    visible: Prefs.snapToGrid && step >= 6
    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        ctx.strokeStyle = Theme.gridLine
        ctx.lineWidth = 1
        ctx.beginPath()
        for (let x = ((canvas.panX % step) + step) % step; x < width; x += step) {
            ctx.moveTo(Math.round(x) + 0.5, 0)
            ctx.lineTo(Math.round(x) + 0.5, height)
        }
        for (let y = ((canvas.panY % step) + step) % step; y < height; y += step) {
            ctx.moveTo(0, Math.round(y) + 0.5)
            ctx.lineTo(width, Math.round(y) + 0.5)
        }
        ctx.stroke()
    }
    onStepChanged: if (visible) requestPaint()
    onVisibleChanged: if (visible) requestPaint()
    onWidthChanged: if (visible) requestPaint()
    onHeightChanged: if (visible) requestPaint()
    Connections {
        target: grid.canvas
        enabled: grid.visible
        function onPanXChanged() { grid.requestPaint() }
        function onPanYChanged() { grid.requestPaint() }
    }
    Connections {
        target: Theme
        function onGridLineChanged() { if (grid.visible) grid.requestPaint() }
    }
}
