import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// A workload profile of the user's own for one VM or every selected VM: read share, randomness,
// transfer size, the IOPS it asks for (0: as fast as it goes), outstanding I/Os and the share of
// the disk it touches. It is stored in the VMs' workload attribute as key=value fields (one
// undoable edit), which runs and `santwin-cli simulate` read back.
Dialog {
    id: root

    objectName: "workloadDialog"
    property var ids: []
    property string error: ""

    // Opens with the fields of `spec` ("read=75,random=100,kb=8,iops=400,threads=8").
    function openFor(vmIds: var, spec: string) {
        ids = vmIds
        error = ""
        const f = {}
        for (const item of spec.split(",")) {
            const kv = item.split("=")
            if (kv.length === 2) f[kv[0].trim()] = Number(kv[1])
        }
        readPct.value = f.read ?? 70
        randomPct.value = f.random ?? 100
        sizeKb.value = f.kb ?? f.read_kb ?? 8
        iops.value = f.iops ?? 0
        threads.value = f.threads ?? 8
        workingSet.value = f.working_set ?? 100
        open()
    }

    function spec() {
        let s = "read=" + readPct.value + ",random=" + randomPct.value + ",kb=" + sizeKb.value
                + ",iops=" + iops.value + ",threads=" + threads.value
        if (workingSet.value < 100)
            s += ",working_set=" + workingSet.value
        return s
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    title: ids.length > 1 ? qsTr("Custom workload for %1 VMs").arg(ids.length) : qsTr("Custom workload")
    standardButtons: Dialog.Ok | Dialog.Cancel

    ColumnLayout {
        spacing: 8
        GridLayout {
            columns: 3
            columnSpacing: 10
            Label { text: qsTr("Reads") }
            SpinBox { id: readPct; objectName: "workloadRead"; from: 0; to: 100; editable: true }
            Label { text: "%"; color: Theme.textMuted }
            Label { text: qsTr("Random") }
            SpinBox { id: randomPct; objectName: "workloadRandom"; from: 0; to: 100; editable: true }
            Label { text: qsTr("% (0: sequential)"); color: Theme.textMuted }
            Label { text: qsTr("I/O size") }
            SpinBox { id: sizeKb; objectName: "workloadKb"; from: 1; to: 4096; editable: true }
            Label { text: "KB"; color: Theme.textMuted }
            Label { text: qsTr("Target") }
            SpinBox { id: iops; objectName: "workloadIops"; from: 0; to: 1000000; stepSize: 50; editable: true }
            Label { text: qsTr("IOPS (0: as fast as it goes)"); color: Theme.textMuted }
            Label { text: qsTr("Outstanding I/Os") }
            SpinBox { id: threads; objectName: "workloadThreads"; from: 1; to: 1024; editable: true }
            Label { text: qsTr("threads"); color: Theme.textMuted }
            Label { text: qsTr("Working set") }
            SpinBox { id: workingSet; objectName: "workloadWorkingSet"; from: 1; to: 100; editable: true }
            Label { text: qsTr("% of the disk"); color: Theme.textMuted }
        }
        Label {
            text: root.spec()
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
        Label {
            objectName: "workloadError"
            visible: root.error.length > 0
            text: root.error
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.maximumWidth: 420
        }
    }

    // Stays open with the reason when the edit is refused.
    onAccepted: {
        const why = ProjectEditor.setAttributeOfAll(ids, "workload", spec())
        if (why.length > 0) {
            error = why
            open()
        }
    }
}
