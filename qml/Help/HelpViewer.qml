import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// The manual in the application (Help menu, F1): its pages on the left in the index's order, the
// chosen page on the right as formatted text. A link to another page opens it, Back returns, a
// web address opens in the browser. The same pages as `santwin-cli help TOPIC`.
ApplicationWindow {
    id: root

    objectName: "helpViewer"
    title: qsTr("SanTwin manual — %1").arg(manual.title(topic))
    width: 1040
    height: 780
    minimumWidth: 560
    minimumHeight: 360
    color: Theme.window
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontSize

    palette.window: Theme.window
    palette.base: Theme.base
    palette.button: Theme.button
    palette.highlight: Theme.accent
    palette.highlightedText: "white"
    palette.text: Theme.text
    palette.windowText: Theme.text
    palette.buttonText: Theme.text

    // The page shown, and the ones shown before it (for Back).
    property string topic: "index"
    property var history: []
    // Says why a link opened nothing (a file of the source tree, not of the manual).
    property string notice: ""
    readonly property alias pages: manual.pages
    // The page as plain text, as the reader sees it (tests read it).
    readonly property string pageText: page.length >= 0 ? page.getText(0, page.length) : ""

    ManualPages { id: manual }

    // Shows the page of `t` from its top and brings the window up; false if there is none.
    function show(t: string): bool {
        if (manual.indexOf(t) < 0)
            return false
        if (t !== topic) {
            history = history.concat([topic])
            topic = t
        }
        notice = ""
        scroller.contentItem.contentY = 0
        visible = true
        raise()
        requestActivate()
        return true
    }

    function back() {
        if (history.length === 0)
            return
        topic = history[history.length - 1]
        history = history.slice(0, -1)
        notice = ""
        scroller.contentItem.contentY = 0
    }

    // What a click on a link in the page does: another page opens here, a web address in the
    // browser; anything else is named at the bottom. True when something opened.
    function openLink(link: string): bool {
        const t = manual.topicOfLink(link)
        if (t.length > 0)
            return show(t)
        if (/^https?:\/\//.test(link)) {
            Qt.openUrlExternally(link)
            return true
        }
        notice = qsTr("“%1” is not a page of the manual (it is a file of the source tree).").arg(link)
        return false
    }

    Shortcut { sequences: [StandardKey.Back, "Alt+Left", "Backspace"]; onActivated: root.back() }
    Shortcut { sequences: [StandardKey.Close, "Escape"]; onActivated: root.close() }

    header: ToolBar {
        background: Rectangle {
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            anchors.rightMargin: 8
            ToolButton {
                objectName: "helpBack"
                text: qsTr("◂ Back")
                enabled: root.history.length > 0
                onClicked: root.back()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The page shown before (Alt+Left)")
            }
            Label {
                text: manual.title(root.topic)
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("also: santwin-cli help %1").arg(root.topic)
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
        }
    }

    SplitView {
        anchors.fill: parent
        orientation: Qt.Horizontal

        ListView {
            id: topics
            objectName: "helpTopics"
            SplitView.preferredWidth: 240
            SplitView.minimumWidth: 150
            clip: true
            model: manual.pages
            currentIndex: manual.indexOf(root.topic)
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                width: ListView.view.width
                text: modelData.title
                highlighted: modelData.topic === root.topic
                onClicked: root.show(modelData.topic)
            }
            ScrollBar.vertical: ScrollBar {}
        }

        Rectangle {
            SplitView.fillWidth: true
            color: Theme.panel
            ScrollView {
                id: scroller
                anchors.fill: parent
                contentWidth: availableWidth
                TextEdit {
                    id: page
                    objectName: "helpPage"
                    width: scroller.availableWidth
                    padding: 18
                    readOnly: true
                    selectByMouse: true
                    wrapMode: TextEdit.Wrap
                    textFormat: TextEdit.MarkdownText
                    text: manual.markdown(root.topic)
                    color: Theme.text
                    selectionColor: Theme.accent
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSize
                    onLinkActivated: (link) => root.openLink(link)
                    HoverHandler { cursorShape: page.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.IBeamCursor }
                }
            }
        }
    }

    footer: Label {
        objectName: "helpNotice"
        visible: root.notice.length > 0
        text: root.notice
        color: Theme.error
        padding: 6
        elide: Text.ElideRight
    }
}
