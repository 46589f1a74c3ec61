import QtQuick
import QtTest
import SanTwin

// Keys go where the user last clicked: on lab 000, after typing in the palette's search field and
// then clicking the diagram, "+" zooms the diagram and types nothing into the field.
TestCase {
    id: testCase
    name: "Focus"
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

    function test_plusAfterAClickOnTheCanvasZooms() {
        const tab = find("paletteTab")
        mouseClick(tab)
        const search = find("paletteSearch")
        tryVerify(() => search.visible)
        mouseClick(search)
        tryVerify(() => search.activeFocus)
        keyClick("n")
        compare(search.text, "n")
        const canvas = find("diagramCanvas")
        const zoom = canvas.zoom
        mouseClick(canvas, canvas.width / 2, canvas.height / 2)
        tryVerify(() => !search.activeFocus)
        keyClick(Qt.Key_Plus)
        compare(search.text, "n", "nothing typed into the search field")
        tryVerify(() => canvas.zoom > zoom, 2000, "the diagram zoomed in")
    }
}
