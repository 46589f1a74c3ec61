import QtQuick
import QtQuick.Controls
import SanTwin

// "The project has unsaved changes": discard them and go on, or stay. `proceed` is what was
// about to happen (close the window, open another project).
Dialog {
    id: root

    property var proceed: null

    function askThen(action) {
        if (!ProjectEditor.modified) {
            action()
            return
        }
        proceed = action
        open()
    }

    objectName: "unsavedDialog"
    title: qsTr("Unsaved changes")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: 420
    standardButtons: Dialog.Discard | Dialog.Cancel

    Label {
        width: parent.width
        wrapMode: Text.Wrap
        text: qsTr("The project has edits that are not saved. Discard them?")
    }

    onDiscarded: {
        close()
        const action = proceed
        proceed = null
        if (action)
            action()
    }
}
