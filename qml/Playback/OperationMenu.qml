import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The diagram's context menu: what the box under the cursor offers. Operations (Storage vMotion,
// clone, deploy from template, power on, boot storm, eagerzeroedthick disk, dedupe, failures) run
// on the open project off the GUI thread and play like a scenario when done; those that need a
// number (a disk size, how many clones) ask for it first; a backup job opens its editor. Settings (VAAI on/off, a VM's workload
// — built-in or custom, for every selected VM at once) are undoable edits. The VMs' workloads run beside every operation.
Item {
    id: root

    objectName: "operationMenuHost"
    property var offers: []
    // The widest a menu grows to fit its entries (cable names such as "ESX-1 HBA0 HBA0-p0 ↔
    // SW-A/0" pass the default 200); a longer entry is cut in the middle, whole in its tooltip.
    readonly property real maxMenuWidth: Math.max(320, (Window.width > 0 ? Window.width : 1200) * 0.45)
    FontMetrics { id: entryMetrics; font: menu.font }
    function entryText(name: string): string {
        return entryMetrics.elidedText(name, Qt.ElideMiddle, maxMenuWidth - 60)
    }

    // `members`: the entities a group box stands for (empty for a single entity's box).
    function openFor(entityId: var, members: var) {
        offers = SimulationController.operationsFor(entityId, members === undefined ? [] : members)
        if (offers.length > 0)
            menu.popup()
    }

    function choose(offer: var, target: var) {
        if (offer.op === "edit" && target.custom)
            workloadDialog.openFor(offer.editIds, target.value)
        else if (offer.op === "edit")
            ProjectEditor.setAttributeOfAll(offer.editIds, offer.editKey, target.value)
        else if (offer.op === "backupjob")
            backupDialog.openFor(offer.subject)
        else if (offer.ask !== undefined)
            amountDialog.ask(offer, target)
        else
            SimulationController.runOperation(offer.op, offer.subject, target.id)
    }

    Menu {
        id: menu
        objectName: "operationMenu"

        Instantiator {
            model: root.offers
            delegate: Menu {
                id: sub
                required property var modelData
                title: modelData.label + (modelData.op === "edit" ? "" : "…")
                objectName: "op_" + modelData.op + (modelData.op === "edit" ? "_" + modelData.editKey : "")
                // As wide as its widest entry (the default is a fixed 200), up to maxMenuWidth.
                width: {
                    let w = implicitWidth
                    for (let i = 0; i < count; ++i)
                        if (itemAt(i))
                            w = Math.max(w, itemAt(i).implicitWidth + leftPadding + rightPadding)
                    return Math.min(Math.ceil(w), root.maxMenuWidth)
                }
                Instantiator {
                    model: sub.modelData.targets
                    delegate: MenuItem {
                        id: entry
                        required property var modelData
                        text: root.entryText(modelData.name)
                        checkable: sub.modelData.op === "edit"
                        checked: modelData.current === true
                        onTriggered: root.choose(sub.modelData, modelData)
                        ToolTip.visible: hovered && text !== modelData.name
                        ToolTip.text: modelData.name
                        ToolTip.delay: 400
                    }
                    onObjectAdded: (index, object) => sub.insertItem(index, object)
                    onObjectRemoved: (index, object) => sub.removeItem(object)
                }
            }
            onObjectAdded: (index, object) => menu.insertMenu(index, object)
            onObjectRemoved: (index, object) => menu.removeMenu(object)
        }
        // The lab's VMs under load that changes over time: a schedule with variation, or a
        // measured capture (after the box's own offers).
        MenuSeparator {}
        MenuItem {
            objectName: "demandItem"
            text: qsTr("Load over time…")
            enabled: !SimulationController.running
            onTriggered: demandDialog.open()
        }
    }

    BackupJobDialog { id: backupDialog }
    WorkloadDialog { id: workloadDialog }
    DemandDialog { id: demandDialog }

    // The number an operation needs before it runs.
    Dialog {
        id: amountDialog
        objectName: "amountDialog"
        property var offer: null
        property var target: null
        function ask(o: var, t: var) {
            offer = o
            target = t
            // A target may take less than the offer's most (a datastore's own linked clones).
            amount.from = o.ask.min
            amount.to = t.askMax > 0 ? t.askMax : o.ask.max
            amount.value = Math.min(o.ask.value, amount.to)
            open()
        }
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: offer ? offer.label + " " + target.name : ""
        standardButtons: Dialog.Ok | Dialog.Cancel
        ColumnLayout {
            spacing: 8
            Label { text: amountDialog.offer ? amountDialog.offer.ask.label : "" }
            RowLayout {
                SpinBox {
                    id: amount
                    objectName: "amountSpin"
                    editable: true
                    Layout.preferredWidth: 140
                }
                Label { text: amountDialog.offer ? amountDialog.offer.ask.unit : "" }
            }
            Label {
                text: amountDialog.offer ? qsTr("%1 to %2").arg(amount.from).arg(amount.to) : ""
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
        }
        onAccepted: SimulationController.runOperation(offer.op, offer.subject, target.id, amount.value)
    }
}
