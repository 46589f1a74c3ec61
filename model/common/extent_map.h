#pragma once
// A run-length map from a linear address space [0, size) to a small state (e.g. a VMFS block is
// untouched / zeroed / holds data; a pool page is unallocated / zero / data). Adjacent runs of
// the same state are merged, so a 2 TB disk written in a few extents costs a few entries, not
// millions of bits.
#include <cstdint>
#include <map>
#include <vector>

namespace santwin {

class ExtentMap {
public:
    using State = std::uint8_t;

    explicit ExtentMap(double size = 0, State initial = 0);

    double size() const { return size_; }
    // Sets [from, to) to `state`.
    void set(double from, double to, State state);
    // Length of [from, to) in `state`.
    double count(double from, double to, State state) const;
    double count(State state) const { return count(0, size_, state); }
    // Changes the first `amount` units of `from_state` found in [from, to) to `to_state`, in
    // address order; returns how much changed (less than `amount` if there was not enough).
    double convert_first(double from, double to, State from_state, State to_state, double amount);
    // Runs of `state` inside [from, to), as (start, end) pairs.
    std::vector<std::pair<double, double>> runs(double from, double to, State state) const;
    // Grows (or shrinks) the address space; new space gets `state`.
    void resize(double size, State state);
    std::size_t run_count() const { return runs_.size(); }

private:
    void merge_around(double at);

    double size_;
    std::map<double, State> runs_;  // run start -> state; a run ends where the next starts
};

}  // namespace santwin
