#include "commands/edit_command.h"

using namespace santwin;

std::unique_ptr<EditCommand> EditCommand::make(Project& project, const QString& text, const Build& build,
                                               Changed changed, int merge_kind, qint64 merge_key,
                                               const QString& merge_tag) {
    editing::EditSession session(project);
    try {
        build(session);
    } catch (...) {
        // Leave the project exactly as it was; views redraw only if something had changed.
        const editing::ChangeSet partial = session.take();
        partial.apply_before(project);
        if (!partial.empty() && changed) changed(partial.changed_entities());
        throw;
    }
    editing::ChangeSet changes = session.take();
    if (changes.empty()) return nullptr;
    return std::unique_ptr<EditCommand>(
        new EditCommand(project, text, std::move(changes), std::move(changed), merge_kind, merge_key, merge_tag));
}

EditCommand::EditCommand(Project& project, const QString& text, editing::ChangeSet changes, Changed changed,
                         int merge_kind, qint64 merge_key, QString merge_tag)
    : project_(project), changes_(std::move(changes)), changed_(std::move(changed)), merge_kind_(merge_kind),
      merge_key_(merge_key), merge_tag_(std::move(merge_tag)) {
    setText(text);
}

void EditCommand::undo() {
    changes_.apply_before(project_);
    if (changed_) changed_(changes_.changed_entities());
}

void EditCommand::redo() {
    if (fresh_) {
        fresh_ = false;
    } else {
        changes_.apply_after(project_);
    }
    if (changed_) changed_(changes_.changed_entities());
}

bool EditCommand::mergeWith(const QUndoCommand* other) {
    const auto* later = dynamic_cast<const EditCommand*>(other);
    if (!later || later->merge_kind_ != merge_kind_ || later->merge_key_ != merge_key_ ||
        later->merge_tag_ != merge_tag_ || merge_kind_ < 0)
        return false;
    changes_.merge(later->changes_);
    return true;
}
