#pragma once
// The editor's commands, one per kind of edit, each an EditCommand over model/editing. Each
// factory runs the edit and returns the command to push, or throws editing::EditError with the
// reason an impossible edit is refused.
#include "commands/edit_command.h"
#include "editing/edits.h"

namespace commands {

using santwin::Id;
using santwin::Project;
using Changed = EditCommand::Changed;

std::unique_ptr<EditCommand> setAttribute(Project& p, Id id, const std::string& key, const std::string& text, Changed c);
// The same attribute of several entities, as one undo step (all or none: a refused value for one
// leaves every entity as it was).
std::unique_ptr<EditCommand> setAttributeOfAll(Project& p, const std::vector<Id>& ids, const std::string& key,
                                               const std::string& text, Changed c);
std::unique_ptr<EditCommand> renameEntity(Project& p, Id id, const std::string& name, Changed c);
std::unique_ptr<EditCommand> setNote(Project& p, Id id, const std::string& note, Changed c);
// `drag` identifies one drag gesture: its moves merge into one command.
std::unique_ptr<EditCommand> moveNodes(Project& p, const std::map<Id, santwin::Point>& to, qint64 drag, Changed c);
std::unique_ptr<EditCommand> createEntity(Project& p, santwin::Kind kind, Id parent, santwin::Point at, Id* created,
                                          Changed c);
std::unique_ptr<EditCommand> deleteEntities(Project& p, const std::vector<Id>& ids, Changed c);
std::unique_ptr<EditCommand> connectPorts(Project& p, Id a, Id b, Id* link, Changed c);
// A whole device from the palette's templates (model/editing/device_templates.h), one undo step.
std::unique_ptr<EditCommand> addDevice(Project& p, const std::string& template_id, santwin::Point at, Id drop_target,
                                       Id* created, Changed c);
// `verb` names the step in the history: "Duplicate" or "Paste". `count` copies (each `offset`
// further than the one before) are one step.
std::unique_ptr<EditCommand> duplicate(Project& p, const std::vector<Id>& ids, santwin::Point offset,
                                       std::vector<Id>* copies, Changed c, const QString& verb = QStringLiteral("Duplicate"),
                                       int count = 1);
// Boxes back to the tiers' auto-layout (the selection and its contents; all when empty).
std::unique_ptr<EditCommand> layOutByTier(Project& p, const std::vector<Id>& ids, Changed c);
// Frames (chassis, fabric, array, pool, VTL) drawn as one box each, or opened again; `at` places
// the collapsed boxes (where their frames were).
std::unique_ptr<EditCommand> setCollapsed(Project& p, const std::vector<Id>& ids, bool collapsed,
                                          const std::map<Id, santwin::Point>& at, Changed c);

}  // namespace commands
