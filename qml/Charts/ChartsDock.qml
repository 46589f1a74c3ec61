import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The playback dock: charts (the selected box's IOPS, MB/s, response time and utilization, then
// the scenario's default charts, all following the playhead), the scenario's metrics against
// the published values, and the event log. A/B: pick a second run to overlay on the live charts.
// Right-click a chart to export it (PNG / SVG / PDF / CSV, the CLI's chart definitions).
Rectangle {
    id: root

    objectName: "chartsDock"
    color: Theme.panel

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 4

        TabBar {
            id: tabs
            objectName: "dockTabs"
            Layout.fillWidth: true
            TabButton { text: qsTr("Charts") }
            TabButton { text: qsTr("Metrics") }
            TabButton { text: qsTr("Events") }
        }
        RowLayout {
            visible: tabs.currentIndex === 0 && PlaybackController.runNames.length > 1
            Label { text: qsTr("Compare with"); color: Theme.textMuted }
            ComboBox {
                objectName: "compareChooser"
                model: [qsTr("(none)")].concat(PlaybackController.runNames)
                currentIndex: PlaybackController.compareIndex + 1
                onActivated: (i) => PlaybackController.compareIndex = i - 1
                Layout.fillWidth: true
            }
        }
        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true

            ListView {
                id: chartList
                objectName: "chartList"
                clip: true
                spacing: 8
                model: PlaybackController.chartTitles
                ScrollBar.vertical: ScrollBar {}
                header: Item {
                    width: chartList.width
                    height: ProjectController.selectedNode < 0 ? 26 : 0
                    Label {
                        visible: ProjectController.selectedNode < 0
                        text: qsTr("Select a box on the diagram for its live charts.")
                        color: Theme.textMuted
                        elide: Text.ElideRight
                        width: parent.width
                    }
                }
                delegate: ChartItem {
                    id: chart
                    required property int index
                    objectName: "chart_" + index
                    chartIndex: index
                    dark: Theme.dark
                    width: chartList.width - 10
                    // Taller than 16:10 in a narrow dock (a laptop's): the title, legend and
                    // axes keep their size, so 16:10 left the plot a sliver.
                    height: Math.max(width * 0.625, 300)
                    TapHandler {
                        acceptedButtons: Qt.RightButton
                        onTapped: exportMenu.popupFor(chart.index)
                    }
                }
            }

            ListView {
                id: metricList
                objectName: "metricList"
                clip: true
                model: PlaybackController.metrics
                ScrollBar.vertical: ScrollBar {}
                header: Label {
                    text: PlaybackController.hasRun ? qsTr("%1: simulated vs published").arg(PlaybackController.scenarioId)
                                                    : qsTr("Open a scenario to see its metrics.")
                    font.bold: true
                    bottomPadding: 6
                }
                delegate: RowLayout {
                    required property var modelData
                    width: metricList.width - 10
                    Label { text: modelData.name; elide: Text.ElideRight; Layout.fillWidth: true; font.pixelSize: Theme.smallFontSize }
                    Label { text: modelData.value + " " + modelData.unit; font.pixelSize: Theme.smallFontSize }
                    Label { text: modelData.published; color: Theme.textMuted; font.pixelSize: Theme.smallFontSize
                            Layout.preferredWidth: 90; elide: Text.ElideRight }
                    Label {
                        text: modelData.verdict
                        color: modelData.verdict === "pass" ? "#2e7d32" : modelData.verdict === "fail" ? Theme.error : Theme.textMuted
                        font.bold: true
                        font.pixelSize: Theme.smallFontSize
                    }
                }
            }

            EventLog {}
        }
        Label {
            objectName: "dockMessage"
            text: PlaybackController.message
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
            elide: Text.ElideMiddle
            Layout.fillWidth: true
        }
    }

    ChartExportMenu {
        id: exportMenu
        controller: PlaybackController
        menuObjectName: "chartExportMenu"
    }
}
