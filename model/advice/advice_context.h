#pragma once
// What the advice rule families share: the lab, the rule book and the list they add to.
#include <set>
#include <string>
#include <vector>

#include "advice/advice.h"
#include "advice/rule_book.h"

namespace santwin::advice::detail {

struct Context {
    explicit Context(const Topology& topology) : t(topology), book(RuleBook::builtin()) {}

    // Adds advice of `rule`: the finding, then the rule's general advice unless `todo` says
    // what to do here, and its source.
    void add(const std::string& rule, std::vector<Id> ids, const std::string& finding,
             const std::string& todo = "", std::optional<Fix> fix = std::nullopt) {
        const RuleText& r = book.rule(rule);
        out.push_back({rule, std::move(ids), finding + ": " + (todo.empty() ? r.advice : todo), r.source,
                       std::move(fix)});
    }
    std::string name(Id id) const { return "'" + t.at(id).name + "'"; }

    const Topology& t;
    const RuleBook& book;
    std::vector<Advice> out;
};

// A setting's edit as a fix: "set <entity>.<attribute> to <value>".
Fix set_fix(const Topology& t, Id entity, const std::string& attribute, Value value);

// "12", "4.5": a count or ratio for a message, at most one decimal.
std::string number(double v);

// The rule families, each in its own file.
void advise_paths(Context& ctx);    // rr_on_asymmetric, preferred_on_non_owner
void advise_disks(Context& ctx);    // lazy_disk_latency_sensitive, thick_on_nfs, template_eagerzeroed, wide_striping
void advise_hosts(Context& ctx);    // vaai_disabled, vms_per_port
void advise_backup_lab(Context& ctx);  // ht_parity_raid, ht_same_owner, proxy_single_port
// spindles_per_stream for `streams` concurrent streams from the disks of `vms`; `why` says where
// the stream count comes from.
void spindles_per_stream(Context& ctx, int streams, const std::set<Id>& vms, const std::string& why);

}  // namespace santwin::advice::detail
