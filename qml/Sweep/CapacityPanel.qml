import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// The capacity tab: how much more load the open lab carries before a latency or utilization
// target breaks (the engine runs each step, as `santwin-cli capacity`), what breaks first and
// latency against load; and the health report (`santwin-cli health`) as PDF and HTML.
Rectangle {
    id: root

    objectName: "capacityPanel"
    color: Theme.window

    RowLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        Pane {
            Layout.preferredWidth: 320
            Layout.fillHeight: true
            background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 4 }
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                Label { text: qsTr("Capacity"); font.bold: true; font.pixelSize: 15 }
                Label {
                    text: qsTr("Grow the open lab's load step by step, each step run by the engine, until the target breaks.")
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Target: latency_ms.mean, .p95, .p99, .max or util (%), as METRIC<=LIMIT")
                        topPadding: 6; wrapMode: Text.WordWrap; Layout.fillWidth: true }
                TextField {
                    id: targetField
                    objectName: "capacityTarget"
                    text: "latency_ms.p95<=10"
                    selectByMouse: true
                    Layout.fillWidth: true
                    onAccepted: runButton.clicked()
                }
                Label { text: qsTr("VMs to grow: all, or names separated by commas")
                        topPadding: 6; wrapMode: Text.WordWrap; Layout.fillWidth: true }
                TextField {
                    id: growField
                    objectName: "capacityGrow"
                    text: "all"
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Grow by"); topPadding: 6 }

                ComboBox {
                    id: byBox
                    objectName: "capacityBy"
                    model: [qsTr("load (scale their workloads)"), qsTr("VMs (add clones of them)")]
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Simulated per step (s)"); topPadding: 6 }
                SpinBox {
                    id: secondsBox
                    objectName: "capacitySeconds"
                    from: 60; to: 3600; stepSize: 30; value: 150
                    editable: true
                }
                RowLayout {
                    Layout.topMargin: 8
                    Button {
                        id: runButton
                        objectName: "capacityRun"
                        text: qsTr("Find capacity")
                        highlighted: true
                        enabled: !AnswersController.running
                        onClicked: AnswersController.startCapacity(targetField.text, growField.text,
                                                                   byBox.currentIndex === 1 ? "vms" : "load", secondsBox.value)
                    }
                    Button {
                        objectName: "capacityCancel"
                        text: qsTr("Cancel")
                        visible: AnswersController.running
                        onClicked: AnswersController.cancel()
                    }
                }
                ProgressBar {
                    objectName: "capacityProgress"
                    Layout.fillWidth: true
                    visible: AnswersController.running
                    from: 0
                    to: Math.max(1, AnswersController.total)
                    value: AnswersController.done
                    indeterminate: AnswersController.done === 0
                }
                Label {
                    visible: AnswersController.running
                    text: qsTr("run %1 of at most %2 · %3 s · %4").arg(AnswersController.done + 1).arg(AnswersController.total)
                          .arg(AnswersController.elapsed.toFixed(0)).arg(AnswersController.status)
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "capacityMessage"
                    text: AnswersController.message
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Health report"); font.bold: true; font.pixelSize: 15; topPadding: 12 }
                Label {
                    text: qsTr("Single points of failure per host and LU, each controller, switch and HBA failure run, headroom and advice, as PDF and HTML.")
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "healthReport"
                    text: qsTr("Health report…")
                    enabled: !AnswersController.running
                    onClicked: healthDialog.open()
                }
                Item { Layout.fillHeight: true }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            Label {
                text: AnswersController.answer.length === 0 ? qsTr("The answer appears here when the search ends.") : ""
                visible: text.length > 0
                color: Theme.textMuted
            }
            Label {
                objectName: "capacityAnswer"
                visible: AnswersController.answer.length > 0
                text: AnswersController.answer.join("\n")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: table.count > 0
                text: qsTr("One row per engine run; latency (mean, p95, p99) in ms over every VM's I/O")
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
            ListView {
                id: table
                objectName: "capacityTable"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.min(contentHeight, 240)
                visible: count > 0
                clip: true
                model: AnswersController.steps
                ScrollBar.vertical: ScrollBar {}
                readonly property var widths: [52, 42, 56, 50, 50, 50, 170, 42, 60]
                header: Row {
                    Repeater {
                        model: [qsTr("load"), qsTr("VMs"), qsTr("IOPS"), qsTr("mean"), qsTr("p95"), qsTr("p99"),
                                qsTr("busiest resource"), qsTr("util"), qsTr("target")]
                        Label { required property string modelData; required property int index
                                width: table.widths[index]; text: modelData; font.bold: true; elide: Text.ElideRight
                                font.pixelSize: Theme.smallFontSize }
                    }
                }
                delegate: Row {
                    required property var modelData
                    Repeater {
                        model: [modelData.load, String(modelData.vms), modelData.iops, modelData.mean, modelData.p95,
                                modelData.p99, modelData.busiest, modelData.util, modelData.verdict]
                        Label {
                            required property string modelData
                            required property int index
                            width: table.widths[index]
                            text: modelData
                            elide: Text.ElideRight
                            font.pixelSize: Theme.smallFontSize
                            color: index === 8 && modelData !== qsTr("met") ? Theme.error : Theme.text
                        }
                    }
                }
            }
            ChartItem {
                objectName: "capacityChart"
                visible: AnswersController.hasChart
                source: AnswersController
                chartIndex: 0
                dark: Theme.dark
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
            Item { Layout.fillHeight: true; visible: !AnswersController.hasChart }
        }
    }

    FileDialog {
        id: healthDialog
        title: qsTr("Write the health report (PDF; the HTML goes beside it)")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("PDF (*.pdf)")]
        defaultSuffix: "pdf"
        onAccepted: AnswersController.startHealth(selectedFile, 0)
    }
}
