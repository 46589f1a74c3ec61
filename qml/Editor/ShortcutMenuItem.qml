import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import SanTwin

// A menu item with its keyboard shortcut right-aligned in a column of its own (a tab in the
// text is not laid out as one by Qt Quick's MenuItem, which cut both short).
MenuItem {
    id: item

    property string keys: ""

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    contentItem: RowLayout {
        spacing: 24
        Label {
            Layout.fillWidth: true
            // Room for the check mark of a checkable item, as the style leaves it.
            leftPadding: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0
            text: item.text
            font: item.font
            color: item.enabled ? Theme.text : Theme.textFaint
            elide: Text.ElideRight
        }
        Label {
            visible: item.keys.length > 0
            text: item.keys
            font.pixelSize: Theme.smallFontSize
            color: Theme.textMuted
        }
    }
}
