import QtQuick
import QtTest
import SanTwin

// List attributes in the inspector, through the real window on lab 000: a RAID group's drives
// are rows; "×" takes one out and a pick from "Add…" puts one in, each one undoable edit of the
// drive list; a name the schema does not know is refused with the reason under the list and the
// typed text kept; a zone's WWPN members read as the ports they name, and one typed in keeps the
// keyboard in the add field; with two RAID groups selected the rows cannot be edited one by one
// and say so.
TestCase {
    id: testCase
    name: "ListEditor"
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
        // Clicks and keys reach the window once it is active and laid out at its size.
        tryVerify(() => win.active, 3000, "the window is active")
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

    function rowNamed(name) {
        const nodes = ProjectController.nodes
        for (let r = 0; r < nodes.count; ++r)
            if (nodes.data(nodes.index(r, 0), TopologyModel.NameRole) === name)
                return r
        return -1
    }

    function selectNamed(name) {
        const row = rowNamed(name)
        verify(row >= 0, name + " is on the diagram")
        ProjectController.select(ProjectController.nodes.keyAt(row))
    }

    // The editor of `key` once it shows the entity's rows (it is rebuilt after every edit).
    function listEditor(key) {
        let editor = null
        tryVerify(() => (editor = find("editor_" + key)) !== null && editor.visible && editor.members !== undefined)
        return editor
    }

    // The first of the shown entity's contents of that kind (zones are not boxes on the diagram).
    function inspectorChild(kindLabel) {
        for (const child of ProjectController.inspector.children)
            if (child.kindLabel === kindLabel)
                return child.id
        return 0
    }

    function test_removeAndAddUndo() {
        selectNamed("RG-004")
        let editor = listEditor("drives")
        const before = editor.editText
        const count = editor.members.length
        verify(count >= 2, "RG-004 has a drive list: " + before)
        compare(find("listCount_drives").text, "Drives (%1)".arg(count))
        const gone = editor.members[0].value
        verify(find("member_drives_0") !== null, "one row per drive")

        mouseClick(find("remove_drives_0"))
        tryVerify(() => listEditor("drives").members.length === count - 1)
        editor = listEditor("drives")
        verify(editor.members.every(m => m.value !== gone), gone + " is out")
        tryVerify(() => find("remove_drives_0").activeFocus, 2000, "the keyboard moves on to the next drive")
        compare(ProjectEditor.history.length, 1)
        ProjectEditor.undo()
        tryVerify(() => listEditor("drives").editText === before, 2000, "undo puts the drive back in its place")

        editor = listEditor("drives")
        const add = find("add_drives")
        verify(add.visible && add.count > 0, "spare drives of the array are offered")
        verify(editor.choices.every(c => editor.members.every(m => m.value !== c)), "no member is offered again")
        const picked = editor.choices[0]
        add.activated(0)
        tryVerify(() => listEditor("drives").members.length === count + 1)
        compare(listEditor("drives").members[count].value, picked)
        compare(ProjectEditor.history.length, 1)
        ProjectEditor.undo()
        tryVerify(() => listEditor("drives").editText === before)
        ProjectEditor.redo()
        tryVerify(() => listEditor("drives").members.length === count + 1)
    }

    // A zone set holding every zone of its fabric has nothing to pick: a name is typed, and one
    // that names no zone is refused with the schema's reason; the text stays to be corrected.
    function test_refusedAdditionShowsWhy() {
        selectNamed("Fabric-A")
        tryVerify(() => inspectorChild("Zone set") !== 0)
        ProjectController.select(inspectorChild("Zone set"))
        const editor = listEditor("zones")
        const field = find("addField_zones")
        verify(field.visible, "a typed zone name when the pick list is empty or absent")
        field.forceActiveFocus()
        field.text = "NO-SUCH-ZONE"
        keyClick(Qt.Key_Return)
        const error = find("error_zones")
        tryVerify(() => error.visible && error.text.indexOf("NO-SUCH-ZONE") >= 0)
        verify(error.text.indexOf("no Zone named") >= 0, error.text)
        compare(ProjectEditor.history.length, 0)
        compare(field.text, "NO-SUCH-ZONE")
        compare(editor.members.length, listEditor("zones").members.length)
    }

    // The whole list stays editable as text, and a zone's WWPN members read as their ports.
    function test_textModeAndPortNames() {
        selectNamed("RG-004")
        const editor = listEditor("drives")
        mouseClick(find("asText_drives"))
        const field = find("field_drives")
        tryVerify(() => field.visible)
        compare(field.text, editor.editText)
        verify(find("member_drives_0") === null, "no rows while the text is edited")

        selectNamed("Fabric-A")
        tryVerify(() => inspectorChild("Zone") !== 0)
        ProjectController.select(inspectorChild("Zone"))
        const zone = listEditor("members")
        const wwpn = zone.members.find(m => /^[0-9a-fA-F:]{23}$/.test(m.value) && !m.unmatched)
        verify(wwpn !== undefined, "the zone has a WWPN member")
        verify(wwpn.name !== wwpn.value && wwpn.hint.indexOf(wwpn.value) >= 0, wwpn.name)
    }

    // A WWPN typed into a zone's add field and Enter adds it; the rows are rebuilt and the
    // keyboard stays in the add field for the next one. The typed WWPN reads as its port.
    function test_keyboardAddKeepsFocus() {
        selectNamed("Fabric-A")
        tryVerify(() => inspectorChild("Zone") !== 0)
        ProjectController.select(inspectorChild("Zone"))
        const zone = listEditor("members")
        const count = zone.members.length
        const wwpn = zone.choices.find(c => /^[0-9a-fA-F:]{23}$/.test(c))
        verify(wwpn !== undefined, "a fabric port is offered: " + zone.choices)
        const field = find("addField_members")
        field.forceActiveFocus()
        field.text = wwpn
        keyClick(Qt.Key_Return)
        tryVerify(() => listEditor("members").members.length === count + 1)
        const added = listEditor("members").members[count]
        compare(added.value, wwpn)
        verify(added.name !== wwpn, "shown by its port: " + added.name)
        tryVerify(() => find("addField_members").activeFocus, 2000, "the keyboard stays in the add field")
        compare(find("addField_members").text, "")
        ProjectEditor.undo()
        tryVerify(() => listEditor("members").members.length === count)
    }

    function test_multiSelectionLeavesRowsAlone() {
        selectNamed("RG-004")
        ProjectController.toggleNode(rowNamed("RG-005"))
        compare(ProjectController.sameKindSelected.length, 1)
        tryVerify(() => find("multiNote_drives") !== null && find("multiNote_drives").visible)
        verify(!find("remove_drives_0").visible)
        verify(!find("add_drives").visible)
    }
}
