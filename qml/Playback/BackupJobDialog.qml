import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The backup job editor: what kind of backup, which VMs, through which proxy to which VTL or tape
// library, how many at once and how many VMs per drive. Run starts it on the open project off the
// GUI thread; it plays like a scenario when done.
Dialog {
    id: root

    objectName: "backupJobDialog"
    property var choices: ({ vms: [], proxies: [], libraries: [] })
    property var chosen: ({})  // VM id -> true

    // Opens preset from the box right-clicked: a proxy or library is preselected, a VM (or the
    // selected VMs) ticked.
    function openFor(subject: var) {
        choices = SimulationController.backupChoices()
        const picked = {}
        const selection = ProjectController.selectedIds
        for (const vm of choices.vms)
            if (vm.id === subject || selection.indexOf(vm.id) >= 0) picked[vm.id] = true
        if (Object.keys(picked).length === 0)
            for (let i = 0; i < Math.min(8, choices.vms.length); ++i) picked[choices.vms[i].id] = true
        chosen = picked
        const p = choices.proxies.findIndex(x => x.id === subject)
        proxyBox.currentIndex = p >= 0 ? p : (choices.proxies.length > 0 ? 0 : -1)
        const l = choices.libraries.findIndex(x => x.id === subject)
        libraryBox.currentIndex = l >= 0 ? l : (choices.libraries.length > 0 ? 0 : -1)
        typeBox.currentIndex = choices.proxies.length > 0 ? 0 : 2
        open()
    }

    function pickedIds() {
        return choices.vms.filter(vm => chosen[vm.id] === true).map(vm => vm.id)
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: 520
    modal: true
    title: qsTr("Backup job")
    standardButtons: Dialog.Cancel

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        GridLayout {
            columns: 2
            columnSpacing: 10
            Label { text: qsTr("Kind") }
            ComboBox {
                id: typeBox
                objectName: "backupType"
                Layout.fillWidth: true
                textRole: "label"
                model: [{ value: "vcb-image", label: qsTr("VCB image (snapshot → holding tank → tape)") },
                        { value: "vcb-file", label: qsTr("VCB file (mount → read files → tape)") },
                        { value: "dp-snapshot", label: qsTr("Data Protector snapshot (console → tape)") }]
            }
            Label { text: qsTr("Proxy"); enabled: typeBox.currentIndex < 2 }
            ComboBox {
                id: proxyBox
                objectName: "backupProxy"
                enabled: typeBox.currentIndex < 2
                Layout.fillWidth: true
                model: root.choices.proxies
                textRole: "name"
                displayText: count === 0 ? qsTr("(the lab has no VCB proxy)") : currentText
            }
            Label { text: qsTr("Write to") }
            ComboBox {
                id: libraryBox
                objectName: "backupLibrary"
                Layout.fillWidth: true
                model: root.choices.libraries
                textRole: "name"
                displayText: count === 0 ? qsTr("(the lab has no VTL or tape drives)") : currentText
            }
            Label { text: qsTr("At once") }
            SpinBox { id: concurrency; objectName: "backupConcurrency"; from: 1; to: 64; value: 4; editable: true }
            Label { text: qsTr("VMs per drive") }
            SpinBox { id: mux; objectName: "backupMux"; from: 1; to: 32; value: 1; editable: true }
        }

        Label {
            text: qsTr("VMs (%1 chosen)").arg(root.pickedIds().length)
            font.bold: true
            topPadding: 4
        }
        ListView {
            id: vmList
            objectName: "backupVms"
            Layout.fillWidth: true
            Layout.preferredHeight: 180
            clip: true
            model: root.choices.vms
            ScrollBar.vertical: ScrollBar {}
            delegate: CheckDelegate {
                required property var modelData
                width: vmList.width - 12
                height: 28
                text: modelData.name
                checked: root.chosen[modelData.id] === true
                onToggled: {
                    const c = Object.assign({}, root.chosen)
                    c[modelData.id] = checked
                    root.chosen = c
                }
            }
        }
        RowLayout {
            Button { text: qsTr("All"); onClicked: { const c = {}; for (const vm of root.choices.vms) c[vm.id] = true; root.chosen = c } }
            Button { text: qsTr("None"); onClicked: root.chosen = ({}) }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "backupRun"
                text: qsTr("Run backup")
                highlighted: true
                enabled: root.pickedIds().length > 0 && libraryBox.currentIndex >= 0
                         && (typeBox.currentIndex === 2 || proxyBox.currentIndex >= 0)
                onClicked: {
                    const spec = {
                        type: typeBox.model[typeBox.currentIndex].value,
                        vms: root.pickedIds(),
                        proxy: proxyBox.currentIndex >= 0 ? root.choices.proxies[proxyBox.currentIndex].id : 0,
                        library: root.choices.libraries[libraryBox.currentIndex].id,
                        concurrency: concurrency.value,
                        multiplexing: mux.value
                    }
                    if (SimulationController.runBackup(spec))
                        root.close()
                }
            }
        }
        Label {
            text: SimulationController.status
            visible: text.length > 0
            color: Theme.textMuted
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            font.pixelSize: Theme.smallFontSize
        }
    }
}
