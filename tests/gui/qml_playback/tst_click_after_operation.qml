import QtQuick
import QtTest
import SanTwin

// Lab 000, VM1 Storage-vMotioned to DS-DP-000 from the diagram, the playhead at 27 min: the
// operation's run shows its own configuration (laid out again), and a click on VM1's box, on
// RG-000's and on CTL0's selects each, as before the operation — without a Fit first. The
// inspector that the selection opens does not squeeze the diagram to a smaller zoom.
TestCase {
    id: testCase
    name: "ClickAfterOperation"
    when: windowShown
    width: 1600
    height: 1000

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function init() {
        win = createTemporaryObject(mainWindow, testCase)
        tryVerify(() => win.visible)
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

    function clickBox(name) {
        const canvas = find("diagramCanvas")
        const nodes = ProjectController.nodes
        const row = rowNamed(name)
        verify(row >= 0, "a box named " + name)
        const i = nodes.index(row, 0)
        const p = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                                     nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
        verify(p.x > 0 && p.y > 0 && p.x < canvas.width && p.y < canvas.height, name + " is in view")
        mouseClick(canvas, p.x, p.y)
        tryCompare(ProjectController, "selectedNode", row, 2000, "a click on " + name + " selects it")
    }

    function test_clicksSelectAfterAnOperation() {
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.height > 200 && canvas.zoom > 0.05, 3000, "the lab is fitted")
        const vm = ProjectController.nodes.keyAt(rowNamed("VM1"))
        verify(vm !== 0)
        // The datastore as the VM's context menu offers it.
        const offer = SimulationController.operationsFor(vm).find(o => o.op === "svmotion")
        verify(offer !== undefined, "VM1 offers Storage vMotion")
        const ds = offer.targets.find(t => t.name === "DS-DP-000")
        verify(ds !== undefined, "to DS-DP-000")
        verify(SimulationController.runOperation("svmotion", vm, ds.id))
        tryVerify(() => PlaybackController.hasRun && !SimulationController.running && !PlaybackController.live,
                  120000, "the Storage vMotion ran and loaded")
        PlaybackController.seek(Math.min(27 * 60, PlaybackController.end))
        wait(300)
        const zoom = canvas.zoom
        clickBox("VM1")
        // The inspector opening for VM1 takes the left panels' room, not the diagram's.
        tryVerify(() => find("inspector") === null || find("inspector").visible, 2000)
        wait(300)
        verify(canvas.zoom > 0.85 * zoom, "the diagram keeps its zoom: " + zoom.toFixed(2) + " then "
               + canvas.zoom.toFixed(2))
        clickBox("RG-000")
        clickBox("CTL0")
    }
}
