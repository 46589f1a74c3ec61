import QtQuick
import QtTest
import SanTwin

// The centre tabs through the real window: the 3D lab tab renders the open lab and a drag
// orbits it; the Sweeps tab runs dp-pool-4rg over three RAID-group counts from the form and
// shows the table and charts, whose right-click opens the export menu.
TestCase {
    id: testCase
    name: "Views"
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
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function test_1_lab3d() {
        verify(ProjectController.openLab("000"))
        const tabs = find("centreTabs")
        const view = find("lab3dView")
        verify(view !== null)
        compare(view.active, false, "the hidden tab does not render")
        mouseClick(find("lab3dTab"))
        compare(tabs.currentIndex, 1)
        if (!view.available)
            skip("no X display for VTK here: " + view.status)
        verify(view.active)
        tryVerify(() => view.frames > 0, 30000, "the 3D view rendered: " + view.status)
        verify(view.status.indexOf("racks") >= 0, view.status)
        const azimuth = view.azimuth
        mouseDrag(view, view.width / 2, view.height / 2, 80, 0)
        verify(view.azimuth !== azimuth, "a drag orbits")
        const frames = view.frames
        tryVerify(() => view.frames > frames, 30000, "and renders again")
        mouseDoubleClickSequence(view, view.width / 2, view.height / 2)
        tryCompare(view, "azimuth", azimuth, 2000, "double-click resets the view")
    }

    function test_2_sweep() {
        mouseClick(find("sweepTab"))
        const scenario = find("sweepScenario")
        const row = scenario.model.findIndex(s => s.id === "dp-pool-4rg")
        verify(row >= 0, "dp-pool-4rg can be swept")
        scenario.currentIndex = row
        compare(find("sweepParameter").currentText, "raid_groups")
        const values = find("sweepValues")
        compare(values.text, "2,3,4", "the suggestion is the range the parameter allows")
        mouseClick(find("sweepRun"))
        verify(SweepController.running)
        tryVerify(() => !SweepController.running, 120000, "the sweep finished")
        compare(SweepController.values, ["2", "3", "4"])
        const table = find("sweepTable")
        tryVerify(() => table.count > 0, 3000, "the table lists metrics")
        const charts = find("sweepCharts")
        tryVerify(() => charts.count === SweepController.chartTitles.length && charts.count > 0, 3000)
        let chart = null
        tryVerify(() => (chart = find("sweepChart_0")) !== null && chart.hasChart, 5000, "the first chart is drawn")
        mouseClick(chart, chart.width / 2, chart.height / 2, Qt.RightButton)
        const menu = find("sweepExportMenu")
        tryVerify(() => menu.opened, 2000, "right-click opens the export menu")
        menu.close()

        // A bad value list is refused on the form, and the charts stay.
        values.text = "3"
        mouseClick(find("sweepRun"))
        verify(!SweepController.running)
        verify(find("sweepMessage").text.indexOf("at least two values") >= 0, find("sweepMessage").text)
        verify(SweepController.chartTitles.length > 0)
    }

    // Values wider than a number (aa-path-policy's policies) get columns as wide as their
    // headers: "mru_balanced" does not run into "rr"; a count of events is a whole number.
    function test_3_sweepColumnsFitTheirValues() {
        mouseClick(find("sweepTab"))
        const scenario = find("sweepScenario")
        const row = scenario.model.findIndex(s => s.id === "aa-path-policy")
        verify(row >= 0, "aa-path-policy can be swept")
        scenario.currentIndex = row
        compare(find("sweepParameter").currentText, "policy")
        find("sweepValues").text = "mru_single,mru_balanced,rr"
        mouseClick(find("sweepRun"))
        tryVerify(() => !SweepController.running, 120000, "the sweep finished")
        compare(SweepController.values, ["mru_single", "mru_balanced", "rr"])
        let balanced = null, rr = null
        tryVerify(() => (balanced = find("sweepHeader_mru_balanced")) !== null && (rr = find("sweepHeader_rr")) !== null, 3000)
        verify(!balanced.truncated, "the header is whole")
        const end = balanced.mapToItem(null, balanced.implicitWidth, 0).x
        verify(rr.mapToItem(null, 0, 0).x >= end, "'rr' starts after 'mru_balanced' ends")
        for (const r of SweepController.table)
            for (const cell of r.values)
                verify(cell.indexOf("e+") < 0, r.metric + ": " + cell)
    }
}
