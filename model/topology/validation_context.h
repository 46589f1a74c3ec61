#pragma once
// What every rule family reads (the topology and one Connectivity index shared by all path
// questions) and the problem list it appends to. The families here need the topology only;
// those that also need the hardware or workload catalogues are checks/', and checks/validate.h
// runs them all.
#include <map>
#include <string>
#include <vector>

#include "topology/connectivity.h"
#include "topology/validation.h"

namespace santwin::validation_detail {

struct Context {
    explicit Context(const Topology& topology) : t(topology), c(topology) {}

    void error(std::string rule, std::vector<Id> ids, std::string message) {
        problems.push_back({Severity::Error, std::move(rule), std::move(ids), std::move(message)});
    }
    void warning(std::string rule, std::vector<Id> ids, std::string message) {
        problems.push_back(
            {Severity::Warning, std::move(rule), std::move(ids), std::move(message)});
    }
    std::string describe(Id id) const { return t.describe(id); }

    const Topology& t;
    Connectivity c;
    std::vector<Problem> problems;
};

// "1200", "12.5": a capacity or speed for a message, at most two decimals.
std::string number(double v);
// "a, b and c"
std::string join(const std::vector<std::string>& items);
// One error per existing entity listed by two or more holders (a drive by two RAID groups, a
// RAID group by two pools): "<it> is a member of <holders>: <fix>", naming it first.
void report_listed_twice(Context& ctx, const std::string& rule,
                         const std::map<Id, std::vector<Id>>& holders_of, const std::string& fix);

void check_refs(Context& ctx);     // ref.dangling
void check_storage(Context& ctx);  // raid.*, lu.no_backing, lu.duplicate_number, lu.exceeds_backing
void check_pools(Context& ctx);    // pool.*
void check_fabric(Context& ctx);   // port.*, link.*, zone.*, alias.*, fabric.*
void check_vm_owners(Context& ctx);  // vm.no_host, vmdk.no_datastore
void check_vmware(Context& ctx);   // vmdk.* sizes, datastore.exceeds_lu
void check_masking(Context& ctx);  // masking.*
// datastore.unreachable, vm.datastore_not_visible, multipath.preferred_not_a_path,
// multipath.lu_not_visible
void check_paths(Context& ctx);
void check_names(Context& ctx);    // name.*
void check_lu_arrays(Context& ctx);  // lu.other_array

}  // namespace santwin::validation_detail
