#include "bridge/diagram/node_painter.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

using santwin::diagram::Node;

namespace {
// Below these sizes on screen a thing is not drawn (px).
constexpr double kMinTextPx = 4.0;
constexpr double kMinRoundPx = 3.5;  // smaller corners are drawn square
}  // namespace

QColor wash(const QColor& c, double strength) {
    QColor out = c;
    out.setAlphaF(static_cast<float>(std::clamp(strength, 0.0, 1.0)));
    return out;
}

NodePainter::NodePainter(QPainter& painter, const NodeStyle& style, const QString& font_family, TextCache& texts,
                         double zoom, double pan_x, double pan_y)
    : p_(painter), style_(style), family_(font_family), texts_(texts), zoom_(zoom), pan_x_(pan_x), pan_y_(pan_y),
      detailed_(zoom * 11 >= 7.5), antialiased_(painter.testRenderHint(QPainter::Antialiasing)),
      opacity_(painter.opacity()) {}

QRectF NodePainter::to_screen(double left, double top, double width, double height) const {
    return {pan_x_ + left * zoom_, pan_y_ + top * zoom_, width * zoom_, height * zoom_};
}

const NodePainter::FontInfo& NodePainter::font(double pixels, bool bold, bool caps) {
    const int px = std::max(1, static_cast<int>(std::lround(pixels)));
    auto [it, fresh] = fonts_.try_emplace({px, bold, caps});
    if (fresh) {
        QFont f(family_);
        f.setPixelSize(px);
        f.setBold(bold);
        if (caps) {
            f.setCapitalization(QFont::AllUppercase);
            f.setLetterSpacing(QFont::AbsoluteSpacing, 0.4 * zoom_);
        }
        const QFontMetricsF m(f);
        it->second = FontInfo{f, m.ascent(), m.height()};
    }
    return it->second;
}

double NodePainter::text(int index, int which, const QString& text, const FontInfo& f, QPointF at, double room) {
    double width = 0;
    const QStaticText& laid_out = texts_.get(text_slot(index, which), text, f.font, room, &width);
    p_.setFont(f.font);
    p_.drawStaticText(at, laid_out);
    return width;
}

void NodePainter::rounded(const QRectF& r, double radius, const QColor& fill, const QColor& stroke,
                          double stroke_px) {
    const bool outlined = stroke.alpha() > 0 && stroke_px > 0;
    const double rad = radius * zoom_;
    p_.setPen(Qt::NoPen);
    if (rad < kMinRoundPx) {
        // Too small for round corners to show: square and unantialiased (the raster engine's
        // fast path, which keeps a zoomed-out lab of thousands of boxes cheap to draw).
        antialias(false);
        const QRectF inner = outlined ? r.adjusted(stroke_px, stroke_px, -stroke_px, -stroke_px) : r;
        if (outlined && fill.alpha() == 255) {
            p_.fillRect(r, stroke);
        } else if (outlined) {  // a see-through fill: the border as four edges
            p_.fillRect(QRectF(r.left(), r.top(), r.width(), stroke_px), stroke);
            p_.fillRect(QRectF(r.left(), inner.bottom(), r.width(), stroke_px), stroke);
            p_.fillRect(QRectF(r.left(), inner.top(), stroke_px, inner.height()), stroke);
            p_.fillRect(QRectF(inner.right(), inner.top(), stroke_px, inner.height()), stroke);
        }
        p_.fillRect(inner, fill);
        return;
    }
    antialias(true);
    // The border is the outer shape filled, the fill the inner one on top: two fills cost far
    // less than stroking the outline. Like a QML Rectangle's border, it lies inside the box.
    const double in = outlined ? stroke_px : 0, inner_rad = std::max(0.0, rad - in);
    const QRectF inner = r.adjusted(in, in, -in, -in);
    if (outlined && fill.alpha() == 255) {
        p_.setBrush(stroke);
        p_.drawRoundedRect(r, rad, rad);
    } else if (outlined) {  // a see-through fill: the border as a ring
        QPainterPath ring;
        ring.setFillRule(Qt::OddEvenFill);
        ring.addRoundedRect(r, rad, rad);
        ring.addRoundedRect(inner, inner_rad, inner_rad);
        p_.setBrush(stroke);
        p_.drawPath(ring);
    }
    p_.setBrush(fill);
    p_.drawRoundedRect(inner, inner_rad, inner_rad);
}

