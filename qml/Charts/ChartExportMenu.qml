import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs

// Right-click export of a chart: PNG / SVG / PDF / CSV through a save dialog, written by the
// controller that owns the charts (PlaybackController or SweepController: exportChart(i, path)).
Item {
    id: root

    required property var controller
    property alias menuObjectName: menu.objectName

    function popupFor(index: int) {
        menu.chart = index
        menu.popup()
    }

    Menu {
        id: menu
        property int chart: -1
        MenuItem { text: qsTr("Export as PNG…"); onTriggered: saveDialog.ask("png") }
        MenuItem { text: qsTr("Export as SVG…"); onTriggered: saveDialog.ask("svg") }
        MenuItem { text: qsTr("Export as PDF…"); onTriggered: saveDialog.ask("pdf") }
        MenuItem { text: qsTr("Export data as CSV…"); onTriggered: saveDialog.ask("csv") }
    }

    FileDialog {
        id: saveDialog
        property string format: "png"
        function ask(fmt: string) {
            format = fmt
            nameFilters = [fmt.toUpperCase() + " (*." + fmt + ")"]
            open()
        }
        fileMode: FileDialog.SaveFile
        defaultSuffix: format
        onAccepted: root.controller.exportChart(menu.chart, selectedFile)
    }
}
