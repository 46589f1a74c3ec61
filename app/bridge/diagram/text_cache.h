#pragma once
// Laid-out texts of the diagram's boxes, kept between paints: panning repaints every box on
// screen, and shaping and eliding their names each time was most of a frame's cost. A text is
// laid out again only when its font size changes, or the room it has changes (in 4 px steps)
// while it does not fit.
#include <QFont>
#include <QStaticText>
#include <cstdint>
#include <unordered_map>

class TextCache {
  public:
    // The text `text` in `font`, elided to `room` px, for slot `key` (a box and which of its
    // texts). Returns the laid-out text and its width in px.
    const QStaticText& get(std::uint64_t key, const QString& text, const QFont& font, double room,
                           double* width = nullptr);
    void clear() { entries_.clear(); }

  private:
    struct Entry {
        int pixels = 0;
        bool bold = false;
        int room_step = 0;
        QString text;
        QStaticText laid_out;
        double width = 0;       // of the text as shown
        double full_width = 0;  // of the whole text
        bool elided = false;
    };
    std::unordered_map<std::uint64_t, Entry> entries_;
};

// Slot keys: the box index and which of its texts (0 name, 1 role, 2 summary, 3 toggle, 8+ chips).
inline std::uint64_t text_slot(int node, int which) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(node)) << 16) | static_cast<std::uint32_t>(which);
}
