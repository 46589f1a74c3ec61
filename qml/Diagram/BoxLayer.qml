import QtQuick
import SanTwin

// A NodeLayer (app/bridge/node_layer.h) drawn for the layers' view, following the canvas's
// selection, drag and hover, in the theme's colours. DiagramLayers stacks two: frames under the
// cables, cards over them.
NodeLayer {
    required property Item canvas
    required property Item view  // DiagramLayers: the zoom and pan to draw for

    anchors.fill: parent
    model: canvas.nodes
    zoom: view.drawnZoom
    panX: view.drawnPanX
    panY: view.drawnPanY
    selectedNodes: ProjectController.selectedNodes
    highlightNodes: ProjectController.highlightNodes
    hoveredNode: canvas.hoveredNode
    litPorts: canvas.portChips.litPorts
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
