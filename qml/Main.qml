import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// The main window: a toolbar to pick a built-in lab or open a project file, the entity list on
// the left, the topology diagram in the middle, the inspector on the right.
ApplicationWindow {
    id: root

    objectName: "mainWindow"
    // Screenshots are full HD, so a whole lab shows with its details.
    width: AppController.screenshotMode ? 1920 : 1440
    height: AppController.screenshotMode ? 1080 : 900
    visible: true
    title: AppController.title
    color: Theme.window
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontSize

    palette.window: Theme.window
    palette.base: "white"
    palette.button: "#f7f8fa"
    palette.highlight: Theme.accent
    palette.highlightedText: "white"
    palette.text: Theme.text
    palette.windowText: Theme.text
    palette.buttonText: Theme.text

    header: ToolBar {
        objectName: "toolbar"
        background: Rectangle {
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            spacing: 8

            Label {
                text: "SanTwin"
                font.bold: true
                font.pixelSize: 16
                color: Theme.accent
            }
            ToolSeparator {}
            Label { text: qsTr("Lab") }
            ComboBox {
                id: labBox
                objectName: "labChooser"
                model: ProjectController.builtinLabs
                textRole: "id"
                Layout.preferredWidth: 230
                // A project file shows no lab here, even one that started from a lab.
                currentIndex: ProjectController.sourcePath.length > 0 ? -1
                              : ProjectController.builtinLabs.findIndex(lab => lab.id === ProjectController.labId)
                displayText: currentIndex < 0 ? qsTr("(project file)") : currentText
                onActivated: (index) => ProjectController.openLab(ProjectController.builtinLabs[index].id)
                ToolTip.visible: hovered && currentIndex >= 0
                ToolTip.text: currentIndex >= 0 ? ProjectController.builtinLabs[currentIndex].title : ""
            }
            Button {
                objectName: "openButton"
                text: qsTr("Open…")
                onClicked: fileDialog.open()
            }
            ToolSeparator {}
            Label {
                objectName: "projectTitle"
                text: ProjectController.title
                elide: Text.ElideRight
                color: Theme.textMuted
                Layout.fillWidth: true
            }
        }
    }

    PlaybackBar {
        id: playbackBar
        anchors.left: parent.left
        anchors.right: parent.right
    }

    SplitView {
        anchors.fill: parent
        anchors.topMargin: playbackBar.height
        orientation: Qt.Horizontal

        EntityTree {
            SplitView.preferredWidth: 240
            SplitView.minimumWidth: 160
        }
        DiagramCanvas {
            id: canvas
            SplitView.fillWidth: true
            SplitView.minimumWidth: 300
        }
        Inspector {
            SplitView.preferredWidth: 300
            SplitView.minimumWidth: 200
        }
        ChartsDock {
            visible: PlaybackController.hasRun
            SplitView.preferredWidth: 420
            SplitView.minimumWidth: 260
        }
    }

    footer: Rectangle {
        height: 26
        color: Theme.panel
        Rectangle { width: parent.width; height: 1; color: Theme.border }
        Label {
            objectName: "statusText"
            anchors.verticalCenter: parent.verticalCenter
            x: 10
            text: ProjectController.hasProject
                  ? qsTr("%1 entities · %2 boxes · %3 connections · drag to pan, scroll to zoom, click to inspect")
                        .arg(ProjectController.entityCount).arg(ProjectController.nodes.count)
                        .arg(ProjectController.links.count)
                  : qsTr("No project open")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
    }

    Connections {
        target: ProjectController
        function onSelectionChanged() {
            if (ProjectController.selectedNode >= 0)
                canvas.reveal(ProjectController.selectedNode)
        }
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Open a SanTwin project")
        nameFilters: [qsTr("SanTwin projects (*.santwin *.json)"), qsTr("All files (*)")]
        onAccepted: ProjectController.openFile(selectedFile)
    }

    ErrorDialog {}
}
