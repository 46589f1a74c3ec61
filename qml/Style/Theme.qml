pragma Singleton
import QtQuick

// Colours and type sizes shared by every view: a light and a dark palette (Prefs.dark), one
// accent per category.
QtObject {
    id: root

    readonly property bool dark: Prefs.darkShown

    readonly property color window: dark ? "#1d2126" : "#f4f6f8"
    readonly property color panel: dark ? "#252a30" : "#ffffff"
    readonly property color canvas: dark ? "#1a1e23" : "#fbfcfd"
    readonly property color gridLine: dark ? "#2b3138" : "#eef1f4"
    readonly property color border: dark ? "#3b434d" : "#d5dbe1"
    readonly property color text: dark ? "#e4e9ef" : "#1f2933"
    readonly property color textMuted: dark ? "#a6b0bc" : "#5f6b7a"
    readonly property color textFaint: dark ? "#7d8895" : "#8a94a3"
    readonly property color accent: dark ? "#5c9dff" : "#1565e8"     // selection: blue, off the heat ramp (green to red)
    readonly property color accentSoft: dark ? "#1e3252" : "#dce9fc"
    readonly property color base: dark ? "#2c323a" : "#ffffff"        // boxes, fields
    readonly property color overlay: dark ? Qt.rgba(0.16, 0.18, 0.21, 0.92) : Qt.rgba(1, 1, 1, 0.92)  // pills on the canvas
    readonly property color button: dark ? "#323941" : "#f7f8fa"
    readonly property color chipFill: dark ? "#343b44" : "#f1f3f5"    // a box's header strip
    readonly property color hover: dark ? "#2f363e" : "#f0f3f6"
    readonly property color noteFill: dark ? "#3a3322" : "#fff8e6"    // the inspector's note
    readonly property color noteBorder: dark ? "#6b5a2c" : "#f0dca8"
    readonly property color noteText: dark ? "#e8d9a8" : "#5c4a1a"
    readonly property color error: dark ? "#f2766b" : "#b3261e"

    // Links (LinkLayer) and their legend.
    readonly property color fcLink: dark ? "#6f9fd8" : "#35649a"
    readonly property color ethernetLink: dark ? "#74c26f" : "#4e9a4a"
    readonly property color sasLink: dark ? "#cc8a5e" : "#9c5b2e"
    readonly property color runsOnLink: dark ? "#66717e" : "#9aa5b1"
    readonly property color holdsLink: dark ? "#a48a5e" : "#b89b6a"

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
        "connectivity": "#7a8794",
        "devices": "#2f4b66"
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
