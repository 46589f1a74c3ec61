#pragma once
// Edits of the open project, for QML: every change is a command on one QUndoStack (undo/redo,
// history, clean state for the modified mark), and Save / Save As write the project file.
// Invokables that can be refused return "" on success or the reason, for the editor to show.
#include <QObject>
#include <QPointF>
#include <QStringList>
#include <QUndoStack>
#include <QVariantList>
#include <functional>

class ProjectController;
namespace santwin::editing {
class EditSession;
}

class ProjectEditor : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stackChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stackChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY stackChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY stackChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY stackChanged)
    // Every command's text, oldest first, and how many of them are applied (the history view).
    Q_PROPERTY(QStringList history READ history NOTIFY stackChanged)
    Q_PROPERTY(int historyIndex READ historyIndex NOTIFY stackChanged)
    // Every kind the palette offers: [{kind: "fc_switch", label, category, doc, parents}].
    Q_PROPERTY(QVariantList paletteKinds READ paletteKinds CONSTANT)
  public:
    ProjectEditor(ProjectController* project, QObject* parent);


    Q_INVOKABLE void undo() { stack_.undo(); }
    Q_INVOKABLE void redo() { stack_.redo(); }
    Q_INVOKABLE void setHistoryIndex(int index) { stack_.setIndex(index); }

    Q_INVOKABLE QString setAttribute(qint64 id, const QString& key, const QString& text);
    // One undo step setting `key` on every entity of `ids` (e.g. a workload on selected VMs).
    Q_INVOKABLE QString setAttributeOfAll(const QVariantList& ids, const QString& key, const QString& text);
    Q_INVOKABLE QString rename(qint64 id, const QString& name);
    Q_INVOKABLE QString setNote(qint64 id, const QString& note);
    // What deleting these takes with it, for the confirmation ("" when nothing is selected).
    Q_INVOKABLE QString deletePlan(const QVariantList& ids) const;
    Q_INVOKABLE QString deleteEntities(const QVariantList& ids);
    // Moves a diagram node; the moves of one `drag` (any number, same for the whole gesture)
    // are one command.
    Q_INVOKABLE QString moveNode(qint64 id, double x, double y, qint64 drag);
    // Moves diagram node `index` by (dx, dy) scene units: a frame (chassis, fabric, array) moves
    // with everything drawn inside it. One command.
    Q_INVOKABLE QString moveNodeBy(int index, double dx, double dy);
    Q_INVOKABLE QString moveNodesBy(const QVariantList& indexes, double dx, double dy);
    // Lines up the boxes of `indexes` (each with what it holds) on one edge: "left", "right",
    // "top", "bottom", or their mean centre: "hcenter", "vcenter". One undo step.
    Q_INVOKABLE QString alignNodes(const QVariantList& indexes, const QString& edge);
    // Copies land below their originals in free space, at least `step` of their height down, so
    // repeated pastes of one copy fan out; a paste is named so in the history.
    // `count` copies of `ids` as one undo step; the copies are selected afterwards.
    Q_INVOKABLE QString duplicate(const QVariantList& ids, int step = 1, bool paste = false, int count = 1);
    // Collapse frames into one box each (a part selected collapses the frame it is in), or
    // expand collapsed boxes; one undo step. toggleCollapsed is the ▾/▸ on a box.
    Q_INVOKABLE QString setCollapsed(const QVariantList& indexes, bool collapse);
    Q_INVOKABLE QString toggleCollapsed(int index);
    Q_INVOKABLE QString setAllCollapsed(bool collapse);
    Q_INVOKABLE bool isCollapsible(int index) const;
    // Entities `ids` and their contents back to the tiers' auto-layout (all boxes when empty).
    Q_INVOKABLE QString layOutByTier(const QVariantList& ids);
    // Creates an entity of `kind` (its file name, e.g. "fc_switch") inside `parent` (0: top).
    Q_INVOKABLE QString create(const QString& kind, qint64 parent, double x, double y);
    // A palette drop at scene point (x, y) on diagram node `node` (-1: empty canvas): the new
    // entity goes inside the nearest entity there that can contain it (a switch into the fabric
    // it is dropped on, a port into a controller), else at the top level if its kind may be.
    // ("device:<template>" adds a whole device: model/editing/device_templates.h.)
    Q_INVOKABLE QString dropNew(const QString& kind, int node, double x, double y);
    // Scene x of the column a new `kind` box belongs in (NaN: none, e.g. a port or a device).
    Q_INVOKABLE double columnX(const QString& kind) const;
    // A device template dropped at (x, y) on node `node` (-1: empty canvas), one undo step.
    Q_INVOKABLE QString dropDevice(const QString& templateId, int node, double x, double y);
    Q_INVOKABLE QString cableRefusal(qint64 a, qint64 b) const;
    Q_INVOKABLE QString connectPorts(qint64 a, qint64 b);
    // A cable drawn from diagram node `fromNode` (on port chip `fromPort`, or 0 for "a free port
    // of that device") to `toNode` / `toPort`: {ok, a, b, gbps, text} where text is what the
    // cursor shows ("SW-A/3 → 0B · 4 Gb/s" or the reason it cannot be).
    Q_INVOKABLE QVariantMap cablePlan(int fromNode, qint64 fromPort, int toNode, qint64 toPort) const;
    Q_INVOKABLE QString connectCable(int fromNode, qint64 fromPort, int toNode, qint64 toPort);
    // Zoning (zoning_edits.cpp): add a port's WWPN to a zone, remove a member as written; a new
    // zone (in the active set), in or out of the active set; an alias for a port, as a member.
    Q_INVOKABLE QString addZoneMember(qint64 zone, qint64 port);
    Q_INVOKABLE QString addZone(qint64 fabric);
    // The Masking tab's New host group (on `array`) and the VMware tab's New datastore (on the
    // first LU no datastore uses); each selects what it made (editing/new_parts.h).
    Q_INVOKABLE QString addHostGroup(qint64 array);
    Q_INVOKABLE QString addDatastore();
    Q_INVOKABLE QString setZoneActive(qint64 zone, bool active);
    Q_INVOKABLE QString addAlias(qint64 fabric, qint64 port);
    Q_INVOKABLE QString addAliasMember(qint64 zone, qint64 alias);
    // LUN masking: a host port's WWPN into a host group, an initiator out of it, an LU presented
    // to the group at a LUN id (a presentation is taken away by deleting its mapping).
    Q_INVOKABLE QString addInitiator(qint64 hostGroup, qint64 port);
    Q_INVOKABLE QString removeInitiator(qint64 hostGroup, const QString& initiator);
    Q_INVOKABLE QString mapLu(qint64 hostGroup, qint64 lu, int lun);
    // The multipath policy ("mru", "fixed", "rr") `host` uses for `lu`, created when it has none.
    Q_INVOKABLE QString setPathPolicy(qint64 host, qint64 lu, const QString& policy);
    Q_INVOKABLE QString removeZoneMember(qint64 zone, const QString& member);

    // Writes the project to `path` (a .santwin or .json; a file:// URL is fine) atomically;
    // on success the project is clean and the path becomes its source.
    Q_INVOKABLE QString saveAs(const QString& pathOrUrl);
    Q_INVOKABLE QString save();

    bool canUndo() const { return stack_.canUndo(); }
    bool canRedo() const { return stack_.canRedo(); }
    QString undoText() const { return stack_.undoText(); }
    QString redoText() const { return stack_.redoText(); }
    bool modified() const { return !stack_.isClean(); }
    QStringList history() const;
    QVariantList paletteKinds() const;
    int historyIndex() const { return stack_.index(); }
    QUndoStack& stack() { return stack_; }

  signals:
    void stackChanged();
    // An edit was refused: the reason, for the status bar.
    void refused(const QString& reason);
    void saved(const QString& path);
    // Writing the file failed (disk full, no permission): the reason, for a dialog.
    void saveFailed(const QString& reason);

  private:
    template <typename Make>
    QString push(Make make);
    // One edit session as one undoable command named `text` (for edits defined in other files).
    QString pushEdit(const QString& text, const std::function<void(santwin::editing::EditSession&)>& edit);

    ProjectController* project_;
    QUndoStack stack_;
};
