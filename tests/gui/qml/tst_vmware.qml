import QtQuick
import QtTest
import SanTwin

// The VMware tab on lab 000: every datastore shows its backing LU, how much its disks provision
// and each disk with its format; every ESX host lists the LUs it sees with their paths. Changing
// a disk's format or a host's path policy there is one undoable edit. On lab 004 a raw device
// mapping counts nothing against its datastore and offers no VMDK format.
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

    // Every item under `item` named `name`, visible or not (a Repeater's rows).
    function allNamed(item, name) {
        let out = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.objectName === name)
                out.push(child)
            out = out.concat(allNamed(child, name))
        }
        return out
    }

    function test_rdmRow() {
        verify(ProjectController.openLab("004"), ProjectController.errorMessage)
        // The panel follows the newly opened project (its cards are lab 004's).
        tryVerify(() => find("datastore_Host3-VM") !== null)
        const card = find("datastore_Host3-VM")
        const rdm = allNamed(card, "diskRdm").filter(l => l.visible)
        compare(rdm.length, 1, "one RDM row, marked RDM")
        verify(rdm[0].text.indexOf("Host3-SQL1") >= 0, rdm[0].text)
        const formats = allNamed(card, "diskFormat")
        compare(formats.filter(c => c.visible).length, formats.length - 1, "no format choice for the RDM")
        const fill = allNamed(card, "datastoreFill")[0]
        verify(fill.text.indexOf("TB") < 0, fill.text)
        verify(!Qt.colorEqual(fill.color, Theme.error), fill.text)
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
