import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The vSphere view of the lab: each datastore with what it sits on, how full its virtual disks
// provision it, and its disks (VM, format, size; the format is changed here, the rest in the
// inspector after a click); then each ESX host with the LUs it sees, their path count and the
// multipath policy it uses for each (changed here). Every change is undoable.
Pane {
    id: root

    // Re-asked at every revision while the tab shows (hosts() resolves every path: not on each
    // edit behind another tab). Not as "(revision, datastores())": the compiled binding drops
    // the comma's unused left side and never re-asks (the panel kept the first project's disks).
    readonly property var datastores: visible && VmwareController.revision >= 0 ? VmwareController.datastores() : []
    readonly property var hosts: visible && VmwareController.revision >= 0 ? VmwareController.hosts() : []
    readonly property var formats: ["thin", "zeroedthick", "eagerzeroedthick"]
    readonly property var policies: ["mru", "fixed", "rr"]

    function report(why: string) {
        if (why.length > 0)
            ProjectEditor.refused(why)
    }
    function gb(v: real): string {
        return v >= 1024 ? (v / 1024).toFixed(1) + " TB" : Math.round(v) + " GB"
    }

    objectName: "vmwarePanel"
    padding: 6
    background: Rectangle { color: Theme.panel }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                Label { text: qsTr("Datastores"); font.bold: true; color: Theme.textMuted; Layout.fillWidth: true }
                Button {
                    objectName: "newDatastore"
                    text: qsTr("New datastore")
                    onClicked: {
                        const why = ProjectEditor.addDatastore()
                        if (why.length > 0)
                            ProjectEditor.refused(why)
                    }
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("A VMFS datastore on the first LU no datastore uses yet")
                }
            }
            Repeater {
                model: root.datastores
                delegate: Rectangle {
                    id: dsCard
                    required property var modelData
                    objectName: "datastore_" + modelData.name
                    Layout.fillWidth: true
                    implicitHeight: dsBody.implicitHeight + 12
                    radius: 6
                    color: Theme.base
                    border.color: ProjectController.selectedId === modelData.id ? Theme.accent : Theme.border
                    readonly property real fill: modelData.capacityGb > 0 ? modelData.provisionedGb / modelData.capacityGb : 0

                    ColumnLayout {
                        id: dsBody
                        anchors.fill: parent
                        anchors.margins: 6
                        spacing: 2
                        Label {
                            text: dsCard.modelData.name + "  ·  " + dsCard.modelData.type.toUpperCase()
                            font.bold: true
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                            TapHandler { onTapped: ProjectController.select(dsCard.modelData.id) }
                            HoverHandler { cursorShape: Qt.PointingHandCursor }
                        }
                        Label {
                            text: dsCard.modelData.backing
                            color: Theme.textMuted
                            font.pixelSize: Theme.smallFontSize
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        // Provisioned against capacity: red once the disks ask for more than there is.
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: 6
                            radius: 3
                            color: Theme.gridLine
                            Rectangle {
                                width: parent.width * Math.min(1, dsCard.fill)
                                height: parent.height
                                radius: 3
                                color: dsCard.fill > 1 ? Theme.error : Theme.categoryColor("vmware")
                            }
                        }
                        Label {
                            objectName: "datastoreFill"
                            text: qsTr("%1 provisioned of %2").arg(root.gb(dsCard.modelData.provisionedGb)).arg(root.gb(dsCard.modelData.capacityGb))
                            color: dsCard.fill > 1 ? Theme.error : Theme.textMuted
                            font.pixelSize: Theme.smallFontSize
                        }
                        Repeater {
                            model: dsCard.modelData.disks
                            delegate: RowLayout {
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: 4
                                Label {
                                    text: modelData.vm + " · " + root.gb(modelData.sizeGb)
                                    font.pixelSize: Theme.smallFontSize
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                    TapHandler { onTapped: ProjectController.select(modelData.id) }
                                    HoverHandler { cursorShape: Qt.PointingHandCursor }
                                }
                                // A raw device mapping has no VMDK format: its data (the size shown)
                                // is on the LU it maps, only its mapping file is on this datastore.
                                Label {
                                    objectName: "diskRdm"
                                    visible: modelData.rdm
                                    text: modelData.rdmLu ? qsTr("RDM · %1").arg(modelData.rdmLu) : qsTr("RDM")
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.smallFontSize
                                    elide: Text.ElideRight
                                    Layout.preferredWidth: 132
                                    ToolTip.visible: rdmHover.hovered
                                    ToolTip.text: qsTr("Raw device mapping of LU %1: its data is on that LU, only a small mapping file is on this datastore").arg(modelData.rdmLu || "?")
                                    HoverHandler { id: rdmHover }
                                }
                                ComboBox {
                                    objectName: "diskFormat"
                                    visible: !modelData.rdm
                                    implicitHeight: 24
                                    implicitWidth: 132
                                    font.pixelSize: Theme.smallFontSize
                                    model: root.formats
                                    currentIndex: root.formats.indexOf(modelData.format)
                                    onActivated: (i) => root.report(ProjectEditor.setAttribute(modelData.id, "format", root.formats[i]))
                                }
                            }
                        }
                    }
                }
            }

            Label { text: qsTr("Multipathing"); font.bold: true; color: Theme.textMuted; topPadding: 6 }
            Repeater {
                model: root.hosts
                delegate: Rectangle {
                    id: hostCard
                    required property var modelData
                    objectName: "hostPaths_" + modelData.name
                    Layout.fillWidth: true
                    implicitHeight: hostBody.implicitHeight + 12
                    radius: 6
                    color: Theme.base
                    border.color: Theme.border
                    ColumnLayout {
                        id: hostBody
                        anchors.fill: parent
                        anchors.margins: 6
                        spacing: 2
                        Label {
                            text: hostCard.modelData.name
                            font.bold: true
                            TapHandler { onTapped: ProjectController.select(hostCard.modelData.id) }
                        }
                        Label {
                            visible: hostCard.modelData.lus.length === 0
                            text: qsTr("sees no LU")
                            color: Theme.textMuted
                            font.pixelSize: Theme.smallFontSize
                        }
                        Repeater {
                            model: hostCard.modelData.lus
                            delegate: RowLayout {
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: 4
                                Label {
                                    text: qsTr("%1 · %2 paths").arg(modelData.name).arg(modelData.paths)
                                    font.pixelSize: Theme.smallFontSize
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                ComboBox {
                                    objectName: "pathPolicy"
                                    implicitHeight: 24
                                    implicitWidth: 96
                                    font.pixelSize: Theme.smallFontSize
                                    model: [qsTr("default")].concat(root.policies)
                                    currentIndex: 1 + root.policies.indexOf(modelData.policy)
                                    onActivated: (i) => {
                                        if (i > 0)
                                            root.report(ProjectEditor.setPathPolicy(hostCard.modelData.id, modelData.lu, root.policies[i - 1]))
                                    }
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Most recently used, fixed (preferred path) or round robin; default: the array's")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
