#include "common/extent_map.h"

#include <algorithm>
#include <iterator>

namespace santwin {

ExtentMap::ExtentMap(double size, State initial) : size_(size) {
    if (size_ > 0) runs_[0] = initial;
}

void ExtentMap::set(double from, double to, State state) {
    from = std::max(0.0, from);
    to = std::min(size_, to);
    if (to <= from) return;
    // State in force at `to`, so the tail after the range keeps it.
    auto after = runs_.upper_bound(to);
    const State tail = std::prev(after)->second;
    // Remove run starts inside [from, to] and insert ours.
    runs_.erase(runs_.lower_bound(from), runs_.upper_bound(to));
    runs_[from] = state;
    if (to < size_ && runs_.find(to) == runs_.end()) runs_[to] = tail;
    merge_around(to);
    merge_around(from);
}

void ExtentMap::merge_around(double at) {
    auto it = runs_.find(at);
    if (it == runs_.end()) return;
    if (it != runs_.begin() && std::prev(it)->second == it->second) {
        runs_.erase(it);
        return;
    }
    auto next = std::next(it);
    if (next != runs_.end() && next->second == it->second) runs_.erase(next);
}

std::vector<std::pair<double, double>> ExtentMap::runs(double from, double to, State state) const {
    std::vector<std::pair<double, double>> out;
    from = std::max(0.0, from);
    to = std::min(size_, to);
    if (to <= from || runs_.empty()) return out;
    auto it = std::prev(runs_.upper_bound(from));
    for (; it != runs_.end() && it->first < to; ++it) {
        auto next = std::next(it);
        const double start = std::max(from, it->first);
        const double end = std::min(to, next == runs_.end() ? size_ : next->first);
        if (it->second == state && end > start) out.emplace_back(start, end);
    }
    return out;
}

double ExtentMap::count(double from, double to, State state) const {
    // As runs(), summed in place (called often by the engine: no vector).
    from = std::max(0.0, from);
    to = std::min(size_, to);
    if (to <= from || runs_.empty()) return 0;
    double total = 0;
    for (auto it = std::prev(runs_.upper_bound(from)); it != runs_.end() && it->first < to; ++it) {
        if (it->second != state) continue;
        auto next = std::next(it);
        const double end = std::min(to, next == runs_.end() ? size_ : next->first);
        total += std::max(0.0, end - std::max(from, it->first));
    }
    return total;
}

double ExtentMap::convert_first(double from, double to, State from_state, State to_state, double amount) {
    double done = 0;
    for (auto [a, b] : runs(from, to, from_state)) {
        if (done >= amount) break;
        const double take = std::min(b - a, amount - done);
        set(a, a + take, to_state);
        done += take;
    }
    return done;
}

void ExtentMap::resize(double size, State state) {
    if (size > size_) {
        const double old = size_;
        size_ = size;
        if (runs_.empty()) runs_[0] = state;
        else if (std::prev(runs_.end())->second != state) runs_[old] = state;
    } else {
        runs_.erase(runs_.lower_bound(size), runs_.end());
        size_ = size;
    }
}

}  // namespace santwin
