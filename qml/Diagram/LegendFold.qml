import QtQuick
import QtQuick.Controls
import SanTwin

// A legend's title with a caret, as a button: a click opens or folds the legend.
ToolButton {
    id: root

    property string title
    property bool expanded: true

    padding: 2
    leftPadding: 2
    rightPadding: 4
    implicitHeight: label.implicitHeight + 4
    background: Rectangle {
        radius: 3
        color: root.hovered ? Theme.hover : "transparent"
    }
    contentItem: Text {
        id: label
        text: (root.expanded ? "▾ " : "▸ ") + root.title
        font.family: Theme.fontFamily
        font.pixelSize: Theme.smallFontSize
        font.bold: true
        color: Theme.textMuted
    }
    ToolTip.visible: hovered
    ToolTip.delay: 500
    ToolTip.text: expanded ? qsTr("Fold the legend to its title") : qsTr("Open the legend")
}
