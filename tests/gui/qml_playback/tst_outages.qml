import QtQuick
import QtTest
import SanTwin

// A failure started from the diagram's menu, played back in the window: from the failure on the
// switch is drawn FAILED (hatched, no green heat) and its cables are crossed out; before it,
// nothing is. The array's frame shows its own load. The menu that offers the cables to disable is wide enough for their names.
TestCase {
    id: testCase
    name: "Outages"
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
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
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

    function test_1_failedSwitchIsDrawnFailed() {
        const key = ProjectController.nodes.keyAt(rowNamed("SW-A"))
        verify(SimulationController.runOperation("fail", key, key), SimulationController.status)
        tryVerify(() => PlaybackController.scenarioId === "fail" && !SimulationController.running
                        && !PlaybackController.live, 60000, "the failure ran and loaded")
        // A run started from the diagram is the project's own, not a scenario of the papers'.
        verify(!PlaybackController.seedScenario)
        const source = find("overviewSource")
        verify(source !== null)
        compare(source.text, "Operation run · on this project")
        const row = rowNamed("SW-A")
        const layer = find("linkLayer")
        PlaybackController.seek(60)
        let cell = null
        tryVerify(() => (cell = find("heat_" + row)) !== null, 3000, "SW-A has its playback cell")
        tryVerify(() => cell.failed, 2000, "SW-A is failed at 1:00")
        const mark = findChild(cell, "failed")
        verify(mark.visible && mark.whole, "drawn FAILED")
        verify(findChild(cell, "failedBadge").visible)
        compare(PlaybackController.nodeHeat(row), -1, "no green utilization on a failed switch")
        tryVerify(() => layer.downEdges > 0, 2000, "its cables are drawn down")

        PlaybackController.seek(10)  // before the failure (0:20)
        tryVerify(() => !cell.failed, 2000)
        verify(!mark.visible)
        tryCompare(layer, "downEdges", 0)

        // The array's frame is outlined by its own load (its write cache), named on a badge
        // only when high; a controller's ports, quiet here, get no badge.
        const array = rowNamed("AMS2100")
        const arrayCell = find("heat_" + array)
        verify(PlaybackController.nodeHeat(array) >= 0, "the array records its write cache")
        verify(PlaybackController.nodeHeatText(array).indexOf("cache write pending") === 0, PlaybackController.nodeHeatText(array))
        verify(findChild(arrayCell, "frameHeat").visible, "the array's frame is outlined by its load")
        compare(findChild(arrayCell, "frameHeatBadge").visible, PlaybackController.nodeHeat(array) >= 50)
        const ctl = rowNamed("CTL0")
        verify(PlaybackController.nodePortHeat(ctl) < 70)
        verify(!findChild(find("heat_" + ctl), "portHeatBadge").visible)
    }

    function test_2_disableLinkMenuFitsItsEntries() {
        const key = ProjectController.nodes.keyAt(rowNamed("SW-A"))
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.zoom < 1 && canvas.zoom > 0.1, 3000, "the lab is fitted")
        const menu = find("operationMenu")
        find("operationMenuHost").openFor(key)
        tryVerify(() => menu.opened, 2000, "the operation menu opens")
        let sub = null
        for (let i = 0; i < menu.count; ++i)
            if (menu.menuAt(i) && menu.menuAt(i).objectName === "op_unplug")
                sub = menu.menuAt(i)
        verify(sub !== null, "Disable link… is offered")
        verify(sub.count > 0)
        for (let i = 0; i < sub.count; ++i) {
            const item = sub.itemAt(i)
            verify(item.text.indexOf("↔") > 0, item.text)
            verify(sub.width >= item.implicitWidth, "'" + item.text + "' fits: " + sub.width + " < " + item.implicitWidth)
        }
        menu.close()
    }
}
