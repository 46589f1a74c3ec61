pragma Singleton
import QtQuick
import Qt.labs.settings

// The user's view preferences, kept between sessions: the dark theme, snapping moved boxes to
// the diagram grid, and the diagram's overview (minimap).
QtObject {
    id: root

    property bool dark: false
    property bool snapToGrid: false
    property bool showOverview: true
    readonly property real gridSize: 20  // scene units

    property Settings store: Settings {
        category: "view"
        property alias dark: root.dark
        property alias snapToGrid: root.snapToGrid
        property alias showOverview: root.showOverview
    }
}
