#pragma once
// The SanTwin array CSV: array CLIs differ by vendor, so an array is described in one documented
// CSV (resources/manual/import.md). The first line that is not a comment ('#') is
// "santwin-array,1"; every other line is a record whose first cell names its kind: array,
// controller, port, disk_group, raid_group, pool, lu, host_group, lun. Records after an array
// line belong to that array. Hardware models are mapped to the catalogue
// (resources/hardware/), by key or label; an unknown one is refused with the known list.
#include <string>

#include "import/estate.h"

namespace santwin::import {

// True when the first line that is not a comment is the "santwin-array,<version>" marker.
bool looks_like_array_csv(const std::string& text);

// Adds the arrays of `text` to `estate`. Throws ImportError (file, line, reason).
void read_array_csv(const std::string& text, const std::string& file, Estate& estate);

// The catalogue key an array / drive model names (key or label, any case); throws
// std::invalid_argument listing the known models.
std::string array_model_key(const std::string& model);
std::string drive_model_key(const std::string& model);

}  // namespace santwin::import
