#include "bridge/project/project_controller.h"

#include <QFileInfo>
#include <QUrl>
#include <QVariantMap>
#include <exception>
#include <set>

#include "bridge/qt_text.h"
#include "diagram/auto_layout.h"
#include "editing/zoning.h"
#include "labs/labs.h"
#include "store/json_io.h"

using namespace santwin;

ProjectController::ProjectController(QObject* parent) : QObject(parent) {}

ProjectController::~ProjectController() {
    // The models point into diagram_ and project_: detach them before those go.
    nodes_.setDiagram(nullptr);
    links_.setDiagram(nullptr);
    entities_.setTopology(nullptr);
}

QString ProjectController::title() const {
    if (!project_) return {};
    // A kept run's configuration carries its file's title, which names the file's own lab.
    if (!runFile().isEmpty()) return QFileInfo(runFile()).fileName();
    if (!project_->title.empty()) return qs(project_->title);
    return QFileInfo(source_path_).fileName();
}

QString ProjectController::labId() const {
    return project_ ? qs(project_->lab_id) : QString();
}

int ProjectController::entityCount() const {
    return project_ ? static_cast<int>(project_->topology.size()) : 0;
}

QVariantList ProjectController::headlines() const {
    QVariantList out;
    if (!project_) return out;
    const std::pair<Kind, const char*> kinds[] = {{Kind::EsxHost, "ESX hosts"},
                                                  {Kind::Vm, "Virtual machines"},
                                                  {Kind::Datastore, "Datastores"},
                                                  {Kind::FcSwitch, "FC switches"},
                                                  {Kind::EthernetSwitch, "Ethernet switches"},
                                                  {Kind::Array, "Storage arrays"},
                                                  {Kind::Drive, "Drives"},
                                                  {Kind::RaidGroup, "RAID groups"},
                                                  {Kind::Pool, "Thin pools"},
                                                  {Kind::LogicalUnit, "Logical units"},
                                                  {Kind::NasHead, "NAS heads"},
                                                  {Kind::Vtl, "Virtual tape libraries"},
                                                  {Kind::TapeLibrary, "Tape libraries"},
                                                  {Kind::Link, "Cables"}};
    for (const auto& [kind, label] : kinds)
        if (auto n = project_->topology.all_of(kind).size())
            out.append(
                QVariantMap{{"label", QString::fromLatin1(label)}, {"count", static_cast<int>(n)}});
    return out;
}

QVariantList ProjectController::builtinLabs() const {
    QVariantList out;
    for (const labs::LabInfo& lab : labs::builtin_labs())
        out.append(QVariantMap{{"id", qs(lab.id)}, {"title", qs(lab.title)}});
    return out;
}

bool ProjectController::openLab(const QString& id) {
    try {
        show(std::make_unique<Project>(labs::build_lab(ss(id.trimmed()))), QString());
        return true;
    } catch (const std::exception& e) {
        return fail(QStringLiteral("Could not open built-in lab '%1': %2").arg(id, qs(e.what())));
    }
}

void ProjectController::newProject() {
    auto project = std::make_unique<Project>();
    project->title = "Untitled";
    show(std::move(project), QString());
}

bool ProjectController::openFile(const QString& pathOrUrl) {
    const QString path = local_path(pathOrUrl);
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("Could not open %1: no such file. Check the path, or pick a "
                                   "built-in lab instead.")
                        .arg(path));
    const QString suffix = info.suffix().toLower();
    if (suffix != "santwin" && suffix != "json")
        return fail(QStringLiteral("Could not open %1: SanTwin opens .santwin projects and .json "
                                   "exports (santwin-cli lab export writes both).")
                        .arg(path));
    try {
        show(std::make_unique<Project>(store::import_project(ss(info.absoluteFilePath()))),
             info.absoluteFilePath());
        return true;
    } catch (const std::exception& e) {
        return fail(QStringLiteral("Could not open %1: %2").arg(path, qs(e.what())));
    }
}

