#include "project/project.h"

#include "engine/recorder.h"

namespace santwin {

bool Project::operator==(const Project& o) const {
    if (!(title == o.title && lab_id == o.lab_id && topology == o.topology && layout == o.layout &&
          scenarios == o.scenarios && runs.size() == o.runs.size()))
        return false;
    for (size_t i = 0; i < runs.size(); ++i) {
        const RecordedRun& a = runs[i];
        const RecordedRun& b = o.runs[i];
        if (!(a.name == b.name && a.scenario == b.scenario && a.parameters == b.parameters &&
              a.created == b.created && a.roles == b.roles && run_topology(a) == o.run_topology(b)))
            return false;
        if (!a.recording != !b.recording || (a.recording && !(*a.recording == *b.recording))) return false;
    }
    return true;
}

}  // namespace santwin
