import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Zoning per fabric: which zone set is active, each zone with its members resolved to the
// ports they stand for (red when a member matches no port), remove a member with ×, add one
// from the ports cabled into the fabric. Clicking a zone selects it: the diagram dims all but
// the boxes holding its members. Every change is undoable and re-runs path resolution.
Pane {
    id: root

    property var fabric: fabricBox.currentIndex >= 0 && fabrics.length > 0 ? fabrics[fabricBox.currentIndex].id : 0
    readonly property var fabrics: (ZoningController.revision, ZoningController.fabrics())
    readonly property var zoneSets: (ZoningController.revision, ZoningController.zoneSets(root.fabric))
    readonly property var zones: (ZoningController.revision, ZoningController.zones(root.fabric))
    readonly property var candidates: (ZoningController.revision, ZoningController.candidatePorts(root.fabric))

    objectName: "zoningPanel"
    padding: 6
    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        ComboBox {
            id: fabricBox
            objectName: "zoningFabric"
            Layout.fillWidth: true
            model: root.fabrics
            textRole: "name"
            displayText: root.fabrics.length > 0 ? qsTr("Fabric: %1").arg(currentText) : qsTr("No fabrics")
        }
        RowLayout {
            Layout.fillWidth: true
            visible: root.zoneSets.length > 0
            Label { text: qsTr("Active set"); color: Theme.textMuted }
            ComboBox {
                objectName: "zoningActiveSet"
                Layout.fillWidth: true
                model: [qsTr("(none: no zoning)")].concat(root.zoneSets.map(z => z.name))
                currentIndex: 1 + root.zoneSets.findIndex(z => z.active)
                onActivated: (index) => ProjectEditor.setAttribute(root.fabric, "active_zone_set",
                                                                   index === 0 ? "" : root.zoneSets[index - 1].name)
            }
        }

        ListView {
            objectName: "zoneList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: root.zones
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: card
                required property var modelData
                required property int index
                objectName: "zone_" + modelData.name
                width: ListView.view.width
                height: body.implicitHeight + 12
                radius: 6
                color: Theme.base
                border.color: ProjectController.selectedId === modelData.id ? Theme.accent : Theme.border
                border.width: ProjectController.selectedId === modelData.id ? 2 : 1

                ColumnLayout {
                    id: body
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 2
                    Label {
                        text: card.modelData.name + (card.modelData.inActiveSet ? "" : qsTr("  (not in the active set)"))
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                        TapHandler { onTapped: ProjectController.select(card.modelData.id) }
                        HoverHandler { cursorShape: Qt.PointingHandCursor }
                    }
                    Repeater {
                        model: card.modelData.members
                        delegate: RowLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            spacing: 4
                            Label {
                                text: modelData.matched ? modelData.ports : qsTr("%1 — matches no port").arg(modelData.text)
                                color: modelData.matched ? Theme.text : Theme.error
                                font.pixelSize: Theme.smallFontSize
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                                ToolTip.visible: memberHover.hovered
                                ToolTip.text: modelData.text
                                HoverHandler { id: memberHover }
                            }
                            ToolButton {
                                objectName: "removeMember"
                                text: "×"
                                implicitWidth: 22
                                implicitHeight: 20
                                onClicked: ProjectEditor.removeZoneMember(card.modelData.id, modelData.text)
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Remove from the zone")
                            }
                        }
                    }
                    ComboBox {
                        objectName: "addMember"
                        Layout.fillWidth: true
                        implicitHeight: 26
                        model: root.candidates
                        textRole: "label"
                        currentIndex: -1
                        displayText: qsTr("Add a port…")
                        onActivated: (i) => ProjectEditor.addZoneMember(card.modelData.id, root.candidates[i].id)
                    }
                }
            }
        }
    }
}
