#pragma once
// Draws every edge of a LinkModel in one scene-graph node: each route's Bézier is flattened and
// stroked into triangles with a one-pixel alpha fringe (anti-aliased without multisampling), in
// a colour per kind (FC, Ethernet, SAS cables; dashed "runs on" and "holds"). Thousands of edges
// cost one draw call; edges touching `highlightNode` are drawn last, wider and in the highlight
// colour. Lives in scene units inside the zoomed canvas; `pixelSize` (scene units per screen
// pixel) keeps the fringe one pixel wide and thin lines visible when zoomed out. During playback a
// cable a failure took down is drawn grey and dashed; a second layer with `marksOnly` draws only
// the red crosses on such cables, above the cable labels, so no label hides one. On the software
// scene graph (offscreen screenshots, no GPU) the same lines are painted by QPainter instead.
#include <QtQml/qqmlregistration.h>
#include <QColor>
#include <QPointer>
#include <QQuickItem>

#include "bridge/diagram/link_model.h"
#include "bridge/playback/playback_controller.h"

class LinkLayer : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LinkModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(
        int highlightNode READ highlightNode WRITE setHighlightNode NOTIFY highlightNodeChanged)
    Q_PROPERTY(qreal pixelSize READ pixelSize WRITE setPixelSize NOTIFY pixelSizeChanged)
    Q_PROPERTY(int strokedEdges READ strokedEdges NOTIFY strokedEdgesChanged)
    Q_PROPERTY(QColor fcColor MEMBER fc_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor ethernetColor MEMBER ethernet_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor sasColor MEMBER sas_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor runsOnColor MEMBER runs_on_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor holdsColor MEMBER holds_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor highlightColor MEMBER highlight_ NOTIFY colorsChanged)
    // Playback: cables carrying traffic at the playhead get animated flow (particles in the
    // read / write colour, density and speed with MB/s, a glow as wide as their utilization).
    Q_PROPERTY(PlaybackController* playback READ playback WRITE setPlayback NOTIFY playbackChanged)
    Q_PROPERTY(QColor readColor MEMBER read_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor writeColor MEMBER write_ NOTIFY colorsChanged)
    // Particles in the last frame.
    Q_PROPERTY(int flowParticles READ flowParticles NOTIFY strokedEdgesChanged)
    // Playback: edges with a cable out of service at the playhead (a failure), drawn crossed out
    // (grey and dashed when every cable of the edge is down).
    Q_PROPERTY(int downEdges READ downEdges NOTIFY strokedEdgesChanged)
    Q_PROPERTY(QColor downColor MEMBER down_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor crossColor MEMBER cross_ NOTIFY colorsChanged)
    // Draws only the crosses on cables that are down (and counts them in downEdges).
    Q_PROPERTY(bool marksOnly MEMBER marks_only_ NOTIFY marksOnlyChanged)
  public:
    explicit LinkLayer(QQuickItem* parent = nullptr);

    LinkModel* model() const { return model_; }
    void setModel(LinkModel* model);
    int highlightNode() const { return highlight_node_; }
    void setHighlightNode(int node);
    qreal pixelSize() const { return pixel_size_; }
    void setPixelSize(qreal size);
    // Edges in the last frame's geometry (tests check that the layer drew what the model holds).
    int strokedEdges() const { return stroked_edges_; }
    PlaybackController* playback() const;
    void setPlayback(PlaybackController* playback);
    int flowParticles() const { return flow_particles_; }
    int downEdges() const { return down_edges_; }

  signals:
    void modelChanged();
    void highlightNodeChanged();
    void pixelSizeChanged();
    void strokedEdgesChanged();
    void colorsChanged();
    void playbackChanged();
    void marksOnlyChanged();

  protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;

  private:
    QPointer<LinkModel> model_;
    int highlight_node_ = -1;
    qreal pixel_size_ = 1;
    int stroked_edges_ = 0;
    QColor fc_{0x35, 0x64, 0x9a};
    QColor ethernet_{0x4e, 0x9a, 0x4a};
    QColor sas_{0x9c, 0x5b, 0x2e};
    QColor runs_on_{0x9a, 0xa5, 0xb1};
    QColor holds_{0xb8, 0x9b, 0x6a};
    QColor highlight_{0xe8, 0x7a, 0x12};
    QPointer<QObject> playback_;
    QColor read_{0x10, 0x9c, 0xb0};
    QColor write_{0xd0, 0x3a, 0x78};
    int flow_particles_ = 0;
    int down_edges_ = 0;
    QColor down_{0xa0, 0xa6, 0xae};
    QColor cross_{0xc0, 0x39, 0x2b};
    bool marks_only_ = false;
};
