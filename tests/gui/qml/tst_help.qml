import QtQuick
import QtTest
import SanTwin

// The Help menu through the real window: Help ▸ Manual opens the viewer on the index with every
// page listed; a link to a page opens it and Back returns; a click in the list opens a page; a
// link to a file outside the manual opens nothing and says so; F1 brings the viewer up.
TestCase {
    id: testCase
    name: "Help"
    when: windowShown
    width: 1440
    height: 900

    Component {
        id: mainWindow
        Main {}
    }

    property var win: null

    function init() {
        win = createTemporaryObject(mainWindow, testCase)
        verify(win !== null, "Main.qml loads")
        tryVerify(() => win.visible)
    }

    function find(name) {
        return findChild(win.contentItem, name) || findChild(win.overlay, name) || findChild(win, name)
    }

    function openManualFromMenu() {
        const button = find("helpButton")
        verify(button !== null, "a Help button in the toolbar")
        mouseClick(button)
        const menu = find("helpMenu")
        tryVerify(() => menu.opened, 2000, "the Help menu opens")
        const item = find("helpManual")
        verify(item !== null)
        mouseClick(item)
        tryVerify(() => win.helpViewer !== null && win.helpViewer.visible, 3000, "the viewer opens")
        return win.helpViewer
    }

    function test_1_menuOpensTheIndexWithEveryPage() {
        const help = openManualFromMenu()
        compare(help.topic, "index")
        verify(help.pages.length >= 10, "every page of resources/manual is listed: " + help.pages.length)
        compare(help.pages[0].topic, "index")
        verify(help.pageText.indexOf("The SanTwin manual") >= 0, help.pageText.substring(0, 80))
        verify(help.title.indexOf("The SanTwin manual") >= 0, help.title)
        const list = findChild(help.contentItem, "helpTopics")
        compare(list.count, help.pages.length)
        compare(list.currentIndex, 0)
        help.close()
    }

    function test_2_linksOpenPagesAndBackReturns() {
        const help = openManualFromMenu()
        verify(help.openLink("editor.md"), "a link to a page opens it")
        compare(help.topic, "editor")
        verify(help.pageText.indexOf("The editor") === 0, help.pageText.substring(0, 40))
        verify(help.openLink("engine.md#the-solver"), "an anchor still opens its page")
        compare(help.topic, "engine")
        const back = findChild(help.contentItem, "helpBack") || findChild(help, "helpBack")
        verify(back.enabled)
        mouseClick(back)
        compare(help.topic, "editor")
        help.back()
        compare(help.topic, "index")
        verify(!back.enabled, "nothing before the first page")
        // Pictures are not part of the program: their captions stand in for them.
        verify(help.show("charts"))
        verify(help.pageText.indexOf("![") < 0, "no picture markup left")
        verify(help.pageText.indexOf("[picture: ") >= 0)
        help.close()
    }

    function test_3_listAndRefusals() {
        const help = openManualFromMenu()
        const list = findChild(help.contentItem, "helpTopics")
        const row = help.pages.findIndex(p => p.topic === "playback")
        verify(row > 0)
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const delegate = list.itemAtIndex(row)
        verify(delegate !== null)
        mouseClick(delegate)
        compare(help.topic, "playback")
        compare(list.currentIndex, row)
        // A link to a file of the source tree opens no page and says so; the page stays.
        verify(!help.openLink("../README.md"))
        compare(help.topic, "playback")
        verify(help.notice.indexOf("README.md") >= 0, help.notice)
        verify(!help.show("no-such-page"))
        compare(help.topic, "playback")
        help.close()
    }

    function test_4_f1OpensTheManual() {
        win.requestActivate()
        tryVerify(() => win.active, 2000)
        keyClick(Qt.Key_F1)
        tryVerify(() => win.helpViewer !== null && win.helpViewer.visible, 3000, "F1 opens the viewer")
        compare(win.helpViewer.topic, "index")
        win.helpViewer.close()
    }
}
