import QtQuick
import QtTest
import SanTwin

// The main window at common laptop sizes with a run loaded: the diagram's column captions fit
// their tiers whole (on two lines where need be) without running into each other, the floating
// legends start folded to their titles, the minimap and zoom buttons do not cover them, the
// inspector gives its width to the diagram, and the toolbar's title, the left tabs and the
// playback bar's status texts are not cut. The legends fold and open with a click and the
// inspector hides and shows, each choice kept; in a full-HD window all start open. Comparing two
// runs, the difference badges are readable on screen at the fitted zoom.
TestCase {
    id: testCase
    name: "SmallWindow"
    when: windowShown
    width: 1366
    height: 768

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function initTestCase() {
        if (PlaybackController.scenarioId !== "hdp-warmup" || PlaybackController.live) {
            verify(SimulationController.runScenario("hdp-warmup"), SimulationController.status)
            tryVerify(() => PlaybackController.scenarioId === "hdp-warmup" && !SimulationController.running
                            && !PlaybackController.live, 60000, "the warm-up ran and loaded")
        }
    }

    // The choices the user has not made: what the window starts with.
    function init() {
        Prefs.linkLegend = ""
        Prefs.playbackLegend = ""
        Prefs.inspector = ""
    }

    function cleanup() {
        PlaybackController.compareIndex = -1
        win = null
        init()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    // Every item under `item` named `name`.
    function findAll(item, name, out) {
        if (item.objectName === name)
            out.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], name, out)
        return out
    }

    // A window of the size `data` asks for, the warm-up at 600 s, the diagram fitted.
    function open(data) {
        win = createTemporaryObject(mainWindow, testCase, { width: data.w, height: data.h })
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
        PlaybackController.seek(600)
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.width > 0 && canvas.zoom > 0 && canvas.zoom < 1, 3000, "the diagram is fitted")
        wait(100)  // a few frames for the overlays and the bar to lay out
        return canvas
    }

    // Where `item` is in the window, scaled as drawn.
    function windowRect(item) {
        const a = item.mapToItem(null, 0, 0), b = item.mapToItem(null, item.width, item.height)
        return Qt.rect(a.x, a.y, b.x - a.x, b.y - a.y)
    }
    // The part of a text item its letters cover (centred or left-aligned in its width).
    function paintedRect(text) {
        const r = windowRect(text)
        const w = Math.min(text.contentWidth, text.width)
        const left = text.horizontalAlignment === Text.AlignHCenter ? r.x + (r.width - w) / 2 : r.x
        return Qt.rect(left, r.y, w, r.height)
    }
    function overlap(a, b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
    function describe(r) { return "(" + Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "x" + Math.round(r.height) + ")" }

    function test_layout_data() {
        return [{ tag: "1366x768", w: 1366, h: 768 }, { tag: "1280x720", w: 1280, h: 720 }]
    }

    function test_layout(data) {
        const canvas = open(data)
        // Column captions: the letters stay inside each caption, and no two captions meet.
        const captions = []
        for (let i = 0; i < 5; ++i) {
            const c = find("columnCaption_" + i)
            verify(c !== null, "caption " + i)
            verify(c.contentWidth <= c.width + 0.5, c.text + " fits its tier")
            verify(!c.truncated, c.text + " is cut short")
            captions.push(paintedRect(c))
        }
        for (let i = 0; i < captions.length; ++i)
            for (let j = i + 1; j < captions.length; ++j)
                verify(!overlap(captions[i], captions[j]),
                       "captions " + i + " " + describe(captions[i]) + " and " + j + " " + describe(captions[j]) + " overlap")

        // Overlays in the canvas's corners: the legends folded to their titles.
        const overlays = ["legend", "playbackLegend", "overview", "zoomControls"].map(find)
        verify(overlays[1].visible, "the playback legend shows with a run")
        for (const legend of overlays.slice(0, 2)) {
            verify(!legend.expanded, legend.objectName + " starts open in a small window")
            verify(legend.height < 32, legend.objectName + " is " + legend.height + " px tall folded")
        }
        for (let i = 0; i < overlays.length; ++i)
            for (let j = i + 1; j < overlays.length; ++j) {
                if (!overlays[i].visible || !overlays[j].visible)
                    continue
                const a = windowRect(overlays[i]), b = windowRect(overlays[j])
                verify(!overlap(a, b), overlays[i].objectName + " " + describe(a) + " covers "
                                       + overlays[j].objectName + " " + describe(b))
            }

        // The playback bar's status texts: elided within the bar, side by side.
        const bar = windowRect(find("playbackBar"))
        const busy = find("busyLabel"), status = find("runStatus")
        verify(status.text.length > 0, "the run's status shows")
        const b = paintedRect(busy), s = paintedRect(status)
        verify(!overlap(b, s), "status texts " + describe(b) + " and " + describe(s) + " overlap")
        verify(s.x + s.width <= bar.x + bar.width + 0.5, "the status text ends inside the bar")
        verify(!busy.truncated, "'" + busy.text + "' is cut short")
        verify(!status.truncated, "'" + status.text + "' is cut short")

        // The inspector hidden while a run plays: the diagram has the width it gave.
        verify(!find("inspector").visible, "the inspector shows in a small window with a run")
        verify(canvas.width >= data.w * 0.45, "the diagram is " + canvas.width + " px wide of " + data.w)
        // The toolbar's title and the left tabs whole.
        verify(!find("projectTitle").truncated, "the project's title is cut short")
        const tabs = find("leftTabs")
        for (let i = 0; i < tabs.count; ++i) {
            const tab = tabs.itemAt(i)
            verify(tab.implicitContentWidth <= tab.availableWidth + 0.5, tab.text + " is cut short")
        }
    }

    function click(name) {
        const item = find(name)
        verify(item !== null && item.visible, name + " shows")
        mouseClick(item)
    }

    // A click on a legend's title opens it, the diagram fitted anew clear of it; the choice is
    // kept for the next window, and a second click folds it again.
    function test_foldLegends() {
        const canvas = open({ w: 1366, h: 768 })
        const legend = find("legend"), playback = find("playbackLegend")
        const folded = legend.height
        click("legendFold")
        tryVerify(() => legend.expanded && legend.height > folded + 40, 2000, "the cable legend opens")
        compare(Prefs.linkLegend, "open")
        verify(!playback.expanded, "the playback legend stays folded")
        click("playbackLegendFold")
        tryVerify(() => playback.expanded, 2000, "the playback legend opens")
        compare(Prefs.playbackLegend, "open")

        win.destroy()
        open({ w: 1366, h: 768 })
        verify(find("legend").expanded && find("playbackLegend").expanded, "the legends open again in a new window")
        click("legendFold")
        tryVerify(() => !find("legend").expanded, 2000, "the cable legend folds")
        compare(Prefs.linkLegend, "closed")
    }

    // The inspector's button beside the diagram's tabs shows it (during a run in a small window,
    // in the left panels' room) and hides it again; the choice is kept.
    function test_inspectorToggle() {
        const canvas = open({ w: 1366, h: 768 })
        const inspector = find("inspector")
        const wide = canvas.width
        verify(!inspector.visible)
        // A selection brings it back with the entity's attributes; clearing it hides it again.
        ProjectController.select(ProjectController.nodes.data(ProjectController.nodes.index(0, 0), TopologyModel.KeyRole))
        tryVerify(() => inspector.visible, 2000, "a selection shows the inspector")
        ProjectController.clearSelection()
        tryVerify(() => !inspector.visible && canvas.width === wide, 2000, "no selection, no inspector")
        click("inspectorToggle")
        tryVerify(() => inspector.visible && inspector.width >= 180, 2000, "the inspector shows")
        compare(Prefs.inspector, "open")
        // A run plays in this small window: the left panels give the inspector their width,
        // the diagram keeps about its own.
        tryVerify(() => !find("leftPanels").visible, 2000, "the left panels give way")
        verify(canvas.width > wide - 150, "the diagram keeps its width: " + wide + " then " + canvas.width)
        click("inspectorToggle")
        tryVerify(() => !inspector.visible && canvas.width === wide, 2000, "the inspector hides again")
        compare(Prefs.inspector, "closed")
    }

    // Full HD: legends open, inspector shown, as before.
    function test_fullHdStartsOpen() {
        open({ w: 1920, h: 1080 })
        verify(find("legend").expanded && find("playbackLegend").expanded, "the legends start folded in full HD")
        verify(find("inspector").visible, "the inspector starts hidden in full HD")
    }

    // A/B in a full-HD window: at the fitted zoom every difference badge shown is at least
    // 10 px tall on screen (they were 6 px), and zoomed in they show.
    function test_deltaBadgesReadable() {
        const canvas = open({ w: 1920, h: 1080 })
        let b = -1
        for (let i = 0; i < PlaybackController.runNames.length; ++i)
            if (PlaybackController.runNames[i].indexOf("eager") >= 0)
                b = i
        verify(b > 0, "the warm-up has an eagerzeroedthick run")
        PlaybackController.runIndex = 0
        PlaybackController.compareIndex = b
        PlaybackController.seek(300)
        const overlay = find("heatOverlay")
        verify(overlay !== null, "the heat overlay")
        const shown = () => findAll(overlay, "deltaBadge", []).filter(x => x.visible && x.text.length > 0)
        const readable = () => {
            for (const badge of shown()) {
                const r = windowRect(badge)
                verify(r.height >= 10, badge.text + " is " + r.height.toFixed(1) + " px tall at zoom " + canvas.zoom.toFixed(2))
            }
        }
        wait(100)
        readable()
        canvas.zoomAt(canvas.width / 2, canvas.height / 2, 0.8 / canvas.zoom)
        tryVerify(() => shown().length > 0, 3000, "zoomed in to 80 %, some box has a badge")
        readable()
    }
}
