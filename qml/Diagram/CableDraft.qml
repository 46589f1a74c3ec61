import QtQuick
import QtQuick.Controls
import SanTwin

// The cable being drawn on the canvas: a line from its start to the pointer, red when it would
// be refused, and beside the pointer what it would be (ports and speed) or why not.
Item {
    id: draft

    required property Item canvas

    anchors.fill: parent
    z: 10
    visible: canvas.cableNode >= 0

    Rectangle {
        objectName: "cableLine"
        x: draft.canvas.cableStart.x
        y: draft.canvas.cableStart.y - 1
        width: Math.hypot(draft.canvas.cableEnd.x - draft.canvas.cableStart.x, draft.canvas.cableEnd.y - draft.canvas.cableStart.y)
        height: 2
        transformOrigin: Item.Left
        rotation: Math.atan2(draft.canvas.cableEnd.y - draft.canvas.cableStart.y,
                             draft.canvas.cableEnd.x - draft.canvas.cableStart.x) * 180 / Math.PI
        color: draft.canvas.cablePlan && !draft.canvas.cablePlan.ok ? "#d92d20" : Theme.accent
    }
    Label {
        objectName: "cableHint"
        visible: draft.canvas.cablePlan !== null && text.length > 0
        // Beside the pointer, kept inside the view.
        x: Math.max(4, Math.min(draft.canvas.cableEnd.x + 14, draft.width - width - 4))
        y: Math.max(4, Math.min(draft.canvas.cableEnd.y + 10, draft.height - height - 4))
        text: draft.canvas.cablePlan ? draft.canvas.cablePlan.text : ""
        color: draft.canvas.cablePlan && draft.canvas.cablePlan.ok ? Theme.text : Theme.error
        padding: 4
        background: Rectangle { color: Theme.base; border.color: Theme.border; radius: 4 }
    }
}
