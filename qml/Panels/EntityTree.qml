import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// Every entity of the project by category and kind, with a name filter. Clicking an entity
// selects it (the diagram highlights the box showing it); a selection made elsewhere is
// revealed here. Keys: Up/Down move (selecting the entity reached), Right opens a group or
// steps in, Left closes it or steps out to its parent, Enter/Space toggles a group; Down in
// the filter field enters the list.
Pane {
    id: root

    property EntityTreeModel model: ProjectController.entities

    objectName: "entityTree"
    padding: 0
    background: Rectangle { color: Theme.panel }

    // Categories open on their kinds ("RAID group (10)"), entities folded.
    function showKinds() {
        for (let row = tree.rows - 1; row >= 0; --row)
            if (tree.depth(row) === 0)
                tree.expand(row)
    }

    function reveal(entityId) {
        const idx = model.indexOfEntity(entityId)
        if (!idx.valid)
            return
        tree.expandToIndex(idx)
        tree.forceLayout()
        const row = tree.rowAtIndex(idx)
        if (row >= 0)
            tree.positionViewAtRow(row, TableView.Contain)
    }

    Connections {
        target: ProjectController
        function onSelectionChanged() {
            if (ProjectController.selectedId !== 0)
                root.reveal(ProjectController.selectedId)
        }
        function onProjectOpened() {
            filter.text = ""
            root.showKinds()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Label {
            text: qsTr("Entities")
            font.bold: true
            font.pixelSize: Theme.fontSize
            Layout.margins: 10
            Layout.bottomMargin: 6
        }
        TextField {
            id: filter
            objectName: "entityFilter"
            placeholderText: qsTr("Filter by name")
            placeholderTextColor: Theme.textMuted
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            onTextChanged: {
                root.model.filterText = text
                if (text.length > 0)
                    tree.expandRecursively()
            }
            Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Down
            Keys.onDownPressed: {
                tree.forceActiveFocus()
                tree.moveCursor(Math.max(0, tree.cursorRow))
            }
        }
        Label {
            visible: filter.text.length > 0
            text: qsTr("%n match(es)", "", root.model.matchCount)
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
            Layout.leftMargin: 10
            Layout.topMargin: 4
        }

        TreeView {
            id: tree
            objectName: "entityTreeView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 6
            clip: true
            model: root.model
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Component.onCompleted: root.showKinds()
            activeFocusOnTab: true

            // The keyboard's row; an entity reached is selected.
            property int cursorRow: -1
            // Where a Shift-click's range starts: the last plain click.
            property int anchorRow: -1
            // The entities shown on rows `a` to `b` (either order), groups left out.
            function entitiesBetween(a, b) {
                const ids = []
                for (let r = Math.min(a, b); r <= Math.max(a, b); ++r) {
                    const item = itemAtCell(Qt.point(0, r))
                    if (item && item.level === 2)
                        ids.push(item.entityId)
                }
                return ids
            }
            function moveCursor(to) {
                if (rows === 0)
                    return
                cursorRow = Math.max(0, Math.min(rows - 1, to))
                positionViewAtRow(cursorRow, TableView.Contain)
                forceLayout()
                const item = itemAtCell(Qt.point(0, cursorRow))
                if (item && item.level === 2)
                    ProjectController.select(item.entityId)
            }
            // Whether `row` can open (TreeView 6.4 tells only its delegates).
            function opens(row) {
                const item = itemAtCell(Qt.point(0, row))
                return item !== null && item.hasChildren
            }
            function parentRow(row) {
                for (let r = row - 1; r >= 0; --r)
                    if (depth(r) < depth(row))
                        return r
                return row
            }
            // The diagram's arrow-key pan shortcuts give way while the list has the keys.
            Keys.onShortcutOverride: (event) => event.accepted = [Qt.Key_Up, Qt.Key_Down, Qt.Key_Left, Qt.Key_Right,
                                                                  Qt.Key_Return, Qt.Key_Space].indexOf(event.key) >= 0
            Keys.onPressed: (event) => {
                const row = cursorRow
                if (event.key === Qt.Key_Down)
                    moveCursor(row + 1)
                else if (event.key === Qt.Key_Up)
                    moveCursor(row - 1)
                else if (event.key === Qt.Key_Right && row >= 0 && opens(row) && !isExpanded(row))
                    expand(row)
                else if (event.key === Qt.Key_Right)
                    moveCursor(row + 1)
                else if (event.key === Qt.Key_Left && row >= 0 && isExpanded(row))
                    collapse(row)
                else if (event.key === Qt.Key_Left && row >= 0)
                    moveCursor(parentRow(row))
                else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Space) && row >= 0 && opens(row))
                    toggleExpanded(row)
                else
                    return
                event.accepted = true
            }

            delegate: Item {
                id: row
                required property TreeView treeView
                required property bool isTreeNode
                required property bool expanded
                required property bool hasChildren
                required property int depth
                required property int row
                required property string display
                required property var entityId
                required property int level
                required property int entityCount
                required property string category

                readonly property bool selected: entityId !== 0
                                                 && ProjectController.selectedIds.indexOf(entityId) >= 0

                objectName: level === 2 ? "treeEntity_" + entityId : "treeGroup_" + display
                implicitWidth: tree.width
                implicitHeight: 24

                Rectangle {
                    anchors.fill: parent
                    color: row.selected ? Theme.accentSoft : (hover.hovered ? Theme.hover : "transparent")
                    border.color: Theme.accent
                    border.width: tree.activeFocus && tree.cursorRow === row.row ? 1 : 0
                }
                Rectangle {
                    visible: row.level === 0
                    x: 8
                    anchors.verticalCenter: parent.verticalCenter
                    width: 8
                    height: 8
                    radius: 4
                    color: Theme.categoryColor(row.category)
                }
                Text {
                    id: arrow
                    visible: row.hasChildren
                    x: 20 + row.depth * 14
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.expanded ? "▾" : "▸"
                    color: Theme.textMuted
                    font.pixelSize: 12
                }
                Text {
                    x: 34 + row.depth * 14
                    width: parent.width - x - 8
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.level < 2 ? row.display + "  (" + row.entityCount + ")" : row.display
                    elide: Text.ElideRight
                    font.family: Theme.fontFamily
                    font.pixelSize: 13
                    font.bold: row.level === 0
                    color: row.level === 1 ? Theme.textMuted : Theme.text
                }
                HoverHandler { id: hover }
                TapHandler {
                    id: rowTap
                    // Ctrl-click adds or takes out one entity, Shift-click selects the entities
                    // from the last plain click to this one, as file lists do. (The handler's
                    // point carries the modifiers; the tapped event point does not.)
                    onTapped: {
                        const point = rowTap.point
                        tree.cursorRow = row.row
                        tree.forceActiveFocus()
                        if (row.level !== 2) {
                            row.treeView.toggleExpanded(row.row)
                        } else if (point.modifiers & Qt.ControlModifier) {
                            ProjectController.toggleId(row.entityId)
                        } else if ((point.modifiers & Qt.ShiftModifier) && tree.anchorRow >= 0) {
                            ProjectController.selectIds(tree.entitiesBetween(tree.anchorRow, row.row))
                        } else {
                            tree.anchorRow = row.row
                            ProjectController.select(row.entityId)
                        }
                    }
                }
            }
        }
    }
}
