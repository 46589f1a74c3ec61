#pragma once
// Finding entities by the names people type: a plain name ("RG-000"); where several share it,
// qualified by an ancestor as the CLI prints it ("Asymmetric-AA/RG-000", "ESX-2/HBA0/HBA0-p0")
// or as the entity list shows it ("RG-000 · Asymmetric-AA").
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin {

// Every entity `text` names, in id order: an exact name first; failing that, a qualified form.
std::vector<Id> entities_named(const Topology& t, const std::string& text);

// "Asymmetric-AA/RG-000": the entity's name after its parent's, the form entities_named takes.
std::string qualified_name(const Topology& t, Id id);

// Why `text` names no entity, naming ones that do exist: names that differ only in case or hold
// `text` ("did you mean 'VM1' or 'VM10'?"), else a few of the topology's top-level names. "" when
// entities_named finds something.
std::string unknown_entity(const Topology& t, const std::string& text);

}  // namespace santwin
