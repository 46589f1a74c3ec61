import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import SanTwin

// File > Import…: choose an estate's exports (RVTools CSV tabs, Brocade FOS command output,
// array CSVs, or folders holding them), see what the import would create, what it matched, what
// it inferred and what is missing, and create the project. A refused file shows its file, line
// and reason, and nothing is created.
Dialog {
    id: root

    property var paths: []
    property var preview: ({})

    function refresh() {
        preview = paths.length > 0 ? ProjectController.previewImport(paths) : ({})
    }
    function add(list) {
        const next = paths.slice()
        for (const p of list) {
            const text = String(p).trim()
            if (text.length > 0 && next.indexOf(text) < 0)
                next.push(text)
        }
        paths = next
        refresh()
    }
    function section(title, lines) {
        if (!lines || lines.length === 0)
            return ""
        return title + "\n" + lines.map(l => "  " + l).join("\n") + "\n\n"
    }

    objectName: "importDialog"
    title: qsTr("Import an estate")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(900, Overlay.overlay ? Overlay.overlay.width - 80 : 900)
    height: Math.min(680, Overlay.overlay ? Overlay.overlay.height - 80 : 680)
    onOpened: { paths = []; preview = ({}); pathField.forceActiveFocus() }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.textMuted
            text: qsTr("RVTools CSV export (one file per tab), Brocade FOS output (switchshow, nsshow, " +
                       "cfgshow, islshow) and SanTwin array CSVs; each file is recognised by its content.")
        }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                id: pathField
                objectName: "importPathField"
                Layout.fillWidth: true
                placeholderText: qsTr("A file or folder path")
                onAccepted: { root.add([text]); text = "" }
            }
            Button {
                objectName: "importAddPath"
                text: qsTr("Add")
                enabled: pathField.text.length > 0
                onClicked: { root.add([pathField.text]); pathField.text = "" }
            }
            Button {
                text: qsTr("Files…")
                onClicked: filesDialog.open()
            }
            Button {
                text: qsTr("Folder…")
                onClicked: folderDialog.open()
            }
            Button {
                text: qsTr("Clear")
                enabled: root.paths.length > 0
                onClicked: { root.paths = []; root.preview = ({}) }
            }
        }
        Label {
            objectName: "importPaths"
            Layout.fillWidth: true
            elide: Text.ElideMiddle
            text: root.paths.length === 0 ? qsTr("Nothing chosen yet.")
                                          : qsTr("Chosen: %1").arg(root.paths.join(", "))
        }
        Label {
            objectName: "importError"
            Layout.fillWidth: true
            visible: !!root.preview.error
            wrapMode: Text.Wrap
            color: Theme.error
            text: root.preview.error ? qsTr("Refused: %1").arg(root.preview.error) : ""
        }
        Label {
            objectName: "importSummary"
            Layout.fillWidth: true
            visible: !!root.preview.ok
            font.bold: true
            text: root.preview.ok
                  ? qsTr("Will create: %1 — %2 matched, %3 inferred, %4 missing; the lab then has %5 errors, %6 warnings")
                        .arg(root.preview.created.join(", ")).arg(root.preview.matched.length)
                        .arg(root.preview.inferred.length).arg(root.preview.missing.length)
                        .arg(root.preview.errors).arg(root.preview.warnings)
                  : ""
            wrapMode: Text.Wrap
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            TextArea {
                objectName: "importReport"
                readOnly: true
                wrapMode: Text.NoWrap
                placeholderText: qsTr("The import report shows here: what was matched, inferred and missing.")
                font.family: "monospace"
                font.pixelSize: Theme.smallFontSize
                text: root.preview.ok
                      ? root.section(qsTr("Inputs"), root.preview.inputs) + root.section(qsTr("Matched"), root.preview.matched)
                        + root.section(qsTr("Inferred"), root.preview.inferred)
                        + root.section(qsTr("Missing (shown in the Problems panel)"), root.preview.missing)
                      : ""
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                text: qsTr("Cancel")
                onClicked: root.reject()
            }
            Button {
                objectName: "importCreate"
                text: qsTr("Create project")
                highlighted: true
                enabled: !!root.preview.ok
                onClicked: if (ProjectController.importEstate(root.paths)) root.accept()
            }
        }
    }

    FileDialog {
        id: filesDialog
        title: qsTr("Exports to import")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Exports (*.csv *.txt *.log)"), qsTr("All files (*)")]
        onAccepted: root.add(selectedFiles)
    }
    FolderDialog {
        id: folderDialog
        title: qsTr("A folder of exports")
        onAccepted: root.add([selectedFolder])
    }
}
