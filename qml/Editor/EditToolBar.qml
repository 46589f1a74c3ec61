import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The editing half of the toolbar: save, undo / redo (with the history behind a menu), arrange
// (align the selection, snap to grid), duplicate and delete of the selection. Every action has its keyboard shortcut here too.
RowLayout {
    id: root

    // Asks before deleting; the window owns the dialog.
    signal deleteRequested(var ids)
    signal duplicateRequested(var ids)
    signal saveAsRequested()

    readonly property var selection: ProjectController.selectedIds
    // Copy keeps ids; paste duplicates what still exists (with the cables among the copies),
    // each paste a step further away. Another project's ids mean nothing here: opening one
    // empties the clipboard.
    property var clipboard: []
    property int pastes: 0
    Connections {
        target: ProjectController
        function onProjectOpened() { root.clipboard = [] }
    }

    function save() {
        if (ProjectController.sourcePath.length === 0 || ProjectController.sourcePath.toLowerCase().endsWith(".json"))
            root.saveAsRequested()
        else
            ProjectEditor.save()
    }

    spacing: 4

    ToolButton {
        objectName: "saveButton"
        text: qsTr("Save")
        enabled: ProjectController.hasProject
        onClicked: root.save()
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Save the project (Ctrl+S); Save As: Ctrl+Shift+S")
    }
    ToolButton {
        objectName: "undoButton"
        text: "↶"
        font.pixelSize: 18
        enabled: ProjectEditor.canUndo
        onClicked: ProjectEditor.undo()
        ToolTip.visible: hovered
        ToolTip.text: ProjectEditor.canUndo ? qsTr("Undo %1 (Ctrl+Z)").arg(ProjectEditor.undoText) : qsTr("Nothing to undo")
    }
    ToolButton {
        objectName: "redoButton"
        text: "↷"
        font.pixelSize: 18
        enabled: ProjectEditor.canRedo
        onClicked: ProjectEditor.redo()
        ToolTip.visible: hovered
        ToolTip.text: ProjectEditor.canRedo ? qsTr("Redo %1 (Ctrl+Shift+Z)").arg(ProjectEditor.redoText) : qsTr("Nothing to redo")
    }
    ToolButton {
        objectName: "historyButton"
        text: qsTr("History ▾")
        enabled: ProjectEditor.history.length > 0
        onClicked: historyMenu.open()
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Every edit since the project was opened; pick one to go back to it")
        Menu {
            id: historyMenu
            objectName: "historyMenu"
            y: parent.height
            MenuItem {
                text: qsTr("(as opened)")
                checkable: true
                checked: ProjectEditor.historyIndex === 0
                onTriggered: ProjectEditor.setHistoryIndex(0)
            }
            Repeater {
                model: ProjectEditor.history
                delegate: MenuItem {
                    required property int index
                    required property string modelData
                    text: modelData
                    checkable: true
                    checked: ProjectEditor.historyIndex === index + 1
                    // Undone edits are shown faded: they come back with redo.
                    opacity: index < ProjectEditor.historyIndex ? 1 : 0.5
                    onTriggered: ProjectEditor.setHistoryIndex(index + 1)
                }
            }
        }
    }
    ToolButton {
        objectName: "arrangeButton"
        text: qsTr("Arrange ▾")
        onClicked: arrangeMenu.open()
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Align the selected boxes, collapse frames into one box, snap moved boxes to the grid")
        Menu {
            id: arrangeMenu
            objectName: "arrangeMenu"
            y: parent.height
            // As wide as its widest entry (the style's menus keep a fixed width otherwise).
            width: {
                let w = 200
                for (let i = 0; i < count; ++i)
                    if (itemAt(i))
                        w = Math.max(w, itemAt(i).implicitWidth)
                return w + leftPadding + rightPadding
            }
            Repeater {
                model: [{ edge: "left", text: qsTr("Align left edges"), keys: "Ctrl+Alt+Left" },
                        { edge: "right", text: qsTr("Align right edges"), keys: "Ctrl+Alt+Right" },
                        { edge: "top", text: qsTr("Align top edges"), keys: "Ctrl+Alt+Up" },
                        { edge: "bottom", text: qsTr("Align bottom edges"), keys: "Ctrl+Alt+Down" },
                        { edge: "hcenter", text: qsTr("Align centres on a vertical line"), keys: "" },
                        { edge: "vcenter", text: qsTr("Align centres on a horizontal line"), keys: "" }]
                delegate: ShortcutMenuItem {
                    required property var modelData
                    objectName: "align_" + modelData.edge
                    text: modelData.text
                    keys: modelData.keys
                    enabled: ProjectController.selectedNodes.length > 1
                    onTriggered: root.align(modelData.edge)
                }
            }
            MenuSeparator {}
            ShortcutMenuItem {
                objectName: "collapseSelected"
                text: qsTr("Collapse into one box")
                keys: "C"
                enabled: ProjectController.selectedNodes.length > 0
                onTriggered: root.collapse(true)
            }
            ShortcutMenuItem {
                objectName: "expandSelected"
                text: qsTr("Expand")
                keys: "E"
                enabled: ProjectController.selectedNodes.length > 0
                onTriggered: root.collapse(false)
            }
            MenuItem {
                objectName: "collapseAll"
                text: qsTr("Collapse every chassis, fabric and array")
                onTriggered: root.refuseIf(ProjectEditor.setAllCollapsed(true))
            }
            MenuItem {
                objectName: "expandAll"
                text: qsTr("Expand everything")
                onTriggered: root.refuseIf(ProjectEditor.setAllCollapsed(false))
            }
            MenuSeparator {}
            MenuItem {
                objectName: "layOutSelected"
                text: qsTr("Lay out the selection by tier")
                enabled: ProjectController.selectedIds.length > 0
                onTriggered: root.refuseIf(ProjectEditor.layOutByTier(ProjectController.selectedIds))
            }
            MenuItem {
                objectName: "layOutAll"
                text: qsTr("Lay out everything by tier")
                onTriggered: root.refuseIf(ProjectEditor.layOutByTier([]))
            }
            MenuSeparator {}
            ShortcutMenuItem {
                objectName: "snapToGrid"
                text: qsTr("Snap to grid")
                keys: "Ctrl+G"
                checkable: true
                checked: Prefs.snapToGrid
                onTriggered: Prefs.snapToGrid = checked
            }
        }
    }
    ToolButton {
        objectName: "duplicateButton"
        text: qsTr("Duplicate")
        enabled: root.selection.length > 0
        onClicked: root.duplicateRequested(root.selection)
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Copy the selection N times with the cables between its parts (Ctrl+D)")
    }
    ToolButton {
        objectName: "deleteButton"
        text: qsTr("Delete")
        enabled: root.selection.length > 0
        onClicked: root.deleteRequested(root.selection)
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Delete the selection and what depends on it (Del)")
    }

    function refuseIf(why: string) {
        if (why.length > 0)
            ProjectEditor.refused(why)
    }
    function align(edge: string) {
        refuseIf(ProjectEditor.alignNodes(ProjectController.selectedNodes, edge))
    }
    function collapse(yes: bool) {
        refuseIf(ProjectEditor.setCollapsed(ProjectController.selectedNodes, yes))
    }
    Shortcut { sequences: ["C"]; onActivated: root.collapse(true) }
    Shortcut { sequences: ["E"]; onActivated: root.collapse(false) }
    Shortcut { sequences: ["Ctrl+Alt+Left"]; onActivated: root.align("left") }
    Shortcut { sequences: ["Ctrl+Alt+Right"]; onActivated: root.align("right") }
    Shortcut { sequences: ["Ctrl+Alt+Up"]; onActivated: root.align("top") }
    Shortcut { sequences: ["Ctrl+Alt+Down"]; onActivated: root.align("bottom") }
    Shortcut { sequences: ["Ctrl+G"]; onActivated: Prefs.snapToGrid = !Prefs.snapToGrid }

    Shortcut { sequences: [StandardKey.Undo]; onActivated: ProjectEditor.undo() }
    // Not StandardKey.Redo: on Linux it is Ctrl+Shift+Z already, and a duplicate is ambiguous.
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; onActivated: ProjectEditor.redo() }
    Shortcut { sequences: [StandardKey.Save]; onActivated: root.save() }
    Shortcut { sequences: ["Ctrl+Shift+S"]; onActivated: root.saveAsRequested() }
    Shortcut {
        sequences: [StandardKey.Copy]
        enabled: root.selection.length > 0
        onActivated: {
            root.clipboard = root.selection
            root.pastes = 0
        }
    }
    Shortcut {
        sequences: [StandardKey.Paste]
        enabled: root.clipboard.length > 0
        onActivated: {
            if (ProjectEditor.duplicate(root.clipboard, root.pastes + 1, true) === "")
                ++root.pastes
        }
    }
    Shortcut {
        sequences: ["Ctrl+D"]
        enabled: root.selection.length > 0
        onActivated: root.duplicateRequested(root.selection)
    }
    Shortcut {
        // Not StandardKey.Delete: on X11 it also binds Ctrl+D, which then fires neither.
        sequences: ["Delete"]
        enabled: root.selection.length > 0
        onActivated: root.deleteRequested(root.selection)
    }
}
