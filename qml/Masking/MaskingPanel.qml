import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// LUN masking per array: each host group with the front-end ports it applies to, its initiators
// resolved to host ports (red when a WWPN matches none), and the LUs it presents at which LUN id
// with the hosts that can see each one (path resolution through masking, zoning and cables).
// Add or remove an initiator, present an LU at a LUN id, take a presentation away: every change
// is undoable. Clicking a group or an LU selects it (the inspector answers why a host cannot see
// an LU).
Pane {
    id: root

    property var array: arrayBox.currentIndex >= 0 && arrays.length > 0 ? arrays[arrayBox.currentIndex].id : 0
    readonly property var arrays: MaskingController.revision >= 0 ? MaskingController.arrays() : []
    readonly property var groups: MaskingController.revision >= 0 ? MaskingController.hostGroups(root.array) : []
    readonly property var candidates: MaskingController.revision >= 0 ? MaskingController.candidateInitiators() : []

    function report(why: string) {
        if (why.length > 0)
            ProjectEditor.refused(why)
    }

    objectName: "maskingPanel"
    padding: 6
    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        ComboBox {
            id: arrayBox
            objectName: "maskingArray"
            Layout.fillWidth: true
            model: root.arrays
            textRole: "name"
            displayText: root.arrays.length > 0 ? qsTr("Array: %1").arg(currentText) : qsTr("No arrays")
        }
        Button {
            objectName: "newHostGroup"
            visible: root.array !== 0
            text: qsTr("New host group")
            onClicked: root.report(ProjectEditor.addHostGroup(root.array))
            ToolTip.visible: hovered
            ToolTip.text: qsTr("A host group on this array, in host mode VMware when the lab has ESX hosts")
        }
        Label {
            visible: root.arrays.length > 0 && root.groups.length === 0
            text: qsTr("No host groups on this array: New host group makes one.")
            color: Theme.textMuted
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        ListView {
            objectName: "hostGroupList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: root.groups
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: card
                required property var modelData
                objectName: "hostGroup_" + modelData.name
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
                        text: card.modelData.name
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                        TapHandler { onTapped: ProjectController.select(card.modelData.id) }
                        HoverHandler { cursorShape: Qt.PointingHandCursor }
                    }
                    Label {
                        text: qsTr("On %1").arg(card.modelData.ports)
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }

                    Label { text: qsTr("Initiators"); color: Theme.textMuted; font.pixelSize: Theme.smallFontSize; topPadding: 4 }
                    Repeater {
                        model: card.modelData.initiators
                        delegate: RowLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            spacing: 4
                            Label {
                                text: modelData.matched ? modelData.ports : qsTr("%1 — matches no host port").arg(modelData.text)
                                color: modelData.matched ? Theme.text : Theme.error
                                font.pixelSize: Theme.smallFontSize
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                                ToolTip.visible: initiatorHover.hovered
                                ToolTip.text: modelData.text
                                HoverHandler { id: initiatorHover }
                            }
                            ToolButton {
                                objectName: "removeInitiator"
                                text: "×"
                                implicitWidth: 22
                                implicitHeight: 20
                                onClicked: root.report(ProjectEditor.removeInitiator(card.modelData.id, modelData.text))
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Take this initiator out of the group")
                            }
                        }
                    }
                    ComboBox {
                        objectName: "addInitiator"
                        Layout.fillWidth: true
                        implicitHeight: 26
                        model: root.candidates
                        textRole: "label"
                        currentIndex: -1
                        displayText: qsTr("Add a host port…")
                        onActivated: (i) => root.report(ProjectEditor.addInitiator(card.modelData.id, root.candidates[i].id))
                    }

                    Label { text: qsTr("Presented LUs"); color: Theme.textMuted; font.pixelSize: Theme.smallFontSize; topPadding: 4 }
                    Repeater {
                        model: card.modelData.mappings
                        delegate: RowLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            spacing: 4
                            Label {
                                text: qsTr("LUN %1").arg(modelData.lun)
                                font.pixelSize: Theme.smallFontSize
                                font.bold: true
                                Layout.preferredWidth: 52
                            }
                            Label {
                                text: modelData.name + (modelData.hosts.length > 0 ? qsTr(" · seen by %1").arg(modelData.hosts)
                                                                                   : qsTr(" · no host sees it"))
                                color: modelData.hosts.length > 0 ? Theme.text : Theme.textMuted
                                font.pixelSize: Theme.smallFontSize
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                                TapHandler { onTapped: ProjectController.select(modelData.lu) }
                                HoverHandler { id: luHover; cursorShape: Qt.PointingHandCursor }
                                ToolTip.visible: luHover.hovered
                                ToolTip.text: qsTr("Select the LU: the inspector lists who can see it and why a host cannot")
                            }
                            ToolButton {
                                objectName: "unmapLu"
                                text: "×"
                                implicitWidth: 22
                                implicitHeight: 20
                                onClicked: root.report(ProjectEditor.deleteEntities([modelData.id]))
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Stop presenting this LU to the group")
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 4
                        readonly property var free: MaskingController.revision >= 0 ? MaskingController.unmappedLus(card.modelData.id) : []
                        ComboBox {
                            id: luBox
                            objectName: "mapLuChoice"
                            Layout.fillWidth: true
                            implicitHeight: 26
                            model: parent.free
                            textRole: "name"
                            // Short: the LUN box and the Present button share the row.
                            displayText: parent.free.length > 0 ? (currentIndex >= 0 ? currentText : qsTr("LU…"))
                                                                : qsTr("All presented")
                            ToolTip.visible: hovered && parent.free.length > 0
                            ToolTip.text: qsTr("An LU to present to this group, at the LUN beside it")
                            enabled: parent.free.length > 0
                            currentIndex: -1
                        }
                        SpinBox {
                            id: lunBox
                            objectName: "mapLun"
                            from: 0
                            to: 16383
                            editable: true
                            value: card.modelData.nextLun
                            visible: parent.free.length > 0  // nothing left to present: the list says so alone
                            implicitWidth: 86
                            implicitHeight: 26
                        }
                        Button {
                            objectName: "mapLuButton"
                            text: qsTr("Present")
                            visible: parent.free.length > 0
                            implicitHeight: 26
                            enabled: luBox.currentIndex >= 0
                            onClicked: root.report(ProjectEditor.mapLu(card.modelData.id, parent.free[luBox.currentIndex].id, lunBox.value))
                        }
                    }
                }
            }
        }
    }
}
