import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The run's events, filterable, following the playhead: events not reached yet are faint, the
// last one reached is highlighted and kept in view; clicking an event seeks to it.
ColumnLayout {
    id: root

    objectName: "eventLog"
    spacing: 4

    TextField {
        objectName: "eventFilter"
        placeholderText: qsTr("Filter events (kind, entity, detail)")
        Layout.fillWidth: true
        onTextChanged: PlaybackController.events.filter = text
    }
    Label {
        text: qsTr("%1 events").arg(PlaybackController.events.count)
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
    }
    ListView {
        id: list
        objectName: "eventList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: PlaybackController.events
        currentIndex: PlaybackController.events.currentRow
        onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            required property int index
            required property real time
            required property string kind
            required property string entityName
            required property string detail
            required property bool past
            width: list.width
            height: row.implicitHeight + 6
            color: index === list.currentIndex ? Theme.accentSoft : "transparent"
            opacity: past ? 1 : 0.45
            RowLayout {
                id: row
                anchors.fill: parent
                anchors.margins: 3
                Label { text: PlaybackController.formatTime(time); font.family: "DejaVu Sans Mono"; font.pixelSize: Theme.smallFontSize }
                Label { text: kind; font.bold: true; font.pixelSize: Theme.smallFontSize }
                Label { text: entityName + (detail ? " — " + detail : ""); elide: Text.ElideRight
                        Layout.fillWidth: true; font.pixelSize: Theme.smallFontSize; color: Theme.textMuted }
            }
            TapHandler { onTapped: PlaybackController.seek(parent.time) }
        }
    }
}
