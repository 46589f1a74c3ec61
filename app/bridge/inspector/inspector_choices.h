#pragma once
// What the inspector's editors offer for a reference or a list attribute: the candidates a pick
// list shows, and for a list each member as a row of its own. Every value is what the editor
// writes back through ProjectEditor.setAttribute: an entity's name, or "#id" where its name
// alone would not say which one (two HBAs named "HBA0"), so a list rebuilt from these values
// names exactly the members it had.
#include <QStringList>
#include <QVariantList>

#include "topology/schema.h"
#include "topology/topology.h"

namespace santwin {

struct Choices {
    QStringList values, labels;  // labels: what the pick list shows for each value
};

// A single reference: "" (none) first, then its candidates; empty when there is nothing to pick.
Choices reference_choices(const Topology& t, const Entity& e, const AttrSpec& spec);

// A list attribute's members in order: {value, name, hint, id} — `name` is what the row shows
// (a WWPN member by the port it names), `hint` the whole story for the tooltip, `id` the entity
// the row's "→" selects (0: none).
QVariantList list_members(const Topology& t, const Entity& e, const AttrSpec& spec);

// What the "add" pick list offers: candidates that are not members yet (nor, for a drive, a
// host or a pool volume, held by another list). Empty when the model cannot tell.
Choices list_additions(const Topology& t, const Entity& e, const AttrSpec& spec);

}  // namespace santwin
