import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Says why a project could not be opened, or why it could not be saved; the project stays
// open behind it, unchanged (a failed save keeps it marked modified).
Dialog {
    id: root

    property string message: ProjectController.errorMessage
    property string saveError: ""

    objectName: "errorDialog"
    title: saveError.length > 0 ? qsTr("Could not save the project") : qsTr("Could not open the project")
    modal: true
    standardButtons: Dialog.Ok
    anchors.centerIn: Overlay.overlay
    width: Math.min(520, parent ? parent.width - 80 : 520)
    visible: message.length > 0 || saveError.length > 0
    onClosed: {
        saveError = ""
        ProjectController.clearError()
    }

    Connections {
        target: ProjectEditor
        function onSaveFailed(reason) { root.saveError = reason }
    }

    contentItem: Label {
        objectName: "errorMessage"
        text: root.saveError.length > 0 ? root.saveError : root.message
        wrapMode: Text.Wrap
    }
}
