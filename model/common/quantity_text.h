#pragma once
// Quantities as a message shows them to a user: "199.5 GB", not "199.500000 GB".
#include <string>

namespace santwin {

// `value` with at most `decimals` decimals, trailing zeros dropped ("12", "0.25", "-3.5").
std::string number_text(double value, int decimals = 1);
// Gigabytes with their unit: one decimal ("199.5 GB"), two below 1 GB ("0.25 GB").
std::string gb_text(double gb);

}  // namespace santwin
