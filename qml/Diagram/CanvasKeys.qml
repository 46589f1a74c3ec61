import QtQuick
import SanTwin

// The diagram's keyboard shortcuts, window-wide: zoom (+ / -), fit (Ctrl+0, F), pan (arrows),
// overview (M), select every box (Ctrl+A) and clear the selection (Esc). Single keys give way
// to a text field that has the keys (Qt's shortcut override); Esc and Ctrl+A are switched off
// there explicitly, so Esc reverts the field and Ctrl+A selects its text.
Item {
    id: keys

    required property Item canvas

    function typing(): bool {
        const f = Window.activeFocusItem
        return f !== null && f.cursorPosition !== undefined
    }

    Shortcut { sequences: [StandardKey.ZoomIn, "Ctrl+=", "+"]; onActivated: keys.canvas.zoomAt(keys.canvas.width / 2, keys.canvas.height / 2, 1.25) }
    Shortcut { sequences: [StandardKey.ZoomOut, "-"]; onActivated: keys.canvas.zoomAt(keys.canvas.width / 2, keys.canvas.height / 2, 0.8) }
    Shortcut { sequences: ["Ctrl+0", "F"]; onActivated: keys.canvas.fit() }
    Shortcut { sequences: ["Left"]; onActivated: { keys.canvas.panX += 60; keys.canvas.autoFit = false } }
    Shortcut { sequences: ["Right"]; onActivated: { keys.canvas.panX -= 60; keys.canvas.autoFit = false } }
    Shortcut { sequences: ["Up"]; onActivated: { keys.canvas.panY += 60; keys.canvas.autoFit = false } }
    Shortcut { sequences: ["Down"]; onActivated: { keys.canvas.panY -= 60; keys.canvas.autoFit = false } }
    Shortcut { sequences: ["M"]; onActivated: Prefs.showOverview = !Prefs.showOverview }
    Shortcut {
        sequences: ["Escape"]
        enabled: !keys.typing()
        onActivated: ProjectController.clearSelection()
    }
    Shortcut {
        sequences: [StandardKey.SelectAll]
        enabled: !keys.typing()
        onActivated: {
            const b = keys.canvas.nodes.bounds
            ProjectController.selectRect(b.x - 1, b.y - 1, b.width + 2, b.height + 2, false)
        }
    }
}
