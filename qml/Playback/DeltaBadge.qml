import QtQuick
import SanTwin

// An A/B difference badge ("+16 pts") in the bottom-right corner of its box. It is drawn in scene
// units, which shrink with the zoom: the text is sized so it is at least `minScreenPixels` tall on
// screen, and where the box is too small on screen to hold it the badge is left out (the box's tint
// still says which run is busier, and its tooltip the figure).
Rectangle {
    id: root

    property string text
    property color tint
    property real zoom: 1
    readonly property real minScreenPixels: 11
    readonly property real pixelSize: Math.max(10, minScreenPixels / zoom)

    objectName: "deltaBadge"
    anchors.right: parent.right
    anchors.bottom: parent.bottom
    anchors.margins: 3 / Math.min(1, zoom)
    width: label.implicitWidth + pixelSize * 0.6
    height: label.implicitHeight
    visible: text.length > 0 && height <= parent.height * 0.8 && width <= parent.width - 6 / zoom
    radius: height / 3
    color: Theme.panel
    border.color: tint
    border.width: Math.max(1, 1 / zoom)

    Text {
        id: label
        anchors.centerIn: parent
        text: root.text
        font.pixelSize: root.pixelSize
        font.bold: true
        color: root.tint
    }
}
