#pragma once
// Reproducible variation of demand: a VM's demand in interval k is its nominal demand times a
// factor uniform in [1 - x, 1 + x). The factor is counter-based — a pure function of (seed, VM
// index, interval) — so it does not depend on the order intervals or VMs are evaluated in, and
// another engine given the same three numbers draws the same series. The function is the one
// the SimGrid peer (shared/peers/simgrid_hnas/README.md) defines:
//   mix64(z)  = SplitMix64 output function
//   u(v, k)   = (mix64(seed ^ mix64(v ^ mix64(k))) >> 11) * 2^-53     uniform in [0, 1)
//   factor    = 1 + x * (2 u - 1)
#include <cstdint>

namespace santwin::demand {

inline std::uint64_t mix64(std::uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Uniform in [0, 1) for VM `vm` in interval `k`.
inline double unit_uniform(std::uint64_t seed, std::uint64_t vm, std::uint64_t k) {
    return static_cast<double>(mix64(seed ^ mix64(vm ^ mix64(k))) >> 11) * 0x1.0p-53;
}

// The demand multiplier: uniform in [1 - x, 1 + x); x = 0 gives exactly 1.
inline double variation_factor(std::uint64_t seed, std::uint64_t vm, std::uint64_t k, double x) {
    return 1.0 + x * (2.0 * unit_uniform(seed, vm, k) - 1.0);
}

}  // namespace santwin::demand
