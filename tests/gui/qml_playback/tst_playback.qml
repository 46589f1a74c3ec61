import QtQuick
import QtTest
import SanTwin

// Playback driven through the real window: the scenario picker runs hdp-warmup off the GUI
// thread, Play moves the playhead, the scrubber seeks, a marker click jumps to its event, the
// diagram animates flow on busy links, and a chart exported after a right-click is a PNG of the
// requested size (its pixels are checked in the gtest) while the dock's chart is drawn.
TestCase {
    id: testCase
    name: "Playback"
    when: windowShown
    width: 1600
    height: 1000

    Component {
        id: mainWindow
        Main {}
    }
    Component {
        id: imageView
        Image { cache: false }
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

    function openWarmup() {
        if (PlaybackController.scenarioId === "hdp-warmup" && !PlaybackController.live)
            return
        const button = find("scenarioButton")
        mouseClick(button)
        const picker = find("scenarioPicker")
        tryVerify(() => picker.opened, 3000, "the picker opens")
        const list = find("scenarioList")
        const row = list.model.findIndex(s => s.id === "hdp-warmup")
        verify(row >= 0, "hdp-warmup is listed")
        list.positionViewAtIndex(row, ListView.Contain)
        let entry = null
        tryVerify(() => (entry = list.itemAtIndex(row)) !== null, 3000, "its entry is shown")
        mouseClick(entry)
        verify(SimulationController.running || PlaybackController.hasRun)
        // While it computes it plays live; then the finished runs replace the live one.
        tryVerify(() => PlaybackController.scenarioId === "hdp-warmup" && !SimulationController.running
                        && !PlaybackController.live, 60000, "the warm-up ran and loaded")
        verify(!SimulationController.running)
    }

    function test_1_openAndPlay() {
        openWarmup()
        verify(PlaybackController.end > 1000)
        PlaybackController.seek(0)
        PlaybackController.speed = 1000
        mouseClick(find("playButton"))
        verify(PlaybackController.playing)
        tryVerify(() => PlaybackController.time > 100, 5000, "the playhead moves")
        mouseClick(find("playButton"))
        verify(!PlaybackController.playing)
        // Mid-run links carry animated flow drawn by the one link layer.
        PlaybackController.seek(PlaybackController.end / 2)
        const layer = find("linkLayer")
        tryVerify(() => layer.flowParticles > 0, 3000, "particles on busy links")
        verify(PlaybackController.busyEdges > 0)
    }

    function test_2_scrubAndMarkers() {
        openWarmup()
        const scrubber = find("scrubber")
        tryVerify(() => scrubber.visible && scrubber.width > 100)
        // Click three quarters along the groove: the playhead goes about there.
        mouseClick(scrubber, scrubber.leftPadding + scrubber.availableWidth * 0.75, scrubber.height / 2)
        const t = PlaybackController.time
        verify(Math.abs(t / PlaybackController.end - 0.75) < 0.05, "seeked to " + t)
        // Click the first marker: the playhead jumps to its event, and the log's current row is it.
        const marker = find("marker_0")
        verify(marker !== null)
        mouseClick(marker)
        compare(PlaybackController.time, PlaybackController.markers[0].t)
        verify(PlaybackController.events.currentRow >= 0)
        // Next / previous event buttons move between events.
        mouseClick(find("nextMarker"))
        verify(PlaybackController.time >= PlaybackController.markers[0].t)
    }

    function test_3_chartExport() {
        openWarmup()
        const chart = find("chart_0")
        tryVerify(() => chart !== null && chart.hasChart, 5000, "the first chart is drawn")
        mouseClick(chart, chart.width / 2, chart.height / 2, Qt.RightButton)
        const menu = find("chartExportMenu")
        tryVerify(() => menu.opened, 2000, "right-click opens the export menu")
        menu.close()
        const path = "tst_playback_chart.png"
        verify(PlaybackController.exportChart(0, path), PlaybackController.message)
        const img = createTemporaryObject(imageView, testCase, { source: "file:" + path })
        tryVerify(() => img.status === Image.Ready, 3000)
        compare(img.sourceSize.width, 1600)
        compare(img.sourceSize.height, 1000)
        // What the dock shows is the same chart, drawn: it has more than a handful of colours.
        const grabbed = grabImage(chart)
        const seen = {}
        let n = 0
        for (let y = 0; y < grabbed.height; y += 9)
            for (let x = 0; x < grabbed.width; x += 9) {
                const key = String(grabbed.pixel(x, y))
                if (!seen[key]) { seen[key] = true; ++n }
            }
        verify(n > 5, "the chart is not blank (" + n + " colours)")
    }

    // Right-click the VM on lab 000's diagram: the operation menu offers Storage vMotion; picking
    // the first datastore runs it off the GUI thread, and the timeline then plays it: markers for
    // its start and end, links carrying the copy, and live charts of the busiest box.
    function test_4_operationFromContextMenu() {
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.height > 200 && canvas.zoom > 0.2 && canvas.zoom < 1, 3000, "the lab is fitted")
        const nodes = ProjectController.nodes
        let row = -1
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.KindRole) === "vm") { row = r; break }
        verify(row >= 0, "lab 000 shows a VM")
        const i = nodes.index(row, 0)
        const p = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                                     nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
        mouseClick(canvas, p.x, p.y)
        compare(ProjectController.selectedNode, row)
        mouseClick(canvas, p.x, p.y, Qt.RightButton)
        const menu = find("operationMenu")
        tryVerify(() => menu.opened, 2000, "the operation menu opens")
        const sub = menu.menuAt(0)
        verify(sub !== null && sub.title.indexOf("Storage vMotion") === 0, "first offer: " + (sub ? sub.title : "none"))
        verify(sub.count > 0, "datastores to move to")
        sub.itemAt(0).triggered()
        menu.close()
        tryVerify(() => PlaybackController.scenarioId === "svmotion" && !SimulationController.running, 60000,
                  "the Storage vMotion ran and loaded")
        verify(PlaybackController.markers.some(m => m.kind === "operation_end"))
        PlaybackController.seek(PlaybackController.end / 2)
        verify(PlaybackController.busyEdges > 0)
        // The busiest box during the copy has live charts.
        let busiest = -1
        for (let r = 0; r < ProjectController.nodes.count; ++r)
            if (busiest < 0 || PlaybackController.nodeHeat(r) > PlaybackController.nodeHeat(busiest))
                busiest = r
        verify(PlaybackController.nodeHeat(busiest) > 0, "some box is busy during the copy")
        ProjectController.selectNode(busiest)
        tryVerify(() => PlaybackController.chartTitles.length > 0, 3000, "live charts of the busiest box")
    }

    // Right-click an ESX host of lab 001: VAAI is a checkable setting (an undoable edit), and a
    // boot storm of the linked clones it runs asks how many first, then runs and plays.
    function test_5_operationAsksHowMany() {
        verify(ProjectController.openLab("001"), ProjectController.errorMessage)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.height > 200 && canvas.zoom > 0.05, 3000, "the lab is fitted")
        const nodes = ProjectController.nodes
        let row = -1
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.KindRole) === "esx_host") { row = r; break }
        if (row < 0)
            for (let r = 0; r < nodes.count; ++r)
                if (nodes.data(nodes.index(r, 0), TopologyModel.KindRole) === "server") { row = r; break }
        verify(row >= 0, "lab 001 shows a host")
        canvas.reveal(row)
        const i = nodes.index(row, 0)
        const p = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                                     nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
        mouseClick(canvas, p.x, p.y, Qt.RightButton)
        const menu = find("operationMenu")
        tryVerify(() => menu.opened, 2000, "the operation menu opens")
        let storm = null, vaai = null, storms = 0
        for (let k = 0; k < menu.count; ++k) {
            const sub = menu.menuAt(k)
            if (sub && sub.objectName === "op_bootstorm") { storm = sub; ++storms }
            if (sub && sub.objectName === "op_edit_vaai") vaai = sub
        }
        verify(storm !== null, "a host running linked clones offers a boot storm")
        compare(storms, 1, "one boot-storm entry, its datastores inside it")
        verify(vaai !== null && vaai.count === 2, "and VAAI on / off")
        const wasOn = vaai.itemAt(0).checked
        const undoBefore = ProjectEditor.canUndo
        vaai.itemAt(wasOn ? 1 : 0).triggered()
        verify(ProjectEditor.canUndo, "the VAAI switch is an undoable edit")
        ProjectEditor.undo()
        verify(ProjectEditor.canUndo === undoBefore)

        storm.itemAt(0).triggered()
        menu.close()
        const dialog = find("amountDialog")
        tryVerify(() => dialog.opened, 2000, "the boot storm asks how many clones")
        const spin = find("amountSpin")
        verify(spin.to >= 8)
        spin.value = 8
        dialog.accept()
        tryVerify(() => PlaybackController.scenarioId === "bootstorm" && !SimulationController.running, 60000,
                  "the boot storm ran and loaded")
        verify(PlaybackController.runNames[0].indexOf("8 linked clones") >= 0, PlaybackController.runNames[0])
    }

    // A VM's Workload menu ends with Custom…: the dialog starts from the VM's profile, a refused
    // value keeps it open with the reason, an accepted one is an undoable edit.
    function test_6_customWorkload() {
        verify(ProjectController.openLab("000"), ProjectController.errorMessage)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.height > 200 && canvas.zoom > 0.05, 3000, "the lab is fitted")
        const nodes = ProjectController.nodes
        let row = -1
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.KindRole) === "vm") { row = r; break }
        verify(row >= 0, "lab 000 shows a VM")
        canvas.reveal(row)
        const i = nodes.index(row, 0)
        const vmId = nodes.keyAt(row)
        const p = canvas.sceneToView(nodes.data(i, TopologyModel.XRole) + nodes.data(i, TopologyModel.WidthRole) / 2,
                                     nodes.data(i, TopologyModel.YRole) + nodes.data(i, TopologyModel.HeightRole) / 2)
        mouseClick(canvas, p.x, p.y, Qt.RightButton)
        const menu = find("operationMenu")
        tryVerify(() => menu.opened, 2000, "the operation menu opens")
        let workload = null
        for (let k = 0; k < menu.count; ++k) {
            const sub = menu.menuAt(k)
            if (sub && sub.objectName === "op_edit_workload") workload = sub
        }
        verify(workload !== null, "a VM offers its workload")
        const custom = workload.itemAt(workload.count - 1)
        verify(custom.text.indexOf("Custom") === 0, custom.text)
        custom.triggered()
        menu.close()
        const dialog = find("workloadDialog")
        tryVerify(() => dialog.opened, 2000, "the custom workload dialog opens")
        verify(find("workloadKb").value > 0, "it starts from the VM's profile")

        find("workloadRead").value = 60
        find("workloadKb").value = 16
        find("workloadIops").value = 250
        dialog.accept()
        tryVerify(() => !dialog.opened || dialog.error.length > 0, 2000)
        verify(dialog.error === "", dialog.error)
        // The menu now shows the VM's own profile as the current choice.
        const customNow = () => {
            const offer = SimulationController.operationsFor(vmId).find(o => o.op === "edit" && o.editKey === "workload")
            return offer.targets.find(t => t.custom)
        }
        const text = customNow().value
        verify(customNow().current, "the custom profile is the VM's workload")
        verify(text.indexOf("read=60") >= 0 && text.indexOf("kb=16") >= 0 && text.indexOf("iops=250") >= 0, text)
        ProjectEditor.undo()
        verify(!customNow().current, "undo restores the built-in profile")
    }
}
