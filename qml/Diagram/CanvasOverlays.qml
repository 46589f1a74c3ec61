import QtQuick
import SanTwin

// What floats over the diagram canvas: the link legend and the playback legend in one bottom
// corner, the overview (minimap) and zoom buttons in the other. The canvas fits the drawing
// clear of them (rects()).
Item {
    id: root

    required property Item canvas

    // The visible overlays' rectangles in canvas coordinates, with a little room around each.
    function rects() {
        const out = []
        for (const o of [legend, playbackLegend, overview, zoomControls])
            if (o.visible && o.width > 0)
                out.push(Qt.rect(x + o.x - 6, y + o.y - 6, o.width + 12, o.height + 12))
        return out
    }

    Legend {
        id: legend
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        visible: root.canvas.nodes.count > 0
    }
    PlaybackLegend {
        id: playbackLegend
        anchors.left: legend.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
    }

    Overview {
        id: overview
        canvas: root.canvas
        anchors.right: parent.right
        anchors.bottom: zoomControls.top
        anchors.margins: 12
        visible: Prefs.showOverview && root.canvas.nodes.count > 0
    }

    ZoomControls {
        id: zoomControls
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        zoom: root.canvas.zoom
        onZoomIn: root.canvas.zoomAt(root.canvas.width / 2, root.canvas.height / 2, 1.25)
        onZoomOut: root.canvas.zoomAt(root.canvas.width / 2, root.canvas.height / 2, 0.8)
        onFitRequested: root.canvas.fit()
    }
}
