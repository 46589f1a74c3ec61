#include "engine/flow/stream.h"

namespace santwin::engine {

double StreamSpec::read_fraction() const {
    double reads = 0, all = 0;
    for (const Leg& l : legs)
        if (l.why == "io") {
            all += l.per_io;
            if (!l.write) reads += l.per_io;
        }
    return all > 0 ? reads / all : 0;
}

BlockRegion StreamSpec::main_region() const {
    for (const Leg& l : legs)
        if (l.region.lu) return l.region;
    return {};
}

std::vector<Leg> mix_legs(const BlockRegion& region, double read_fraction, double read_kb, double write_kb,
                          double random_fraction, double working_set) {
    std::vector<Leg> legs;
    if (read_fraction > 0) {
        Leg r;
        r.per_io = read_fraction;
        r.kb = read_kb;
        r.random_fraction = random_fraction;
        r.region = region;
        r.working_set = working_set;
        legs.push_back(r);
    }
    if (read_fraction < 1) {
        Leg w;
        w.per_io = 1 - read_fraction;
        w.write = true;
        w.kb = write_kb;
        w.random_fraction = random_fraction;
        w.region = region;
        w.working_set = working_set;
        legs.push_back(w);
    }
    return legs;
}

}  // namespace santwin::engine
