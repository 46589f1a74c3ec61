#pragma once
// Owns the open project (a built-in lab or a file), its diagram and the models QML shows, and
// what is selected. Opening replaces everything at once; a failed open keeps the current project
// and reports a message that names the fix (errorMessage, openFailed).
#include <QObject>
#include <QRectF>
#include <QVariantList>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "bridge/inspector/entity_attributes_model.h"
#include "bridge/panels/entity_tree_model.h"
#include "bridge/diagram/link_model.h"
#include "bridge/panels/problems_model.h"
#include "bridge/diagram/topology_model.h"
#include "diagram/diagram.h"
#include "store/project_update.h"

class ProjectController : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool hasProject READ hasProject NOTIFY projectChanged)
    Q_PROPERTY(QString title READ title NOTIFY projectChanged)
    Q_PROPERTY(QString labId READ labId NOTIFY projectChanged)
    Q_PROPERTY(QString sourcePath READ sourcePath NOTIFY projectChanged)
    // The diagram shows a recorded run's configuration (showRun), not a project opened or made;
    // runFile is the project file that keeps that run ("" for a scenario just run).
    Q_PROPERTY(bool showsRun READ showsRun NOTIFY projectChanged)
    Q_PROPERTY(QString runFile READ runFile NOTIFY projectChanged)
    Q_PROPERTY(int entityCount READ entityCount NOTIFY projectChanged)
    // Headline counts for the overview: [{label: "ESX hosts", count: 4}, ...] (non-zero only).
    Q_PROPERTY(QVariantList headlines READ headlines NOTIFY projectChanged)
    Q_PROPERTY(QVariantList builtinLabs READ builtinLabs CONSTANT)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(TopologyModel* nodes READ nodes CONSTANT)
    Q_PROPERTY(LinkModel* links READ links CONSTANT)
    Q_PROPERTY(EntityTreeModel* entities READ entities CONSTANT)
    Q_PROPERTY(EntityAttributesModel* inspector READ inspector CONSTANT)
    Q_PROPERTY(ProblemsModel* problems READ problems CONSTANT)
    Q_PROPERTY(qint64 selectedId READ selectedId NOTIFY selectionChanged)
    Q_PROPERTY(int selectedNode READ selectedNode NOTIFY selectionChanged)
    // Diagram nodes to stand out while the rest dims: the boxes holding the member ports of a
    // selected zone (empty: nothing dims).
    // Every selected entity (the inspected one first) and the diagram nodes showing them.
    Q_PROPERTY(QVariantList selectedIds READ selectedIds NOTIFY selectionChanged)
    // The other selected entities of the inspected one's kind: an inspector edit applies to them too.
    Q_PROPERTY(QVariantList sameKindSelected READ sameKindSelected NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList selectedNodes READ selectedNodes NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList highlightNodes READ highlightNodes NOTIFY selectionChanged)
    // Port chips to light and cables to trace chip to chip for the selection: a selected cable
    // and its two ports; a selected port and its cables; a selected zone's member ports.
    Q_PROPERTY(QVariantList litPorts READ litPorts NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList litLinks READ litLinks NOTIFY selectionChanged)
  public:
    // One per session (bridge/session); QML reaches it through the session's façade.
    explicit ProjectController(QObject* parent);
    ~ProjectController() override;

    // A built-in lab by id or 3-digit prefix ("004").
    Q_INVOKABLE bool openLab(const QString& id);
    // An empty project ("Untitled"), to build a lab from the palette.
    Q_INVOKABLE void newProject();
    // A .santwin or .json project (a path or a file:// URL).
    Q_INVOKABLE bool openFile(const QString& pathOrUrl);
    // File > Import…: what importing `paths` (files or folders, paths or file URLs: RVTools CSV
    // tabs, Brocade FOS output, array CSVs) would create, nothing opened: {ok, error (file, line
    // and reason of a refused input), inputs, created, matched, inferred, missing, problems}.
    Q_INVOKABLE QVariantMap previewImport(const QVariantList& paths) const;
    // Imports them as a new, unsaved project; false (errorMessage set) when an input is refused.
    Q_INVOKABLE bool importEstate(const QVariantList& paths);
    Q_INVOKABLE void select(qint64 entityId);
    Q_INVOKABLE void selectNode(int index);
    Q_INVOKABLE void clearSelection();
    // Exactly `ids` (the first one inspected), e.g. every copy a Duplicate made.
    Q_INVOKABLE void selectIds(const QVariantList& ids);
    // Ctrl-click: adds node `index`'s entity to the selection, or takes it out.
    Q_INVOKABLE void toggleNode(int index);
    // Ctrl-click in the Entities list: adds the entity to the selection, or takes it out.
    Q_INVOKABLE void toggleId(qint64 entityId);
    // Rubber band: selects the entities of the boxes lying wholly inside the scene rectangle
    // (groups and frames that hold other boxes are left out); `add` keeps the selection.
    Q_INVOKABLE void selectRect(qreal x, qreal y, qreal width, qreal height, bool add);
    Q_INVOKABLE void clearError();
    // A port chip pointed at: what it says (diagram::port_hint) and the cables it is part of.
    Q_INVOKABLE QString portHint(qint64 port) const;
    Q_INVOKABLE QVariantList linksOfPort(qint64 port) const;
    // The ports at both ends of `links`.
    Q_INVOKABLE QVariantList portsOfLinks(const QVariantList& links) const;
    // `links` drawn chip to chip (diagram::trace_cables): one {link, x0, y0, x1, y1, x2, y2, x3,
    // y3} per cable, a cubic Bézier in scene units.
    Q_INVOKABLE QVariantList cableTraces(const QVariantList& links) const;
    // Shows a recorded run's configuration (a scenario's bench): there is no file to save it to;
    // `keptIn` names the project file that keeps the run ("" for none).
    void showRun(std::unique_ptr<santwin::Project> configuration, const QString& keptIn) {
        show(std::move(configuration), QString(), keptIn);
    }

    bool hasProject() const { return project_ != nullptr; }
    QString title() const;
    QString labId() const;
    QString sourcePath() const { return source_path_; }
    bool showsRun() const { return run_file_.has_value(); }
    QString runFile() const { return run_file_.value_or(QString()); }
    int entityCount() const;
    QVariantList headlines() const;
    QVariantList builtinLabs() const;
    QString errorMessage() const { return error_; }
    TopologyModel* nodes() { return &nodes_; }
    LinkModel* links() { return &links_; }
    EntityTreeModel* entities() { return &entities_; }
    EntityAttributesModel* inspector() { return &inspector_; }
    ProblemsModel* problems() { return &problems_; }
    qint64 selectedId() const { return selected_id_; }
    int selectedNode() const { return selected_node_; }
    QVariantList highlightNodes() const { return highlight_; }
    QVariantList sameKindSelected() const;
    QVariantList selectedIds() const;
    QVariantList selectedNodes() const;
    QVariantList litPorts() const;
    QVariantList litLinks() const;

    const santwin::Project* project() const { return project_.get(); }
    // For ProjectEditor's commands, which change the project and then call refreshAfterEdit().
    santwin::Project* editableProject() { return project_.get(); }
    // Redraws after an edit: the diagram is laid out again (saved positions win), the models
    // reset, the selection kept if its entity still exists.
    void refreshAfterEdit();
    // Saved to `path`: the project is that file's now, and what the file keeps is known again.
    void setSourcePath(const QString& path);
    // The kept runs and scenarios of the file at sourcePath when it was opened or last saved: a
    // Save there keeps the runs other programs added to the file since (save_keeping_new_runs).
    const santwin::store::KnownRuns& knownOnDisk() const { return known_on_disk_; }
    const santwin::diagram::Diagram& diagram() const { return diagram_; }

  signals:
    void projectChanged();   // opened, or its content edited
    void projectOpened();    // a different project replaced the previous one
    void selectionChanged();
    void errorMessageChanged();
    void openFailed(const QString& message);

  private:
    // `runKeptIn`: set when `project` is a recorded run's configuration (see showRun).
    void show(std::unique_ptr<santwin::Project> project, const QString& source,
              std::optional<QString> runKeptIn = std::nullopt);
    void showPrimary(qint64 entityId);  // inspects it; the rest of the selection stays
    std::vector<santwin::Id> selection() const;  // the inspected entity first, then the others
    std::set<santwin::Id> selectedLinks() const;  // selected cables and the selected ports' cables
    bool fail(const QString& message);

    std::unique_ptr<santwin::Project> project_;
    santwin::diagram::Diagram diagram_;
    QString source_path_;
    santwin::store::KnownRuns known_on_disk_;
    std::optional<QString> run_file_;  // set while a run's configuration is shown
    QString error_;
    TopologyModel nodes_;
    LinkModel links_;
    EntityTreeModel entities_;
    EntityAttributesModel inspector_;
    ProblemsModel problems_;
    qint64 selected_id_ = 0;
    int selected_node_ = -1;
    QVariantList highlight_;
    std::vector<santwin::Id> extra_;  // selected besides selected_id_, in the order chosen
};
