#include "view3d/lab_view3d.h"

#include <set>

#include <vtkActor.h>
#include <vtkBillboardTextActor3D.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkFloatArray.h>
#include <vtkImageData.h>
#include <vtkLookupTable.h>
#include <vtkNew.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>
#include <vtkUnsignedCharArray.h>
#include <vtkWindowToImageFilter.h>

#include <array>
#include <chrono>
#include <thread>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <stdexcept>

#include "view3d/heat_ramp.h"
#include "view3d/lab_geometry.h"

#ifdef SANTWIN_HAVE_X11
#include <X11/Xlib.h>
#endif

namespace santwin::view3d {

struct LabView3D::Scene {
    LabGeometry geometry;
    std::map<Id, Id> group_of;     // drive -> RAID / disk group
    std::map<Id, Kind> kinds;      // entities the boxes show
};

namespace {

using Rgb = std::array<double, 3>;

Rgb base_color(Part part) {
    switch (part) {
        case Part::RackFrame: return {0.16, 0.17, 0.19};
        case Part::Floor: return {0.88, 0.89, 0.91};
        case Part::Chassis: return {0.28, 0.30, 0.33};
        case Part::Blade: return {0.56, 0.59, 0.63};
        case Part::Switch: return {0.22, 0.34, 0.50};
        case Part::Server: return {0.46, 0.49, 0.53};
        case Part::Controller: return {0.42, 0.45, 0.49};
        case Part::Shelf: return {0.23, 0.24, 0.26};
        case Part::Drive: return {0.64, 0.66, 0.68};
        case Part::NasHead: return {0.36, 0.31, 0.46};
        case Part::VtlNode: return {0.30, 0.40, 0.35};
        case Part::TapeLibrary: return {0.32, 0.33, 0.36};
        case Part::TapeDrive: return {0.16, 0.50, 0.60};
    }
    return {0.5, 0.5, 0.5};
}

// Outline colours: blues and purples, clear of the green-amber-red utilization ramp.
Rgb outline_color(int i) {
    static const Rgb palette[] = {{0.10, 0.45, 0.95}, {0.62, 0.30, 0.95}, {0.00, 0.80, 0.95}, {0.95, 0.35, 0.85},
                                  {0.25, 0.25, 0.85}, {0.45, 0.65, 1.00}, {0.80, 0.55, 1.00}, {0.10, 0.65, 0.75}};
    return palette[i % 8];
}

// The 24 vertices (4 per face, own normals for flat shading) and 6 quads of a box.
void add_box(const Box& b, const Rgb& c, vtkPoints* pts, vtkFloatArray* normals, vtkCellArray* quads, vtkUnsignedCharArray* colors) {
    const double x0 = b.x - b.w / 2, x1 = b.x + b.w / 2, y0 = b.y - b.h / 2, y1 = b.y + b.h / 2, z0 = b.z - b.d / 2, z1 = b.z + b.d / 2;
    const double faces[6][4][3] = {{{x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}},   // front
                                   {{x1, y0, z0}, {x0, y0, z0}, {x0, y1, z0}, {x1, y1, z0}},   // back
                                   {{x0, y1, z1}, {x1, y1, z1}, {x1, y1, z0}, {x0, y1, z0}},   // top
                                   {{x0, y0, z0}, {x1, y0, z0}, {x1, y0, z1}, {x0, y0, z1}},   // bottom
                                   {{x1, y0, z1}, {x1, y0, z0}, {x1, y1, z0}, {x1, y1, z1}},   // right
                                   {{x0, y0, z0}, {x0, y0, z1}, {x0, y1, z1}, {x0, y1, z0}}};  // left
    const float n[6][3] = {{0, 0, 1}, {0, 0, -1}, {0, 1, 0}, {0, -1, 0}, {1, 0, 0}, {-1, 0, 0}};
    for (int f = 0; f < 6; ++f) {
        vtkIdType ids[4];
        for (int v = 0; v < 4; ++v) {
            ids[v] = pts->InsertNextPoint(faces[f][v]);
            normals->InsertNextTuple3(n[f][0], n[f][1], n[f][2]);
        }
        quads->InsertNextCell(4, ids);
        colors->InsertNextTuple3(c[0] * 255, c[1] * 255, c[2] * 255);
    }
}

// The 12 edges of a box as lines.
void add_outline(const Box& b, const Rgb& c, vtkPoints* pts, vtkCellArray* lines, vtkUnsignedCharArray* colors) {
    const double x[2] = {b.x - b.w / 2, b.x + b.w / 2}, y[2] = {b.y - b.h / 2, b.y + b.h / 2}, z[2] = {b.z - b.d / 2, b.z + b.d / 2};
    vtkIdType corner[8];
    for (int i = 0; i < 8; ++i) corner[i] = pts->InsertNextPoint(x[i & 1], y[(i >> 1) & 1], z[(i >> 2) & 1]);
    const int edges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3}, {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
    for (const auto& e : edges) {
        vtkIdType ids[2] = {corner[e[0]], corner[e[1]]};
        lines->InsertNextCell(2, ids);
        colors->InsertNextTuple3(c[0] * 255, c[1] * 255, c[2] * 255);
    }
}

vtkSmartPointer<vtkActor> actor_for(vtkPolyData* data) {
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(data);
    mapper->SetScalarModeToUseCellData();
    mapper->SetColorModeToDirectScalars();
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    return actor;
}

void style_text(vtkTextProperty* p, int size, const Rgb& c, bool bold) {
    p->SetFontFamilyToArial();
    p->SetFontSize(size);
    p->SetColor(c[0], c[1], c[2]);
    p->SetBold(bold);
}

}  // namespace

#ifdef SANTWIN_HAVE_X11
namespace {

struct DisplayCloser {
    void operator()(Display* d) const { XCloseDisplay(d); }
};
using DisplayConnection = std::unique_ptr<Display, DisplayCloser>;

// A busy X server (Xvfb under a parallel test run, say) can refuse a connection for a moment
// even right after it accepted one, so an open is retried with a growing pause, about 3 s in all.
DisplayConnection open_display() {
    for (int attempt = 0, pause_ms = 50; attempt < 7; ++attempt, pause_ms *= 2) {
        if (attempt) std::this_thread::sleep_for(std::chrono::milliseconds(pause_ms));
        if (Display* d = XOpenDisplay(nullptr)) return DisplayConnection(d);
    }
    return nullptr;
}

}  // namespace
#endif

bool display_available() {
    const char* display = std::getenv("DISPLAY");
    if (!display || !*display) return false;
#ifdef SANTWIN_HAVE_X11
    // Once a display opened, it stays known good for the process.
    static bool opened = false;
    if (!opened) opened = open_display() != nullptr;
    return opened;
#else
    return true;
#endif
}

LabView3D::LabView3D(const Topology& t) : scene_(std::make_unique<Scene>()) {
    scene_->geometry = build_geometry(t);
    scene_->group_of = drive_groups(t);
    for (const Box& b : scene_->geometry.boxes)
        if (b.entity != kNoId) scene_->kinds[b.entity] = t.at(b.entity).kind;
}

LabView3D::~LabView3D() = default;

void LabView3D::set_recording(const engine::Recorder* recording, double t) {
    recording_ = recording;
    t_ = t;
}

void LabView3D::set_time(double t) {
    t_ = t;
}

double LabView3D::utilization(Id entity) const {
    if (!recording_) return -1;
    // A group or controller the run never loaded recorded nothing: it was idle (0 %).
    auto group = scene_->group_of.find(entity);
    if (group != scene_->group_of.end()) {
        const engine::Series* s = recording_->find(group->second, "busy_pct");
        return s ? s->at(t_) : 0;
    }
    for (const char* metric : {"mp_pct", "cpu_pct", "busy_pct"})
        if (const engine::Series* s = recording_->find(entity, metric)) return s->at(t_);
    auto kind = scene_->kinds.find(entity);
    return kind != scene_->kinds.end() && kind->second == Kind::Controller ? 0 : -1;
}

int LabView3D::drives() const {
    int n = 0;
    for (const Box& b : scene_->geometry.boxes) n += b.part == Part::Drive;
    return n;
}

int LabView3D::outlines() const {
    return static_cast<int>(scene_->geometry.outlines.size());
}

int LabView3D::groups() const {
    std::set<Id> seen;
    for (const Outline& ol : scene_->geometry.outlines) seen.insert(ol.group);
    return static_cast<int>(seen.size());
}

int LabView3D::racks() const {
    return scene_->geometry.racks;
}

QImage LabView3D::render(const RenderOptions& o) const {
    if (!display_available())
        throw std::runtime_error("the 3D view renders through an X display and none could be opened; run under Xvfb, "
                                 "e.g. xvfb-run -a santwin-cli view3d ...");
    const LabGeometry& g = scene_->geometry;
    vtkNew<vtkRenderer> renderer;
    renderer->GradientBackgroundOn();
    // Text and backgrounds follow the theme; the heat colours do not.
    const Rgb ink = o.dark ? Rgb{0.90, 0.92, 0.95} : Rgb{0.1, 0.1, 0.12};
    const Rgb paper = o.dark ? Rgb{0.13, 0.14, 0.16} : Rgb{1, 1, 1};
    if (o.dark) {
        renderer->SetBackground(0.09, 0.10, 0.12);
        renderer->SetBackground2(0.20, 0.22, 0.25);
    } else {
        renderer->SetBackground(0.80, 0.83, 0.87);
        renderer->SetBackground2(0.98, 0.98, 0.99);
    }
    renderer->UseFXAAOn();

    // Solids: one polydata for every box, coloured per face.
    vtkNew<vtkPoints> pts;
    vtkNew<vtkFloatArray> normals;
    normals->SetNumberOfComponents(3);
    vtkNew<vtkCellArray> quads;
    vtkNew<vtkUnsignedCharArray> colors;
    colors->SetNumberOfComponents(3);
    for (const Box& b : g.boxes) {
        if (b.part == Part::Floor) continue;  // its own actor, lit softly (below)
        Rgb c = base_color(b.part);
        if (b.part == Part::Drive && !scene_->group_of.count(b.entity)) c = {0.38, 0.38, 0.40};  // a spare
        if (b.entity != kNoId && (b.part == Part::Drive || b.part == Part::Controller || b.part == Part::Blade ||
                                  b.part == Part::Server || b.part == Part::NasHead || b.part == Part::VtlNode)) {
            const double u = utilization(b.entity);
            if (u >= 0) c = heat(u / 100.0);
        }
        add_box(b, c, pts, normals, quads, colors);
    }
    vtkNew<vtkPolyData> solids;
    solids->SetPoints(pts);
    solids->SetPolys(quads);
    solids->GetPointData()->SetNormals(normals);
    solids->GetCellData()->SetScalars(colors);
    auto solid_actor = actor_for(solids);
    solid_actor->GetProperty()->SetInterpolationToFlat();
    solid_actor->GetProperty()->SetAmbient(0.35);
    solid_actor->GetProperty()->SetDiffuse(0.75);
    solid_actor->GetProperty()->SetSpecular(0.15);
    solid_actor->GetProperty()->SetSpecularPower(20);
    renderer->AddActor(solid_actor);

    // The floor: mostly ambient light, so it stays pale at the camera's grazing angle.
    {
        vtkNew<vtkPoints> fpts;
        vtkNew<vtkFloatArray> fnormals;
        fnormals->SetNumberOfComponents(3);
        vtkNew<vtkCellArray> fquads;
        vtkNew<vtkUnsignedCharArray> fcolors;
        fcolors->SetNumberOfComponents(3);
        for (const Box& b : g.boxes)
            if (b.part == Part::Floor) add_box(b, o.dark ? Rgb{0.30, 0.32, 0.35} : base_color(b.part), fpts, fnormals, fquads, fcolors);
        vtkNew<vtkPolyData> floor;
        floor->SetPoints(fpts);
        floor->SetPolys(fquads);
        floor->GetPointData()->SetNormals(fnormals);
        floor->GetCellData()->SetScalars(fcolors);
        auto floor_actor = actor_for(floor);
        floor_actor->GetProperty()->SetAmbient(0.85);
        floor_actor->GetProperty()->SetDiffuse(0.25);
        renderer->AddActor(floor_actor);
    }

    // Group outlines.
    if (!g.outlines.empty()) {
        vtkNew<vtkPoints> lpts;
        vtkNew<vtkCellArray> lines;
        vtkNew<vtkUnsignedCharArray> lcolors;
        lcolors->SetNumberOfComponents(3);
        for (const Outline& ol : g.outlines) add_outline(ol.bounds, outline_color(ol.index), lpts, lines, lcolors);
        vtkNew<vtkPolyData> outlines;
        outlines->SetPoints(lpts);
        outlines->SetLines(lines);
        outlines->GetCellData()->SetScalars(lcolors);
        auto outline_actor = actor_for(outlines);
        outline_actor->GetProperty()->SetLineWidth(3.0);
        outline_actor->GetProperty()->SetLighting(false);
        renderer->AddActor(outline_actor);
    }

    const double scale = o.size.height() / 1000.0;  // text sizes follow the image height
    if (o.labels) {
        for (const Label& l : g.labels) {
            vtkNew<vtkBillboardTextActor3D> text;
            text->SetInput(l.text.c_str());
            text->SetPosition(l.x, l.y, l.z);
            style_text(text->GetTextProperty(), static_cast<int>((l.major ? 22 : 13) * scale), l.major ? ink : Rgb{1, 1, 1}, l.major);
            text->GetTextProperty()->SetJustificationToCentered();
            if (!l.major) {
                text->GetTextProperty()->SetJustificationToLeft();
                text->GetTextProperty()->SetVerticalJustificationToCentered();
                text->GetTextProperty()->SetBackgroundColor(0.1, 0.11, 0.13);
                text->GetTextProperty()->SetBackgroundOpacity(0.6);
            }
            renderer->AddActor(text);
        }
        // Group names on their outline's top edge, when few enough to read.
        if (g.outlines.size() <= 24) {
            std::map<Id, bool> named;
            for (const Outline& ol : g.outlines) {
                if (named[ol.group]) continue;
                named[ol.group] = true;
                vtkNew<vtkBillboardTextActor3D> text;
                text->SetInput(ol.label.c_str());
                // In front of the drives' faces, so no carrier hides part of it.
                text->SetPosition(ol.bounds.x, ol.bounds.y + ol.bounds.h / 2 + 0.004, ol.bounds.z + ol.bounds.d / 2 + 0.12);
                const Rgb c = outline_color(ol.index);
                style_text(text->GetTextProperty(), static_cast<int>(11 * scale), {c[0] * 0.6, c[1] * 0.6, c[2] * 0.6}, true);
                text->GetTextProperty()->SetJustificationToCentered();
                text->GetTextProperty()->SetBackgroundColor(1, 1, 1);
                text->GetTextProperty()->SetBackgroundOpacity(0.75);
                renderer->AddActor(text);
            }
        }
    }

    // Overlay: title, colour scale.
    if (!o.title.empty()) {
        vtkNew<vtkTextActor> title;
        title->SetInput(o.title.c_str());
        style_text(title->GetTextProperty(), static_cast<int>(20 * scale), ink, true);
        title->GetTextProperty()->SetBackgroundColor(paper[0], paper[1], paper[2]);
        title->GetTextProperty()->SetBackgroundOpacity(0.8);
        title->SetDisplayPosition(static_cast<int>(18 * scale), o.size.height() - static_cast<int>(40 * scale));
        renderer->AddActor2D(title);
    }
    if (recording_) {
        vtkNew<vtkLookupTable> lut;
        lut->SetNumberOfTableValues(256);
        lut->SetRange(0, 100);
        for (int i = 0; i < 256; ++i) {
            const Rgb c = heat(i / 255.0);
            lut->SetTableValue(i, c[0], c[1], c[2], 1);
        }
        lut->Build();
        vtkNew<vtkScalarBarActor> bar;
        bar->SetLookupTable(lut);
        bar->SetTitle("busy %");
        bar->SetNumberOfLabels(6);
        bar->SetLabelFormat("%.0f");
        bar->SetOrientationToHorizontal();
        bar->SetPosition(0.70, 0.03);
        bar->SetWidth(0.27);
        bar->SetHeight(0.09);
        style_text(bar->GetTitleTextProperty(), static_cast<int>(14 * scale), ink, true);
        style_text(bar->GetLabelTextProperty(), static_cast<int>(12 * scale), ink, false);
        bar->UnconstrainedFontSizeOn();
        renderer->AddActor2D(bar);
    }

    // Camera: fit the row with its racks' headings above it, then orbit and dolly.
    const double top = g.max[1] + 0.25;
    renderer->ResetCamera(g.min[0], g.max[0], g.min[1], top, g.min[2], g.max[2]);
    vtkCamera* cam = renderer->GetActiveCamera();
    cam->SetViewAngle(30);
    renderer->ResetCamera(g.min[0], g.max[0], g.min[1], top, g.min[2], g.max[2]);
    cam->Azimuth(o.angle.azimuth);
    cam->Elevation(o.angle.elevation);
    cam->OrthogonalizeViewUp();
    cam->Dolly(1.0 * o.angle.zoom);
    renderer->ResetCameraClippingRange();

#ifdef SANTWIN_HAVE_X11
    // The window draws through a connection opened here, with retries, and closed after it:
    // left to itself VTK opens one once and aborts the process if that one attempt is refused.
    DisplayConnection display = open_display();
    if (!display)
        throw std::runtime_error(std::string("the X display ") + std::getenv("DISPLAY") +
                                 " refused a connection for 3 s; the 3D view was not drawn");
#endif
    vtkNew<vtkRenderWindow> window;
#ifdef SANTWIN_HAVE_X11
    window->SetDisplayId(display.get());
#endif
    window->SetOffScreenRendering(1);
    window->AddRenderer(renderer);
    window->SetSize(o.size.width(), o.size.height());
    window->SetMultiSamples(0);
    window->Render();

    vtkNew<vtkWindowToImageFilter> grab;
    grab->SetInput(window);
    grab->SetInputBufferTypeToRGB();
    grab->ReadFrontBufferOff();
    grab->Update();
    vtkImageData* img = grab->GetOutput();
    int dims[3];
    img->GetDimensions(dims);
    QImage out(dims[0], dims[1], QImage::Format_RGB888);
    const auto* src = static_cast<const unsigned char*>(img->GetScalarPointer());
    for (int y = 0; y < dims[1]; ++y)  // VTK's rows run bottom-up
        std::memcpy(out.scanLine(dims[1] - 1 - y), src + static_cast<size_t>(y) * dims[0] * 3, static_cast<size_t>(dims[0]) * 3);
    return out;
}

}  // namespace santwin::view3d
