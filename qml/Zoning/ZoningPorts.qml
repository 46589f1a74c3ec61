import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The bottom of the zoning tab: the fabric's ports, each one dragged onto a zone to join it or
// given an alias, and the fabric's aliases with what they stand for (Delete removes one).
ColumnLayout {
    id: root

    required property var fabric
    required property var candidates
    required property var aliases

    spacing: 2

    Label {
        text: qsTr("Ports (drag onto a zone)")
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
        font.bold: true
    }
    ListView {
        objectName: "zoningPorts"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 60
        clip: true
        model: root.candidates
        ScrollBar.vertical: ScrollBar {}
        delegate: Item {
            id: row
            required property var modelData
            width: ListView.view.width
            height: 24
            Rectangle {
                id: chip
                objectName: "portChip"
                property var portId: row.modelData.id
                width: row.width - aliasButton.width - 4
                height: 22
                radius: 4
                color: chipDrag.active ? Theme.accentSoft : Theme.base
                border.color: Theme.border
                Drag.active: chipDrag.active
                Drag.keys: ["santwin/port"]
                Drag.hotSpot.x: 10
                Drag.hotSpot.y: 10
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    x: 6
                    width: parent.width - 12
                    text: row.modelData.label
                    font.pixelSize: Theme.smallFontSize
                    elide: Text.ElideRight
                }
                DragHandler {
                    id: chipDrag
                    onActiveChanged: if (!active) {
                        chip.Drag.drop()
                        chip.x = 0
                        chip.y = 0
                    }
                }
            }
            ToolButton {
                id: aliasButton
                anchors.right: parent.right
                text: qsTr("alias")
                implicitHeight: 22
                font.pixelSize: Theme.smallFontSize
                onClicked: ProjectEditor.addAlias(root.fabric, row.modelData.id)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A new alias for this port's WWPN")
            }
        }
    }
    Label {
        visible: root.aliases.length > 0
        text: qsTr("Aliases")
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
        font.bold: true
    }
    Repeater {
        model: root.aliases
        delegate: RowLayout {
            required property var modelData
            Layout.fillWidth: true
            Label {
                text: modelData.name + " → " + modelData.ports
                font.pixelSize: Theme.smallFontSize
                elide: Text.ElideRight
                Layout.fillWidth: true
                TapHandler { onTapped: ProjectController.select(modelData.id) }
            }
            ToolButton {
                objectName: "deleteAlias"
                text: qsTr("Delete")
                font.pixelSize: Theme.smallFontSize
                implicitHeight: 20
                onClicked: ProjectEditor.deleteEntities([modelData.id])
            }
        }
    }
}
