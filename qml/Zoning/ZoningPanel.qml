import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Zoning per fabric: which zone set is active, each zone with its members resolved to the
// ports they stand for (red when a member matches no port), remove a member with ×, add one
// from the ports cabled into the fabric or the fabric's aliases, or drag a port from the list
// at the bottom onto a zone. New zones (put in the active set), a zone in or out of the active
// set, delete a zone; aliases for ports. Clicking a zone selects it (rename it in the
// inspector): the diagram dims all but the boxes holding its members. Every change is undoable
// and re-runs path resolution.
Pane {
    id: root

    property var fabric: fabricBox.currentIndex >= 0 && fabrics.length > 0 ? fabrics[fabricBox.currentIndex].id : 0
    readonly property var fabrics: ZoningController.revision >= 0 ? ZoningController.fabrics() : []
    readonly property var zoneSets: ZoningController.revision >= 0 ? ZoningController.zoneSets(root.fabric) : []
    readonly property var zones: ZoningController.revision >= 0 ? ZoningController.zones(root.fabric) : []
    readonly property var candidates: ZoningController.revision >= 0 ? ZoningController.candidatePorts(root.fabric) : []
    readonly property var aliases: ZoningController.revision >= 0 ? ZoningController.aliases(root.fabric) : []
    readonly property bool hasActiveSet: zoneSets.some(z => z.active)
    // What the "Add" list offers: the fabric's ports, then its aliases.
    readonly property var additions: candidates.map(c => ({ label: c.label, port: c.id, alias: 0 }))
        .concat(aliases.map(a => ({ label: qsTr("alias %1").arg(a.name), port: 0, alias: a.id })))

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

        RowLayout {
            Layout.fillWidth: true
            visible: root.fabric !== 0
            Button {
                objectName: "newZone"
                text: qsTr("New zone")
                onClicked: ProjectEditor.addZone(root.fabric)
                ToolTip.visible: hovered
                ToolTip.text: root.hasActiveSet ? qsTr("A new zone, in the active set") : qsTr("A new zone (no set is active)")
            }
            Button {
                objectName: "newZoneSet"
                text: qsTr("New zone set")
                onClicked: ProjectEditor.create("zone_set", root.fabric, 0, 0)
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
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: card.modelData.name + (card.modelData.inActiveSet ? "" : qsTr("  (not in the active set)"))
                            font.bold: true
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                            TapHandler { onTapped: ProjectController.select(card.modelData.id) }
                            HoverHandler { cursorShape: Qt.PointingHandCursor }
                        }
                        CheckBox {
                            objectName: "zoneActive"
                            visible: root.hasActiveSet
                            checked: card.modelData.inActiveSet
                            padding: 0
                            onToggled: ProjectEditor.setZoneActive(card.modelData.id, checked)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("In the active zone set")
                        }
                        ToolButton {
                            objectName: "deleteZone"
                            text: qsTr("Delete")
                            font.pixelSize: Theme.smallFontSize
                            implicitHeight: 22
                            onClicked: ProjectEditor.deleteEntities([card.modelData.id])
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Delete this zone (undo brings it back)")
                        }
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
                        model: root.additions
                        textRole: "label"
                        currentIndex: -1
                        displayText: qsTr("Add a port or alias…")
                        onActivated: (i) => root.additions[i].alias
                                     ? ProjectEditor.addAliasMember(card.modelData.id, root.additions[i].alias)
                                     : ProjectEditor.addZoneMember(card.modelData.id, root.additions[i].port)
                    }
                }
                // A port dragged from the list below joins the zone.
                DropArea {
                    id: cardDrop
                    objectName: "zoneDrop"
                    anchors.fill: parent
                    keys: ["santwin/port"]
                    onDropped: (drop) => ProjectEditor.addZoneMember(card.modelData.id, drop.source.portId)
                }
                Rectangle {
                    anchors.fill: parent
                    radius: 6
                    color: "transparent"
                    border.color: Theme.accent
                    border.width: 2
                    visible: cardDrop.containsDrag
                }
            }
        }

        ZoningPorts {
            Layout.fillWidth: true
            Layout.preferredHeight: 170
            Layout.maximumHeight: 170
            fabric: root.fabric
            candidates: root.candidates
            aliases: root.aliases
        }
    }
}
