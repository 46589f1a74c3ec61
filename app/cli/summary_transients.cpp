#include "summary_transients.h"

#include <algorithm>
#include <cmath>

#include "duration_text.h"
#include "recording_output.h"

namespace santwin::cli {

namespace {
// A VM is zeroing while its array operations exceed its own I/Os by more than this share (the
// host's first-write zeroing and metadata I/O); below it, warm.
constexpr double kZeroingExcess = 0.05;

// Where `vm`'s zeroing ended: the start of the last stretch, up to the end, in which its array
// operations stay within kZeroingExcess of its I/Os; -1 if it zeroed into the last tenth of the
// run (still warming) or never zeroed.
double zeroing_end(const engine::Recorder& rec, Id vm, double duration, bool& still_warming) {
    still_warming = false;
    const engine::Series* io = rec.find(vm, "iops");
    const engine::Series* array = rec.find(vm, "array_iops");
    if (!io || !array) return -1;
    auto zeroing = [&](double from, double to) {
        const double i = io->mean(from, to);
        return i > 0 && array->mean(from, to) > (1 + kZeroingExcess) * i;
    };
    const double step = std::max(1.0, duration / 200);
    if (!zeroing(0, std::min(duration, 10 * step))) return -1;
    if (zeroing(0.9 * duration, duration)) {
        still_warming = true;
        return -1;
    }
    double end = duration;
    while (end - step > 0 && !zeroing(end - step, end)) end -= step;
    return end;
}
}  // namespace

void write_transients(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration,
                      const std::map<Id, std::string>& labels, const std::vector<std::pair<double, Id>>& vms) {
    auto label = [&](Id id) { return labels.count(id) ? labels.at(id) : t.contains(id) ? t.at(id).name : "#" + std::to_string(id); };
    // A change this close to either end leaves too little of the run on one side to say anything.
    const double margin = std::max(30.0, 0.05 * duration);
    double settled = 0;
    std::vector<std::string> what;
    std::map<Id, bool> seen_array;
    for (const auto& e : rec.events()) {
        if (e.kind != "cache_saturated" || seen_array[e.entity]) continue;
        seen_array[e.entity] = true;
        if (e.t < margin || e.t > duration - margin) continue;
        out << "note: " << label(e.entity) << "'s write cache filled at " << duration_words(std::round(e.t))
            << ": until then its writes completed in cache, afterwards they waited for the drives\n";
        settled = std::max(settled, e.t);
        what.push_back("the write cache filled");
    }
    int warming = 0;
    for (const auto& [iops, vm] : vms) {
        bool still = false;
        const double end = zeroing_end(rec, vm, duration, still);
        if (still) {
            ++warming;
            if (warming <= 3)
                out << "note: " << label(vm) << " was still zeroing new VMFS blocks at the end (first writes to its "
                    << "lazily zeroed or thin disk cost extra writes): a warm-up, not its steady state; a longer "
                       "--duration shows it, and an eagerzeroedthick disk has none\n";
            continue;
        }
        if (end < margin || end > duration - margin) continue;
        out << "note: " << label(vm) << " zeroed new VMFS blocks on first write until about " << duration_words(std::round(end))
            << " (its disk's warm-up)\n";
        settled = std::max(settled, end);
        if (std::find(what.begin(), what.end(), "first-write zeroing ended") == what.end())
            what.push_back("first-write zeroing ended");
    }
    if (warming > 3) out << "note: ... and " << warming - 3 << " more VMs still zeroing at the end\n";
    if (settled <= 0) return;
    std::string why;
    for (std::size_t i = 0; i < what.size(); ++i) why += (i == 0 ? "" : " and ") + what[i];
    out << "after " << why << " (from " << duration_words(std::round(settled)) << " to the end):\n";
    constexpr std::size_t kRows = 6;
    write_vm_means(out, rec, labels, vms, settled, duration, kRows);
}

}  // namespace santwin::cli
