import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Picks a built-in validation scenario and runs it (off the GUI thread); when it finishes, its
// runs play on the diagram.
Dialog {
    id: root

    objectName: "scenarioPicker"
    title: qsTr("Open a validation scenario")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: 720
    height: 520
    standardButtons: Dialog.Cancel

    ColumnLayout {
        anchors.fill: parent
        TextField {
            id: search
            objectName: "scenarioSearch"
            placeholderText: qsTr("Filter by id, lab or title")
            Layout.fillWidth: true
        }
        ListView {
            id: list
            objectName: "scenarioList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: SimulationController.scenarios.filter(s => search.text === ""
                       || (s.id + " " + s.lab + " " + s.title).toLowerCase().indexOf(search.text.toLowerCase()) >= 0)
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                required property var modelData
                width: list.width
                objectName: "scenario_" + modelData.id
                contentItem: Column {
                    Label { text: modelData.id + "  ·  " + modelData.title; font.bold: true; elide: Text.ElideRight; width: list.width - 24 }
                    Label { text: modelData.lab + " — " + modelData.description; color: Theme.textMuted; elide: Text.ElideRight
                            width: list.width - 24; font.pixelSize: Theme.smallFontSize }
                }
                onClicked: {
                    SimulationController.runScenario(modelData.id)
                    root.close()
                }
            }
        }
    }
}
