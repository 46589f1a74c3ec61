pragma Singleton
import QtQuick
import Qt.labs.settings

// The user's view preferences, kept between sessions: the dark theme, snapping moved boxes to
// the diagram grid, the diagram's overview (minimap), its legends open or folded and the
// inspector shown or hidden.
QtObject {
    id: root

    property bool dark: false
    property bool snapToGrid: false
    property bool showOverview: true
    // "" until the user opens or folds the legend (then "open" or "closed"): open where the
    // canvas has room for it, folded to its title in a small one (CanvasOverlays).
    property string linkLegend: ""
    property string playbackLegend: ""
    // "" until the user shows or hides the inspector ("open", "closed"): hidden while a run plays
    // in a window narrower than 1700 px, where the charts dock needs the room (Main.qml).
    property string inspector: ""
    // A theme for this session only ("dark", "light"; "" for the remembered one): what a
    // --screenshot run's --theme sets, so a scripted capture leaves the user's choice alone.
    property string sessionTheme: ""
    readonly property bool darkShown: sessionTheme === "" ? dark : sessionTheme === "dark"
    readonly property real gridSize: 20  // scene units

    property Settings store: Settings {
        category: "view"
        property alias dark: root.dark
        property alias snapToGrid: root.snapToGrid
        property alias showOverview: root.showOverview
        property alias linkLegend: root.linkLegend
        property alias playbackLegend: root.playbackLegend
        property alias inspector: root.inspector
    }
}
