import QtQuick
import SanTwin

// One box of the diagram, in scene units (the canvas scales it). A device or group is a white
// card with a category stripe; a frame (chassis, fabric, array, pool, VTL) is a tinted panel
// behind its children. Level of detail: when zoomed out, summaries and port chips give way to a
// larger name so names stay readable. Selection and panning belong to DiagramCanvas.
Item {
    id: root

    required property int index
    required property var key
    required property string name
    required property string role
    required property string summary
    required property string category
    required property string kind
    required property real nodeX
    required property real nodeY
    required property real nodeWidth
    required property real nodeHeight
    required property bool frame
    required property bool group
    required property bool compact
    required property var ports

    required property int parentIndex

    property real zoom: 1
    property bool selected: false
    property bool dragged: false
    property bool dimmed: false  // another selection (a zone's members) is standing out

    readonly property color accent: Theme.categoryColor(category)
    // Screen size of the small text decides the detail shown.
    readonly property bool detailed: zoom * 11 >= 7.5
    readonly property bool hovered: hover.hovered

    objectName: "node_" + key
    x: nodeX
    y: nodeY
    width: nodeWidth
    height: nodeHeight
    z: frame ? 0 : (dragged ? 3 : 2)
    opacity: dimmed ? 0.25 : (dragged ? 0.85 : 1)

    // Frame: tinted panel with a title block.
    Rectangle {
        visible: root.frame
        anchors.fill: parent
        radius: 10
        color: Theme.categoryWash(root.category, 0.07)
        border.color: root.selected ? Theme.accent : Theme.categoryWash(root.category, root.hovered ? 0.75 : 0.45)
        border.width: root.selected ? 3 : Math.max(1.5, 1 / root.zoom)
    }

    // Device card.
    Rectangle {
        id: card
        visible: !root.frame
        anchors.fill: parent
        radius: root.compact ? 5 : 7
        color: root.selected ? Theme.accentSoft : Theme.base
        border.color: root.selected ? Theme.accent : (root.hovered ? Qt.darker(Theme.border, 1.35) : Theme.border)
        border.width: root.selected ? 3 : Math.max(1.2, 1 / root.zoom)

        Rectangle {  // category stripe
            x: 1.5
            y: 1.5
            width: 6
            height: parent.height - 3
            radius: 3
            color: root.accent
        }
        Rectangle {  // a group looks like a stack of cards
            visible: root.group
            z: -1
            x: 5
            y: 5
            width: parent.width
            height: parent.height
            radius: parent.radius
            color: Theme.chipFill
            border.color: Theme.border
        }
    }

    // Words. Frames put them in their title block; cards fill themselves.
    Item {
        id: words
        x: root.frame ? 12 : 14
        y: root.frame ? 6 : 0
        width: root.width - x - 10
        height: root.frame ? 40 : (root.ports.length > 0 ? 46 : root.height)

        Text {
            id: nameText
            objectName: "nodeName"
            // The natural width comes from metrics, not implicitWidth, which eliding feeds back.
            width: root.compact && root.detailed ? Math.min(nameMetrics.advanceWidth + 2, parent.width * 0.45) : parent.width
            anchors.verticalCenter: root.compact || !root.detailed ? parent.verticalCenter : undefined
            y: root.detailed && !root.compact ? (root.frame ? 2 : 7) : 0
            text: root.name
            font.family: Theme.fontFamily
            font.bold: true
            font.pixelSize: root.detailed ? (root.compact ? 12 : (root.frame ? 15 : 14))
                                          : Math.min(10.5 / root.zoom, root.compact ? 20 : (root.frame ? 34 : 28))
            color: root.frame ? Qt.darker(root.accent, 1.5) : Theme.text
            elide: Text.ElideRight
        }
        TextMetrics {
            id: nameMetrics
            font: nameText.font
            text: root.name
        }
        Text {
            id: roleText
            visible: root.detailed && !root.compact
            anchors.right: parent.right
            anchors.baseline: nameText.baseline
            text: root.role
            font.family: Theme.fontFamily
            font.pixelSize: 10
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.4
            color: Theme.textFaint
            width: Math.min(implicitWidth, parent.width - nameText.contentWidth - 8)
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignRight
        }
        Text {
            visible: root.detailed
            x: root.compact ? nameText.width + 8 : 0
            width: parent.width - x
            anchors.verticalCenter: root.compact ? parent.verticalCenter : undefined
            y: root.compact ? 0 : nameText.y + 20
            text: root.summary
            font.family: Theme.fontFamily
            font.pixelSize: 11
            color: Theme.textMuted
            elide: Text.ElideRight
        }
    }

    // Front-end ports as chips, cabled ones filled (geometry from the layout).
    Repeater {
        model: root.detailed && root.zoom * 10 >= 6 ? root.ports : []
        delegate: Rectangle {
            required property var modelData
            x: modelData.x
            y: modelData.y
            width: modelData.width
            height: 18
            radius: 4
            color: modelData.cabled ? Theme.categoryWash(root.category, 0.18) : Theme.base
            border.color: modelData.cabled ? Theme.categoryWash(root.category, 0.6) : Theme.border
            Text {
                anchors.centerIn: parent
                text: modelData.label
                font.family: Theme.fontFamily
                font.pixelSize: 10
                color: modelData.cabled ? Qt.darker(root.accent, 1.6) : Theme.textFaint
            }
        }
    }

    // Clicks are the canvas's (it hit-tests the scene), so a drag anywhere pans.
    HoverHandler {
        id: hover
        cursorShape: Qt.PointingHandCursor
    }
}
