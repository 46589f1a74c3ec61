#pragma once
// One undoable edit of the open project on the QUndoStack. The edit runs once, when the
// command is made (so a refused edit never reaches the stack and changes nothing); what it did
// is kept as a ChangeSet of ids and before/after values — never pointers — that undo and redo
// replay. Commands with the same merge kind and key (the moves of one drag) merge into one.
#include <QUndoCommand>
#include <functional>
#include <memory>

#include "editing/edit_session.h"

class EditCommand : public QUndoCommand {
  public:
    using Build = std::function<void(santwin::editing::EditSession&)>;
    using Changed = std::function<void(const std::vector<santwin::Id>& touched)>;

    // Runs `build` on `project`. Throws what `build` throws (editing::EditError) after rolling
    // back whatever it had done (telling `changed` if that was anything). Returns null when the
    // edit changed nothing.
    static std::unique_ptr<EditCommand> make(santwin::Project& project, const QString& text, const Build& build,
                                             Changed changed, int merge_kind = -1, qint64 merge_key = 0,
                                             const QString& merge_tag = {});

    void undo() override;
    void redo() override;
    int id() const override { return merge_kind_; }
    bool mergeWith(const QUndoCommand* other) override;

    const santwin::editing::ChangeSet& changes() const { return changes_; }

  private:
    EditCommand(santwin::Project& project, const QString& text, santwin::editing::ChangeSet changes, Changed changed,
                int merge_kind, qint64 merge_key, QString merge_tag);

    santwin::Project& project_;
    santwin::editing::ChangeSet changes_;
    Changed changed_;
    int merge_kind_;
    qint64 merge_key_;
    QString merge_tag_;  // refines the key when one gesture can move different things
    bool fresh_ = true;  // the edit is already applied: the stack's first redo() does nothing
};

// Merge kinds (QUndoCommand::id): commands of one kind and key merge.
enum MergeKind { MergeMove = 1 };
