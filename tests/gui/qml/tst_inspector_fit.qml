import QtQuick
import QtTest
import SanTwin

// A value a little wider than the inspector's column (a server's model name, a WWPN) is set in a
// smaller font so it shows whole while not edited, and goes back to the normal size for editing;
// a short value keeps the normal size, and one that would need a font under 10 px keeps it too
// (whole on hover).
TestCase {
    id: testCase
    name: "InspectorFit"
    when: windowShown
    width: 1440
    height: 900

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function init() {
        verify(ProjectController.openLab("004"), ProjectController.errorMessage)
        win = createTemporaryObject(mainWindow, testCase)
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
        tryVerify(() => win.active, 3000, "the window is active")
    }

    function cleanup() {
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win, name)
    }

    function selectNamed(name) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name) {
                ProjectController.select(nodes.keyAt(r))
                return
            }
        fail(name + " is on the diagram")
    }

    function shownWhole(field) {
        return field.contentWidth <= field.width - field.leftPadding - field.rightPadding + 1
    }

    function test_a_long_value_is_set_smaller_to_show_whole() {
        win.width = 1920  // the inspector's column as on a full-HD screen
        selectNamed("BL460c-proxy1")
        let model = null
        tryVerify(() => (model = find("field_model")) !== null && model.text === "HP ProLiant BL460c G1",
                  3000, "the server's model is in the inspector")
        tryVerify(() => model.width > 0 && shownWhole(model), 3000, "the model name shows whole")
        verify(model.font.pixelSize < Theme.fontSize, "in a smaller font than the panel's")
        verify(model.font.pixelSize >= 10, "but not below 10 px")

        model.forceActiveFocus()
        tryCompare(model.font, "pixelSize", Theme.fontSize)

        const cpu = find("field_cpu_sockets")
        verify(cpu !== null)
        compare(cpu.font.pixelSize, Theme.fontSize, "a short value keeps the normal size")
    }

    function test_a_much_longer_value_keeps_the_normal_size() {
        win.width = 1200  // too narrow a column to fit it at 10 px: whole on hover instead
        selectNamed("BL460c-proxy1")
        let model = null
        tryVerify(() => (model = find("field_model")) !== null && model.text === "HP ProLiant BL460c G1",
                  3000, "the server's model is in the inspector")
        tryVerify(() => model.width > 0 && model.fitScale * Theme.fontSize < 10, 3000, "the column is narrow")
        compare(model.font.pixelSize, Theme.fontSize)
        verify(model.overflows, "it overflows, so hovering shows it whole")
    }
}
