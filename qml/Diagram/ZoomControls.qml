import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Zoom out / in / fit buttons with the current zoom.
Rectangle {
    id: root

    property real zoom: 1
    signal zoomIn()
    signal zoomOut()
    signal fitRequested()

    objectName: "zoomControls"
    width: row.implicitWidth + 8
    height: row.implicitHeight + 8
    radius: 6
    color: Theme.overlay
    border.color: Theme.border

    RowLayout {
        id: row
        anchors.centerIn: parent
        spacing: 2
        ToolButton {
            objectName: "zoomOutButton"
            text: "−"
            font.pixelSize: 16
            onClicked: root.zoomOut()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Zoom out (or scroll)")
        }
        Label {
            text: Math.floor(root.zoom * 100 + 1e-6) + " %"  // 67.8% shows 67: chips are labelled from 68
            horizontalAlignment: Text.AlignHCenter
            Layout.preferredWidth: 48
            color: Theme.textMuted
        }
        ToolButton {
            objectName: "zoomInButton"
            text: "+"
            font.pixelSize: 16
            onClicked: root.zoomIn()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Zoom in (or scroll)")
        }
        ToolButton {
            objectName: "fitButton"
            text: qsTr("Fit")
            onClicked: root.fitRequested()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Show the whole lab")
        }
    }
}