void ProjectController::show(std::unique_ptr<Project> project, const QString& source, std::optional<QString> runKeptIn) {
    clearSelection();
    // Build the new diagram before letting go of the old project: a failure leaves all as it was.
    diagram::Diagram next = diagram::lay_out(*project);
    nodes_.setDiagram(nullptr);
    links_.setDiagram(nullptr);
    entities_.setTopology(nullptr);
    project_ = std::move(project);
    diagram_ = std::move(next);
    source_path_ = source;
    known_on_disk_ = store::known_runs(*project_);
    run_file_ = std::move(runKeptIn);
    nodes_.setDiagram(&diagram_);
    links_.setDiagram(&diagram_);
    entities_.setTopology(&project_->topology);
    problems_.refresh(project_.get());
    clearError();
    emit projectChanged();
    emit projectOpened();
}

void ProjectController::refreshAfterEdit() {
    if (!project_) return;
    const qint64 selected = selected_id_;
    std::vector<Id> extra = extra_;
    diagram::Diagram next = diagram::lay_out(*project_);
    nodes_.setDiagram(nullptr);
    links_.setDiagram(nullptr);
    entities_.setTopology(nullptr);
    diagram_ = std::move(next);
    nodes_.setDiagram(&diagram_);
    links_.setDiagram(&diagram_);
    entities_.setTopology(&project_->topology);
    problems_.refresh(project_.get());
    selected_id_ = 0;
    selected_node_ = -1;
    std::erase_if(extra, [this](Id id) { return !project_->topology.contains(id); });
    if (selected && project_->topology.contains(static_cast<Id>(selected))) {
        extra_ = extra;
        showPrimary(selected);
    } else {
        extra_.clear();
        inspector_.clear();
        emit selectionChanged();
    }
    emit projectChanged();
}

void ProjectController::setSourcePath(const QString& path) {
    source_path_ = path;
    if (project_) known_on_disk_ = store::known_runs(*project_);
    run_file_.reset();  // saved, it is that file's project now
    emit projectChanged();
}

bool ProjectController::fail(const QString& message) {
    error_ = message;
    emit errorMessageChanged();
    emit openFailed(message);
    return false;
}

void ProjectController::clearError() {
    if (error_.isEmpty()) return;
    error_.clear();
    emit errorMessageChanged();
}

void ProjectController::select(qint64 entityId) {
    extra_.clear();
    showPrimary(entityId);
}

void ProjectController::showPrimary(qint64 entityId) {
    if (!project_ || !project_->topology.contains(static_cast<Id>(entityId))) {
        clearSelection();
        return;
    }
    selected_id_ = entityId;
    selected_node_ = diagram_.node_for(static_cast<Id>(entityId));
    const diagram::Node* node =
        selected_node_ >= 0 ? &diagram_.nodes[static_cast<std::size_t>(selected_node_)] : nullptr;
    inspector_.showEntity(&project_->topology, static_cast<Id>(entityId), node);
    highlight_.clear();
    if (project_->topology.at(static_cast<Id>(entityId)).kind == Kind::Zone) {
        std::set<int> boxes;
        for (Id port : editing::zone_ports(project_->topology, static_cast<Id>(entityId)))
            if (int n = diagram_.node_for(port); n >= 0) boxes.insert(n);
        for (int n : boxes) highlight_.append(n);
    } else if (project_->topology.at(static_cast<Id>(entityId)).kind == Kind::Link) {
        // A cable is drawn between boxes, not as one: its two ends are lit (the rest dimmed).
        const Entity& link = project_->topology.at(static_cast<Id>(entityId));
        std::set<int> ends;
        for (const char* end : {"a", "b"})
            if (int n = diagram_.node_for(link.ref(end)); n >= 0) ends.insert(n);
        for (int n : ends) highlight_.append(n);
    }
    emit selectionChanged();
}

void ProjectController::selectNode(int index) {
    if (!project_ || index < 0 || index >= static_cast<int>(diagram_.nodes.size())) {
        clearSelection();
        return;
    }
    const diagram::Node& node = diagram_.nodes[static_cast<std::size_t>(index)];
    if (!node.group) {
        select(static_cast<qint64>(node.key));
        return;
    }
    selected_id_ = 0;
    selected_node_ = index;
    inspector_.showGroup(&project_->topology, node);
    emit selectionChanged();
}

void ProjectController::clearSelection() {
    extra_.clear();
    if (selected_id_ == 0 && selected_node_ < 0 && inspector_.empty()) return;
    highlight_.clear();
    selected_id_ = 0;
    selected_node_ = -1;
    inspector_.clear();
    emit selectionChanged();
}
