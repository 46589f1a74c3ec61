#pragma once
// The editor's operations on a lab, as the storage administrator thinks of them: create a thing,
// delete things with what depends on them, change an attribute typed as text, cable two ports,
// copy a selection with the cables between its members. Each runs inside an EditSession, so
// the app's undo stack replays it; each refuses an impossible edit with EditError naming why.
#include <stdexcept>
#include <string>
#include <vector>

#include "editing/edit_session.h"

namespace santwin::editing {

class EditError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A name split at its trailing "-<digits>": "RG-007" is {"RG-", 7, 3}; "CTL0" is {"CTL0-", -1, 0}.
struct NumberedName {
    std::string stem;   // up to and including the dash
    long number = -1;   // -1: the name has no trailing number
    size_t width = 0;   // digits written, for zero padding
};
NumberedName split_number(const std::string& name);

// A name not used by another entity of `kind` under the same parent: "VM", "VM-2", "VM-3"...;
// a taken "VM-7" becomes the next free number after it ("VM-8"), keeping zero padding.
std::string unique_name(const Topology& t, Kind kind, const std::string& wanted, Id parent);

// Creates an entity with the schema's defaults (a unique name from `name` or its kind label),
// placed at `at` on the diagram when given.
Id create_entity(EditSession& s, Kind kind, const std::string& name, Id parent, const Point* at = nullptr);

// Records that mean nothing once what they point at is gone (cables, LUN mappings, path
// policies): a delete takes them along.
bool is_dependent_record(Kind k);

// What deleting `ids` takes with it: everything they contain, the records that only make sense
// with them (cables on their ports, LUN mappings, multipath policies), and the references other
// entities keep to them (cleared: a zone loses the member, a datastore its LU).
struct DeletePlan {
    std::vector<Id> removed;       // roots and records, each with its subtree
    std::vector<Id> contained;     // entities inside the removed roots
    std::vector<std::pair<Id, std::string>> cleared;  // (entity, attribute) losing a reference
    // "Deletes ESX host 'ESX-1' (#5) and 12 entities inside it; 2 cables; clears the 'host'
    //  of 9 VMs": for the confirmation dialog.
    std::string describe(const Topology& t) const;
};
DeletePlan plan_delete(const Topology& t, const std::vector<Id>& ids);
void delete_entities(EditSession& s, const std::vector<Id>& ids);

// A WWPN no port of `t` uses yet for port `index` of `device`: the device's vendor's prefix
// (topology/port_vendor.h), then three bytes counted from `seed`. The second form numbers
// `port`, already in `t`, from its own id.
std::string fresh_wwpn(const Topology& t, Id device, int index, Id seed);
std::string fresh_wwpn(const Topology& t, Id port);

// Parses `text` as the attribute's type (number within range, yes/no, a choice, an entity
// name for references, comma-separated lists) and sets it; "" unsets it.
void set_attribute_text(EditSession& s, Id id, const std::string& key, const std::string& text);
Value parse_attribute(const Topology& t, Id id, const std::string& key, const std::string& text);

// Why ports `a` and `b` cannot be cabled ("" if they can): different protocols, a port already
// cabled, the same device, two host adapters.
std::string cable_refusal(const Topology& t, Id a, Id b);
// The speed a cable between them runs at (the slower port), Gb/s.
double negotiated_gbps(const Topology& t, Id a, Id b);
// Cables them (throws EditError with cable_refusal's reason); returns the link.
Id connect_ports(EditSession& s, Id a, Id b);

// Copies `ids` (each with its subtree) and the cables between ports inside the copy, renamed
// uniquely, FC ports given fresh WWPNs, references among the copied entities pointing at the
// copies; diagram positions shifted by `offset`. Returns the new roots.
std::vector<Id> duplicate(EditSession& s, const std::vector<Id>& ids, Point offset);

// The most copies one edit makes: a lab grows by thousands of VMs through several edits, and an
// absurd count is refused before any work rather than filling memory.
constexpr int kMaxCopies = 10000;
// `count` copies of `ids`, each made as duplicate() makes one (names numbered on, each copy `offset`
// further than the one before), in one session so one undo takes them all. Returns every copy's
// roots, in order. Refuses (EditError) a count outside 1..kMaxCopies or nothing to copy.
std::vector<Id> duplicate_copies(EditSession& s, const std::vector<Id>& ids, int count, Point offset);

// Draws the frames `ids` (chassis, fabrics, arrays, pools, VTLs) as one box each, or opens them
// again. Refuses (EditError) an entity that is not a frame.
void set_collapsed(EditSession& s, const std::vector<Id>& ids, bool collapsed);

// Forgets where boxes were put by hand: entities `ids` and everything inside them (every entity
// when `ids` is empty) go back to where the tiers' auto-layout puts them. Returns how many
// positions were forgotten; refuses (EditError) when none was hand-placed.
size_t lay_out_by_tier(EditSession& s, const std::vector<Id>& ids);

}  // namespace santwin::editing
