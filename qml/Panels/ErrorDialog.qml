import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Says why a project could not be opened; the current project stays open behind it.
Dialog {
    id: root

    property string message: ProjectController.errorMessage

    objectName: "errorDialog"
    title: qsTr("Could not open the project")
    modal: true
    standardButtons: Dialog.Ok
    anchors.centerIn: Overlay.overlay
    width: Math.min(520, parent ? parent.width - 80 : 520)
    visible: message.length > 0
    onClosed: ProjectController.clearError()

    contentItem: Label {
        objectName: "errorMessage"
        text: root.message
        wrapMode: Text.Wrap
    }
}
