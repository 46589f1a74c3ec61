import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Every kind of thing a lab is built from, grouped by category with its icon, filtered by the
// search box, then whole devices (an AMS 2100, an EVA8100, a VLS6510 node, a c7000, a Brocade
// 4/24). Drag one onto the diagram to create it there (inside the box it is dropped on when that
// box can hold it); double-click creates it in the middle of the view, as if dropped there.
Pane {
    id: root

    signal createRequested(string kind)

    objectName: "palette"
    padding: 0
    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        TextField {
            id: search
            objectName: "paletteSearch"
            Layout.fillWidth: true
            Layout.margins: 6
            placeholderText: qsTr("Search kinds…")
            placeholderTextColor: Theme.textMuted
            selectByMouse: true
        }

        ListView {
            id: list
            objectName: "paletteList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            ScrollBar.vertical: ScrollBar {}
            // The search matches the label, the kind's own name ("vmdk", "lun_mapping"), its
            // category and its description ("LDEV", "Vdisk").
            model: ProjectEditor.paletteKinds.filter(k => {
                const q = search.text.trim().toLowerCase()
                return q.length === 0 || [k.label, k.kind, k.category, k.doc].some(
                           w => w.toLowerCase().indexOf(q) >= 0)
            })
            section.property: "category"
            section.delegate: Label {
                required property string section
                text: section
                font.bold: true
                font.pixelSize: Theme.smallFontSize
                font.capitalization: Font.AllUppercase
                color: Theme.categoryColor(section)
                leftPadding: 8
                topPadding: 6
            }
            delegate: Item {
                id: entry
                required property var modelData
                width: ListView.view.width
                height: 26
                objectName: "palette_" + modelData.kind

                Rectangle {
                    id: chip
                    width: entry.width - 8
                    height: entry.height - 2
                    x: 4
                    radius: 4
                    color: hover.hovered || drag.active ? Theme.categoryWash(entry.modelData.category, 0.18) : "transparent"
                    border.color: drag.active ? Theme.categoryColor(entry.modelData.category) : "transparent"

                    // What the canvas's DropArea reads.
                    property string kind: entry.modelData.kind
                    Drag.active: drag.active
                    Drag.keys: ["santwin/kind"]
                    // The pointer is the drop point: where it grabbed the chip.
                    Drag.hotSpot.x: drag.centroid.pressPosition.x
                    Drag.hotSpot.y: drag.centroid.pressPosition.y

                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: 6
                        spacing: 6
                        Image {
                            source: "qrc:/SanTwin/icons/" + entry.modelData.icon + ".svg"
                            sourceSize: Qt.size(18, 18)
                            Layout.preferredWidth: 18
                            Layout.preferredHeight: 18
                        }
                        Label {
                            text: entry.modelData.label
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                    }

                    HoverHandler { id: hover }
                    DragHandler {
                        id: drag
                        onActiveChanged: {
                            if (!active) {
                                chip.Drag.drop()
                                chip.x = 4
                                chip.y = 0
                            }
                        }
                    }
                    TapHandler {
                        onDoubleTapped: root.createRequested(entry.modelData.kind)
                    }
                    ToolTip.visible: hover.hovered && !drag.active
                    ToolTip.delay: 500
                    ToolTip.text: entry.modelData.doc + (entry.modelData.parents.length > 0
                                  ? "\n" + qsTr("Goes inside: %1").arg(entry.modelData.parents) : "")
                }
            }
        }
    }
}
