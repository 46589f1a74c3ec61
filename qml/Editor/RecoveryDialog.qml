import QtQuick
import QtQuick.Controls
import SanTwin

// Offered at start when an earlier session ended with unsaved edits: open what the last
// autosave kept (unsaved, so Save asks where), or throw it away.
Dialog {
    id: root

    objectName: "recoveryDialog"
    title: qsTr("Recover unsaved work?")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: 460
    standardButtons: Dialog.Open | Dialog.Discard

    Label {
        width: parent.width
        wrapMode: Text.Wrap
        text: qsTr("SanTwin did not close normally. The project you were editing was autosaved at %1. Open it?")
                  .arg(Recovery.pendingTime)
    }

    onAccepted: Recovery.recover()
    onDiscarded: {
        Recovery.discard()
        close()
    }
    Component.onCompleted: if (Recovery.pending.length > 0 && !AppController.screenshotMode) open()
}
