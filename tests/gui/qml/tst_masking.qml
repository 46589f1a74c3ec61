import QtQuick
import QtTest
import SanTwin

// The masking tab on lab 000's AMS 2100: the ESX-Cluster host group lists its initiators, each
// matched to an ESX host port, and the LUs it presents with the hosts that see them. Taking an
// initiator out with × is one undoable edit; a new LU is presented at the next free LUN id from
// the card's chooser.
TestCase {
    id: testCase
    name: "Masking"
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
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
        find("leftTabs").currentIndex = 3
    }

    function cleanup() {
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function card() {
        return find("hostGroup_ESX-Cluster")
    }

    function test_initiatorsAndPresentedLus() {
        let c = null
        tryVerify(() => (c = card()) !== null && c.visible, 3000, "the ESX-Cluster host group shows")
        verify(c.modelData.initiators.length >= 2)
        verify(c.modelData.initiators.every(i => i.matched), "every initiator is a host port")
        verify(c.modelData.mappings.length > 0)
        verify(c.modelData.mappings.every(m => m.hosts.indexOf("ESX-1") >= 0), "ESX-1 sees the presented LUs")

        const count = c.modelData.initiators.length
        const remove = findChild(c, "removeInitiator")
        verify(remove !== null)
        remove.clicked()
        tryVerify(() => card().modelData.initiators.length === count - 1)
        ProjectEditor.undo()
        tryVerify(() => card().modelData.initiators.length === count)
    }

    function test_followsAnotherProject() {
        // Opening another lab while the tab shows replaces its arrays and host groups.
        tryVerify(() => find("maskingPanel").arrays.some(a => a.name === "AMS2100"))
        verify(ProjectController.openLab("004"), ProjectController.errorMessage)
        tryVerify(() => find("maskingPanel").arrays.some(a => a.name === "EVA8100"), 3000, "lab 004's array shows")
        verify(!find("maskingPanel").arrays.some(a => a.name === "AMS2100"), "lab 000's array is gone")
    }

    function test_presentANewLu() {
        let c = null
        tryVerify(() => (c = card()) !== null && c.visible)
        const array = find("maskingPanel").array
        compare(ProjectEditor.create("logical_unit", array, 0, 0), "")
        const mappings = card().modelData.mappings.length
        const next = card().modelData.nextLun
        const choice = findChild(card(), "mapLuChoice")
        tryVerify(() => choice.enabled && choice.count > 0)
        choice.currentIndex = choice.count - 1
        findChild(card(), "mapLuButton").clicked()
        tryVerify(() => card().modelData.mappings.length === mappings + 1)
        verify(card().modelData.mappings.some(m => m.lun === next), "presented at the next free LUN id")
        ProjectEditor.undo()
        tryVerify(() => card().modelData.mappings.length === mappings)
    }

    // New host group: a click makes one on the array (in host mode VMware: the lab has ESX
    // hosts), lists its card and selects it; one undo takes it away.
    function test_newHostGroup() {
        tryVerify(() => card() !== null, 3000)
        const list = find("hostGroupList")
        const before = list.count
        mouseClick(find("newHostGroup"))
        tryCompare(list, "count", before + 1)
        compare(ProjectEditor.undoText.indexOf("New host group"), 0, ProjectEditor.undoText)
        ProjectEditor.undo()
        tryCompare(list, "count", before)
    }
}
