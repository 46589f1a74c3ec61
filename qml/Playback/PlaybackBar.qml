import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// The playback toolbar: open a scenario, pick one of its runs, transport (play/pause, steps,
// previous/next event), speed 1×–10,000× of simulated time, loop, and the scrubber with the
// event markers above it. While a scenario runs: its progress, elapsed time, estimate and Cancel.
Rectangle {
    id: root

    objectName: "playbackBar"
    implicitHeight: layout.implicitHeight + 12
    color: Theme.panel

    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }

    ScenarioPicker { id: picker }

    FileDialog {
        id: keepDialog
        title: qsTr("Keep the runs in a project file")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "santwin"
        nameFilters: [qsTr("SanTwin projects (*.santwin)")]
        onAccepted: PlaybackController.saveRuns(selectedFile)
    }

    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: 6
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 2

        RowLayout {
            spacing: 6
            Layout.fillWidth: true  // the row's width, not its content's: the status texts elide in it
            Button {
                objectName: "scenarioButton"
                text: qsTr("Scenario…")
                enabled: !SimulationController.running
                onClicked: picker.open()
            }
            ComboBox {
                // A project file keeping several scenarios' runs: which scenario's to play.
                objectName: "keptScenarioChooser"
                visible: PlaybackController.keptScenarios.length > 1
                model: PlaybackController.keptScenarios
                currentIndex: PlaybackController.keptScenarios.indexOf(PlaybackController.scenarioId)
                onActivated: (i) => PlaybackController.playKept(PlaybackController.keptScenarios[i])
                Layout.preferredWidth: 170
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The project keeps runs of %1 scenarios").arg(PlaybackController.keptScenarios.length)
            }
            ComboBox {
                objectName: "runChooser"
                visible: PlaybackController.runNames.length > 1
                model: PlaybackController.runNames
                currentIndex: PlaybackController.runIndex
                onActivated: (i) => PlaybackController.runIndex = i
                Layout.preferredWidth: root.width < 1500 ? 190 : 230
            }
            Button {
                objectName: "keepRunsButton"
                text: qsTr("Keep runs…")
                enabled: PlaybackController.hasRun
                onClicked: keepDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Save this project with the recorded runs, to replay them later without re-running")
            }
            ToolSeparator {}
            Button {
                objectName: "prevMarker"
                Layout.preferredWidth: 48  // not Fusion's 80 px: the status texts need the room
                text: "◀◀"
                enabled: PlaybackController.hasRun
                onClicked: PlaybackController.previousMarker()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Previous event")
            }
            Button {
                objectName: "stepBack"
                Layout.preferredWidth: 48
                text: "◀▮"
                enabled: PlaybackController.hasRun
                onClicked: PlaybackController.step(-Math.max(1, PlaybackController.speed))
                ToolTip.visible: hovered; ToolTip.text: qsTr("Step back one second of playback")
            }
            Button {
                objectName: "playButton"
                text: PlaybackController.playing ? "▮▮" : "▶"
                highlighted: true
                enabled: PlaybackController.hasRun
                onClicked: PlaybackController.togglePlay()
                Layout.preferredWidth: 48
            }
            Button {
                objectName: "stepForward"
                Layout.preferredWidth: 48
                text: "▮▶"
                enabled: PlaybackController.hasRun
                onClicked: PlaybackController.step(Math.max(1, PlaybackController.speed))
                ToolTip.visible: hovered; ToolTip.text: qsTr("Step forward one second of playback")
            }
            Button {
                objectName: "nextMarker"
                Layout.preferredWidth: 48
                text: "▶▶"
                enabled: PlaybackController.hasRun
                onClicked: PlaybackController.nextMarker()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Next event")
            }
            ComboBox {
                id: speedBox
                objectName: "speedChooser"
                readonly property var speeds: [1, 10, 30, 100, 300, 1000, 3000, 10000]
                model: speeds.map(s => s + "×")
                currentIndex: Math.max(0, speeds.indexOf(PlaybackController.speed))
                onActivated: (i) => PlaybackController.speed = speeds[i]
                Layout.preferredWidth: 96
            }
            CheckBox {
                objectName: "loopBox"
                text: qsTr("Loop")
                checked: PlaybackController.loop
                onToggled: PlaybackController.loop = checked
            }
            Label {
                objectName: "liveLabel"
                visible: PlaybackController.live
                text: qsTr("● computing")
                color: "#c62828"
                font.bold: true
                ToolTip.visible: liveHover.hovered
                ToolTip.text: qsTr("The run is still being computed: what plays is what has been recorded so far")
                HoverHandler { id: liveHover }
            }
            Label {
                objectName: "timeLabel"
                text: PlaybackController.hasRun
                      ? PlaybackController.formatTime(PlaybackController.time) + " / "
                        + PlaybackController.formatTime(PlaybackController.end)
                      : qsTr("no run")
                font.family: "DejaVu Sans Mono"
                Layout.minimumWidth: 150
            }
            // A running scenario.
            ProgressBar {
                objectName: "runProgress"
                visible: SimulationController.running
                from: 0; to: 1
                value: SimulationController.progress
                Layout.preferredWidth: root.width < 1500 ? 110 : 160
            }
            // What plays and the last run's status, one above the other: side by side they were
            // both cut short in a laptop's window ("eva-dg-sweep · 4 li…").
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Layout.minimumWidth: 0
                Label {
                    objectName: "busyLabel"
                    visible: text.length > 0
                    text: PlaybackController.hasRun ? qsTr("%1 · %2 links carrying I/O").arg(PlaybackController.scenarioId)
                                                          .arg(PlaybackController.busyEdges) : ""
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    Layout.minimumWidth: 0
                }
                Label {
                    objectName: "runStatus"
                    text: SimulationController.running
                          ? qsTr("%1 · run %2 · %3 s elapsed%4").arg(SimulationController.scenarioId)
                                .arg(SimulationController.runsStarted).arg(SimulationController.elapsed.toFixed(1))
                                .arg(SimulationController.remaining >= 0 ? qsTr(" · ~%1 s left").arg(SimulationController.remaining.toFixed(0)) : "")
                          : SimulationController.status
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                    // Cut short only where even its own line is too narrow (the whole text on hover).
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    Layout.minimumWidth: 0
                    ToolTip.visible: truncated && statusHover.hovered
                    ToolTip.text: text
                    HoverHandler { id: statusHover }
                }
            }
            Button {
                objectName: "cancelButton"
                visible: SimulationController.running
                text: qsTr("Cancel")
                onClicked: SimulationController.cancel()
            }
        }

        MarkerStrip {
            Layout.fillWidth: true
            Layout.leftMargin: scrubber.leftPadding
            Layout.rightMargin: scrubber.rightPadding
            visible: PlaybackController.hasRun
        }
        Slider {
            id: scrubber
            objectName: "scrubber"
            Layout.fillWidth: true
            visible: PlaybackController.hasRun
            from: 0
            to: Math.max(1, PlaybackController.end)
            value: PlaybackController.time
            live: true
            onMoved: PlaybackController.seek(value)
        }
    }
}
