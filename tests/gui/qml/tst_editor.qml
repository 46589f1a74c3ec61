import QtQuick
import QtTest
import SanTwin

// Editing through the real window on lab 000: typing a value into the inspector and pressing
// Enter changes the entity, Ctrl+Z puts it back and Ctrl+Shift+Z redoes it; a value the schema
// refuses shows its reason and changes nothing; Delete asks first, naming what goes, and undo
// brings the box back; dragging the selected box moves it (one undoable edit).
TestCase {
    id: testCase
    name: "Editor"
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
        const canvas = find("diagramCanvas")
        tryVerify(() => canvas.zoom < 1 && canvas.zoom > 0.2, 3000, "fit-to-view zoom")
    }

    function cleanup() {
        win = null
        ProjectController.clearSelection()
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function entityNamed(kindLabel, name) {
        // The tree model resolves names; the controller selects by id. Walk the nodes instead:
        // every box's key is an entity id.
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name
                    && nodes.data(nodes.index(r, 0), TopologyModel.RoleRole) === kindLabel)
                return nodes.keyAt(r)
        return 0
    }

    function typeInto(field, text) {
        field.forceActiveFocus()
        field.selectAll()
        keySequence("Ctrl+A")
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
        keyClick(Qt.Key_Return)
    }

    function test_typeUndoRedo() {
        const rg = entityNamed("RAID group", "RG-004")
        verify(rg !== 0)
        ProjectController.select(rg)
        let field = null
        tryVerify(() => (field = find("field_stripe_kb")) !== null && field.visible)
        typeInto(field, "256")
        tryCompare(ProjectEditor, "canUndo", true)
        compare(ProjectEditor.history.length, 1)
        tryVerify(() => find("field_stripe_kb").text === "256")
        verify(win.title.startsWith("• "), "the title marks the project modified")
        keySequence("Ctrl+Z")
        tryVerify(() => find("field_stripe_kb").text !== "256")
        compare(ProjectEditor.modified, false)
        keySequence("Ctrl+Shift+Z")
        tryVerify(() => find("field_stripe_kb").text === "256")
    }

    // A stripe of 0 is the array's default: the field is empty, and the line under it says which
    // (no bare "0 KB").
    function test_defaultStripeSaysWhatItIs() {
        ProjectController.select(entityNamed("RAID group", "RG-004"))
        let field = null
        tryVerify(() => (field = find("field_stripe_kb")) !== null && field.visible)
        compare(field.text, "")
        compare(field.placeholderText, "default")
        const note = find("default_stripe_kb")
        verify(note.visible)
        compare(note.text, "array default (256 KB)")
    }

    // A value wider than the inspector's column (W2K8-1's operating system) is whole in the
    // field's tooltip.
    function test_longValueIsWholeOnHover() {
        ProjectController.select(entityNamed("Server", "W2K8-1"))
        let field = null
        tryVerify(() => (field = find("field_os")) !== null && field.visible)
        verify(field.overflows, "the OS overflows the column: " + field.text)
        compare(field.hoverText, field.text)
        ProjectController.select(entityNamed("RAID group", "RG-004"))
        tryVerify(() => (field = find("field_data_drives")) !== null && field.visible)
        verify(!field.overflows)
        verify(field.hoverText.length > 0 && field.hoverText.indexOf(field.text + "\n") < 0,
               "a short value's tooltip is its range only: " + field.hoverText)
    }

    function test_refusedValueShowsWhy() {
        const rg = entityNamed("RAID group", "RG-004")
        ProjectController.select(rg)
        let field = null
        tryVerify(() => (field = find("field_data_drives")) !== null && field.visible)
        const before = field.text
        typeInto(field, "many")
        const error = find("error_data_drives")
        tryVerify(() => error.visible && error.text.indexOf("not a number") >= 0)
        compare(ProjectEditor.history.length, 0)
        compare(find("refusalText").text.indexOf("not a number") >= 0, true)
        verify(before !== "many")
    }

    // A standard LU shows no EVA Vraid field; its owner is picked from its array's controllers
    // (one undoable edit), not typed.
    function test_inspectorOffersWhatAppliesAndPicksReferences() {
        ProjectController.select(entityNamed("RAID group", "RG-000"))
        let lu = null
        tryVerify(() => (lu = ProjectController.inspector.referrers.find(r => r.kindLabel === "Logical unit")) !== undefined)
        ProjectController.select(lu.id)
        let owner = null
        tryVerify(() => (owner = find("choice_owner")) !== null && owner.visible)
        verify(find("editor_vraid") === null, "no Vraid on a standard LU")
        verify(!find("field_owner").visible, "the owner is picked, not typed")
        const controllers = owner.model.filter(n => n.length > 0)
        compare(controllers.length, 2)
        const other = controllers.find(n => n !== owner.currentText)
        owner.activated(owner.model.indexOf(other))
        tryVerify(() => find("choice_owner") && find("choice_owner").currentText === other)
        compare(ProjectEditor.history.length, 1)
        ProjectEditor.undo()
        tryVerify(() => find("choice_owner").currentText !== other)
    }

    function test_deleteAsksAndUndoRestores() {
        const boxes = ProjectController.nodes.count
        const server = entityNamed("Server", "W2K8-1")
        verify(server !== 0)
        ProjectController.select(server)
        find("diagramCanvas").forceActiveFocus()
        keyClick(Qt.Key_Delete)
        const dialog = find("deleteDialog")
        tryVerify(() => dialog.opened)
        verify(find("deletePlanText").text.indexOf("W2K8-1") >= 0)
        // The dialog has the keyboard: Return confirms it (it does not reach the canvas).
        keyClick(Qt.Key_Return)
        tryCompare(ProjectController.nodes, "count", boxes - 1)
        verify(!dialog.opened)
        keySequence("Ctrl+Z")
        tryCompare(ProjectController.nodes, "count", boxes)
    }

    function test_dragSelectedBoxMovesIt() {
        const canvas = find("diagramCanvas")
        const server = entityNamed("Server", "W2K8-2")
        ProjectController.select(server)
        const row = ProjectController.nodes.indexForEntity(server)
        const node = ProjectController.nodes.index(row, 0)
        const sx = ProjectController.nodes.data(node, TopologyModel.XRole) + 20
        const sy = ProjectController.nodes.data(node, TopologyModel.YRole) + 10
        const vx = canvas.panX + sx * canvas.zoom, vy = canvas.panY + sy * canvas.zoom
        mouseDrag(canvas, vx, vy, 0, 120, Qt.LeftButton, Qt.NoModifier, 30)
        tryCompare(ProjectEditor, "canUndo", true)
        const moved = ProjectController.nodes.data(ProjectController.nodes.index(ProjectController.nodes.indexForEntity(server), 0), TopologyModel.YRole)
        verify(moved > sy - 10 + 60, "the box moved down, now at " + moved)
        ProjectEditor.undo()
        const back = ProjectController.nodes.data(ProjectController.nodes.index(ProjectController.nodes.indexForEntity(server), 0), TopologyModel.YRole)
        fuzzyCompare(back, sy - 10, 0.01)
    }

    // A zone member that matches no port is an error in the Problems panel at once; clicking
    // the row selects the zone; undo clears the problem.
    function test_problemsFollowEdits() {
        const problems = ProjectController.problems
        const before = problems.errorCount
        let zone = 0
        // The zone is not a box on the diagram: find it through its fabric's inspector contents.
        ProjectController.select(entityNamed("Fabric", "Fabric-A"))
        tryVerify(() => ProjectController.inspector.children.length > 0)
        for (const child of ProjectController.inspector.children)
            if (child.kindLabel === "Zone" && zone === 0)
                zone = child.id
        verify(zone !== 0, "Fabric-A contains a zone")
        compare(ProjectEditor.setAttribute(zone, "members", "no-such-alias"), "")
        tryVerify(() => problems.errorCount > before)
        const list = find("problemList")
        tryVerify(() => list.count > 0)
        const first = list.itemAtIndex(0)
        verify(first !== null)
        mouseClick(first)
        tryVerify(() => ProjectController.selectedId !== 0)
        ProjectEditor.undo()
        tryCompare(problems, "errorCount", before)
    }

    // Dragging "FC switch" from the palette onto the Fabric-A frame creates a switch inside
    // Fabric-A; dropped on empty canvas it is refused with the reason (switches live in fabrics);
    // undo removes the created one.
    function test_paletteDragCreates() {
        find("leftTabs").currentIndex = 1
        const canvas = find("diagramCanvas")
        let entry = null
        tryVerify(() => (entry = find("palette_fc_switch")) !== null && entry.visible)
        const fabric = entityNamed("Fabric", "Fabric-A")
        const row = ProjectController.nodes.indexForEntity(fabric)
        const idx = ProjectController.nodes.index(row, 0)
        // A point inside the frame but below its switch: the frame's bottom edge area.
        const fx = ProjectController.nodes.data(idx, TopologyModel.XRole) + 30
        const fy = ProjectController.nodes.data(idx, TopologyModel.YRole) + ProjectController.nodes.data(idx, TopologyModel.HeightRole) - 4
        const target = canvas.mapToItem(entry, canvas.panX + fx * canvas.zoom, canvas.panY + fy * canvas.zoom)
        const switchesBefore = ProjectController.headlines.find(h => h.label === "FC switches").count
        mouseDrag(entry, 20, 12, target.x - 20, target.y - 12, Qt.LeftButton, Qt.NoModifier, 40)
        tryVerify(() => ProjectController.headlines.find(h => h.label === "FC switches").count === switchesBefore + 1)
        compare(ProjectController.inspector.kindLabel, "FC switch")
        compare(ProjectController.inspector.path[ProjectController.inspector.path.length - 1].name, "Fabric-A")
        ProjectEditor.undo()
        tryVerify(() => ProjectController.headlines.find(h => h.label === "FC switches").count === switchesBefore)

        // Empty canvas far from every box.
        const empty = canvas.mapToItem(entry, 40, canvas.height - 40)
        mouseDrag(entry, 20, 12, empty.x - 20, empty.y - 12, Qt.LeftButton, Qt.NoModifier, 40)
        tryVerify(() => find("refusalText").text.indexOf("Fabric") >= 0)
        compare(ProjectController.headlines.find(h => h.label === "FC switches").count, switchesBefore)
    }

    // A palette kind double-clicked (canvas.createAtCentre) lands in its own column: a server in
    // the hosts' column, whatever column the view's middle is over; undo removes it.
    function test_paletteDoubleClickUsesTheKindsColumn() {
        const canvas = find("diagramCanvas")
        const entitiesBefore = ProjectController.entityCount
        compare(canvas.createAtCentre("server"), "")
        tryVerify(() => ProjectController.entityCount === entitiesBefore + 1)
        compare(ProjectController.inspector.kindLabel, "Server")
        const row = ProjectController.nodes.indexForEntity(ProjectController.selectedIds[0])
        const idx = ProjectController.nodes.index(row, 0)
        const centre = ProjectController.nodes.data(idx, TopologyModel.XRole) + ProjectController.nodes.data(idx, TopologyModel.WidthRole) / 2
        verify(Math.abs(centre - ProjectEditor.columnX("server")) < 150, "in the hosts' column (centre x " + centre + ")")
        verify(Math.abs(ProjectEditor.columnX("server") - ProjectEditor.columnX("fc_switch")) > 200, "hosts and fabrics apart")
        verify(isNaN(ProjectEditor.columnX("port")), "a port has no column of its own")
        ProjectEditor.undo()
        tryVerify(() => ProjectController.entityCount === entitiesBefore)
    }

    function nodeCentre(name, kindLabel) {
        const canvas = find("diagramCanvas")
        const row = ProjectController.nodes.indexForEntity(entityNamed(kindLabel, name))
        const idx = ProjectController.nodes.index(row, 0)
        const sx = ProjectController.nodes.data(idx, TopologyModel.XRole) + ProjectController.nodes.data(idx, TopologyModel.WidthRole) / 2
        const sy = ProjectController.nodes.data(idx, TopologyModel.YRole) + ProjectController.nodes.data(idx, TopologyModel.HeightRole) / 2
        return Qt.point(canvas.panX + sx * canvas.zoom, canvas.panY + sy * canvas.zoom)
    }

    // Shift-dragging from switch SW-A to switch SW-B cables two free FC ports (an ISL); starting
    // on controller CTL0's port chip 0A, which is cabled already, is refused with the reason.
    function test_drawCable() {
        const canvas = find("diagramCanvas")
        const cables = () => ProjectController.headlines.find(h => h.label === "Cables").count
        const before = cables()
        const a = nodeCentre("SW-A", "FC switch")
        let b = nodeCentre("SW-B", "FC switch")
        // By hand, to look at the hint before the drop.
        mousePress(canvas, a.x, a.y, Qt.LeftButton, Qt.ShiftModifier)
        for (let i = 1; i <= 10; ++i)
            mouseMove(canvas, a.x + (b.x - a.x) * i / 10, a.y + (b.y - a.y) * i / 10, 10, Qt.LeftButton)
        verify(find("cableHint").text.indexOf("Gb/s") > 0, "the cursor shows the negotiated speed")
        mouseRelease(canvas, b.x, b.y, Qt.LeftButton, Qt.ShiftModifier)
        tryVerify(() => cables() === before + 1)
        verify(ProjectEditor.undoText.indexOf("Cable SW-A/") === 0, ProjectEditor.undoText)
        ProjectEditor.undo()
        tryVerify(() => cables() === before)

        // Port chip 0A on CTL0, at a zoom where chips are drawn (and so can be grabbed).
        const ctl = ProjectController.nodes.indexForEntity(entityNamed("Controller", "CTL0"))
        const idx = ProjectController.nodes.index(ctl, 0)
        const chip = ProjectController.nodes.data(idx, TopologyModel.PortsRole)[0]
        const c = nodeCentre("CTL0", "Controller")
        const chipX = ProjectController.nodes.data(idx, TopologyModel.XRole) + chip.x + chip.width / 2
        const chipY = ProjectController.nodes.data(idx, TopologyModel.YRole) + chip.y + 9
        verify(canvas.zoom < 0.68, "the fit is below the chips' zoom")
        compare(canvas.chipAt(ctl, chipX, chipY), 0, "no chip is grabbed where none is drawn")
        canvas.zoomAt((c.x + b.x) / 2, (c.y + b.y) / 2, 0.72 / canvas.zoom)
        b = nodeCentre("SW-B", "FC switch")
        verify(canvas.chipAt(ctl, chipX, chipY) !== 0, "drawn, the chip can be grabbed")
        const cx = canvas.panX + (ProjectController.nodes.data(idx, TopologyModel.XRole) + chip.x + chip.width / 2) * canvas.zoom
        const cy = canvas.panY + (ProjectController.nodes.data(idx, TopologyModel.YRole) + chip.y + 9) * canvas.zoom
        mouseDrag(canvas, cx, cy, b.x - cx, b.y - cy, Qt.LeftButton, Qt.NoModifier, 40)
        tryVerify(() => find("refusalText").text.indexOf("already cabled") >= 0)
        compare(cables(), before)

        // Switch ports are chips too: from SW-A's last free port to SW-B's last free port
        // joins exactly those two.
        const from = freeChip("SW-A"), to = freeChip("SW-B")
        verify(from.chip && to.chip, "both switches show free port chips")
        mouseDrag(canvas, from.x, from.y, to.x - from.x, to.y - from.y, Qt.LeftButton, Qt.NoModifier, 40)
        tryVerify(() => cables() === before + 1)
        compare(ProjectEditor.undoText, "Cable SW-A/" + from.chip.label + " to SW-B/" + to.chip.label)
        ProjectEditor.undo()
        tryVerify(() => cables() === before)
    }

    // The last uncabled port chip of switch `name`, with its centre in canvas coordinates.
    // Cables are drawn bundled box to box; a port chip says which port each one uses. Pointing
    // at a cabled chip shows its hint and traces its cable chip to chip; clicking it selects the
    // port, whose cable stays traced with both ends' chips lit.
    function test_portChipTracesItsCable() {
        const canvas = find("diagramCanvas")
        const ctl = ProjectController.nodes.indexForEntity(entityNamed("Controller", "CTL0"))
        const idx = ProjectController.nodes.index(ctl, 0)
        const chip = ProjectController.nodes.data(idx, TopologyModel.PortsRole).find(p => p.cabled)
        verify(chip, "CTL0 has a cabled port")
        const c = nodeCentre("CTL0", "Controller")
        canvas.zoomAt(c.x, c.y, 0.8 / canvas.zoom)
        const at = () => Qt.point(canvas.panX + (ProjectController.nodes.data(idx, TopologyModel.XRole) + chip.x + chip.width / 2) * canvas.zoom,
                                  canvas.panY + (ProjectController.nodes.data(idx, TopologyModel.YRole) + chip.y + 9) * canvas.zoom)
        const traces = find("traceRepeater")
        compare(traces.count, 0, "nothing traced before pointing at a chip")

        mouseMove(canvas, at().x, at().y)
        tryVerify(() => canvas.portChips.hoveredPort === chip.port)
        verify(canvas.portChips.hint.indexOf(chip.label) === 0, canvas.portChips.hint)
        verify(canvas.portChips.hint.indexOf("\nCabled to ") > 0, canvas.portChips.hint)
        tryVerify(() => traces.count === 1)
        const lit = find("cardLayer").litPorts
        compare(lit.length, 2, "both ends of the cable are lit")
        verify(lit.indexOf(chip.port) >= 0)

        mouseClick(canvas, at().x, at().y)
        tryVerify(() => ProjectController.selectedId === chip.port)
        compare(ProjectController.litLinks.length, 1)
        compare(find("linkLayer").highlightNode, -1, "the box's other cables are not lit with it")
        mouseMove(canvas, 5, 5)
        tryVerify(() => canvas.portChips.hoveredPort === 0)
        compare(traces.count, 1, "the selected port's cable stays traced")
        ProjectController.clearSelection()
        tryVerify(() => traces.count === 0)
    }

    // Pointing at a cable off the boxes names it (its label may have been left out for want of
    // room): the hint is the cable's label and both ends; off every cable, no hint.
    function test_pointingAtACableNamesIt() {
        const canvas = find("diagramCanvas")
        const links = ProjectController.links
        let row = -1
        for (let r = 0; r < links.count && row < 0; ++r)
            if (links.data(links.index(r, 0), LinkModel.KindRole) === "cable")
                row = r
        verify(row >= 0, "the lab has a cable")
        // (labelX, labelY) lies on the cable whether or not its label is shown.
        const sx = links.data(links.index(row, 0), LinkModel.LabelXRole)
        const sy = links.data(links.index(row, 0), LinkModel.LabelYRole)
        const label = links.data(links.index(row, 0), LinkModel.LabelRole)
        mouseMove(canvas, canvas.panX + sx * canvas.zoom, canvas.panY + sy * canvas.zoom)
        tryVerify(() => canvas.portChips.hoveredEdge >= 0)
        const hint = canvas.portChips.hint
        compare(hint, links.edgeHint(canvas.portChips.hoveredEdge))
        verify(hint.indexOf(" – ") > 0, hint)
        if (canvas.portChips.hoveredEdge === row)
            verify(hint.indexOf(label) === 0, hint)
        mouseMove(canvas, 5, 5)
        tryCompare(canvas.portChips, "hint", "")
    }

    function freeChip(name) {
        const canvas = find("diagramCanvas")
        const idx = ProjectController.nodes.index(ProjectController.nodes.indexForEntity(entityNamed("FC switch", name)), 0)
        const chip = ProjectController.nodes.data(idx, TopologyModel.PortsRole).filter(p => !p.cabled).pop()
        if (!chip)
            return {}
        return {chip: chip,
                x: canvas.panX + (ProjectController.nodes.data(idx, TopologyModel.XRole) + chip.x + chip.width / 2) * canvas.zoom,
                y: canvas.panY + (ProjectController.nodes.data(idx, TopologyModel.YRole) + chip.y + 9) * canvas.zoom}
    }

    // The zoning tab on Fabric-A: two zones of three members, every member matched to a port.
    // Clicking a zone selects it and dims the boxes that hold none of its members; removing
    // ESX-1's member (×) is one undoable edit after which the zone has two members.
    function test_zoningPanel() {
        find("leftTabs").currentIndex = 2
        let card = null
        tryVerify(() => (card = find("zone_z_ESX-1/HBA0-p0")) !== null && card.visible)
        compare(card.modelData.members.length, 3)
        verify(card.modelData.members.every(m => m.matched))
        ProjectController.select(card.modelData.id)
        tryVerify(() => ProjectController.highlightNodes.length >= 2)
        const zone = card.modelData.id
        compare(ProjectEditor.removeZoneMember(zone, card.modelData.members[0].text), "")
        tryVerify(() => find("zone_z_ESX-1/HBA0-p0").modelData.members.length === 2)
        ProjectEditor.undo()
        tryVerify(() => find("zone_z_ESX-1/HBA0-p0").modelData.members.length === 3)
    }

    // Ctrl-click adds boxes to the selection; Delete removes them all as one edit (one undo
    // brings both back). A Shift rubber band around the two Windows servers selects exactly them.
    function test_multiSelect() {
        const canvas = find("diagramCanvas")
        const boxes = ProjectController.nodes.count
        const a = nodeCentre("W2K8-1", "Server"), b = nodeCentre("W2K8-2", "Server")
        mouseClick(canvas, a.x, a.y)
        mouseClick(canvas, b.x, b.y, Qt.LeftButton, Qt.ControlModifier)
        tryCompare(ProjectController.selectedIds, "length", 2)
        find("diagramCanvas").forceActiveFocus()
        keyClick(Qt.Key_Delete)
        const dialog = find("deleteDialog")
        tryVerify(() => dialog.opened)
        dialog.accept()
        tryCompare(ProjectController.nodes, "count", boxes - 2)
        compare(ProjectEditor.history.length, 1)
        ProjectEditor.undo()
        tryCompare(ProjectController.nodes, "count", boxes)

        // Rubber band from just above-left of W2K8-1 to just below-right of W2K8-2.
        const nodes = ProjectController.nodes
        const r1 = nodes.index(nodes.indexForEntity(entityNamed("Server", "W2K8-1")), 0)
        const r2 = nodes.index(nodes.indexForEntity(entityNamed("Server", "W2K8-2")), 0)
        const x0 = canvas.panX + (nodes.data(r1, TopologyModel.XRole) - 3) * canvas.zoom
        const y0 = canvas.panY + (nodes.data(r1, TopologyModel.YRole) - 3) * canvas.zoom
        const x1 = canvas.panX + (nodes.data(r2, TopologyModel.XRole) + nodes.data(r2, TopologyModel.WidthRole) + 3) * canvas.zoom
        const y1 = canvas.panY + (nodes.data(r2, TopologyModel.YRole) + nodes.data(r2, TopologyModel.HeightRole) + 3) * canvas.zoom
        mousePress(canvas, x0, y0, Qt.LeftButton, Qt.ShiftModifier)
        for (let i = 1; i <= 8; ++i)
            mouseMove(canvas, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8, 10, Qt.LeftButton)
        mouseRelease(canvas, x1, y1, Qt.LeftButton)
        tryCompare(ProjectController.selectedIds, "length", 2)

        // Starting inside a frame (Fabric-A, below its switches) it is a band too, not a cable:
        // it selects the switches it encloses and edits nothing.
        const fabric = nodes.index(nodes.indexForEntity(entityNamed("Fabric", "Fabric-A")), 0)
        const edits = ProjectEditor.history.length
        const fx0 = canvas.panX + (nodes.data(fabric, TopologyModel.XRole) + 4) * canvas.zoom
        const fy0 = canvas.panY + (nodes.data(fabric, TopologyModel.YRole) + nodes.data(fabric, TopologyModel.HeightRole) - 4) * canvas.zoom
        const fx1 = canvas.panX + (nodes.data(fabric, TopologyModel.XRole) + nodes.data(fabric, TopologyModel.WidthRole) + 3) * canvas.zoom
        const fy1 = canvas.panY + (nodes.data(fabric, TopologyModel.YRole) - 3) * canvas.zoom
        ProjectController.clearSelection()
        mousePress(canvas, fx0, fy0, Qt.LeftButton, Qt.ShiftModifier)
        for (let i = 1; i <= 8; ++i)
            mouseMove(canvas, fx0 + (fx1 - fx0) * i / 8, fy0 + (fy1 - fy0) * i / 8, 10, Qt.LeftButton)
        verify(find("rubberBand").visible, "a band, not a cable")
        mouseRelease(canvas, fx1, fy1, Qt.LeftButton)
        tryVerify(() => ProjectController.selectedIds.length > 0)
        for (const id of ProjectController.selectedIds)
            compare(nodes.data(nodes.index(nodes.indexForEntity(id), 0), TopologyModel.RoleRole), "FC switch")
        compare(ProjectEditor.history.length, edits)
    }
}
