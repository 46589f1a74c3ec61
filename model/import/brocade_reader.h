#pragma once
// Brocade Fabric OS command output as an administrator captures it: switchshow, nsshow,
// islshow, and the zoning database as cfgshow, zoneshow or alishow print it. One file may hold
// several commands and several switches, one after the other; a prompt line
// ("SW-A1:admin> islshow") or a switchshow header ("switchName: SW-A1") says which switch the
// following output belongs to.
#include <string>

#include "import/estate.h"

namespace santwin::import {

// True when `text` holds FOS output this reader understands.
bool looks_like_fos(const std::string& text);

// Adds what `text` holds to `estate`. Throws ImportError (file, line, reason) on a line that
// starts like a known record but does not parse, or on islshow output with no switch to belong to.
void read_fos(const std::string& text, const std::string& file, Estate& estate);

// "N8", "8G", "4" -> 8 / 8 / 4 Gb/s; "AN", "--" -> 0 (speed not known).
double fos_speed(const std::string& token);

}  // namespace santwin::import
