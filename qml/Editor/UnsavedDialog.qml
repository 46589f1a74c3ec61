import QtQuick
import QtQuick.Controls
import SanTwin

// "The project has unsaved changes": save them and go on, discard them and go on, or stay.
// `proceed` is what was about to happen (close the window, open another project). A project
// with no .santwin file yet asks for one first (saveAsWanted); the window calls resume() once
// that save has worked.
Dialog {
    id: root

    property var proceed: null
    property var afterSave: null
    signal saveAsWanted()

    function resume() {
        const action = afterSave
        afterSave = null
        if (action)
            action()
    }

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
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    Label {
        width: parent.width
        wrapMode: Text.Wrap
        text: qsTr("The project has edits that are not saved. Save them first?")
    }

    onAccepted: {
        const action = proceed
        proceed = null
        const path = ProjectController.sourcePath
        if (path.length > 0 && !path.toLowerCase().endsWith(".json")) {
            if (ProjectEditor.save() === "" && action)
                action()
        } else {
            afterSave = action
            saveAsWanted()
        }
    }
    onRejected: proceed = null

    onDiscarded: {
        close()
        const action = proceed
        proceed = null
        if (action)
            action()
    }
}
