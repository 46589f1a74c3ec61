import QtQuick
import QtTest
import SanTwin

// Arranging and finding one's way on lab 000 through the real window: aligning two selected
// boxes (one undo step), snapping a dragged box to the grid, dropping a whole device from the
// palette, the overview moving the view, the dark theme, and collapsing the array into one box.
TestCase {
    id: testCase
    name: "Arrange"
    when: windowShown
    width: 1440
    height: 900

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function init() {
        Prefs.snapToGrid = false
        Prefs.showOverview = true
        Prefs.dark = false
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        win = createTemporaryObject(mainWindow, testCase)
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.zoom < 1 && canvas.zoom > 0.05, 3000, "fit-to-view zoom")
    }

    function cleanup() {
        win = null
        Prefs.snapToGrid = false
        Prefs.dark = false
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function rowOf(name, kindLabel) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name
                    && nodes.data(nodes.index(r, 0), TopologyModel.RoleRole) === kindLabel)
                return r
        return -1
    }
    function nodeLeft(row) { return ProjectController.nodes.data(ProjectController.nodes.index(row, 0), TopologyModel.XRole) }
    function nodeTop(row) { return ProjectController.nodes.data(ProjectController.nodes.index(row, 0), TopologyModel.YRole) }

    function test_alignLeftIsOneUndoStep() {
        const a = rowOf("W2K8-1", "Server"), b = rowOf("W2K8-2", "Server")
        verify(a >= 0 && b >= 0)
        // Apart first, so aligning has something to do.
        compare(ProjectEditor.moveNodesBy([b], 60, 0), "")
        ProjectController.selectNode(rowOf("W2K8-1", "Server"))
        ProjectController.toggleNode(rowOf("W2K8-2", "Server"))
        tryCompare(ProjectController.selectedNodes, "length", 2)
        const history = ProjectEditor.history.length
        const line = Math.min(nodeLeft(rowOf("W2K8-1", "Server")), nodeLeft(rowOf("W2K8-2", "Server")))
        find("arrangeButton").clicked()
        const menu = find("arrangeMenu")
        tryVerify(() => menu !== null && menu.opened, 2000, "the arrange menu opens")
        const item = menu.itemAt(0)
        compare(item.objectName, "align_left")
        verify(item.enabled, "align is offered for two boxes")
        item.triggered()
        menu.close()
        tryVerify(() => Math.abs(nodeLeft(rowOf("W2K8-1", "Server")) - nodeLeft(rowOf("W2K8-2", "Server"))) < 0.5)
        compare(nodeLeft(rowOf("W2K8-1", "Server")), line)
        compare(ProjectEditor.history.length, history + 1)
        ProjectEditor.undo()
        tryVerify(() => Math.abs(nodeLeft(rowOf("W2K8-1", "Server")) - nodeLeft(rowOf("W2K8-2", "Server"))) > 10)
        // By the keyboard too; one box is not enough to align.
        keySequence("Ctrl+Alt+Left")
        tryVerify(() => Math.abs(nodeLeft(rowOf("W2K8-1", "Server")) - nodeLeft(rowOf("W2K8-2", "Server"))) < 0.5)
        ProjectController.selectNode(a)
        verify(ProjectEditor.alignNodes(ProjectController.selectedNodes, "left").length > 0)
    }

    function test_snapToGridPutsADraggedBoxOnTheGrid() {
        const canvas = find("diagramCanvas")
        Prefs.snapToGrid = true
        tryVerify(() => find("snapGrid").visible || canvas.zoom * Prefs.gridSize < 6)
        const row = rowOf("W2K8-1", "Server")
        ProjectController.selectNode(row)
        const i = ProjectController.nodes.index(row, 0)
        const cx = canvas.panX + (nodeLeft(row) + ProjectController.nodes.data(i, TopologyModel.WidthRole) / 2) * canvas.zoom
        const cy = canvas.panY + (nodeTop(row) + ProjectController.nodes.data(i, TopologyModel.HeightRole) / 2) * canvas.zoom
        mouseDrag(canvas, cx, cy, 37, 23, Qt.LeftButton, Qt.NoModifier, 30)
        const moved = rowOf("W2K8-1", "Server")
        tryVerify(() => ProjectEditor.history.length === 1)
        const g = Prefs.gridSize
        verify(Math.abs(nodeLeft(moved) / g - Math.round(nodeLeft(moved) / g)) < 0.01, "left " + nodeLeft(moved))
        verify(Math.abs(nodeTop(moved) / g - Math.round(nodeTop(moved) / g)) < 0.01, "top " + nodeTop(moved))
    }

    function test_deviceTemplateFromThePalette() {
        find("leftTabs").currentIndex = 1
        find("paletteSearch").text = "EVA"  // devices come last in the list: search brings it up
        let entry = null
        tryVerify(() => (entry = find("palette_device:eva8100")) !== null && entry.visible)
        const arrays = () => ProjectController.headlines.find(h => h.label === "Storage arrays").count
        const before = arrays()
        const canvas = find("diagramCanvas")
        const target = canvas.mapToItem(entry, 60, canvas.height - 60)
        // Where the drop lands in the diagram (the view may then move to show the whole device).
        let expected = sceneAt(canvas, 60, canvas.height - 60)
        mouseDrag(entry, 20, 12, target.x - 20, target.y - 12, Qt.LeftButton, Qt.NoModifier, 40)
        tryVerify(() => arrays() === before + 1)
        compare(ProjectController.inspector.kindLabel, "Storage array")
        verify(ProjectEditor.undoText.indexOf("EVA8100") >= 0, ProjectEditor.undoText)
        // The whole device is drawn centred where it was dropped, not in its tier's column (or
        // straight below that, clear of the boxes already there).
        let centre = selectedBoxCentre()
        fuzzyCompare(centre.x, expected.x, 2)
        verify(centre.y >= expected.y - 2, centre.y + " vs " + expected.y)
        ProjectEditor.undo()
        tryVerify(() => arrays() === before)

        // A double-click creates it in the middle of the view, as a drop there would. (QtTest's
        // synthetic clicks are spaced beyond the double-click interval, so no TapHandler sees a
        // double tap: the palette's signal stands in for it.)
        expected = sceneAt(canvas, canvas.width / 2, canvas.height / 2)
        find("palette").createRequested("device:eva8100")
        tryVerify(() => arrays() === before + 1, 3000, find("refusalText").text)
        centre = selectedBoxCentre()
        fuzzyCompare(centre.x, expected.x, 2)
        verify(centre.y >= expected.y - 2, centre.y + " vs " + expected.y)
        ProjectEditor.undo()
        tryVerify(() => arrays() === before)
        find("paletteSearch").text = ""
    }

    // The selected box's centre in diagram units.
    function selectedBoxCentre() {
        const idx = ProjectController.nodes.index(ProjectController.selectedNode, 0)
        return Qt.point(ProjectController.nodes.data(idx, TopologyModel.XRole) + ProjectController.nodes.data(idx, TopologyModel.WidthRole) / 2,
                        ProjectController.nodes.data(idx, TopologyModel.YRole) + ProjectController.nodes.data(idx, TopologyModel.HeightRole) / 2)
    }

    function sceneAt(canvas, vx, vy) {
        return Qt.point((vx - canvas.panX) / canvas.zoom, (vy - canvas.panY) / canvas.zoom)
    }

    // Every palette entry has its own icon that loads (one per kind; devices by category), and
    // the search finds kinds by their own names ("vmdk") as well as their labels.
    function test_paletteIconsAndSearch() {
        const kinds = ProjectEditor.paletteKinds
        const icons = new Set()
        for (const k of kinds) {
            const image = createTemporaryQmlObject('import QtQuick; Image { source: "qrc:/SanTwin/icons/' + k.icon + '.svg" }', testCase)
            tryVerify(() => image.status === Image.Ready, 2000, k.kind + ": " + k.icon)
            if (k.kind.indexOf("device:") !== 0)
                icons.add(k.icon)
        }
        compare(icons.size, kinds.filter(k => k.kind.indexOf("device:") !== 0).length, "one icon per kind")
        find("leftTabs").currentIndex = 1
        find("paletteSearch").text = "vmdk"
        tryVerify(() => find("palette_vmdk") !== null && find("palette_vmdk").visible)
        find("paletteSearch").text = "LUN"
        tryVerify(() => find("palette_logical_unit") !== null && find("palette_lun_mapping") !== null)
        find("paletteSearch").text = ""
    }

    function test_overviewMovesTheView() {
        const canvas = find("diagramCanvas")
        const overview = find("overview")
        verify(overview.visible)
        const map = find("miniMap")
        tryVerify(() => map.drawnBoxes === ProjectController.nodes.count, 3000, "every box is drawn")
        // Zoom in, then click the overview's top-left corner: the view moves there.
        canvas.zoomAt(canvas.width / 2, canvas.height / 2, 3)
        const panBefore = Qt.point(canvas.panX, canvas.panY)
        mouseClick(map, 8, 8)
        verify(canvas.panX !== panBefore.x || canvas.panY !== panBefore.y, "the view moved")
        const corner = map.mapToScene(8, 8)
        const middle = Qt.point((canvas.width / 2 - canvas.panX) / canvas.zoom, (canvas.height / 2 - canvas.panY) / canvas.zoom)
        fuzzyCompare(middle.x, corner.x, 1)
        fuzzyCompare(middle.y, corner.y, 1)
        const viewport = find("overviewViewport")
        verify(viewport.visible && viewport.width < map.width, "the outline shows the zoomed-in view")
        keyClick(Qt.Key_M)
        tryVerify(() => !overview.visible)
    }

    function test_darkTheme() {
        const light = String(Theme.canvas)
        find("themeButton").clicked()
        verify(Theme.dark)
        verify(String(Theme.canvas) !== light, "the canvas changes colour")
        verify(Theme.text.hslLightness > 0.7, "light text on dark panels")
        compare(win.palette.base, Theme.base)
        find("themeButton").clicked()
        verify(!Theme.dark)
    }

    function rowOfKind(kind) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.KindRole) === kind)
                return r
        return -1
    }

    // Clicking the ▾ in the array's title folds it (its controllers, pools and RAID groups) into
    // one box; Ctrl+Z opens it again; with a controller selected, C collapses the array around
    // it and E expands the box; the Arrange menu collapses and expands everything.
    function test_collapseAndExpandTheArray() {
        const canvas = find("diagramCanvas")
        const nodes = ProjectController.nodes
        const open = nodes.count
        let array = rowOfKind("array")
        verify(array >= 0 && nodes.data(nodes.index(array, 0), TopologyModel.FrameRole))
        const i = nodes.index(array, 0)
        canvas.zoomAt(canvas.width / 2, canvas.height / 2, 1.0 / canvas.zoom)  // 1:1, the ▾ is drawn
        canvas.reveal(array)
        const right = nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole)
        const p = canvas.sceneToView(right - 16, nodes.data(i, TopologyModel.YRole) + 16)
        verify(canvas.toggleAt(array, right - 16, nodes.data(i, TopologyModel.YRole) + 16))
        mouseClick(canvas, p.x, p.y)
        tryVerify(() => nodes.count < open, 2000, "the array's parts fold into it")
        array = rowOfKind("array")
        verify(nodes.data(nodes.index(array, 0), TopologyModel.CollapsedRole))
        compare(rowOfKind("controller"), -1)
        compare(ProjectEditor.history[ProjectEditor.history.length - 1], "Collapse AMS2100")
        ProjectEditor.undo()
        compare(nodes.count, open)

        ProjectController.selectNode(rowOfKind("controller"))
        keyClick(Qt.Key_C)
        tryVerify(() => nodes.count < open)
        ProjectController.selectNode(rowOfKind("array"))
        keyClick(Qt.Key_E)
        tryCompare(nodes, "count", open)

        find("arrangeButton").clicked()
        const menu = find("arrangeMenu")
        tryVerify(() => menu.opened)
        find("collapseAll").triggered()
        tryVerify(() => nodes.count < open)
        verify(find("cardLayer").drawnNodes > 0)
        find("arrangeButton").clicked()
        tryVerify(() => menu.opened)
        find("expandAll").triggered()
        tryCompare(nodes, "count", open)
    }
}
