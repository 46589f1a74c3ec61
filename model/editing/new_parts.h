#pragma once
// The Masking and VMware tabs' "New host group" and "New datastore": parts that arrive usable,
// with the defaults a VMware administrator would pick, so no inspector fix is needed after.
#include "editing/edit_session.h"

namespace santwin::editing {

// A host group on `array` ("HG-1", "HG-2"...), in host mode VMware when the project has ESX
// hosts, on every front-end port (empty port list). Refuses (EditError) a non-array.
Id add_host_group(EditSession& s, Id array);

// A VMFS datastore backed by `lu`, or when `lu` is kNoId by the first LU (in id order) no
// datastore uses yet, named "DS-" + the LU's name. Refuses (EditError) when there is no such LU.
Id add_datastore(EditSession& s, Id lu = kNoId);

}  // namespace santwin::editing
