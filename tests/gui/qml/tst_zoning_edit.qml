import QtQuick
import QtTest
import SanTwin

// The zoning tab on lab 000's first fabric: a new zone joins the active set, a port dragged
// from the port list onto it becomes its member, an alias made for a port can be zoned by name
// and resolves to that port, the active-set box takes a zone out, and a zone is deleted; each
// change is one undo step.
TestCase {
    id: testCase
    name: "ZoningEdit"
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
        find("leftTabs").currentIndex = 2
        tryVerify(() => find("zoningPanel").visible)
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function zones() {
        return find("zoningPanel").zones
    }

    function test_newZoneDragAliasAndDelete() {
        const panel = find("zoningPanel")
        const before = zones().length
        verify(panel.hasActiveSet, "lab 000's fabric has an active zone set")
        mouseClick(find("newZone"))
        tryVerify(() => zones().length === before + 1)
        const zone = zones().find(z => z.name === "Zone")
        verify(zone !== undefined, "the new zone is called Zone")
        verify(zone.inActiveSet, "a new zone goes into the active set")
        compare(zone.members.length, 0)

        // Drag the first port of the list onto the new zone's card.
        const list = find("zoningPorts")
        const chip = findChild(list, "portChip")
        let card = null
        tryVerify(() => (card = find("zone_Zone")) !== null && card.visible)
        const zoneList = find("zoneList")
        zoneList.positionViewAtEnd()
        wait(50)
        const from = chip.mapToItem(win.contentItem, 10, 10)
        const to = card.mapToItem(win.contentItem, card.width / 2, 10)  // its title row, surely in view
        mousePress(win.contentItem, from.x, from.y)
        for (let i = 1; i <= 12; ++i)
            mouseMove(win.contentItem, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10)
        verify(findChild(card, "zoneDrop").containsDrag, "the zone lights up under the dragged port")
        mouseRelease(win.contentItem, to.x, to.y)
        tryVerify(() => zones().find(z => z.name === "Zone").members.length === 1, 2000, "the dragged port joined")
        verify(zones().find(z => z.name === "Zone").members[0].matched)

        // An alias for the second port, zoned by name: it resolves to that port.
        const port = panel.candidates[1]
        compare(ProjectEditor.addAlias(panel.fabric, port.id), "")
        tryVerify(() => panel.aliases.length === 1)
        verify(panel.aliases[0].ports.indexOf(port.label) >= 0, panel.aliases[0].ports)
        compare(ProjectEditor.addAliasMember(zone.id, panel.aliases[0].id), "")
        tryVerify(() => zones().find(z => z.name === "Zone").members.length === 2)
        const aliasMember = zones().find(z => z.name === "Zone").members[1]
        compare(aliasMember.text, panel.aliases[0].name)
        verify(aliasMember.matched, "the alias member matches its port")
        verify(ProjectEditor.addAliasMember(zone.id, panel.aliases[0].id) !== "", "an alias joins once")

        // Out of the active set, then deleted; undo brings each back.
        compare(ProjectEditor.setZoneActive(zone.id, false), "")
        tryVerify(() => !zones().find(z => z.name === "Zone").inActiveSet)
        ProjectEditor.undo()
        tryVerify(() => zones().find(z => z.name === "Zone").inActiveSet)
        compare(ProjectEditor.deleteEntities([zone.id]), "")
        tryVerify(() => zones().length === before)
        ProjectEditor.undo()
        tryVerify(() => zones().length === before + 1)
    }

    // Lab 003's two arrays both have "CTL0 · 0A": the port list names the array, so no two
    // entries read alike.
    function test_portsOfTwoArraysReadApart() {
        verify(ProjectController.openLab("003"), ProjectController.errorMessage)
        const fabrics = ZoningController.fabrics()
        verify(fabrics.length > 0)
        const labels = ZoningController.candidatePorts(fabrics[0].id).map(p => p.label)
        verify(labels.length > 2, labels)
        compare(new Set(labels).size, labels.length, "two ports read the same: " + labels)
        verify(labels.some(l => l.indexOf("AMS2500 CTL") === 0), labels)
    }
}
