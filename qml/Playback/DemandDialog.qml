import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// Load over time on the open lab: every VM's workload under a daily schedule with reproducible
// variation (± a share per VM per interval, from a seed), or a measured capture (esxtop batch
// CSV, vCenter performance CSV) replayed per sample. Run computes it off the GUI thread and plays
// it like a scenario; a VM's charts then show demanded against served IOPS and, for a capture,
// measured against simulated latency.
Dialog {
    id: root

    objectName: "demandDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: 560
    modal: true
    title: qsTr("Load over time")
    standardButtons: Dialog.Cancel

    function run() {
        const minutes = Number(durationField.text)
        let spec
        if (captureButton.checked)
            spec = { capture: captureField.text.trim(), duration: minutes > 0 ? minutes * 60 : 0 }
        else
            spec = { schedule: scheduleBox.editText.trim(), variation: variationBox.value / 100,
                     seed: Number(seedField.text), interval: Number(intervalField.text),
                     start: startBox.value * 3600, duration: minutes > 0 ? minutes * 60 : 0 }
        if (SimulationController.runDemand(spec))
            root.close()
        else
            statusLabel.text = SimulationController.status
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            RadioButton { id: scheduleButton; objectName: "demandSchedule"; text: qsTr("Schedule"); checked: true }
            RadioButton { id: captureButton; objectName: "demandCapture"; text: qsTr("Measured capture") }
        }
        GridLayout {
            columns: 2
            columnSpacing: 10
            visible: scheduleButton.checked
            Label { text: qsTr("Schedule") }
            ComboBox {
                id: scheduleBox
                objectName: "demandScheduleName"
                Layout.fillWidth: true
                editable: true
                model: SimulationController.scheduleNames()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A built-in curve, or a ramp such as ramp:0.5-1.5@08:00-12:00")
            }
            Label { text: qsTr("Variation ± %") }
            SpinBox { id: variationBox; objectName: "demandVariation"; from: 0; to: 100; value: 20; editable: true }
            Label { text: qsTr("Seed") }
            TextField { id: seedField; objectName: "demandSeed"; text: "42"; validator: IntValidator { bottom: 0 } }
            Label { text: qsTr("Interval (s)") }
            TextField { id: intervalField; objectName: "demandInterval"; text: "60"; validator: DoubleValidator { bottom: 1 } }
            Label { text: qsTr("Starts at (hour of the day)") }
            SpinBox { id: startBox; objectName: "demandStart"; from: 0; to: 23; value: 6; editable: true }
        }
        RowLayout {
            visible: captureButton.checked
            Layout.fillWidth: true
            TextField {
                id: captureField
                objectName: "demandCaptureField"
                Layout.fillWidth: true
                placeholderText: qsTr("esxtop batch CSV or vCenter performance CSV")
            }
            Button { text: qsTr("File…"); onClicked: captureDialog.open() }
        }
        RowLayout {
            Label { text: qsTr("Duration (min, 0: the whole capture, or a day)") }
            TextField { id: durationField; objectName: "demandDuration"; text: "0"; validator: DoubleValidator { bottom: 0 } }
        }
        Label {
            id: statusLabel
            objectName: "demandStatus"
            Layout.fillWidth: true
            Layout.maximumWidth: root.availableWidth
            wrapMode: Text.Wrap
            color: Theme.error
        }
        Button {
            objectName: "demandRun"
            text: qsTr("Run")
            highlighted: true
            Layout.alignment: Qt.AlignRight
            enabled: captureButton.checked ? captureField.text.trim().length > 0 : scheduleBox.editText.trim().length > 0
            onClicked: root.run()
        }
    }
    onOpened: statusLabel.text = ""

    FileDialog {
        id: captureDialog
        title: qsTr("A measured capture")
        nameFilters: [qsTr("Captures (*.csv)"), qsTr("All files (*)")]
        onAccepted: captureField.text = selectedFile
    }
}
