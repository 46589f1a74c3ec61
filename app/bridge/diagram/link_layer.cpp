#include "bridge/diagram/link_layer.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRenderNode>
#include <QSGRendererInterface>
#include <QSGVertexColorMaterial>
#include <cmath>
#include <cstring>

#include "bridge/diagram/flow_particles.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/diagram/stroke_mesh.h"

using namespace santwin;

namespace {

Rgba rgba(const QColor& c) {
    return {static_cast<unsigned char>(c.red()), static_cast<unsigned char>(c.green()),
            static_cast<unsigned char>(c.blue()), static_cast<unsigned char>(c.alpha())};
}

// Scene-unit width of an edge: cables thicken with the number of cables they stand for.
double stroke_width(const diagram::Edge& e) {
    if (e.kind != diagram::EdgeKind::Cable) return 1.3;
    return 1.8 + 1.1 * std::log2(static_cast<double>(std::max(1, e.count)));
}

}  // namespace

LinkLayer::LinkLayer(QQuickItem* parent) : QQuickItem(parent) {
    setFlag(ItemHasContents, true);
    connect(this, &LinkLayer::colorsChanged, this, &QQuickItem::update);
    connect(this, &LinkLayer::marksOnlyChanged, this, &QQuickItem::update);
}

void LinkLayer::setModel(LinkModel* model) {
    if (model_ == model) return;
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_) connect(model_, &LinkModel::geometryChanged, this, &QQuickItem::update);
    emit modelChanged();
    update();
}

void LinkLayer::setHighlightNode(int node) {
    if (highlight_node_ == node) return;
    highlight_node_ = node;
    emit highlightNodeChanged();
    update();
}

PlaybackController* LinkLayer::playback() const {
    return qobject_cast<PlaybackController*>(playback_.data());
}

void LinkLayer::setPlayback(PlaybackController* playback) {
    if (playback_ == playback) return;
    if (playback_) disconnect(playback_, nullptr, this, nullptr);
    playback_ = playback;
    if (playback) connect(playback, &PlaybackController::frameChanged, this, &QQuickItem::update);
    emit playbackChanged();
    update();
}

void LinkLayer::setPixelSize(qreal size) {
    if (qFuzzyCompare(pixel_size_, size) || size <= 0) return;
    pixel_size_ = size;
    emit pixelSizeChanged();
    update();
}

namespace {

// One stroke of the flattened edges: a polyline, its half width (scene units) and colour.
struct Line {
    std::vector<diagram::Vec2> points;
    double half_width = 1;
    QColor color;
};

// The software scene graph (QT_QUICK_BACKEND=software, the offscreen platform) cannot draw
// custom geometry: there the same lines are painted with QPainter from a render node.
class PainterLinkNode : public QSGRenderNode {
  public:
    explicit PainterLinkNode(QQuickWindow* window) : window_(window) {}

    void setLines(std::vector<Line> lines) {
        lines_ = std::move(lines);
        bounds_ = {};
        for (const Line& l : lines_)
            for (const auto& p : l.points) bounds_ |= QRectF(p.x - 8, p.y - 8, 16, 16);
        markDirty(QSGNode::DirtyMaterial);
    }

