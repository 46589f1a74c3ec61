import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Duplicate with a count (Ctrl+D): N copies of the selection, numbered on, each with the cables
// among its parts, in one undo step; the copies are selected afterwards. Return duplicates, Esc
// cancels, and the keyboard stays here while it is open.
Dialog {
    id: root

    property var ids: []

    function ask(list) {
        ids = list
        what.text = list.length === 1 ? qsTr("Copies of the selected item")
                                      : qsTr("Copies of the %1 selected items").arg(list.length)
        open()
        count.forceActiveFocus()
        count.contentItem.selectAll()
    }

    objectName: "duplicateDialog"
    title: qsTr("Duplicate")
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: 360
    standardButtons: Dialog.Ok | Dialog.Cancel

    RowLayout {
        width: parent.width
        Label {
            id: what
            Layout.fillWidth: true
            elide: Text.ElideRight
        }
        SpinBox {
            id: count
            objectName: "duplicateCount"
            from: 1
            to: 10000  // editing::kMaxCopies
            value: 1
            editable: true
            Keys.onReturnPressed: root.accept()
            Keys.onEnterPressed: root.accept()
        }
    }

    onAccepted: {
        // The number typed counts even when Return came before the spin box took it in.
        count.value = count.valueFromText(count.contentItem.text, count.locale)
        const why = ProjectEditor.duplicate(ids, 1, false, count.value)
        if (why.length > 0)
            ProjectEditor.refused(why)
    }
}
