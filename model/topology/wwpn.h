#pragma once
// World-wide port names as people type them: "50:06:0E:80:10:3A:5C:00", "50060e80103a5c00".
// Zoning, masking and duplicate checks compare the canonical form: lower-case hex digits with
// the ':' / '-' / space separators removed.
#include <string>
#include <string_view>

namespace santwin {

// Canonical form used for every WWPN comparison ("" stays "").
std::string normalize_wwpn(std::string_view wwpn);

// True when `text` is 16 hex digits once separators are removed (a zone member that is a
// WWPN rather than an alias name).
bool looks_like_wwpn(std::string_view text);

}  // namespace santwin
