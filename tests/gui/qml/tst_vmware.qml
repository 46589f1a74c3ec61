import QtQuick
import QtTest
import SanTwin

// The VMware tab on lab 000: every datastore shows its backing LU, how much its disks provision
// and each disk with its format; every ESX host lists the LUs it sees with their paths. Changing
// a disk's format or a host's path policy there is one undoable edit.
TestCase {
    id: testCase
    name: "Vmware"
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
        find("leftTabs").currentIndex = 4
    }

    function cleanup() {
        win = null
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function test_datastoresAndPolicies() {
        const datastores = VmwareController.datastores()
        verify(datastores.length > 0)
        const ds = datastores.find(d => d.disks.length > 0)
        verify(ds !== undefined, "a datastore holds disks")
        verify(ds.backing.indexOf("LU ") === 0, ds.backing)
        verify(ds.capacityGb > 0 && ds.provisionedGb > 0)
        const card = find("datastore_" + ds.name)
        verify(card !== null && card.visible)

        // A disk's format, changed from its row.
        const disk = ds.disks[0]
        const other = disk.format === "thin" ? "eagerzeroedthick" : "thin"
        compare(ProjectEditor.setAttribute(disk.id, "format", other), "")
        tryVerify(() => VmwareController.datastores().find(d => d.id === ds.id).disks.find(k => k.id === disk.id).format === other)
        ProjectEditor.undo()
        tryVerify(() => VmwareController.datastores().find(d => d.id === ds.id).disks.find(k => k.id === disk.id).format === disk.format)

        // Every host sees LUs over paths; round robin for one of them, then undone.
        const host = VmwareController.hosts().find(h => h.lus.length > 0)
        verify(host !== undefined)
        verify(host.lus.every(l => l.paths > 0))
        const lu = host.lus[0]
        compare(ProjectEditor.setPathPolicy(host.id, lu.lu, "rr"), "")
        tryVerify(() => VmwareController.hosts().find(h => h.id === host.id).lus.find(l => l.lu === lu.lu).policy === "rr")
        verify(find("hostPaths_" + host.name) !== null)
        ProjectEditor.undo()
        tryVerify(() => VmwareController.hosts().find(h => h.id === host.id).lus.find(l => l.lu === lu.lu).policy === lu.policy)
        verify(ProjectEditor.setPathPolicy(host.id, lu.lu, "sideways").length > 0, "an unknown policy is refused")
    }
}
