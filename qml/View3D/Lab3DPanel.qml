import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// The 3D lab tab: the racks of the open lab (or of the run being played, drives coloured by
// their RAID group's utilization at the playhead). Drag to orbit, scroll to zoom, double-click
// to reset; Snapshot saves a PNG.
Rectangle {
    id: root

    objectName: "lab3dPanel"
    // Set by the window while this tab is the one showing: only then does VTK render.
    property bool shown: false
    color: Theme.canvas

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 36
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 10
                anchors.rightMargin: 10
                spacing: 8
                Label {
                    objectName: "lab3dStatus"
                    text: view.status
                    color: view.available ? Theme.textMuted : Theme.error
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    font.pixelSize: Theme.smallFontSize
                }
                Label {
                    visible: view.available
                    text: view.following ? qsTr("colours follow the playhead") : qsTr("no run: drives in grey")
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallFontSize
                }
                ToolButton {
                    text: qsTr("Reset view")
                    enabled: view.available
                    onClicked: view.resetView()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Back to the default angle and distance (double-click the view)")
                }
                Button {
                    objectName: "snapshotButton"
                    text: qsTr("Snapshot…")
                    enabled: view.available
                    onClicked: snapshotDialog.open()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Save this view as a 1600 × 1000 PNG")
                }
            }
        }

        Lab3DView {
            id: view
            objectName: "lab3dView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            active: root.shown && available
            dark: Theme.dark

            // One MouseArea for the three gestures: drag orbits, wheel zooms, double-click resets.
            MouseArea {
                anchors.fill: parent
                property point last
                cursorShape: pressed ? Qt.ClosedHandCursor : Qt.OpenHandCursor
                onPressed: (mouse) => last = Qt.point(mouse.x, mouse.y)
                onPositionChanged: (mouse) => {
                    view.orbit(mouse.x - last.x, mouse.y - last.y)
                    last = Qt.point(mouse.x, mouse.y)
                }
                onDoubleClicked: view.resetView()
                onWheel: (wheel) => view.zoom = view.zoom * Math.pow(1.15, wheel.angleDelta.y / 120)
            }
            Label {
                anchors.bottom: parent.bottom
                anchors.left: parent.left
                anchors.margins: 8
                visible: view.available && view.frames > 0
                text: qsTr("drag to orbit · scroll to zoom · %1 ms per image").arg(Math.round(view.renderMs))
                color: Theme.textFaint
                font.pixelSize: Theme.smallFontSize
            }
            BusyIndicator {
                anchors.centerIn: parent
                running: view.available && view.frames === 0 && root.shown
                visible: running
            }
            Label {
                anchors.centerIn: parent
                width: parent.width * 0.7
                visible: !view.available
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("The 3D view cannot be drawn here: %1").arg(view.status.length > 0 ? view.status
                      : qsTr("VTK renders through an X display and none could be opened (run under X or Xvfb)."))
                color: Theme.textMuted
            }
        }
    }

    FileDialog {
        id: snapshotDialog
        title: qsTr("Save the 3D view as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "png"
        nameFilters: [qsTr("PNG images (*.png)")]
        onAccepted: view.snapshot(selectedFile)
    }
}
