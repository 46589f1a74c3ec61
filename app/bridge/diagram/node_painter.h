#pragma once
// Paints one diagram box in screen pixels, with the detail its size on screen allows:
//   - a box a few pixels across is a plain rectangle in its colour;
//   - names appear once their text would be at least 4 px high, at a readable size that does not
//     grow with the zoom (so a zoomed-out lab still shows what is where);
//   - at working zoom (small text >= 7.5 px) a card shows its name, role, one-line summary and
//     its front-end ports as chips, a frame its title block; frames and collapsed frames get the
//     ▾ / ▸ that folds them once it is big enough to click (DiagramCanvas hit-tests it).
// Geometry is scene units (the layout's); the painter maps it through pan and zoom.
#include <QColor>
#include <QFont>
#include <QPainter>
#include <QString>
#include <map>
#include <set>
#include <tuple>

#include "bridge/diagram/text_cache.h"
#include "diagram/diagram.h"

struct NodeStyle {
    QColor base{"#ffffff"}, border{"#d5dbe1"}, text{"#1f2933"}, muted{"#5f6b7a"}, faint{"#8a94a3"};
    QColor accent{"#1565e8"}, accent_soft{"#dce9fc"}, chip{"#f1f3f5"};
};

struct NodeState {
    bool selected = false;
    bool hovered = false;
    bool dimmed = false;
    bool collapsed = false;  // a frame folded into this box
    bool moving = false;     // dragged, not yet dropped
    const std::set<santwin::Id>* lit_ports = nullptr;  // chips drawn in the accent colour
};

class NodePainter {
  public:
    // `zoom` screen pixels per scene unit; (pan_x, pan_y) where scene (0, 0) is on screen.
    NodePainter(QPainter& painter, const NodeStyle& style, const QString& font_family, TextCache& texts, double zoom,
                double pan_x, double pan_y);

    // The screen rectangle of a scene-unit box, moved by (dx, dy) scene units.
    QRectF to_screen(double left, double top, double width, double height) const;
    // Paints box `index`, `n`, moved by (dx, dy) scene units; returns whether its name was drawn.
    bool paint(int index, const santwin::diagram::Node& n, const NodeState& state, const QColor& category,
               double dx, double dy);

    // Whether the small text is readable: summaries, roles and port chips are drawn.
    bool detailed() const { return detailed_; }

  private:
    struct FontInfo {
        QFont font;
        double ascent = 0, height = 0;
    };

    void paint_frame(const santwin::diagram::Node& n, const QRectF& r, const NodeState& s, const QColor& category);
    void paint_card(const santwin::diagram::Node& n, const QRectF& r, const NodeState& s, const QColor& category);
    bool paint_words(int index, const santwin::diagram::Node& n, const QRectF& r, const NodeState& s,
                     const QColor& category);
    void paint_ports(int index, const santwin::diagram::Node& n, const QRectF& r, const NodeState& s,
                     const QColor& category, bool labelled);
    // Draws slot `which` of box `index`: `text` elided to `room` px, its top-left at `at`.
    double text(int index, int which, const QString& text, const FontInfo& f, QPointF at, double room);
    void paint_toggle(const QRectF& r, const NodeState& s, const QColor& category);
    QColor ink(const QColor& category) const;  // a frame's title and toggle in its colour
    void rounded(const QRectF& r, double radius, const QColor& fill, const QColor& stroke, double stroke_px);
    const FontInfo& font(double pixels, bool bold, bool caps = false);
    void antialias(bool on);

    QPainter& p_;
    const NodeStyle& style_;
    QString family_;
    TextCache& texts_;
    std::map<std::tuple<int, bool, bool>, FontInfo> fonts_;  // this paint's fonts by size and style
    double zoom_, pan_x_, pan_y_;
    bool detailed_;
    bool antialiased_;
    double opacity_;
};

// `c` with alpha `strength` (Theme.categoryWash).
QColor wash(const QColor& c, double strength);
