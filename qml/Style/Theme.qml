pragma Singleton
import QtQuick

// Colours and type sizes shared by every view: one light palette, one accent per category.
QtObject {
    id: root

    readonly property color window: "#f4f6f8"
    readonly property color panel: "#ffffff"
    readonly property color canvas: "#fbfcfd"
    readonly property color gridLine: "#eef1f4"
    readonly property color border: "#d5dbe1"
    readonly property color text: "#1f2933"
    readonly property color textMuted: "#5f6b7a"
    readonly property color textFaint: "#8a94a3"
    readonly property color accent: "#e87a12"     // selection
    readonly property color accentSoft: "#fdebd8"
    readonly property color error: "#b3261e"

    // Links (LinkLayer) and their legend.
    readonly property color fcLink: "#35649a"
    readonly property color ethernetLink: "#4e9a4a"
    readonly property color sasLink: "#9c5b2e"
    readonly property color runsOnLink: "#9aa5b1"
    readonly property color holdsLink: "#b89b6a"

    readonly property string fontFamily: "DejaVu Sans"
    readonly property int fontSize: 13          // panels, px
    readonly property int smallFontSize: 11

    readonly property var categoryColors: ({
        "compute": "#3b7dc4",
        "fabric": "#7b5cc0",
        "storage": "#d08224",
        "file": "#2a9d8f",
        "vmware": "#4f9a2c",
        "backup": "#c0504d",
        "connectivity": "#7a8794"
    })

    function categoryColor(category: string): color {
        return categoryColors[category] !== undefined ? categoryColors[category] : "#7a8794"
    }
    // A pale wash of the category colour, for frame backgrounds and chips.
    function categoryWash(category: string, strength: real): color {
        const c = Qt.lighter(categoryColor(category), 1.0)  // a color value, not its string
        return Qt.rgba(c.r, c.g, c.b, strength)
    }
}
