import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Live validation of the open project: errors first, then warnings, each naming the fix.
// Clicking one selects its culprit, which the diagram and the entity list bring into view.
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
                text: root.problems.errorCount + root.problems.warningCount === 0 ? qsTr("none")
                      : (root.problems.errorCount === 1 ? qsTr("1 error") : qsTr("%1 errors").arg(root.problems.errorCount))
                        + " · " + (root.problems.warningCount === 1 ? qsTr("1 warning")
                                                                    : qsTr("%1 warnings").arg(root.problems.warningCount))
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
            delegate: ItemDelegate {
                id: row
                required property string severity
                required property string message
                required property var entity
                required property string entityName
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
                        color: row.severity === "error" ? "#d92d20" : "#f79009"
                    }
                    Label {
                        text: row.message
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.smallFontSize
                        Layout.fillWidth: true
                    }
                }
                ToolTip.visible: hovered && row.entityName.length > 0
                ToolTip.text: qsTr("Click to select %1").arg(row.entityName)
                ToolTip.delay: 500
                onClicked: if (row.entity !== 0) ProjectController.select(row.entity)
            }
        }
    }
}
