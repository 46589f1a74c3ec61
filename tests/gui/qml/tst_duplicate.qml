import QtQuick
import QtTest
import SanTwin

// Growing lab 000 from the keyboard: W2K8-1 selected, Ctrl+D asks how many copies; typing 3 and
// Return makes three numbered copies in one undo step and selects all three; Esc makes none.
TestCase {
    id: testCase
    name: "Duplicate"
    when: windowShown
    width: 1440
    height: 900

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function init() {
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        win = createTemporaryObject(mainWindow, testCase)
        tryVerify(() => win.visible)
        tryVerify(() => find("diagramCanvas").zoom < 1, 3000, "fitted")
    }

    function cleanup() {
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function selectServer(name) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name) {
                ProjectController.selectNode(r)
                return
            }
        fail("no box named " + name)
    }

    function test_ctrlDWithACount() {
        selectServer("W2K8-1")
        const applied = ProjectEditor.historyIndex
        find("diagramCanvas").forceActiveFocus()
        keySequence("Ctrl+D")
        const dialog = find("duplicateDialog")
        tryVerify(() => dialog.opened)
        keyClick("3")  // the count's text is selected when the dialog opens
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.opened)
        tryCompare(ProjectController.selectedIds, "length", 3)
        compare(ProjectEditor.historyIndex, applied + 1, "three copies are one step")
        verify(ProjectEditor.undoText.indexOf("\u00d73") > 0, ProjectEditor.undoText)
        ProjectEditor.undo()
        compare(ProjectEditor.historyIndex, applied)
    }

    function test_escapeDuplicatesNothing() {
        selectServer("W2K8-1")
        const applied = ProjectEditor.historyIndex
        find("diagramCanvas").forceActiveFocus()
        keySequence("Ctrl+D")
        const dialog = find("duplicateDialog")
        tryVerify(() => dialog.opened)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.opened)
        compare(ProjectEditor.historyIndex, applied)
    }
}
