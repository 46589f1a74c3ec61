import QtQuick
import SanTwin

// A cable's label ("4 × 8G FC") in the rectangle LinkModel.layoutLabels placed for it: on its
// curve, clear of boxes, frame titles and other labels, sized for the zoom so it stays legible.
// Hidden when there was no room (the cable's tooltip still names it).
Rectangle {
    id: root

    required property string label
    required property real labelX
    required property real labelY
    required property real labelWidth
    required property int fromIndex
    required property int toIndex
    required property bool labelShown
    property real textSize: 10
    property real boxHeight: 14
    property bool lit: false

    objectName: "linkLabel"
    visible: labelShown
    z: 3
    x: labelX - width / 2
    y: labelY - height / 2
    // The placed size, not the text's: what was checked for overlaps is what is drawn.
    width: labelWidth
    height: boxHeight
    // Slightly rounded, not a pill: a pill's ends would leave the text's first and last letters
    // on the cables behind.
    radius: height * 0.3
    // Opaque: the cables it sits on do not show through the text.
    color: lit ? Theme.accentSoft : Theme.panel
    border.color: lit ? Theme.accent : Theme.border
    border.width: 1

    Text {
        anchors.centerIn: parent
        text: root.label
        font.family: Theme.fontFamily
        font.pixelSize: root.textSize
        color: root.lit ? (Theme.dark ? Theme.accent : Qt.darker(Theme.accent, 1.5)) : Theme.textMuted
    }
}
