import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// The sweep tab: run a validation scenario over several values of one of its parameters (the
// same runner as `santwin-cli sweep`), then read the metrics per value and the sweep charts,
// each with the paper's figure marked at the paper's own value. Right-click a chart to export
// it; Export all writes every chart in every format with its sidecar.
Rectangle {
    id: root

    objectName: "sweepPanel"
    color: Theme.window

    readonly property var scenario: scenarioBox.currentIndex >= 0 ? SweepController.scenarios[scenarioBox.currentIndex] : null
    readonly property var parameter: scenario && paramBox.currentIndex >= 0 ? scenario.parameters[paramBox.currentIndex] : null

    // A first guess at values to sweep: the range the parameter's note gives, else half, the paper's
    // and double for a number; the choices it lists; both for a flag.
    function suggestedValues(p) {
        if (!p) return ""
        const range = p.doc.match(/(\d+)\s+to\s+(\d+)/)
        if (range && Number(range[2]) - Number(range[1]) <= 8) {
            const out = []
            for (let v = Number(range[1]); v <= Number(range[2]); ++v) out.push(v)
            return out.join(",")
        }
        const n = Number(p.value)
        if (p.value.length > 0 && !isNaN(n) && n > 0) {
            const lo = Math.max(1, Math.round(n / 2))
            return lo === n ? n + "," + (2 * n) : lo + "," + n + "," + (2 * n)
        }
        const choices = p.doc.match(/:\s*([a-z_]+(?:,\s*[a-z_]+)*(?:,?\s*or\s+[a-z_]+))/)
        if (choices) return choices[1].replace(/,?\s*or\s+/, ",").replace(/\s+/g, "")
        if (/\bon or off\b/.test(p.doc)) return "off,on"
        return p.value
    }

    // A sweep started elsewhere (santwin --sweep) shows on the form.
    Connections {
        target: SweepController
        function onRunningChanged() {
            if (!SweepController.running || (root.scenario && root.scenario.id === SweepController.scenarioId)) return
            const i = SweepController.scenarios.findIndex(s => s.id === SweepController.scenarioId)
            if (i < 0) return
            scenarioBox.currentIndex = i
            paramBox.currentIndex = Math.max(0, root.scenario.parameters.findIndex(p => p.name === SweepController.parameter))
            valuesField.text = SweepController.requestedValues
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        // The request.
        Pane {
            Layout.preferredWidth: 320
            Layout.fillHeight: true
            background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 4 }
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                Label { text: qsTr("Parameter sweep"); font.bold: true; font.pixelSize: 15 }
                Label {
                    text: qsTr("Run a scenario once per value of one parameter and chart every metric against it.")
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Scenario"); topPadding: 6 }
                ComboBox {
                    id: scenarioBox
                    objectName: "sweepScenario"
                    model: SweepController.scenarios
                    textRole: "id"
                    Layout.fillWidth: true
                    onCurrentIndexChanged: paramBox.currentIndex = 0
                }
                Label {
                    // Sweeps run on the scenario's own built-in lab, not on the open project.
                    text: root.scenario ? root.scenario.title + "\n" + qsTr("Runs on built-in lab %1; the open project is left as it is.").arg(root.scenario.lab) : ""
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Parameter to sweep"); topPadding: 6 }
                ComboBox {
                    id: paramBox
                    objectName: "sweepParameter"
                    model: root.scenario ? root.scenario.parameters : []
                    textRole: "name"
                    Layout.fillWidth: true
                    onCurrentIndexChanged: valuesField.text = root.suggestedValues(root.parameter)
                    Component.onCompleted: valuesField.text = root.suggestedValues(root.parameter)
                }
                Label {
                    text: root.parameter ? root.parameter.doc : ""
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Values (comma-separated)"); topPadding: 6 }
                TextField {
                    id: valuesField
                    objectName: "sweepValues"
                    Layout.fillWidth: true
                    selectByMouse: true
                    placeholderText: qsTr("e.g. 2,3,4")
                    onAccepted: runButton.clicked()
                }
                Label { text: qsTr("Other parameters held at (name=value, …)"); topPadding: 6
                        visible: root.scenario && root.scenario.parameters.length > 1 }
                TextField {
                    id: heldField
                    objectName: "sweepHeld"
                    visible: root.scenario && root.scenario.parameters.length > 1
                    Layout.fillWidth: true
                    placeholderText: qsTr("empty: the paper's values")
                }
                RowLayout {
                    Layout.topMargin: 8
                    Button {
                        id: runButton
                        objectName: "sweepRun"
                        text: qsTr("Run sweep")
                        highlighted: true
                        enabled: !SweepController.running && root.parameter !== null
                        onClicked: SweepController.start(root.scenario.id, root.parameter.name, valuesField.text, heldField.text)
                    }
                    Button {
                        objectName: "sweepCancel"
                        text: qsTr("Cancel")
                        visible: SweepController.running
                        onClicked: SweepController.cancel()
                    }
                }
                ProgressBar {
                    objectName: "sweepProgress"
                    Layout.fillWidth: true
                    visible: SweepController.running
                    from: 0
                    to: Math.max(1, SweepController.total)
                    value: SweepController.done
                    indeterminate: SweepController.done === 0
                }
                Label {
                    visible: SweepController.running
                    text: qsTr("%1 of %2 points · %3 s").arg(SweepController.done).arg(SweepController.total)
                          .arg(SweepController.elapsed.toFixed(0))
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                }
                Label {
                    objectName: "sweepMessage"
                    text: SweepController.message
                    wrapMode: Text.WordWrap
                    color: SweepController.message.startsWith(qsTr("Cannot")) ? Theme.error : Theme.textMuted
                    Layout.fillWidth: true
                }
                Item { Layout.fillHeight: true }
            }
        }

        // The results: table and charts.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: SweepController.chartTitles.length > 0
                          ? qsTr("%1 charts · right-click one to export it").arg(SweepController.chartTitles.length)
                          : qsTr("Results appear here when a sweep finishes.")
                    color: Theme.textMuted
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "sweepExportAll"
                    text: qsTr("Export all…")
                    enabled: SweepController.chartTitles.length > 0
                    onClicked: folderDialog.open()
                }
            }

            // Metrics per value.
            ListView {
                id: table
                objectName: "sweepTable"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.min(contentHeight, 200)
                visible: count > 0
                clip: true
                model: SweepController.table
                ScrollBar.vertical: ScrollBar {}
                // Every value's column is as wide as its widest entry, header included (values
                // such as "mru_balanced" are wider than a number), and at least 90.
                FontMetrics { id: headerMetrics; font.family: Theme.fontFamily; font.pixelSize: Theme.fontSize; font.bold: true }
                FontMetrics { id: cellMetrics; font.family: Theme.fontFamily; font.pixelSize: Theme.smallFontSize }
                readonly property real valueWidth: {
                    let w = 90
                    for (const v of SweepController.values)
                        w = Math.max(w, headerMetrics.advanceWidth(v) + 16)
                    for (const row of SweepController.table)
                        for (const cell of row.values)
                            w = Math.max(w, cellMetrics.advanceWidth(cell) + 16)
                    return Math.ceil(w)
                }
                header: Row {
                    Label { width: 300; text: SweepController.sweptParameter + " ="; font.bold: true }
                    Repeater {
                        model: SweepController.values
                        Label {
                            required property string modelData
                            objectName: "sweepHeader_" + modelData
                            width: table.valueWidth
                            text: modelData
                            font.bold: true
                            elide: Text.ElideRight
                        }
                    }
                }
                delegate: Row {
                    required property var modelData
                    Label { width: 300; text: modelData.metric; elide: Text.ElideRight; font.pixelSize: Theme.smallFontSize }
                    Repeater {
                        model: modelData.values
                        Label { required property string modelData; width: table.valueWidth; text: modelData; font.pixelSize: Theme.smallFontSize }
                    }
                }
            }

            GridView {
                id: charts
                objectName: "sweepCharts"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                cellWidth: width / Math.max(1, Math.floor(width / 520))
                cellHeight: cellWidth * 0.625
                model: SweepController.chartTitles
                ScrollBar.vertical: ScrollBar {}
                delegate: ChartItem {
                    id: chart
                    required property int index
                    objectName: "sweepChart_" + index
                    source: SweepController
                    chartIndex: index
                    dark: Theme.dark
                    width: charts.cellWidth - 8
                    height: charts.cellHeight - 8
                    TapHandler {
                        acceptedButtons: Qt.RightButton
                        onTapped: exportMenu.popupFor(chart.index)
                    }
                }
            }
        }
    }

    ChartExportMenu {
        id: exportMenu
        controller: SweepController
        menuObjectName: "sweepExportMenu"
    }

    FolderDialog {
        id: folderDialog
        title: qsTr("Export every sweep chart into")
        onAccepted: SweepController.exportAll(selectedFolder)
    }
}
