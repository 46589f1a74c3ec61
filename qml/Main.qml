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
    // Full HD for screenshots, 1440 x 900 or what a smaller screen has room for otherwise;
    // the offscreen platform the QML tests use keeps 1440 x 900 (AppController::initialSize).
    width: AppController.initialSize.width
    height: AppController.initialSize.height
    visible: true
    title: (ProjectEditor.modified ? "• " : "") + AppController.title
    // Set once the user chose to discard unsaved edits, so the close goes through.
    property bool discardConfirmed: false
    color: Theme.window
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontSize

    palette.window: Theme.window
    palette.base: Theme.base
    palette.button: Theme.button
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
                Layout.preferredWidth: root.width < 1500 ? 190 : 230  // a lab id fits in 190
                // A project file shows no lab here, even one that started from a lab; nor does
                // a run kept in one (its configuration is not the file's lab).
                readonly property bool fromFile: ProjectController.sourcePath.length > 0 || ProjectController.runFile.length > 0
                function openIndex(): int {
                    return fromFile ? -1
                           : ProjectController.builtinLabs.findIndex(lab => lab.id === ProjectController.labId)
                }
                currentIndex: openIndex()
                displayText: currentIndex >= 0 ? currentText
                             : ProjectController.labId.length === 0 && !fromFile
                               ? qsTr("(new project)") : qsTr("(project file)")
                onActivated: (index) => {
                    const id = ProjectController.builtinLabs[index].id
                    unsaved.askThen(() => ProjectController.openLab(id))
                    // Show what is open, not what was picked (the user may cancel).
                    currentIndex = Qt.binding(openIndex)
                }
                ToolTip.visible: hovered && currentIndex >= 0
                ToolTip.text: currentIndex >= 0 ? ProjectController.builtinLabs[currentIndex].title : ""
            }
            Button {
                objectName: "newButton"
                text: qsTr("New")
                onClicked: unsaved.askThen(() => ProjectController.newProject())
                ToolTip.visible: hovered
                ToolTip.text: qsTr("An empty project, to build a lab from the palette (Ctrl+N)")
            }
            Shortcut {
                sequences: [StandardKey.New]
                onActivated: unsaved.askThen(() => ProjectController.newProject())
            }
            Button {
                objectName: "openButton"
                text: qsTr("Open…")
                onClicked: unsaved.askThen(() => fileDialog.open())
            }
            ToolButton {
                objectName: "recentButton"
                text: "▾"
                onClicked: recentMenu.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Import an estate, recent projects")
                Menu {
                    id: recentMenu
                    objectName: "openMenu"
                    y: parent.height
                    // File > Import…: a new project from an estate's exports.
                    MenuItem {
                        objectName: "importItem"
                        text: qsTr("Import an estate…")
                        onTriggered: unsaved.askThen(() => importDialog.open())
                    }
                    MenuSeparator { visible: Recovery.recentFiles.length > 0 }
                    Repeater {
                        model: Recovery.recentFiles
                        delegate: MenuItem {
                            required property string modelData
                            text: modelData
                            onTriggered: unsaved.askThen(() => ProjectController.openFile(modelData))
                        }
                    }
                }
            }
            ToolSeparator {}
            EditToolBar {
                objectName: "editToolBar"
                onDeleteRequested: (ids) => deleteDialog.ask(ids)
                onDuplicateRequested: (ids) => duplicateDialog.ask(ids)
                onSaveAsRequested: saveDialog.open()
            }
            ToolSeparator {}
            Label {
                id: projectTitle
                objectName: "projectTitle"
                text: ProjectController.title
                // One line where it fits, else two a size smaller (a laptop's toolbar), and only
                // past that cut, the whole title on hover.
                readonly property bool oneLine: titleMetrics.advanceWidth <= width
                font.pixelSize: oneLine ? Theme.fontSize : Theme.smallFontSize
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                lineHeight: 0.9
                elide: Text.ElideRight
                color: Theme.textMuted
                Layout.fillWidth: true
                TextMetrics {
                    id: titleMetrics
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSize
                    text: projectTitle.text
                }
                ToolTip.visible: titleHover.hovered && truncated
                ToolTip.text: text
                HoverHandler { id: titleHover }
            }
            ToolButton {
                objectName: "themeButton"
                text: Theme.dark ? "☀" : "☾"
                font.pixelSize: 16
                onClicked: { Prefs.sessionTheme = ""; Prefs.dark = !Theme.dark }
                ToolTip.visible: hovered
                ToolTip.text: Theme.dark ? qsTr("Light theme (Ctrl+Shift+T)") : qsTr("Dark theme (Ctrl+Shift+T)")
            }
        }
    }
    Shortcut { sequences: ["Ctrl+Shift+T"]; onActivated: { Prefs.sessionTheme = ""; Prefs.dark = !Theme.dark } }
    Shortcut { sequences: [StandardKey.HelpContents]; onActivated: root.showHelp("index") }

    // The Help viewer, a window of its own made on first use; `topic` is a manual page.
    ManualPages { id: manualPages }
    Loader {
        id: helpLoader
        active: false
        sourceComponent: HelpViewer { transientParent: null }
    }
    readonly property var helpViewer: helpLoader.item
    function showHelp(topic: string): bool {
        helpLoader.active = true
        return helpLoader.item.show(topic)
    }
    // --theme is remembered, like the switch, except in a --screenshot run (scripted captures
    // leave the user's choice alone).
    Component.onCompleted: {
        if (AppController.theme.length === 0)
            return
        if (AppController.screenshotMode)
            Prefs.sessionTheme = AppController.theme
        else
            Prefs.dark = AppController.theme === "dark"
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

        // The side panels start narrower in a small window (a laptop's 1366 or 1280 px), so the
        // diagram keeps room and the charts dock is not pushed past the window's edge.
        // While a run plays in a window under 1700 px and the inspector is shown (a selection),
        // these panels give way, so the diagram keeps its width and zoom instead of being
        // squeezed between three panels; hiding the inspector brings them back.
        SplitView {
            objectName: "leftPanels"
            orientation: Qt.Vertical
            visible: !(PlaybackController.hasRun && inspector.visible && root.width < 1700)
            SplitView.preferredWidth: Math.min(300, root.width * 0.2)
            SplitView.minimumWidth: 160
            ColumnLayout {
                SplitView.fillHeight: true
                SplitView.minimumHeight: 120
                spacing: 0
                TabBar {
                    id: leftTabs
                    objectName: "leftTabs"
                    currentIndex: AppController.initialPanel
                    Layout.fillWidth: true
                    // A size smaller where the column is narrow (a laptop's), so no name is cut.
                    font.pixelSize: width < 290 ? Theme.smallFontSize : Theme.smallFontSize + 1
                    TabButton { text: qsTr("Entities"); objectName: "entitiesTab"; leftPadding: 2; rightPadding: 2 }
                    TabButton { text: qsTr("Palette"); objectName: "paletteTab"; leftPadding: 2; rightPadding: 2 }
                    TabButton { text: qsTr("Zoning"); objectName: "zoningTab"; leftPadding: 2; rightPadding: 2 }
                    TabButton { text: qsTr("Masking"); objectName: "maskingTab"; leftPadding: 2; rightPadding: 2 }
                    TabButton { text: qsTr("VMware"); objectName: "vmwareTab"; leftPadding: 2; rightPadding: 2 }
                }
                StackLayout {
                    currentIndex: leftTabs.currentIndex
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    EntityTree {}
                    Palette { onCreateRequested: (kind) => canvas.createAtCentre(kind) }
                    ZoningPanel {}
                    MaskingPanel {}
                    VmwarePanel {}
                }
            }
            ProblemsPanel {
                SplitView.preferredHeight: 200
                SplitView.minimumHeight: 60
            }
        }
        // The centre: the topology diagram, the 3D lab view and parameter sweeps, as tabs.
        ColumnLayout {
            SplitView.fillWidth: true
            SplitView.minimumWidth: 300
            spacing: 0
            RowLayout {
                spacing: 0
                Layout.fillWidth: true
                TabBar {
                    id: centreTabs
                    objectName: "centreTabs"
                    currentIndex: AppController.initialView
                    Layout.fillWidth: true
                    TabButton { text: qsTr("Diagram"); width: implicitWidth + 24 }
                    TabButton { objectName: "lab3dTab"; text: qsTr("3D lab"); width: implicitWidth + 24 }
                    TabButton { objectName: "sweepTab"; text: qsTr("Sweeps"); width: implicitWidth + 24 }
                    TabButton { objectName: "capacityTab"; text: qsTr("Capacity"); width: implicitWidth + 24 }
                }
            ToolButton {
                objectName: "helpButton"
                // Beside the centre tabs: the toolbar keeps its room for the title (1280 px).
                text: "?"
                font.pixelSize: 16
                font.bold: true
                onClicked: helpMenu.open()
                ToolTip.visible: hovered && !helpMenu.visible
                ToolTip.text: qsTr("Help: the manual (F1)")
                Menu {
                    id: helpMenu
                    objectName: "helpMenu"
                    y: parent.height
                    MenuItem {
                        objectName: "helpManual"
                        text: qsTr("Manual  (F1)")
                        onTriggered: root.showHelp("index")
                    }
                    MenuSeparator {}
                    // One entry per page after the index, by its title.
                    Repeater {
                        model: manualPages.pages.slice(1)
                        delegate: MenuItem {
                            required property var modelData
                            text: modelData.title
                            onTriggered: root.showHelp(modelData.topic)
                        }
                    }
                }
            }
                // Hides the inspector, its width going to the diagram, or shows it again; the
                // choice is kept (Prefs.inspector).
                ToolButton {
                    objectName: "inspectorToggle"
                    text: inspector.visible ? qsTr("Inspector ▸") : qsTr("◂ Inspector")
                    font.pixelSize: Theme.smallFontSize
                    onClicked: Prefs.inspector = inspector.visible ? "closed" : "open"
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: inspector.visible ? qsTr("Hide the inspector: the diagram gets its width")
                                                    : qsTr("Show the inspector: the selected entity's attributes and notes")
                }
            }
            StackLayout {
                currentIndex: centreTabs.currentIndex
                Layout.fillWidth: true
                Layout.fillHeight: true
                DiagramCanvas { id: canvas }
                Lab3DPanel { shown: centreTabs.currentIndex === 1 }
                SweepPanel {}
                CapacityPanel {}
            }
        }
        // Hidden by default while a run plays in a window under 1700 px and nothing is selected:
        // the diagram needs the width more than the project's summary; a selection brings it
        // back with the entity's attributes (the user's show or hide is kept).
        Inspector {
            id: inspector
            visible: Prefs.inspector === "" ? !(PlaybackController.hasRun && root.width < 1700) || ProjectController.selectedIds.length > 0
                                            : Prefs.inspector === "open"
            SplitView.preferredWidth: Math.min(300, root.width * 0.19)
            SplitView.minimumWidth: 180
        }
        ChartsDock {
            visible: PlaybackController.hasRun
            SplitView.preferredWidth: Math.min(420, root.width * 0.28)
            SplitView.minimumWidth: 260
        }
    }

    footer: Rectangle {
        height: 26
        color: Theme.panel
        Rectangle { width: parent.width; height: 1; color: Theme.border }
        Label {
            id: refusal
            objectName: "refusalText"
            anchors.verticalCenter: parent.verticalCenter
            anchors.right: parent.right
            anchors.rightMargin: 10
            // A long reason is cut short rather than running over the status text.
            width: Math.min(implicitWidth, parent.width * 0.6)
            elide: Text.ElideRight
            color: Theme.error
            font.pixelSize: Theme.smallFontSize
            Timer { id: refusalTimer; interval: 6000; onTriggered: refusal.text = "" }
        }
        Label {
            objectName: "statusText"
            anchors.verticalCenter: parent.verticalCenter
            x: 10
            width: parent.width - 30 - (refusal.text.length > 0 ? refusal.width : 0)
            elide: Text.ElideRight
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
        target: ProjectEditor
        function onRefused(reason) {
            refusal.text = reason
            refusalTimer.restart()
        }
        // An edit that went through makes an earlier refusal old news.
        function onStackChanged() { refusal.text = "" }
    }

    onClosing: (close) => {
        if (ProjectEditor.modified && !root.discardConfirmed && !AppController.screenshotMode) {
            close.accepted = false
            unsaved.askThen(() => { root.discardConfirmed = true; root.close() })
        }
    }

    Connections {
        target: ProjectController
        function onSelectionChanged() {
            if (ProjectController.selectedNode >= 0)
                canvas.reveal(ProjectController.selectedNode)
            else if (ProjectController.highlightNodes.length > 0)  // a cable: both its ends
                canvas.revealAll(ProjectController.highlightNodes)
        }
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Open a SanTwin project")
        nameFilters: [qsTr("SanTwin projects (*.santwin *.json)"), qsTr("All files (*)")]
        onAccepted: ProjectController.openFile(selectedFile)
    }

    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: qsTr("Save the project as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "santwin"
        nameFilters: [qsTr("SanTwin projects (*.santwin)"), qsTr("JSON export (*.json)")]
        onAccepted: if (ProjectEditor.saveAs(selectedFile) === "") unsaved.resume()
        onRejected: unsaved.afterSave = null
    }

    DeleteDialog { id: deleteDialog }
    DuplicateDialog { id: duplicateDialog }
    ImportDialog { id: importDialog }
    UnsavedDialog {
        id: unsaved
        onSaveAsWanted: saveDialog.open()
    }
    RecoveryDialog {}
    ErrorDialog {}
}
