import QtQuick
import QtTest
import SanTwin

// During playback a selected box must not look like a hot one: the selection colour's hue lies
// well away from every hue of the utilization ramp's upper half (50 to 100 %), in both palettes.
TestCase {
    id: testCase
    name: "SelectionColour"
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
    }

    function cleanup() {
        win = null
    }

    function hueGap(a, b) {
        const d = Math.abs(a - b)
        return Math.min(d, 1 - d)
    }

    function test_selectionIsNotAHeatColour() {
        const heat = findChild(win.contentItem, "heatOverlay")
        verify(heat !== null, "the heat overlay is in the window")
        const dark = Prefs.dark
        for (const useDark of [false, true]) {
            Prefs.dark = useDark
            const accent = Theme.accent
            for (let pct = 50; pct <= 100; pct += 5) {
                const hot = heat.heatColor(pct, 1)
                verify(hueGap(accent.hsvHue, hot.hsvHue) > 0.2,
                       "selection hue " + accent.hsvHue.toFixed(2) + " against " + pct + " % at hue "
                       + hot.hsvHue.toFixed(2) + (useDark ? " (dark)" : " (light)"))
            }
        }
        Prefs.dark = dark
    }
}
