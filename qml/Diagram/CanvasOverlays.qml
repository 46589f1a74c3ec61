import QtQuick
import SanTwin

// What floats over the diagram canvas: the link legend and the playback legend in one bottom
// corner, the overview (minimap) and zoom buttons in the other, none over another however narrow
// the canvas. The canvas fits the drawing clear of them (rects()) and again when a legend opens
// or folds (moved()).
Item {
    id: root

    required property Item canvas

    readonly property real margin: 12
    // Room for the legends open: a smaller canvas (a laptop's, between the side panels and the
    // charts dock) starts them folded to their titles, until the user opens one (kept in Prefs).
    readonly property bool roomy: width >= 800 && height >= 600
    function opened(choice: string): bool {
        return choice === "" ? roomy : choice === "open"
    }

    signal moved()

    // Whether a shown legend reaches right of `left` while its top is above `bottom`.
    function legendsReach(left: real, bottom: real): bool {
        for (const o of [legend, playbackLegend])
            if (o.visible && o.x + o.width > left && o.y < bottom)
                return true
        return false
    }

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
        expanded: root.opened(Prefs.linkLegend)
        onToggled: Prefs.linkLegend = expanded ? "closed" : "open"
        onExpandedChanged: root.moved()
    }
    // Beside the link legend while that leaves the zoom buttons clear, else stacked above it.
    PlaybackLegend {
        id: playbackLegend
        readonly property bool beside: legend.x + legend.width + root.margin + width + root.margin <= zoomControls.x
        x: beside ? legend.x + legend.width + root.margin : legend.x
        y: beside ? root.height - root.margin - height : legend.y - root.margin - height
        expanded: root.opened(Prefs.playbackLegend)
        onToggled: Prefs.playbackLegend = expanded ? "closed" : "open"
        onExpandedChanged: root.moved()
    }

    // The minimap sits above the zoom buttons; where the legends reach into its corner (a
    // narrow canvas), it gives way to them (M still toggles it where there is room).
    Overview {
        id: overview
        canvas: root.canvas
        x: root.width - root.margin - width
        y: zoomControls.y - root.margin - height
        visible: Prefs.showOverview && root.canvas.nodes.count > 0 && !root.legendsReach(x - root.margin, y + height + root.margin)
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
