import QtQuick
import SanTwin

// The tiers' captions pinned along the top of the canvas, each centred on its tier's x. A caption
// gets its tier's width on screen (the tiers are 400 scene units apart): zoomed out on a laptop
// screen, full-width captions ran into each other. Where a caption is too wide for one line it
// takes two ("VIRTUAL / MACHINES"); all shrink together (one size reads as one row) until every
// caption fits in two lines, down to a smallest readable size; past that they elide.
Item {
    id: root

    required property Item canvas

    readonly property real tierSpacing: 400
    readonly property real gap: 10  // between neighbouring captions, on screen
    readonly property real slot: Math.max(1, tierSpacing * canvas.zoom - gap)
    readonly property int fullPixelSize: 11
    readonly property int smallestPixelSize: 8
    readonly property real letterSpacing: 0.8
    readonly property var captions: [{ x: -400, text: qsTr("Virtual machines") }, { x: 0, text: qsTr("Hosts") },
                                     { x: 400, text: qsTr("Fabrics") }, { x: 800, text: qsTr("Storage & backup") },
                                     { x: 1200, text: qsTr("Pools & RAID groups") }]
    readonly property int pixelSize: {
        for (let px = fullPixelSize; px > smallestPixelSize; --px)
            if (captions.every(c => linesAt(c.text, px) <= 2))
                return px
        return smallestPixelSize
    }
    // Where the captions end, in the canvas: the diagram is fitted below it.
    readonly property real captionsBottom: canvas.nodes.count > 0 ? 6 + 2 * Math.ceil(fm.height * pixelSize / fullPixelSize) + 2 : 0

    // Widths at the full size, as drawn (upper case, spaced letters).
    FontMetrics {
        id: fm
        font.family: Theme.fontFamily
        font.pixelSize: root.fullPixelSize
    }
    function widthAt(text: string, px: int): real {
        return (fm.advanceWidth(text.toUpperCase()) + text.length * letterSpacing) * px / fullPixelSize
    }
    // Lines `text` takes in a slot at `px` pixels, wrapped at spaces (a word wider than the slot
    // counts as more lines than any caption may take).
    function linesAt(text: string, px: int): int {
        const words = text.split(" ")
        let lines = 1, used = 0
        for (const w of words) {
            const ww = widthAt(w, px)
            if (ww > slot)
                return 99
            const needed = used > 0 ? used + widthAt(" ", px) + ww : ww
            if (needed <= slot) {
                used = needed
            } else {
                ++lines
                used = ww
            }
        }
        return lines
    }

    Repeater {
        model: root.captions
        delegate: Text {
            required property var modelData
            required property int index
            objectName: "columnCaption_" + index
            width: root.slot
            x: root.canvas.panX + modelData.x * root.canvas.zoom - width / 2
            y: 6
            visible: root.canvas.nodes.count > 0
            text: modelData.text
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.family: Theme.fontFamily
            font.pixelSize: root.pixelSize
            font.capitalization: Font.AllUppercase
            font.letterSpacing: root.letterSpacing
            color: Theme.textFaint
        }
    }
}
