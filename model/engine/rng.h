#pragma once
// A small deterministic random number generator (SplitMix64) with the few distributions the
// engine needs. Written out rather than taken from <random> so the same seed gives the same
// numbers with every standard library: runs are reproducible bit for bit.
#include <cmath>
#include <cstdint>

namespace santwin::engine {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0x5a17'71e5ULL) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // Poisson-distributed count with the given mean (Knuth for small means, normal
    // approximation above 30).
    std::uint64_t poisson(double mean) {
        if (mean <= 0) return 0;
        if (mean > 30) {
            const double u1 = std::max(uniform(), 1e-300), u2 = uniform();
            const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
            const double v = std::round(mean + std::sqrt(mean) * z);
            return v < 0 ? 0 : static_cast<std::uint64_t>(v);
        }
        const double limit = std::exp(-mean);
        std::uint64_t k = 0;
        for (double p = uniform(); p > limit; p *= uniform()) ++k;
        return k;
    }

private:
    std::uint64_t state_;
};

}  // namespace santwin::engine