// Render hints and opacity are set only when they change: the raster engine redoes its state
// for every change, and thousands of small boxes would pay that several times each.
void NodePainter::antialias(bool on) {
    if (on == antialiased_) return;
    p_.setRenderHint(QPainter::Antialiasing, on);
    antialiased_ = on;
}

bool NodePainter::paint(int index, const Node& n, const NodeState& state, const QColor& category, double dx,
                        double dy) {
    const QRectF r = to_screen(n.left() + dx, n.top() + dy, n.width, n.height);
    const double opacity = state.dimmed ? 0.25 : (state.moving ? 0.85 : 1.0);
    if (opacity != opacity_) p_.setOpacity(opacity_ = opacity);
    // A box a few pixels across: its colour is all one can see.
    if (r.width() < 4 || r.height() < 4) {
        p_.fillRect(r, n.frame ? wash(category, 0.25) : (state.selected ? style_.accent : category));
        return false;
    }
    if (n.frame) paint_frame(n, r, state, category);
    else paint_card(n, r, state, category);
    const bool named = paint_words(index, n, r, state, category);
    // Port chips with their labels when text is readable; zoomed out, their shapes alone (which
    // are cabled is still visible), down to where they would be specks.
    if (!n.frame && !n.ports.empty() && 18 * zoom_ >= 6) paint_ports(index, n, r, state, category, detailed_);
    if ((n.frame || state.collapsed) && 19 * zoom_ >= 11) paint_toggle(r, state, category);
    return named;
}

void NodePainter::paint_frame(const Node&, const QRectF& r, const NodeState& s, const QColor& category) {
    const QColor stroke = s.selected ? style_.accent : wash(category, s.hovered ? 0.75 : 0.45);
    rounded(r, 10, wash(category, 0.07), stroke, s.selected ? 3 * zoom_ : std::max(1.5 * zoom_, 1.0));
}

void NodePainter::paint_card(const Node& n, const QRectF& r, const NodeState& s, const QColor& category) {
    const double radius = n.compact ? 5 : 7;
    const double thin = std::max(1.2 * zoom_, 1.0);
    // A group is a stack of cards; a collapsed frame a closed folder (an outline behind).
    if (n.group) rounded(r.translated(5 * zoom_, 5 * zoom_), radius, style_.chip, style_.border, 1);
    if (s.collapsed) rounded(r.translated(-4 * zoom_, -4 * zoom_), 7, wash(category, 0.12), wash(category, 0.6), thin);
    const QColor stroke = s.selected ? style_.accent : (s.hovered ? style_.border.darker(135) : style_.border);
    rounded(r, radius, s.selected ? style_.accent_soft : style_.base, stroke, s.selected ? 3 * zoom_ : thin);
    // The category stripe down the left edge.
    rounded(QRectF(r.left() + 1.5 * zoom_, r.top() + 1.5 * zoom_, 6 * zoom_, r.height() - 3 * zoom_), 3, category,
            Qt::transparent, 0);
}

