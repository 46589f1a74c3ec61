import QtQuick
import QtTest
import SanTwin

// The window keeps the user's work and view: an edit does not throw the zoom away, a box
// drags at once, a copy from another project pastes nothing, the lab chooser shows the lab that
// is open after a cancelled switch, and the unsaved-changes prompt can save.
TestCase {
    id: testCase
    name: "KeepsWork"
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
        const dialog = find("unsavedDialog")
        if (dialog && dialog.visible)
            dialog.close()
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function rowNamed(name) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name)
                return r
        return -1
    }

    function centreOf(row) {
        const nodes = ProjectController.nodes
        const i = nodes.index(row, 0)
        return find("diagramCanvas").sceneToView(
                    nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                    nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
    }

    // Zoomed in, duplicating a box (a new box appears) and undoing it keep the zoom and pan.
    function test_editKeepsTheView() {
        const canvas = find("diagramCanvas")
        canvas.zoomAt(canvas.width / 2, canvas.height / 2, 2)
        const zoom = canvas.zoom
        const count = ProjectController.nodes.count
        ProjectController.selectNode(rowNamed("W2K8-1"))
        verify(ProjectEditor.duplicate(ProjectController.selectedIds) === "")
        tryCompare(ProjectController.nodes, "count", count + 1)
        wait(50)
        compare(canvas.zoom, zoom)
        verify(!canvas.autoFit)
        // The view moves only as far as it takes to show the new copy (selected).
        const c = centreOf(ProjectController.selectedNode)
        verify(c.x > 0 && c.x < canvas.width && c.y > 0 && c.y < canvas.height, "the copy is in view")
        ProjectEditor.undo()
        tryCompare(ProjectController.nodes, "count", count)
        wait(50)
        compare(canvas.zoom, zoom)
        // Opening a lab still fits it.
        verify(ProjectController.openLab("001"))
        tryVerify(() => canvas.zoom !== zoom)
        verify(canvas.autoFit)
    }

    // Dragging a box that is not selected selects it and moves it (one undoable edit).
    function test_dragUnselectedBoxMovesIt() {
        const canvas = find("diagramCanvas")
        const row = rowNamed("W2K8-2")
        const nodes = ProjectController.nodes
        const y0 = nodes.data(nodes.index(row, 0), TopologyModel.YRole)
        ProjectController.clearSelection()
        const p = centreOf(row)
        const panY = canvas.panY
        mouseDrag(canvas, p.x, p.y, 0, 80, Qt.LeftButton, Qt.NoModifier, 20)
        tryVerify(() => nodes.data(nodes.index(row, 0), TopologyModel.YRole) > y0 + 20, 2000, "the box moved down")
        compare(ProjectController.selectedNode, row)
        compare(canvas.panY, panY, "the view did not pan")
        verify(ProjectEditor.undoText.indexOf("Move") === 0, ProjectEditor.undoText)
        ProjectEditor.undo()
        tryVerify(() => nodes.data(nodes.index(row, 0), TopologyModel.YRole) === y0, 2000, "undo puts it back")
    }

    // Copy in lab 000, open lab 004: there is nothing to paste (ids of another project).
    function test_copyFromAnotherProjectPastesNothing() {
        const bar = find("editToolBar")
        ProjectController.selectNode(rowNamed("W2K8-1"))
        keySequence(StandardKey.Copy)
        compare(bar.clipboard.length, 1)
        verify(ProjectController.openLab("004"))
        compare(bar.clipboard.length, 0)
        const undo = ProjectEditor.undoText
        keySequence(StandardKey.Paste)
        compare(ProjectEditor.undoText, undo, "nothing was pasted")
    }

    // Two pastes of one copy and a duplicate of ESX-1 land in free space: no box covers another
    // (frames aside); the history says "Paste".
    function test_pastesFanOut() {
        // Copies number on from the servers there are (W2K8-1 → the next free W2K8-N): they are
        // the W2K8 names that were not there before.
        const before = {}
        for (let r = 0; r < ProjectController.nodes.count; ++r)
            before[ProjectController.nodes.data(ProjectController.nodes.index(r, 0), TopologyModel.NameRole)] = true
        ProjectController.selectNode(rowNamed("W2K8-1"))
        keySequence(StandardKey.Copy)
        keySequence(StandardKey.Paste)
        verify(ProjectEditor.undoText.indexOf("Paste W2K8-1") === 0, ProjectEditor.undoText)
        keySequence(StandardKey.Paste)
        ProjectController.selectNode(rowNamed("ESX-1"))
        verify(ProjectEditor.duplicate(ProjectController.selectedIds) === "")
        const boxes = ProjectController.nodes
        for (let a = 0; a < boxes.count; ++a)
            for (let b = a + 1; b < boxes.count; ++b)
                verify(!overlap(a, b), boxes.data(boxes.index(a, 0), TopologyModel.NameRole) + " covers "
                       + boxes.data(boxes.index(b, 0), TopologyModel.NameRole))
        ProjectEditor.undo()
        const nodes = ProjectController.nodes
        const copies = []
        for (let r = 0; r < nodes.count; ++r)
        {
            const name = nodes.data(nodes.index(r, 0), TopologyModel.NameRole)
            if (name.indexOf("W2K8-") === 0 && !before[name])
                copies.push(r)
        }
        compare(copies.length, 2)
        verify(nodes.data(nodes.index(copies[0], 0), TopologyModel.YRole)
               !== nodes.data(nodes.index(copies[1], 0), TopologyModel.YRole)
               || nodes.data(nodes.index(copies[0], 0), TopologyModel.XRole)
               !== nodes.data(nodes.index(copies[1], 0), TopologyModel.XRole), "the copies are apart")
        ProjectEditor.undo()
        ProjectEditor.undo()
    }

    // Whether boxes `a` and `b` overlap, neither being a frame.
    function overlap(a, b) {
        const m = ProjectController.nodes
        const ia = m.index(a, 0), ib = m.index(b, 0)
        if (m.data(ia, TopologyModel.FrameRole) || m.data(ib, TopologyModel.FrameRole))
            return false
        const ax = m.data(ia, TopologyModel.XRole), ay = m.data(ia, TopologyModel.YRole)
        const bx = m.data(ib, TopologyModel.XRole), by = m.data(ib, TopologyModel.YRole)
        return ax < bx + m.data(ib, TopologyModel.WidthRole) && bx < ax + m.data(ia, TopologyModel.WidthRole)
            && ay < by + m.data(ib, TopologyModel.HeightRole) && by < ay + m.data(ia, TopologyModel.HeightRole)
    }

    // With unsaved edits, picking lab 004 and cancelling leaves lab 000 open and shown.
    function test_labChooserShowsTheOpenLabAfterCancel() {
        verify(ProjectEditor.rename(ProjectController.nodes.keyAt(rowNamed("W2K8-1")), "edited") === "")
        const chooser = find("labChooser")
        verify(chooser.currentText.indexOf("000") === 0, chooser.currentText)
        chooser.activated(4)
        const dialog = find("unsavedDialog")
        tryVerify(() => dialog.visible)
        dialog.reject()
        tryVerify(() => !dialog.visible)
        verify(ProjectController.labId.indexOf("000") === 0, ProjectController.labId)
        verify(chooser.currentText.indexOf("000") === 0, "the chooser shows lab 000 again: " + chooser.currentText)
        ProjectEditor.undo()
    }

    // The prompt's Save writes the project file and then goes on with what was asked.
    function test_unsavedPromptSaves() {
        const path = "/tmp/santwin-keeps-work-" + Date.now() + ".santwin"
        verify(ProjectEditor.saveAs(path) === "")
        verify(ProjectEditor.rename(ProjectController.nodes.keyAt(rowNamed("W2K8-1")), "saved-by-prompt") === "")
        verify(ProjectEditor.modified)
        const dialog = find("unsavedDialog")
        dialog.askThen(() => ProjectController.openLab("001"))
        tryVerify(() => dialog.visible)
        dialog.accept()
        tryVerify(() => ProjectController.labId.indexOf("001") === 0)
        verify(ProjectController.openFile(path))
        verify(rowNamed("saved-by-prompt") >= 0, "the edit was saved before lab 001 opened")
    }

    // A save that cannot write (no such directory) says why in a dialog, and the project stays
    // modified with the edit in it.
    function test_saveFailureShowsADialog() {
        verify(ProjectEditor.rename(ProjectController.nodes.keyAt(rowNamed("W2K8-1")), "unsaved-edit") === "")
        const reason = ProjectEditor.saveAs("/nonexistent-dir-santwin/lab.santwin")
        verify(reason.length > 0)
        const dialog = find("errorDialog")
        tryVerify(() => dialog.visible)
        compare(dialog.title, "Could not save the project")
        verify(find("errorMessage").text.indexOf("/nonexistent-dir-santwin/lab.santwin") >= 0, find("errorMessage").text)
        verify(ProjectEditor.modified)
        verify(rowNamed("unsaved-edit") >= 0)
        dialog.close()
        tryVerify(() => !dialog.visible)
        ProjectEditor.undo()
    }

    // A box dragged away goes back to its tier with Arrange ▸ Lay out the selection by tier; undo
    // puts it where it was dragged.
    function test_layOutByTier() {
        const row = rowNamed("W2K8-2")
        const nodes = ProjectController.nodes
        const y0 = nodes.data(nodes.index(row, 0), TopologyModel.YRole)
        verify(ProjectEditor.moveNodesBy([row], 0, 300) === "")
        tryVerify(() => nodes.data(nodes.index(row, 0), TopologyModel.YRole) > y0 + 200)
        ProjectController.selectNode(row)
        find("arrangeButton").clicked()
        const item = find("layOutSelected")
        tryVerify(() => item.visible && item.enabled)
        item.triggered()
        tryVerify(() => nodes.data(nodes.index(rowNamed("W2K8-2"), 0), TopologyModel.YRole) === y0, 2000, "back in its tier")
        verify(ProjectEditor.undoText.indexOf("Lay out") === 0, ProjectEditor.undoText)
        ProjectEditor.undo()
        tryVerify(() => nodes.data(nodes.index(rowNamed("W2K8-2"), 0), TopologyModel.YRole) > y0 + 200)
        ProjectEditor.undo()
    }

    // New (after discarding an edit) opens an empty, untitled project in which a server can be
    // created; undo has nothing of the previous project.
    function test_newProject() {
        verify(ProjectEditor.rename(ProjectController.nodes.keyAt(rowNamed("W2K8-1")), "edited") === "")
        mouseClick(find("newButton"))
        const dialog = find("unsavedDialog")
        tryVerify(() => dialog.visible)
        dialog.discarded()
        tryCompare(ProjectController, "entityCount", 0)
        compare(ProjectController.title, "Untitled")
        compare(find("labChooser").displayText, "(new project)")
        verify(!ProjectEditor.modified)
        compare(ProjectEditor.create("server", 0, 100, 100), "")
        tryCompare(ProjectController.nodes, "count", 1)
        verify(ProjectEditor.modified)
        ProjectEditor.undo()
        tryCompare(ProjectController.nodes, "count", 0)
        ProjectEditor.undo()  // nothing older: the previous project's edit is not replayed here
        compare(ProjectController.entityCount, 0)
    }

    // Lab 004's problems are about cables: selecting one lights both ends (the rest dimmed) and
    // brings them into view, zoomed in as the user was.
    function test_cableProblemShowsItsEnds() {
        verify(ProjectController.openLab("004"))
        const canvas = find("diagramCanvas")
        const problems = ProjectController.problems
        let link = 0
        for (let r = 0; r < problems.rowCount() && link === 0; ++r)
            if (problems.data(problems.index(r, 0), ProblemsModel.RuleRole).indexOf("link") === 0)
                link = problems.data(problems.index(r, 0), ProblemsModel.EntityRole)
        verify(link !== 0, "lab 004 has a problem about a cable")
        canvas.zoomAt(0, 0, 3)  // zoomed in on a corner: the cable's ends are out of view
        ProjectController.select(link)
        compare(ProjectController.selectedNode, -1)
        const ends = ProjectController.highlightNodes
        verify(ends.length >= 1 && ends.length <= 2, "the cable's ends are lit: " + ends.length)
        compare(find("cardLayer").highlightNodes.length, ends.length)
        const nodes = ProjectController.nodes
        let mx = 0, my = 0
        for (const n of ends) {
            const i = nodes.index(n, 0)
            const c = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                                         nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
            mx += c.x / ends.length
            my += c.y / ends.length
        }
        verify(mx > 0 && mx < canvas.width && my > 0 && my < canvas.height, "the cable is in view: " + mx + ", " + my)
        // Each end wholly in view (zoomed out as far as needed), not cut by the view's edge.
        for (const n of ends) {
            const i = nodes.index(n, 0)
            const a = canvas.sceneToView(nodes.data(i, TopologyModel.XRole), nodes.data(i, TopologyModel.YRole))
            const b = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole),
                                         nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole))
            verify(a.x >= 0 && a.y >= 0 && b.x <= canvas.width && b.y <= canvas.height, "an end is cut: " + a + " " + b)
        }
        ProjectController.clearSelection()
        compare(ProjectController.highlightNodes.length, 0)
    }

    // Two FC switches selected: the inspector says so, and a model typed once is set on both
    // (one undo step).
    function test_multiSelectionEdit() {
        const a = ProjectController.nodes.keyAt(rowNamed("SW-A")), b = ProjectController.nodes.keyAt(rowNamed("SW-B"))
        verify(a !== 0 && b !== 0)
        ProjectController.select(a)
        ProjectController.toggleNode(rowNamed("SW-B"))
        compare(ProjectController.sameKindSelected.length, 1)
        tryVerify(() => find("inspectorMulti").visible)
        const field = find("field_model")
        field.forceActiveFocus()
        field.text = "Brocade 300"
        field.accepted()
        verify(ProjectEditor.undoText.length > 0)
        ProjectController.select(b)
        tryCompare(find("field_model"), "text", "Brocade 300")
        verify(!find("inspectorMulti").visible)
        ProjectEditor.undo()
        tryVerify(() => find("field_model").text !== "Brocade 300", 2000, "one undo puts both back")
        ProjectController.select(a)
        tryVerify(() => find("field_model").text !== "Brocade 300")
    }

    // The Arrange menu is wide enough for its entries: no text is cut short, shortcuts included.
    function test_arrangeMenuFitsItsEntries() {
        find("arrangeButton").clicked()
        const menu = find("arrangeMenu")
        tryVerify(() => menu !== null && menu.opened)
        let checked = 0
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (!item || !item.contentItem || !item.contentItem.children || item.text === undefined)
                continue
            const kids = item.contentItem.children
            for (let k = 0; k < kids.length; ++k)
                if (kids[k].truncated !== undefined) {
                    const label = kids[k]
                    verify(!label.truncated, item.text + " is cut short")
                    ++checked
                }
        }
        verify(checked >= 8, "labels checked: " + checked)
        menu.close()
    }

    // Ctrl+A selects every box, Esc clears the selection; in a text field Esc reverts the text
    // and leaves the selection alone.
    function test_selectAllAndEscape() {
        find("diagramCanvas").forceActiveFocus()
        keySequence(StandardKey.SelectAll)
        tryVerify(() => ProjectController.selectedIds.length > 10, 2000, "every box selected")
        keyClick(Qt.Key_Escape)
        tryCompare(ProjectController.selectedIds, "length", 0)

        ProjectController.selectNode(rowNamed("W2K8-1"))
        const field = find("field_model") || find("field_os")
        verify(field !== null, "an editable text attribute")
        const before = field.text
        field.forceActiveFocus()
        field.text = "typed, not applied"
        keyClick(Qt.Key_Escape)
        compare(field.text, before, "Esc reverts the field")
        compare(ProjectController.selectedIds.length, 1, "and keeps the selection")
    }
}
