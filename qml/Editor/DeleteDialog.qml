import QtQuick
import QtQuick.Controls
import SanTwin

// Confirms a delete, naming everything it takes with it (contents, cables, mappings) and the
// references it clears. Undo brings it all back.
Dialog {
    id: root

    property var ids: []

    function ask(list) {
        ids = list
        planText.text = ProjectEditor.deletePlan(list)
        open()
    }

    objectName: "deleteDialog"
    title: qsTr("Delete?")
    modal: true
    focus: true  // the keyboard is the dialog's while it is open: Return deletes, Esc cancels
    anchors.centerIn: Overlay.overlay
    width: 460
    standardButtons: Dialog.Ok | Dialog.Cancel

    Label {
        id: planText
        objectName: "deletePlanText"
        width: parent.width
        wrapMode: Text.Wrap
        focus: true
        Keys.onReturnPressed: root.accept()
        Keys.onEnterPressed: root.accept()
    }

    onAccepted: ProjectEditor.deleteEntities(ids)
}
