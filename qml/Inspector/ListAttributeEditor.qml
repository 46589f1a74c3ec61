import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// A list attribute (a RAID group's drives, a zone's members, a host group's initiators) with
// one row per member: its name (whole on hover), "→" to select it where it is an entity, "×" to
// take it out; under the rows, a pick list of what may be added and, where a pick list cannot
// say it all, a field to type one. Each change writes the whole list back as one undoable
// ProjectEditor.setAttribute, so the schema's checks and refusals are those of the text field,
// which stays one click away ("as text") for typing or pasting the whole list.
ColumnLayout {
    id: root

    required property var entityId
    required property string key
    required property string label
    required property string doc
    required property string type         // "ref_list" or "text_list"
    required property string editText     // every member's value, comma-separated
    required property var members         // [{value, name, hint, id, unmatched}]
    required property var choices         // values that may be added
    required property var choiceLabels    // what the pick list shows for each of `choices`
    // Other selected entities of the same kind. Adding or removing one member is about this
    // entity's list, so with others selected only the whole-list text edit (set on all) is offered.
    property var alsoIds: []

    // Every edit rebuilds the inspector's rows, and this editor with them: what the user chose to
    // see (text or rows, the whole long list) and where the keyboard was live on in `memory`,
    // one entry per entity and attribute, kept by the inspector.
    property var memory: ({})
    readonly property string memoryKey: entityId + "/" + key

    property string error: ""
    property bool asText: false
    // A long list (a disk group's 144 drives) shows its first rows until asked for all of them.
    property bool showAll: false
    readonly property int collapsedRows: 12
    readonly property bool collapsible: members.length > collapsedRows + 3
    readonly property bool multi: alsoIds.length > 0
    readonly property bool canPick: choices !== undefined && choices !== null && choices.length > 0

    function values() {
        return root.members.map(m => m.value)
    }
    function write(list) {
        root.error = ProjectEditor.setAttribute(root.entityId, root.key, list.join(", "))
        return root.error.length === 0
    }
    function remember(changes) {
        root.memory[root.memoryKey] = Object.assign(root.memory[root.memoryKey] || {}, changes)
    }
    function removeAt(index) {
        const list = root.values()
        list.splice(index, 1)
        // Keyboard focus goes on to the row that takes this one's place.
        root.remember({focus: index})
        if (!root.write(list))
            root.remember({focus: undefined})
    }
    Component.onCompleted: {
        const kept = root.memory[root.memoryKey] || {}
        root.asText = !!kept.asText
        root.showAll = !!kept.showAll
        const focus = kept.focus
        if (focus !== undefined) {
            root.remember({focus: undefined})
            Qt.callLater(root.restoreFocus, focus)
        }
    }
    onAsTextChanged: remember({asText: asText})
    onShowAllChanged: remember({showAll: showAll})
    function restoreFocus(where) {
        if (where === "pick")
            addPick.forceActiveFocus()
        else if (where === "type")
            addField.forceActiveFocus()
        else if (rows.count > 0)
            rows.itemAt(Math.min(where, rows.count - 1)).removeButton.forceActiveFocus()
    }
    // Adds `value` and keeps the keyboard on the control `from` ("pick" or "type") for the next.
    function addFrom(value, from) {
        root.remember({focus: from})
        const added = root.add(value)
        if (!added)
            root.remember({focus: undefined})
        return added
    }
    // Adds `value` (trimmed); false, with the reason under the list, when it is refused.
    function add(value) {
        const v = value.trim()
        if (v.length === 0)
            return false
        if (root.values().indexOf(v) >= 0) {
            root.error = qsTr("%1 is in the list already").arg(v)
            return false
        }
        return root.write(root.values().concat([v]))
    }
    function commitText(text) {
        if (root.multi) {
            root.error = ProjectEditor.setAttributeOfAll([root.entityId].concat(root.alsoIds), root.key, text)
            return
        }
        if (text === root.editText) {
            root.error = ""
            return
        }
        root.error = ProjectEditor.setAttribute(root.entityId, root.key, text)
    }

    objectName: "editor_" + key
    spacing: 2

    RowLayout {  // "Drives (16)", and the switch to the whole list as text
        Layout.fillWidth: true
        spacing: 4
        Label {
            objectName: "listCount_" + root.key
            text: root.members.length > 0 ? qsTr("%1 (%2)").arg(root.label).arg(root.members.length)
                                          : qsTr("%1 (none)").arg(root.label)
            color: Theme.textMuted
            elide: Text.ElideRight
            Layout.fillWidth: true
            ToolTip.visible: countHover.hovered && root.doc.length > 0
            ToolTip.text: root.doc
            ToolTip.delay: 400
            HoverHandler { id: countHover }
        }
        ToolButton {
            objectName: "asText_" + root.key
            text: root.asText ? qsTr("as rows") : qsTr("as text")
            font.pixelSize: Theme.smallFontSize
            implicitHeight: 22
            padding: 2
            checkable: true
            checked: root.asText
            onToggled: {
                root.asText = checked
                root.error = ""
            }
            ToolTip.visible: hovered
            ToolTip.text: root.asText ? qsTr("One row per member") : qsTr("Edit the whole list as comma-separated text")
        }
    }

    Repeater {
        id: rows
        model: root.asText ? [] : root.collapsible && !root.showAll ? root.members.slice(0, root.collapsedRows)
                                                                    : root.members
        delegate: Rectangle {
            id: memberRow
            required property var modelData
            required property int index
            property alias removeButton: removeButton
            objectName: "member_" + root.key + "_" + index
            Layout.fillWidth: true
            implicitHeight: 24
            radius: 3
            color: rowHover.hovered ? Theme.hover : "transparent"
            HoverHandler { id: rowHover }

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 6
                spacing: 2
                Label {
                    id: memberName
                    text: memberRow.modelData.name
                    color: memberRow.modelData.unmatched ? Theme.error : Theme.text
                    // The middle goes first: "EVA8100 Contr… · evaA_p1" keeps device and port.
                    elide: Text.ElideMiddle
                    Layout.fillWidth: true
                    ToolTip.visible: rowHover.hovered && (truncated || memberRow.modelData.hint !== text)
                    ToolTip.text: memberRow.modelData.hint
                    ToolTip.delay: 300
                }
                ToolButton {
                    objectName: "goto_" + root.key + "_" + memberRow.index
                    visible: memberRow.modelData.id !== 0
                    text: "→"
                    implicitHeight: 22
                    implicitWidth: 22
                    padding: 0
                    onClicked: ProjectController.select(memberRow.modelData.id)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Select it")
                }
                ToolButton {
                    id: removeButton
                    objectName: "remove_" + root.key + "_" + memberRow.index
                    visible: !root.multi
                    text: "×"
                    implicitHeight: 22
                    implicitWidth: 22
                    padding: 0
                    onClicked: root.removeAt(memberRow.index)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Take %1 out of the list").arg(memberRow.modelData.name)
                }
            }
        }
    }

    ToolButton {
        objectName: "showAll_" + root.key
        visible: !root.asText && root.collapsible
        text: root.showAll ? qsTr("Show the first %1").arg(root.collapsedRows)
                           : qsTr("Show all %1…").arg(root.members.length)
        font.pixelSize: Theme.smallFontSize
        implicitHeight: 22
        padding: 2
        onClicked: root.showAll = !root.showAll
    }
    ComboBox {  // what may be added, by name; picking one adds it
        id: addPick
        objectName: "add_" + root.key
        visible: !root.asText && !root.multi && root.canPick
        model: root.choiceLabels
        currentIndex: -1
        displayText: qsTr("Add…")
        implicitHeight: 26
        Layout.fillWidth: true
        onActivated: (index) => {
            root.addFrom(root.choices[index], "pick")
            currentIndex = -1
        }
    }
    RowLayout {  // a member typed in: a name, or for a text list a WWPN or an alias
        visible: !root.asText && !root.multi && (!root.canPick || root.type === "text_list")
        Layout.fillWidth: true
        spacing: 2
        TextField {
            id: addField
            objectName: "addField_" + root.key
            readonly property string typed: root.type === "ref_list" ? qsTr("one by name")
                                          : root.key === "members" ? qsTr("a WWPN or alias") : qsTr("a WWPN")
            placeholderText: (root.canPick ? qsTr("or type %1") : qsTr("add %1")).arg(typed)
            selectByMouse: true
            implicitHeight: 26
            padding: 4
            Layout.fillWidth: true
            color: root.error.length > 0 ? Theme.error : Theme.text
            onAccepted: if (root.addFrom(text, "type")) text = ""
            Keys.onEscapePressed: {
                text = ""
                root.error = ""
            }
        }
        ToolButton {
            objectName: "addButton_" + root.key
            text: "+"
            enabled: addField.text.trim().length > 0
            implicitHeight: 24
            implicitWidth: 24
            onClicked: if (root.addFrom(addField.text, "type")) addField.text = ""
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Add it")
        }
    }

    TextField {  // the whole list, comma-separated (with others selected: set on all of them)
        objectName: "field_" + root.key
        visible: root.asText
        text: root.editText
        placeholderText: qsTr("comma-separated")
        selectByMouse: true
        implicitHeight: 26
        padding: 4
        Layout.fillWidth: true
        color: root.error.length > 0 ? Theme.error : Theme.text
        ToolTip.visible: hovered && contentWidth > width - leftPadding - rightPadding + 1
        ToolTip.text: text
        onAccepted: root.commitText(text)
        onEditingFinished: if (activeFocus === false) root.commitText(text)
        Keys.onEscapePressed: {
            text = root.editText
            root.error = ""
        }
    }
    Label {
        objectName: "multiNote_" + root.key
        visible: root.multi && !root.asText
        text: qsTr("%1 selected: members are added and removed one entity at a time; “as text” sets this list on all of them")
              .arg(root.alsoIds.length + 1)
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        objectName: "error_" + root.key
        visible: root.error.length > 0
        text: root.error
        color: Theme.error
        font.pixelSize: Theme.smallFontSize
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