bool NodePainter::paint_words(int index, const Node& n, const QRectF& r, const NodeState& s, const QColor& category) {
    // The words' box, in scene units from the node's corner.
    const double inset_x = n.frame ? 12 : 14, inset_y = n.frame ? 6 : 0;
    const double words_w = n.width - inset_x - (n.frame || s.collapsed ? 30 : 10);
    const double words_h = n.frame ? 40 : (!n.ports.empty() ? 46 : n.height);
    const QRectF words(r.left() + inset_x * zoom_, r.top() + inset_y * zoom_, words_w * zoom_, words_h * zoom_);
    if (words.width() < 6) return false;

    // Zoomed out, the name keeps a readable size (capped by the box) instead of shrinking.
    const double cap = n.compact ? 20 : (n.frame ? 34 : 28);
    const double name_px = detailed_ ? (n.compact ? 12 : (n.frame ? 15 : 14)) * zoom_ : std::min(10.5, cap * zoom_);
    if (name_px < kMinTextPx) return false;
    const FontInfo& name_font = font(name_px, true);
    const QString name = QString::fromStdString(n.name);
    p_.setPen(n.frame ? ink(category) : style_.text);

    if (!detailed_ || n.compact) {
        // One line, centred vertically; compact cards put the summary beside the name.
        const double middle = words.center().y();
        double name_w = words.width();
        if (detailed_) {
            double full = 0;
            texts_.get(text_slot(index, 4), name, name_font.font, 1e6, &full);
            name_w = std::min(full + 2, words.width() * 0.45);
        }
        text(index, 0, name, name_font, QPointF(words.left(), middle - name_font.height / 2), name_w);
        if (detailed_) {
            const FontInfo& f = font(11 * zoom_, false);
            const double left = words.left() + name_w + 8 * zoom_;
            p_.setPen(style_.muted);
            text(index, 2, QString::fromStdString(n.summary), f, QPointF(left, middle - f.height / 2), words.right() - left);
        }
        return true;
    }

    // Name on top, the role right-aligned on its baseline, the summary below.
    const double name_top = words.top() + (n.frame ? 2 : 7) * zoom_;
    const double baseline = name_top + name_font.ascent;
    const double name_w = text(index, 0, name, name_font, QPointF(words.left(), name_top), words.width());
    const FontInfo& role_font = font(10 * zoom_, false, true);
    double role_w = 0;
    const QString role = QString::fromStdString(n.role);
    texts_.get(text_slot(index, 5), role, role_font.font, 1e6, &role_w);
    const double role_room = std::min(role_w, words.width() - name_w - 8 * zoom_);
    if (role_room > 12) {
        double shown_w = 0;
        const QStaticText& shown = texts_.get(text_slot(index, 1), role, role_font.font, role_room, &shown_w);
        p_.setFont(role_font.font);
        p_.setPen(style_.faint);
        p_.drawStaticText(QPointF(words.right() - shown_w, baseline - role_font.ascent), shown);
    }
    if (!n.frame || !n.summary.empty()) {
        p_.setPen(style_.muted);
        text(index, 2, QString::fromStdString(n.summary), font(11 * zoom_, false),
             QPointF(words.left(), name_top + 20 * zoom_), words.width());
    }
    return true;
}

void NodePainter::paint_ports(int index, const Node& n, const QRectF& r, const NodeState& s, const QColor& category,
                              bool labelled) {
    const FontInfo& f = font(10 * zoom_, false);
    for (size_t k = 0; k < n.ports.size(); ++k) {
        const santwin::diagram::PortChip& chip = n.ports[k];
        const QRectF c(r.left() + chip.x * zoom_, r.top() + chip.y * zoom_, chip.width * zoom_, 18 * zoom_);
        const bool lit = s.lit_ports && s.lit_ports->count(chip.port);
        if (lit)
            rounded(c, 4, style_.accent_soft, style_.accent, 2);
        else
            rounded(c, 4, chip.cabled ? wash(category, 0.18) : style_.base,
                    chip.cabled ? wash(category, 0.6) : style_.border, 1);
        if (!labelled) continue;
        p_.setPen(lit ? style_.accent.darker(140) : chip.cabled ? category.darker(160) : style_.faint);
        double w = 0;
        const QString label = QString::fromStdString(chip.label);
        const QStaticText& t = texts_.get(text_slot(index, 8 + static_cast<int>(k)), label, f.font, c.width(), &w);
        p_.setFont(f.font);
        p_.drawStaticText(QPointF(c.center().x() - w / 2, c.center().y() - f.height / 2), t);
    }
}

QColor NodePainter::ink(const QColor& category) const {
    // Darker on a light theme, lighter on a dark one, so it reads on either background.
    return style_.base.lightness() < 128 ? category.lighter(135) : category.darker(150);
}

void NodePainter::paint_toggle(const QRectF& r, const NodeState& s, const QColor& category) {
    const QRectF t(r.right() - 26 * zoom_, r.top() + 7 * zoom_, 19 * zoom_, 19 * zoom_);
    rounded(t, 4, s.hovered ? wash(category, 0.2) : Qt::transparent, wash(category, 0.5), 1);
    p_.setFont(font(13 * zoom_, false).font);
    p_.setPen(ink(category));
    p_.drawText(t, Qt::AlignCenter, s.collapsed ? QStringLiteral("▸") : QStringLiteral("▾"));
}
