#pragma once
// How people read an attribute key: "cpu_sockets" -> "CPU sockets", "speed_gbps" -> "Speed"
// (units are shown beside values, so they are dropped from the label).
#include <string>
#include <string_view>

namespace santwin {

std::string attr_label(std::string_view key);

// `message` with a leading "<key> " (as schema checks word them) replaced by the key's label:
// "speed_gbps must be between ..." -> "Speed must be between ...".
std::string with_attr_label(std::string_view key, const std::string& message);

}  // namespace santwin
