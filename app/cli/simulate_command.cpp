// santwin-cli simulate: run a project file's topology with workloads and write the recording.
#include "commands.h"

namespace santwin::cli {

int cmd_simulate(const Args&, std::ostream&, std::ostream& err) {
    err << "santwin-cli: simulate is not available in this build yet\n";
    return 2;
}

}  // namespace santwin::cli
