import QtQuick
import SanTwin

// A cable's label ("4 × 8G FC") where LinkModel.layoutLabels found room for it (near the curve's
// midpoint); its size follows the zoom so it stays legible. Hidden when there was no room, and
// when zoomed out so far that the text would be too small to read.
Rectangle {
    id: root

    required property string label
    required property real labelX
    required property real labelY
    required property int fromIndex
    required property int toIndex
    required property bool labelShown
    property real textSize: 10
    property bool lit: false
    property bool readable: true

    objectName: "linkLabel"
    visible: labelShown && readable
    z: 3
    x: labelX - width / 2
    y: labelY - height / 2
    width: text.implicitWidth + textSize * 0.8
    height: text.implicitHeight + textSize * 0.2
    radius: height / 2
    color: lit ? Theme.accentSoft : Theme.overlay
    border.color: lit ? Theme.accent : Theme.border
    border.width: 1

    Text {
        id: text
        anchors.centerIn: parent
        text: root.label
        font.family: Theme.fontFamily
        font.pixelSize: root.textSize
        color: root.lit ? (Theme.dark ? Theme.accent : Qt.darker(Theme.accent, 1.5)) : Theme.textMuted
    }
}
