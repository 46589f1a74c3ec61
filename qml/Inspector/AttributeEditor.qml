import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// One attribute of the inspected entity, editable in the control its type calls for: a check
// box (yes/no), a choice list, or a text field (numbers in the schema's range and unit, entity
// names for references). Lists have ListAttributeEditor. A commit becomes one undoable command;
// a value the schema refuses is not applied and the reason shows under the field.
ColumnLayout {
    id: root

    required property var entityId
    required property string key
    required property string type
    required property string editText
    required property var choices
    required property var choiceLabels  // what the list shows for each of `choices`
    readonly property bool pickList: root.type === "choice" || (root.type === "ref" && root.choices && root.choices.length > 0)
    required property string unit
    required property string range
    required property var refId
    // What an empty field stands for ("array default (256 KB)" for a stripe of 0), else "".
    property string defaultText: ""
    // Other selected entities of the same kind: a commit sets them all (one undo step).
    property var alsoIds: []

    property string error: ""

    function commit(text) {
        if (root.alsoIds.length > 0) {
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

    RowLayout {
        Layout.fillWidth: true
        spacing: 4

        CheckBox {
            objectName: "check_" + root.key
            visible: root.type === "bool"
            checked: root.editText === "yes"
            padding: 0
            onToggled: root.commit(checked ? "yes" : "no")
        }
        ComboBox {
            objectName: "choice_" + root.key
            // Choices, and references with a list of candidates (an LU's owner among its
            // array's controllers); "" is none.
            visible: root.pickList
            model: root.choiceLabels
            displayText: currentText.length > 0 ? currentText : "—"
            currentIndex: root.choices ? root.choices.indexOf(root.editText) : -1
            implicitHeight: 26
            Layout.fillWidth: true
            onActivated: (index) => root.commit(root.choices[index])
            // A long pick ("BL480c-1 NC373i nic1") is elided in the narrow column: whole on hover.
            ToolTip.visible: hovered && displayText.length > 14
            ToolTip.text: displayText
        }
        TextField {
            id: field
            objectName: "field_" + root.key
            visible: root.type !== "bool" && !root.pickList
            text: root.editText
            placeholderText: root.defaultText.length > 0 ? qsTr("default")
                           : root.type === "ref" ? qsTr("name of an entity") : "—"
            selectByMouse: true
            implicitHeight: 26
            // The column decides the width (fillWidth), not the text: the font follows the width.
            implicitWidth: 80
            padding: 4
            Layout.fillWidth: true
            color: root.error.length > 0 ? Theme.error : Theme.text
            // A value a little wider than the column (a WWPN) is set smaller to show whole while
            // not edited; a much longer one keeps the normal size and is whole on hover.
            readonly property real fitScale: fullWidth.advanceWidth > 0
                                             ? (width - leftPadding - rightPadding - 2) / fullWidth.advanceWidth : 1
            font.pixelSize: !activeFocus && fitScale < 1 && fitScale * Theme.fontSize >= 10
                            ? Math.floor(fitScale * Theme.fontSize) : Theme.fontSize
            TextMetrics {
                id: fullWidth
                font.family: field.font.family
                font.pixelSize: Theme.fontSize
                text: field.text
            }
            // A value wider than the column (a switch model) is whole on hover,
            // above the range the field accepts.
            readonly property bool overflows: contentWidth > width - leftPadding - rightPadding + 1
            readonly property string hoverText: [overflows ? text : "",
                                                 root.range.length > 0 ? qsTr("%1 %2").arg(root.range).arg(root.unit) : ""]
                                                .filter(part => part.length > 0).join("\n")
            ToolTip.visible: hovered && hoverText.length > 0
            ToolTip.text: hoverText
            onAccepted: root.commit(text)
            onEditingFinished: if (activeFocus === false) root.commit(text)
            // A long value shows its start (where a model name says what it is) when not edited.
            onTextChanged: if (!activeFocus) cursorPosition = 0
            onActiveFocusChanged: if (!activeFocus) cursorPosition = 0
            Keys.onEscapePressed: {
                text = root.editText
                root.error = ""
            }
        }
        Label {
            // The default's words, under the field, carry their own unit.
            visible: root.unit.length > 0 && field.visible && !(field.text.length === 0 && root.defaultText.length > 0)
            text: root.unit
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
        }
        ToolButton {
            objectName: "goto_" + root.key
            visible: root.type === "ref" && root.refId !== 0
            text: "→"
            implicitHeight: 24
            implicitWidth: 24
            onClicked: ProjectController.select(root.refId)
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Select it")
        }
    }
    Label {
        // Under the field, whole: the inspector's column is too narrow to show it inside.
        objectName: "default_" + root.key
        visible: root.defaultText.length > 0 && field.visible && field.text.length === 0 && root.error.length === 0
        text: root.defaultText
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
