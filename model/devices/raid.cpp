#include "devices/raid.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace santwin::devices {

double degraded_read_factor(const RaidGeometry& g, int failed) {
    if (failed <= 0 || (g.level != RaidLevel::Raid5 && g.level != RaidLevel::Raid6)) return 1.0;
    const double n = g.drives(), f = std::min<double>(failed, n - 1);
    // (n - f)/n of reads find their drive; f/n rebuild from the n - f survivors of the stripe.
    return (n - f) / n + f / n * (n - f);
}

bool survives(const RaidGeometry& g, int failed) {
    switch (g.level) {
        case RaidLevel::Raid0: return failed <= 0;
        case RaidLevel::Raid5: return failed <= 1;
        case RaidLevel::Raid6: return failed <= 2;
        case RaidLevel::Raid1:
        case RaidLevel::Raid10: return failed <= g.parity;
    }
    return false;
}

RaidLevel raid_level_from_name(const std::string& name) {
    if (name == "raid0") return RaidLevel::Raid0;
    if (name == "raid1") return RaidLevel::Raid1;
    if (name == "raid10") return RaidLevel::Raid10;
    if (name == "raid5") return RaidLevel::Raid5;
    if (name == "raid6") return RaidLevel::Raid6;
    throw std::invalid_argument("unknown RAID level '" + name + "' (use raid0, raid1, raid10, raid5 or raid6)");
}

std::string raid_level_name(RaidLevel level) {
    switch (level) {
        case RaidLevel::Raid0: return "raid0";
        case RaidLevel::Raid1: return "raid1";
        case RaidLevel::Raid10: return "raid10";
        case RaidLevel::Raid5: return "raid5";
        case RaidLevel::Raid6: return "raid6";
    }
    return "?";
}

double RaidGeometry::full_stripe_write_factor() const {
    switch (level) {
        case RaidLevel::Raid0: return 1.0;
        case RaidLevel::Raid1:
        case RaidLevel::Raid10: return 2.0;
        case RaidLevel::Raid5:
        case RaidLevel::Raid6: return static_cast<double>(data + parity) / data;
    }
    return 1.0;
}

int RaidGeometry::small_write_ops() const {
    switch (level) {
        case RaidLevel::Raid0: return 1;
        case RaidLevel::Raid1:
        case RaidLevel::Raid10: return 2;
        case RaidLevel::Raid5: return 4;
        case RaidLevel::Raid6: return 6;
    }
    return 1;
}

namespace {
// Chunks one aligned I/O of `kb` touches, and the size of each piece.
std::pair<double, double> split(const RaidGeometry& g, double kb) {
    const double pieces = std::max(1.0, std::ceil(kb / g.chunk_kb - 1e-9));
    return {pieces, kb / pieces};
}
}  // namespace

std::vector<BackendOp> raid_read_ops(const RaidGeometry& g, double kb, bool prefetched, double stroke) {
    auto [pieces, piece_kb] = split(g, kb);
    DiskOp op{OpKind::Read, prefetched ? Access::Streaming : Access::Random, piece_kb, stroke};
    return {{op, pieces}};
}

std::vector<BackendOp> raid_write_ops(const RaidGeometry& g, double kb, bool full_stripe, double stroke) {
    if (full_stripe) {
        const double back_kb = kb * g.full_stripe_write_factor();
        DiskOp op{OpKind::Write, Access::Destage, g.chunk_kb, stroke};
        return {{op, back_kb / g.chunk_kb}};
    }
    auto [pieces, piece_kb] = split(g, kb);
    const int ops = g.small_write_ops();
    switch (g.level) {
        case RaidLevel::Raid0:
        case RaidLevel::Raid1:
        case RaidLevel::Raid10:
            return {{DiskOp{OpKind::Write, Access::Random, piece_kb, stroke}, pieces * ops}};
        case RaidLevel::Raid5:
        case RaidLevel::Raid6: {
            // Read-modify-write: half the operations read old data/parity, half write.
            const double half = pieces * ops / 2.0;
            return {{DiskOp{OpKind::Read, Access::Random, piece_kb, stroke}, half},
                    {DiskOp{OpKind::Write, Access::Random, piece_kb, stroke}, half}};
        }
    }
    return {};
}

std::vector<BackendOp> raid_stream_write_ops(const RaidGeometry& g, double kb, double stroke) {
    if (g.level != RaidLevel::Raid5 && g.level != RaidLevel::Raid6) return raid_write_ops(g, kb, false, stroke);
    auto [pieces, piece_kb] = split(g, kb);
    // Each parity chunk serves `data` chunks of the stream's data: this write's share of it.
    const double parity_share = g.parity * kb / (g.data * g.chunk_kb);
    return {{DiskOp{OpKind::Read, Access::Random, piece_kb, stroke}, pieces},
            {DiskOp{OpKind::Write, Access::Random, piece_kb, stroke}, pieces},
            {DiskOp{OpKind::Read, Access::Random, g.chunk_kb, stroke}, parity_share},
            {DiskOp{OpKind::Write, Access::Random, g.chunk_kb, stroke}, parity_share}};
}

DiskTime backend_time(const DiskParams& d, const std::vector<BackendOp>& ops) {
    DiskTime sum;
    for (const auto& b : ops) {
        DiskTime t = disk_op_time(d, b.op);
        sum.positioning_ms += t.positioning_ms * b.count;
        sum.fixed_ms += t.fixed_ms * b.count;
    }
    return sum;
}

}  // namespace santwin::devices
