#pragma once
// What-if settings typed on a command line: "RG-000.stripe_kb=64" sets one attribute of one
// entity, checked as the inspector checks an edit, so a run can try a lab variant without
// editing its file. Values are the inspector's text (numbers in the schema's unit, yes/no,
// entity names for references).
#include <string>
#include <vector>

#include "project/project.h"

namespace santwin::editing {

struct LabSetting {
    std::string entity;  // a name as entities_named takes it ("RG-000", "ESX-2/HBA0")
    std::string key;     // the attribute ("stripe_kb", "lun_queue_depth")
    std::string value;   // its text; "" unsets it
};

// Parses "NAME.attribute=value" (the last '.' before the first '=' splits name and attribute,
// so names may hold dots). Throws std::invalid_argument naming the expected form.
LabSetting parse_lab_setting(const std::string& spec);

// Applies `settings` in order; each must name one entity and an attribute its kind has, with a
// value the schema takes. Returns one line per setting ("FC HBA 'HBA0' (#12): lun_queue_depth
// 32 -> 64"). Throws std::invalid_argument with the reason (the project is then left partly
// set: callers work on a copy).
std::vector<std::string> apply_lab_settings(Project& project, const std::vector<LabSetting>& settings);

}  // namespace santwin::editing
