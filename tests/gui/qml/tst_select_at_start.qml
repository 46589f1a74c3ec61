import QtQuick
import QtTest
import SanTwin

// An entity selected while the window opens — what `santwin --select` did before its first
// frame, once with the lab and again with the run — shows as a click shows it: the inspector's
// attribute rows sit under the name, not stacked on the header, and the diagram is still fitted
// with the box in view (a canvas without a size yet used to centre it at 100 % and stop fitting).
TestCase {
    id: testCase
    name: "SelectAtStart"
    when: windowShown
    width: 1440
    height: 900

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

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

    function cleanup() {
        ProjectController.clearSelection()
    }

    // Window y of an item's top.
    function windowY(item) {
        return item.mapToItem(null, 0, 0).y
    }

    function test_selectionMadeBeforeTheFirstFrame() {
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        const row = rowNamed("RG-000")
        const key = ProjectController.nodes.keyAt(row)
        ProjectController.select(key)
        win = createTemporaryObject(mainWindow, testCase)
        ProjectController.select(key)  // no frame drawn yet

        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.width > 0 && canvas.zoom < 1, 3000, "the lab is fitted, zoom " + canvas.zoom)
        const nodes = ProjectController.nodes
        const i = nodes.index(row, 0)
        const x = nodes.data(i, TopologyModel.XRole), y = nodes.data(i, TopologyModel.YRole)
        verify(canvas.inView(x, y, x + nodes.data(i, TopologyModel.WidthRole), y + nodes.data(i, TopologyModel.HeightRole)),
               "RG-000 is in view")

        const name = find("inspectorNameField")
        compare(name.text, "RG-000")
        const attrs = find("inspectorAttributes")
        verify(attrs.count > 2)
        tryVerify(() => windowY(attrs.itemAt(0)) >= windowY(name) + name.height, 3000,
                  "the first attribute row is under the name: " + windowY(attrs.itemAt(0)) + " vs " + windowY(name))
        for (let k = 1; k < attrs.count; ++k)
            verify(windowY(attrs.itemAt(k)) > windowY(attrs.itemAt(k - 1)), "row " + k + " is under row " + (k - 1))
    }
}