    void render(const RenderState* state) override {
        auto* painter = static_cast<QPainter*>(window_->rendererInterface()->getResource(
            window_, QSGRendererInterface::PainterResource));
        if (!painter) return;
        if (const QRegion* clip = state->clipRegion(); clip && !clip->isEmpty())
            painter->setClipRegion(*clip, Qt::ReplaceClip);
        painter->setTransform(matrix()->toTransform());
        painter->setOpacity(inheritedOpacity());
        painter->setRenderHint(QPainter::Antialiasing);
        for (const Line& l : lines_) {
            QPolygonF poly;
            poly.reserve(static_cast<qsizetype>(l.points.size()));
            for (const auto& p : l.points) poly << QPointF(p.x, p.y);
            painter->setPen(
                QPen(l.color, 2 * l.half_width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
            painter->drawPolyline(poly);
        }
    }
    RenderingFlags flags() const override { return BoundedRectRendering; }
    QRectF rect() const override { return bounds_; }

  private:
    QQuickWindow* window_;
    std::vector<Line> lines_;
    QRectF bounds_;
};

}  // namespace

// Playback flow over the cables that carry traffic now: a glow under the cable as wide as its
// utilization, then particles each way (reads toward the hosts, writes toward the storage).
static int add_flow(std::vector<Line>& lines, const PlaybackController* pb, const LinkModel& model,
                    const QColor& read, const QColor& write, double pb_pixel) {
    int particles = 0;
    const auto* flows = pb ? pb->edgeFlows() : nullptr;
    if (flows && flows->size() == model.diagram()->edges.size()) {
        const auto& routes = model.routes();
        const double travelled_s = pb->animationPhase();
        std::vector<Line> glows;
        for (std::size_t i = 0; i < flows->size(); ++i) {
            const playback::EdgeFlow& f = (*flows)[i];
            if (f.mbps <= 0) continue;
            const auto line = flatten(routes[i], 6);
            QColor glow = QColor::fromHsvF(std::max(0.0, 0.33 * (1 - f.utilization)), 0.85, 0.95);
            glow.setAlphaF(0.35);
            // Sizes in scene units, but never thinner than a few screen pixels when zoomed out.
            const double px = pb_pixel;
            glows.push_back({line, std::max(4.0 + 10.0 * f.utilization, 4 * px), glow});
            const FlowLook look = flow_look(f.mbps);
            const double half = std::max(2.0 + 2.5 * f.utilization, 1.6 * px);
            for (const bool reads : {true, false}) {
                const double share = reads ? f.read_share : 1 - f.read_share;
                if (share < 0.03) continue;
                const double spacing = std::min(240.0, look.spacing / share);
                for (auto& p : flow_particles(line, spacing, std::max(10.0, 5 * px), travelled_s * look.speed, reads)) {
                    lines.push_back({std::move(p), half, reads ? read : write});
                    ++particles;
                }
            }
        }
        lines.insert(lines.begin(), std::make_move_iterator(glows.begin()), std::make_move_iterator(glows.end()));
    }
    return particles;
}

QSGNode* LinkLayer::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
    std::vector<Line> lines;
    int stroked = 0, down = 0;
    if (model_ && model_->diagram() && marks_only_) {
        // A red cross halfway along each cable a failure has taken down, drawn above the labels
        // (a label may sit on that spot: the cross then strikes it out too).
        const auto* flows = playback() ? playback()->edgeFlows() : nullptr;
        const auto& routes = model_->routes();
        for (std::size_t i = 0; flows && flows->size() == routes.size() && i < flows->size(); ++i) {
            if ((*flows)[i].links_down <= 0) continue;
            ++down;
            for (auto& arm : cross_at(diagram::middle_by_length(routes[i]), std::max(14.0, 12 * pixel_size_)))
                lines.push_back({std::move(arm), std::max(1.6, 1.3 * pixel_size_), cross_});
        }
    } else if (model_ && model_->diagram()) {
        const diagram::Diagram& d = *model_->diagram();
        const auto* flows = playback() ? playback()->edgeFlows() : nullptr;
        if (flows && flows->size() != d.edges.size()) flows = nullptr;  // a run of another diagram
        const auto& routes = model_->routes();
        const double px = pixel_size_;
        auto stroke = [&](std::size_t i, bool lit) {
            const diagram::Edge& e = d.edges[i];
            QColor color = e.kind == diagram::EdgeKind::RunsOn  ? runs_on_
                           : e.kind == diagram::EdgeKind::Holds ? holds_
                           : e.medium == "ethernet"             ? ethernet_
                           : e.medium == "sas"                  ? sas_
                                                                : fc_;
            if (lit) color = highlight_;
            // At least 1.2 screen pixels wide, so zoomed-out lines stay visible.
            const double half = std::max(stroke_width(e) + (lit ? 1.4 : 0), 1.2 * px) / 2;
            auto line = flatten(routes[i], 10);
            const playback::EdgeFlow* flow = flows && i < flows->size() ? &(*flows)[i] : nullptr;
            if (flow && flow->links_down > 0) {
                // Out of service (a failure): a grey dashed cable when all of it is down (the
                // marks layer crosses it out either way), so it cannot pass for an idle one.
                ++down;
                const double scale = std::max(1.0, px);
                if (flow->down)
                    for (auto& dash : dashes(line, 6 * scale, 5 * scale)) lines.push_back({std::move(dash), half, down_});
                else
                    lines.push_back({line, half, color});
            } else if (e.kind == diagram::EdgeKind::Cable) {
                lines.push_back({std::move(line), half, color});
            } else {
                const double scale = std::max(1.0, px);  // dashes stay visible when zoomed out
                const bool runs_on = e.kind == diagram::EdgeKind::RunsOn;
                for (auto& dash : dashes(line, (runs_on ? 7 : 4) * scale, 5 * scale))
                    lines.push_back({std::move(dash), half, color});
            }
            ++stroked;
        };
        auto touches = [&](const diagram::Edge& e) {
            if (highlight_node_ < 0) return false;
            for (int n : {e.from, e.to})
                for (int k = n; k >= 0; k = d.nodes[static_cast<std::size_t>(k)].parent)
                    if (k == highlight_node_) return true;
            return false;
        };
        for (std::size_t i = 0; i < d.edges.size(); ++i)
            if (!touches(d.edges[i])) stroke(i, false);
        for (std::size_t i = 0; i < d.edges.size(); ++i)
            if (touches(d.edges[i])) stroke(i, true);
        flow_particles_ = add_flow(lines, playback(), *model_, read_, write_, pixel_size_);
    }
    if (stroked != stroked_edges_ || down != down_edges_) {
        stroked_edges_ = stroked;
        down_edges_ = down;
        QMetaObject::invokeMethod(this, &LinkLayer::strokedEdgesChanged, Qt::QueuedConnection);
    }
    if (lines.empty()) {
        delete old;
        return nullptr;
    }
    const bool software =
        window() && window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
    if (software) {
        auto* node = dynamic_cast<PainterLinkNode*>(old);
        if (!node) {
            delete old;
            node = new PainterLinkNode(window());
        }
        node->setLines(std::move(lines));
        return node;
    }
    StrokeMesh mesh;
    for (const Line& l : lines)
        mesh.addPolyline(l.points, l.half_width, pixel_size_, rgba(l.color));
    auto* node = dynamic_cast<QSGGeometryNode*>(old);
    if (!node) {
        delete old;
        node = new QSGGeometryNode;
        auto* geometry = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0, 0,
                                         QSGGeometry::UnsignedIntType);
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(new QSGVertexColorMaterial);
        node->setFlag(QSGNode::OwnsMaterial);
    }
    QSGGeometry* g = node->geometry();
    g->allocate(static_cast<int>(mesh.vertices.size()), static_cast<int>(mesh.indices.size()));
    static_assert(sizeof(StrokeVertex) == sizeof(QSGGeometry::ColoredPoint2D));
    std::memcpy(g->vertexData(), mesh.vertices.data(), mesh.vertices.size() * sizeof(StrokeVertex));
    std::memcpy(g->indexData(), mesh.indices.data(), mesh.indices.size() * sizeof(std::uint32_t));
    node->markDirty(QSGNode::DirtyGeometry);
    return node;
}
