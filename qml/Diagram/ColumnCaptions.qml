import QtQuick
import SanTwin

// The tiers' captions pinned along the top of the canvas, each centred on its tier's x. A caption
// gets its tier's width on screen (the tiers are 400 scene units apart): zoomed out on a laptop
// screen, full-width captions ran into each other. All shrink together (one size reads as one
// row) until the longest fits, down to a smallest readable size; past that they elide.
Item {
    id: root

    required property Item canvas

    readonly property real tierSpacing: 400
    readonly property real gap: 10  // between neighbouring captions, on screen
    readonly property real slot: Math.max(1, tierSpacing * canvas.zoom - gap)
    readonly property int fullPixelSize: 11
    readonly property int smallestPixelSize: 8
    readonly property var captions: [{ x: -400, text: qsTr("Virtual machines") }, { x: 0, text: qsTr("Hosts") },
                                     { x: 400, text: qsTr("Fabrics") }, { x: 800, text: qsTr("Storage & backup") },
                                     { x: 1200, text: qsTr("Pools & RAID groups") }]
    readonly property int pixelSize: Math.max(smallestPixelSize,
                                              Math.min(fullPixelSize, Math.floor(fullPixelSize * slot / Math.max(1, widest.advanceWidth))))

    // The longest caption at the full size.
    TextMetrics {
        id: widest
        font.family: Theme.fontFamily
        font.pixelSize: root.fullPixelSize
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.8
        text: root.captions.reduce((a, c) => c.text.length > a.length ? c.text : a, "")
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
            elide: Text.ElideRight
            font.family: Theme.fontFamily
            font.pixelSize: root.pixelSize
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.8
            color: Theme.textFaint
        }
    }
}
