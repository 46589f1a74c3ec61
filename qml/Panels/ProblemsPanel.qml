import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Live validation of the open project: errors first, then warnings, each naming the fix; then
// the lab reports' advice, each with its source, and a Fix button where the advice is one edit
// (undoable like any edit). Clicking a row selects its culprit, which the diagram and the
// entity list bring into view.
Pane {
    id: root

    property ProblemsModel problems: ProjectController.problems

    objectName: "problemsPanel"
    padding: 0
    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            Label {
                text: qsTr("Problems")
                font.bold: true
                Layout.fillWidth: true
            }
            Label {
                objectName: "problemCounts"
                text: root.problems.errorCount + root.problems.warningCount + root.problems.adviceCount === 0 ? qsTr("none")
                      : (root.problems.errorCount === 1 ? qsTr("1 error") : qsTr("%1 errors").arg(root.problems.errorCount))
                        + " · " + (root.problems.warningCount === 1 ? qsTr("1 warning")
                                                                    : qsTr("%1 warnings").arg(root.problems.warningCount))
                        + (root.problems.adviceCount > 0 ? " · " + qsTr("%1 advice").arg(root.problems.adviceCount) : "")
                color: root.problems.errorCount > 0 ? Theme.error : Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
        }

        ListView {
            id: list
            objectName: "problemList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.problems
            ScrollBar.vertical: ScrollBar {}
            section.property: "severity"
            section.criteria: ViewSection.FullString
            section.delegate: Label {
                required property string section
                visible: section === "advice"
                height: visible ? implicitHeight : 0
                text: qsTr("Advice from the lab reports")
                font.bold: true
                font.pixelSize: Theme.smallFontSize
                leftPadding: 8
                topPadding: 6
            }
            delegate: ItemDelegate {
                id: row
                required property string severity
                required property string message
                required property var entity
                required property string entityName
                required property string source
                required property string fixText
                required property var fixEntity
                required property string fixAttribute
                required property string fixValue
                width: ListView.view.width
                padding: 6
                contentItem: RowLayout {
                    spacing: 6
                    Rectangle {
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: 4
                        width: 8
                        height: 8
                        radius: 4
                        color: row.severity === "error" ? "#d92d20" : row.severity === "advice" ? "#2e90fa" : "#f79009"
                    }
                    Label {
                        text: row.message
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.smallFontSize
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "adviceFix"
                        visible: row.fixText.length > 0
                        text: qsTr("Fix")
                        font.pixelSize: Theme.smallFontSize
                        Layout.alignment: Qt.AlignTop
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("%1 (Undo takes it back)").arg(row.fixText)
                        onClicked: ProjectEditor.setAttribute(row.fixEntity, row.fixAttribute, row.fixValue)
                    }
                }
                ToolTip.visible: hovered && (row.entityName.length > 0 || row.source.length > 0)
                ToolTip.text: (row.source.length > 0 ? qsTr("Source: %1").arg(row.source) + "\n" : "")
                              + (row.entityName.length > 0 ? qsTr("Click to select %1").arg(row.entityName) : "")
                ToolTip.delay: 500
                onClicked: if (row.entity !== 0) ProjectController.select(row.entity)
            }
        }
    }
}
