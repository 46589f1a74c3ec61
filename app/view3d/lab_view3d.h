#pragma once
// The 3D lab view: the lab's racks, chassis, switches, controllers and drive shelves
// (lab_geometry.h) drawn with VTK, every drive coloured by its RAID / disk group's utilization at
// time t of a recording and every group outlined; controllers by their MP utilization, servers
// by CPU. Rendered offscreen into a QImage, so a QML view, a CLI snapshot or a report can show it.
// VTK needs an X display (Xvfb will do): render() throws, naming the fix, when there is none.
//
// Orbit and zoom are parameters of each render, so a GUI maps mouse drags to ViewAngle changes
// and asks for a new image; following playback is set_time() then render().
#include <QImage>
#include <QSize>
#include <memory>
#include <string>

#include "engine/recorder.h"
#include "topology/topology.h"

namespace santwin::view3d {

struct ViewAngle {
    double azimuth = -28;   // degrees around the vertical axis; 0 looks straight at the rack fronts
    double elevation = 14;  // degrees above the horizon
    double zoom = 1.0;      // > 1 moves closer
};

struct RenderOptions {
    QSize size{1600, 1000};
    ViewAngle angle;
    bool labels = true;
    std::string title;  // shown top left ("Lab 000 · std-lu-1rg · run '1 RG'")
    bool dark = false;  // the app's dark theme: a dark background, light headings
};

class LabView3D {
public:
    explicit LabView3D(const Topology& topology);
    ~LabView3D();
    LabView3D(const LabView3D&) = delete;
    LabView3D& operator=(const LabView3D&) = delete;

    // Colours from `recording` at `t` seconds (nullptr: no utilization, drives in neutral grey).
    // The recorder must outlive the view.
    void set_recording(const engine::Recorder* recording, double t);
    void set_time(double t);
    double time() const { return t_; }

    // Renders offscreen. Throws std::runtime_error when no X display can be opened.
    QImage render(const RenderOptions& options) const;

    // Utilization (0..100) used for a drive / controller / server at the current time; -1 when
    // nothing was recorded for it. Exposed for tests and tooltips.
    double utilization(Id entity) const;

    // Counts of what the scene holds (for tests and the GUI's status line).
    int drives() const;
    int outlines() const;  // one per run of adjacent bays a group fills
    int groups() const;    // RAID / disk groups outlined
    int racks() const;

private:
    struct Scene;
    std::unique_ptr<Scene> scene_;
    const engine::Recorder* recording_ = nullptr;
    double t_ = 0;
};

// True when an X display can be opened (VTK's offscreen windows need one).
bool display_available();

}  // namespace santwin::view3d
