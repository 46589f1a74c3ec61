import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Every kind of thing a lab is built from, grouped by category with its icon, filtered by the
// search box, then whole devices (an AMS 2100, an EVA8100, a VLS6510 node, a c7000, a Brocade
// 4/24). Drag one onto the diagram to create it there (inside the box it is dropped on when that
// box can hold it); double-click creates it at the top level where the kind allows.
Pane {
    id: root

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
            model: ProjectEditor.paletteKinds.filter(k => search.text.length === 0
                       || k.label.toLowerCase().indexOf(search.text.toLowerCase()) >= 0
                       || k.category.indexOf(search.text.toLowerCase()) >= 0)
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
                    Drag.hotSpot.x: 12
                    Drag.hotSpot.y: 12

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
                        onDoubleTapped: ProjectEditor.dropNew(entry.modelData.kind, -1, 0, 0)
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
