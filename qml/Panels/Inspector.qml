import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The selected entity, editable (every edit a command on the undo stack): kind and name, where it sits, its note (what the lab's paper
// implied), its attributes from the schema, what it contains and what refers to it. A VM group
// lists its members. Names of other entities are links that select them.
Pane {
    id: root

    property EntityAttributesModel model: ProjectController.inspector
    // What each list editor shows and where its keyboard focus was, across the rebuild of the
    // rows that follows every edit (see ListAttributeEditor.memory).
    property var listMemory: ({})

    objectName: "inspector"
    padding: 0
    background: Rectangle { color: Theme.panel }

    component SectionTitle: Label {
        font.bold: true
        font.pixelSize: Theme.smallFontSize
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.6
        color: Theme.textFaint
        Layout.topMargin: 12
    }

    component EntityLink: Label {
        id: link
        property var entityId: 0
        property string detail: ""
        text: detail.length > 0 ? "<a href='#'>" + link.plain + "</a> <font color='" + Theme.textFaint + "'>" + detail + "</font>"
                                : "<a href='#'>" + link.plain + "</a>"
        property string plain: ""
        textFormat: Text.StyledText
        linkColor: Theme.dark ? "#7fb2ee" : "#2b6cb0"
        elide: Text.ElideRight
        Layout.fillWidth: true
        onLinkActivated: ProjectController.select(link.entityId)
        HoverHandler { cursorShape: Qt.PointingHandCursor }
    }

    // Nothing selected: what the project holds.
    ColumnLayout {
        objectName: "projectOverview"
        visible: root.model.empty
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 14
        spacing: 4

        // What the diagram shows: a project file, a built-in lab, or a recorded run's
        // configuration (kept in a project file, or a scenario's just run), named as such.
        readonly property bool keptRun: ProjectController.showsRun && ProjectController.runFile.length > 0
        readonly property string shownFile: keptRun ? ProjectController.runFile : ProjectController.sourcePath
        function sourceLine(): string {
            const lab = ProjectController.labId
            if (keptRun)
                return qsTr("Project file · a run it keeps")
            if (ProjectController.showsRun && !PlaybackController.seedScenario)
                return qsTr("Operation run · on this project")  // started from the diagram
            if (ProjectController.showsRun)
                return lab.length > 0 ? qsTr("Scenario run · on lab %1").arg(lab) : qsTr("Scenario run")
            if (ProjectController.sourcePath.length > 0)
                return lab.length > 0 ? qsTr("Project file · from lab %1").arg(lab) : qsTr("Project file")
            return qsTr("Built-in lab %1").arg(lab)
        }

        Label {
            objectName: "overviewSource"
            text: parent.sourceLine()
            wrapMode: Text.Wrap  // whole in a narrow column ("SCENARIO RUN · ON LAB 004-EV…" was cut)
            Layout.fillWidth: true
            font.pixelSize: Theme.smallFontSize
            font.bold: true
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.6
            color: Theme.textFaint
        }
        Label {
            objectName: "overviewTitle"
            text: ProjectController.title
            font.pixelSize: 17
            font.bold: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            visible: text.length > 0
            text: parent.shownFile
            color: Theme.textMuted
            wrapMode: Text.WrapAnywhere
            Layout.fillWidth: true
        }
        SectionTitle { text: ProjectController.showsRun ? qsTr("In this configuration") : qsTr("In this lab") }
        Repeater {
            model: ProjectController.headlines
            delegate: RowLayout {
                required property var modelData
                Layout.fillWidth: true
                Label { text: modelData.label; color: Theme.textMuted; Layout.fillWidth: true }
                Label { text: modelData.count; font.bold: true }
            }
        }
        Label {
            Layout.topMargin: 16
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Select a box in the diagram or an entity in the list to see its attributes and notes.")
            color: Theme.textFaint
        }
    }

    ScrollView {
        anchors.fill: parent
        visible: !root.model.empty
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: parent.width
            spacing: 4

            ColumnLayout {
                Layout.fillWidth: true
                Layout.margins: 14
                spacing: 4

                Label {
                    objectName: "inspectorKind"
                    text: root.model.kindLabel
                    font.pixelSize: Theme.smallFontSize
                    font.bold: true
                    font.capitalization: Font.AllUppercase
                    font.letterSpacing: 0.6
                    color: Theme.categoryColor(root.model.category)
                }
                Label {
                    objectName: "inspectorMulti"
                    visible: ProjectController.sameKindSelected.length > 0
                    text: qsTr("%1 selected of this kind: a change below applies to all of them")
                          .arg(ProjectController.sameKindSelected.length + 1)
                    color: Theme.accent
                    font.pixelSize: Theme.smallFontSize
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "inspectorName"
                    visible: root.model.isGroup
                    text: root.model.name
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                TextField {  // the name, editable: Enter renames (one undoable command)
                    objectName: "inspectorNameField"
                    visible: !root.model.isGroup
                    text: root.model.name
                    font.pixelSize: 17
                    font.bold: true
                    selectByMouse: true
                    Layout.fillWidth: true
                    onAccepted: if (text !== root.model.name) ProjectEditor.rename(root.model.entityId, text)
                    Keys.onEscapePressed: text = root.model.name
                }
                Label {
                    objectName: "inspectorSummary"
                    visible: text.length > 0
                    text: root.model.summary
                    color: Theme.textMuted
                    // One line (a wrapped label under-reports its height to the layout); the
                    // whole summary is in the tooltip.
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    ToolTip.visible: summaryHover.hovered && truncated
                    ToolTip.text: text
                    HoverHandler { id: summaryHover }
                }
                Flow {  // where it sits: parent chain
                    visible: root.model.path.length > 0
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: root.model.path
                        delegate: Row {
                            required property var modelData
                            spacing: 4
                            EntityLink {
                                entityId: modelData.id
                                plain: modelData.name
                            }
                            Label { text: "›"; color: Theme.textFaint }
                        }
                    }
                }

                Rectangle {  // the note
                    visible: root.model.note.length > 0
                    Layout.fillWidth: true
                    Layout.topMargin: 8
                    implicitHeight: noteText.implicitHeight + 16
                    radius: 6
                    color: Theme.noteFill
                    border.color: Theme.noteBorder
                    Label {
                        id: noteText
                        objectName: "inspectorNote"
                        anchors.fill: parent
                        anchors.margins: 8
                        text: root.model.note
                        wrapMode: Text.Wrap
                        color: Theme.noteText
                        font.pixelSize: 12
                    }
                }

                SectionTitle {
                    visible: !root.model.isGroup && attrs.count > 0
                    text: qsTr("Attributes")
                }
                Repeater {
                    id: attrs
                    objectName: "inspectorAttributes"
                    model: root.model
                    // A list takes the column's whole width under its own header, one row per
                    // member; any other attribute sits right of its label.
                    delegate: GridLayout {
                        id: attrRow
                        required property string key
                        required property string label
                        required property string value
                        required property string unit
                        required property string doc
                        required property var refId
                        required property bool isSet
                        required property string type
                        required property var choices
                        required property var choiceLabels
                        required property string range
                        required property string editText
                        required property string defaultText
                        required property var listMembers
                        readonly property bool isList: type === "ref_list" || type === "text_list"
                        objectName: "attr_" + label
                        Layout.fillWidth: true
                        Layout.topMargin: isList ? 4 : 0
                        columns: isList ? 1 : 2
                        columnSpacing: 8
                        rowSpacing: 0
                        Label {
                            visible: !attrRow.isList
                            text: attrRow.label
                            color: Theme.textMuted
                            Layout.preferredWidth: 120
                            Layout.alignment: Qt.AlignTop
                            topPadding: 4
                            elide: Text.ElideRight
                            ToolTip.visible: labelHover.hovered && attrRow.doc.length > 0
                            ToolTip.text: attrRow.doc
                            ToolTip.delay: 400
                            HoverHandler { id: labelHover }
                        }
                        Loader {
                            Layout.fillWidth: true
                            sourceComponent: attrRow.isList ? listEditor : valueEditor
                        }
                        Component {
                            id: valueEditor
                            AttributeEditor {
                                entityId: root.model.entityId
                                key: attrRow.key
                                type: attrRow.type
                                editText: attrRow.editText
                                choices: attrRow.choices
                                choiceLabels: attrRow.choiceLabels
                                unit: attrRow.unit
                                range: attrRow.range
                                refId: attrRow.refId
                                defaultText: attrRow.defaultText
                                alsoIds: ProjectController.sameKindSelected
                            }
                        }
                        Component {
                            id: listEditor
                            ListAttributeEditor {
                                entityId: root.model.entityId
                                key: attrRow.key
                                label: attrRow.label
                                doc: attrRow.doc
                                type: attrRow.type
                                editText: attrRow.editText
                                members: attrRow.listMembers
                                choices: attrRow.choices
                                choiceLabels: attrRow.choiceLabels
                                alsoIds: ProjectController.sameKindSelected
                                memory: root.listMemory
                            }
                        }
                    }
                }

                SectionTitle {
                    visible: root.model.visibility.length > 0
                    text: qsTr("Who can see it")
                }
                Repeater {
                    objectName: "luVisibility"
                    model: root.model.visibility
                    delegate: ColumnLayout {
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: 0
                        RowLayout {
                            Layout.fillWidth: true
                            Rectangle {
                                width: 8; height: 8; radius: 4
                                color: modelData.paths > 0 ? "#12b76a" : "#98a2b3"
                            }
                            EntityLink {
                                entityId: modelData.id
                                plain: modelData.name
                                detail: modelData.paths > 0 ? qsTr("%1 paths · LUN %2").arg(modelData.paths).arg(modelData.lun)
                                                            : qsTr("cannot see it")
                            }
                        }
                        Label {  // why not, naming the fix
                            visible: modelData.paths === 0 && modelData.why.length > 0
                            text: modelData.why
                            color: Theme.textMuted
                            font.pixelSize: Theme.smallFontSize
                            wrapMode: Text.Wrap
                            leftPadding: 14
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                        }
                    }
                }

                SectionTitle {
                    visible: root.model.isGroup
                    text: qsTr("Members (%1)").arg(root.model.members.length)
                }
                Repeater {
                    model: root.model.members
                    delegate: EntityLink {
                        required property var modelData
                        entityId: modelData.id
                        plain: modelData.name
                    }
                }

                SectionTitle {
                    visible: root.model.children.length > 0
                    text: qsTr("Contains (%1)").arg(root.model.children.length)
                }
                Repeater {
                    model: root.model.children
                    delegate: EntityLink {
                        required property var modelData
                        entityId: modelData.id
                        plain: modelData.name
                        detail: modelData.kindLabel
                    }
                }

                SectionTitle {
                    visible: root.model.referrers.length > 0
                    text: qsTr("Referred to by (%1)").arg(root.model.referrers.length)
                }
                Repeater {
                    model: root.model.referrers
                    delegate: EntityLink {
                        required property var modelData
                        entityId: modelData.id
                        plain: modelData.name
                        detail: modelData.kindLabel + " · " + modelData.attribute
                    }
                }
            }
        }
    }
}
