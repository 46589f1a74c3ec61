#pragma once
// santwin-cli bench --varying: the engine under demand that changes every second.
#include <ostream>

#include "arguments.h"

namespace santwin::cli {

int bench_varying(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace santwin::cli
