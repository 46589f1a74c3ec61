import QtQuick
import SanTwin

// A NodeLayer (app/bridge/node_layer.h) following the canvas's view, selection, drag and hover,
// in the theme's colours. The canvas stacks two: frames under the cables, cards over them.
NodeLayer {
    required property Item canvas

    anchors.fill: canvas
    model: canvas.nodes
    zoom: canvas.zoom
    panX: canvas.panX
    panY: canvas.panY
    selectedNodes: ProjectController.selectedNodes
    highlightNodes: ProjectController.highlightNodes
    hoveredNode: canvas.hoveredNode
    dragging: canvas.dragNode >= 0
    dragDX: canvas.dragDX
    dragDY: canvas.dragDY
    categoryColors: Theme.categoryColors
    baseColor: Theme.base
    borderColor: Theme.border
    textColor: Theme.text
    mutedColor: Theme.textMuted
    faintColor: Theme.textFaint
    accentColor: Theme.accent
    accentSoftColor: Theme.accentSoft
    chipColor: Theme.chipFill
    fontFamily: Theme.fontFamily
}
