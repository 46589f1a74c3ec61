import QtQuick
import QtQuick.Shapes
import SanTwin

// One cable drawn from its port chip to the other end's, over the boxes, in scene units: shown
// for a selected cable or port and for the chip under the pointer, where the bundled box-to-box
// line ("2 × 4G FC") does not say which ports it joins.
Shape {
    id: root

    required property var modelData  // ProjectController.cableTraces entry
    property real pixel: 1           // one screen pixel in scene units

    objectName: "cableTrace"
    ShapePath {
        strokeColor: Theme.accent
        strokeWidth: 2.5 * root.pixel
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        startX: root.modelData.x0
        startY: root.modelData.y0
        PathCubic {
            control1X: root.modelData.x1
            control1Y: root.modelData.y1
            control2X: root.modelData.x2
            control2Y: root.modelData.y2
            x: root.modelData.x3
            y: root.modelData.y3
        }
    }
}
