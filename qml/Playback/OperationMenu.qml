import QtQuick
import QtQuick.Controls
import SanTwin

// The diagram's context menu: what the box under the cursor offers (Storage vMotion or clone
// of a VM to a datastore, failing a controller, switch, HBA or port). Picking one runs it on the
// open project off the GUI thread; when it is done it plays like a scenario.
Menu {
    id: root

    property var offers: []

    objectName: "operationMenu"

    function openFor(entityId: var) {
        offers = SimulationController.operationsFor(entityId)
        if (offers.length > 0)
            popup()
    }

    Instantiator {
        model: root.offers
        delegate: Menu {
            id: sub
            required property var modelData
            title: modelData.label + "…"
            objectName: "op_" + modelData.op
            Instantiator {
                model: sub.modelData.targets
                delegate: MenuItem {
                    required property var modelData
                    text: modelData.name
                    onTriggered: SimulationController.runOperation(sub.modelData.op, sub.modelData.subject, modelData.id)
                }
                onObjectAdded: (index, object) => sub.insertItem(index, object)
                onObjectRemoved: (index, object) => sub.removeItem(object)
            }
        }
        onObjectAdded: (index, object) => root.insertMenu(index, object)
        onObjectRemoved: (index, object) => root.removeMenu(object)
    }
}
