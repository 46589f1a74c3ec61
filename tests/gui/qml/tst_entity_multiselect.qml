import QtQuick
import QtTest
import SanTwin

// The Entities list of lab 000 selects several entities as file lists do: with Server open,
// a click on ESX-1 then Ctrl-click on W2K8-1 selects those two; Ctrl-click on W2K8-1 again takes
// it out; Shift-click on W2K8-2 selects ESX-1 through W2K8-2, the four servers.
TestCase {
    id: testCase
    name: "EntityMultiSelect"
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
        find("leftTabs").currentIndex = 0
    }

    function cleanup() {
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function entity(name) {
        const id = ProjectController.nodes.keyAt(rowNamed(name))
        let item = null
        tryVerify(() => (item = find("treeEntity_" + id)) !== null && item.visible, 3000, name + " in the list")
        return item
    }

    function rowNamed(name) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name)
                return r
        return -1
    }

    function test_ctrlAndShiftClicks() {
        let group = null
        tryVerify(() => (group = find("treeGroup_Server")) !== null && group.visible, 3000, "the Server kind")
        mouseClick(group)
        mouseClick(entity("ESX-1"))
        compare(ProjectController.selectedIds.length, 1)
        mouseClick(entity("W2K8-1"), 20, 10, Qt.LeftButton, Qt.ControlModifier)
        tryCompare(ProjectController.selectedIds, "length", 2)
        verify(entity("W2K8-1").selected && entity("ESX-1").selected, "both rows drawn selected")
        mouseClick(entity("W2K8-1"), 20, 10, Qt.LeftButton, Qt.ControlModifier)
        tryCompare(ProjectController.selectedIds, "length", 1)
        mouseClick(entity("W2K8-2"), 20, 10, Qt.LeftButton, Qt.ShiftModifier)
        tryCompare(ProjectController.selectedIds, "length", 4)
    }
}
