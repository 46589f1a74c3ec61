#include "engine/flow/nfs_target.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "engine/flow/build_context.h"
#include "topology/port_speeds.h"

namespace santwin::engine {

namespace {
constexpr double kMetadataKb = 4;       // a metadata block the head reads or writes

// The host's Ethernet port its connection to export number `index` uses.
Id host_nic_port(const Topology& t, Id host, int index) {
    const Entity* h = t.find(host);
    if (!h) return kNoId;
    const Id server = h->kind == Kind::Server ? host : h->parent;
    std::vector<Id> ports;
    for (Id nic : t.children(server, Kind::Nic))
        for (Id p : t.children(nic, Kind::Port))
            if (t.at(p).text("protocol") == "ethernet") ports.push_back(p);
    if (ports.empty()) return kNoId;
    return ports[static_cast<std::size_t>(index) % ports.size()];
}

double cpu_seconds(const devices::NasParams& np, const Leg& leg) {
    if (leg.why == "nfs_meta") return np.cpu_us_per_metadata_op * 1e-6;
    if (leg.why == "clone") return np.clone_cpu_s;
    if (leg.why == "dedupe_scan") return np.dedupe_cpu_ms_per_mb * leg.kb / 1024.0 * 1e-3;
    if (leg.why == "unlink") return np.unlink_cpu_us_per_block * 1e-6;
    return np.cpu_us_per_op * 1e-6;
}

// Merges the visits from `first` on that hit the same station the same way (the solver's
// residence is linear in demand, so this changes nothing but the work it does).
void merge_heat(ClassInfo& info, std::size_t first) {
    std::map<std::tuple<Id, double, double>, std::size_t> at;
    std::vector<TierHeat> merged(info.tier_heat.begin(),
                                 info.tier_heat.begin() + static_cast<std::ptrdiff_t>(first));
    for (std::size_t i = first; i < info.tier_heat.size(); ++i) {
        const TierHeat& h = info.tier_heat[i];
        auto [it, fresh] = at.emplace(std::make_tuple(h.lu, h.from_gb, h.to_gb), merged.size());
        if (fresh)
            merged.push_back(h);
        else
            merged[it->second].ops_per_io += h.ops_per_io;
    }
    info.tier_heat = std::move(merged);
}

// One entry per drive station: a class's legs reach the same pool members many times, and
// thousands of classes keep their lists for the whole solve.
void merge_drive_ops(ClassInfo& info) {
    auto& ops = info.drive_ops;
    std::sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (kept > 0 && ops[kept - 1].first == ops[i].first)
            ops[kept - 1].second += ops[i].second;
        else
            ops[kept++] = ops[i];
    }
    ops.resize(kept);
    ops.shrink_to_fit();
}

void merge_visits(ClassSpec& c, std::size_t first) {
    std::map<std::tuple<int, bool, int, int>, std::size_t> at;
    std::vector<Visit> merged(c.visits.begin(),
                              c.visits.begin() + static_cast<std::ptrdiff_t>(first));
    for (std::size_t i = first; i < c.visits.size(); ++i) {
        const Visit& v = c.visits[i];
        const auto key =
            std::make_tuple(v.station, v.async, static_cast<int>(v.tag), v.cache_group);
        auto it = at.find(key);
        if (it == at.end()) {
            at.emplace(key, merged.size());
            merged.push_back(v);
            continue;
        }
        Visit& m = merged[it->second];
        m.demand_s += v.demand_s;
        m.reorderable_s += v.reorderable_s;
        m.ios += v.ios;
    }
    c.visits = std::move(merged);
}

// A station of the head, named only when first made.
int head_station(BuildContext& ctx, Id head, const char* role, const char* label, int servers, bool shared_queue = false) {
    if (int k = ctx.flow.registry.find(head, role); k >= 0) return k;
    Station st{ctx.describe(head) + label, std::max(1, servers)};
    st.shared_queue = shared_queue;
    return ctx.device_station(head, role, st);
}

struct HeadContext {
    const NasHeadRt& head;
    const NasFsRt& fs;
    std::string stream;  // key for the back end's per-stream bookkeeping
};

// Back-end operations of kind `op`, `per_io` of them per class I/O, on file-system range
// [from_gb, to_gb) striped over `groups` (the drives by owning controller) from `base_gb`.
void add_sd_io(BuildContext& ctx, const HeadContext& hc, const std::vector<std::vector<Id>>& groups,
               double base_gb, double from_gb, double to_gb, BackendOp op, double kb, double per_io,
               ClassSpec& c, ClassInfo& info) {
    if (per_io <= 0 || groups.empty()) return;
    StorageModel& sm = ctx.storage();
    const bool read = op == BackendOp::ReadRandom || op == BackendOp::ReadSequential;
    const double mb = kb / 1024.0;
    std::size_t drives = 0;
    for (const auto& g : groups) drives += g.size();
    const double a = base_gb + from_gb / drives, b = base_gb + to_gb / drives;
    const double fc_gbps = hc.head.fc_ports.empty()
                               ? 8.0
                               : port_line_rate(ctx.topology(), hc.head.fc_ports.front(), 8);
    const int fc =
        head_station(ctx, hc.head.id, read ? "fc_in" : "fc_out", read ? " FC in" : " FC out",
                     static_cast<int>(hc.head.fc_ports.size()));
    c.visits.push_back({fc, per_io * mb / (port_mb_s(fc_gbps, "fc") * ctx.catalog().fc_payload_efficiency()), 0, !read,
                        read ? VisitTag::Read : VisitTag::Write});
    // Drives of one owner stand in for each other: one is solved, weighted by their count.
    for (const auto& group : groups) {
        const double n = per_io * static_cast<double>(group.size()) / drives;
        const LuRt& lu = sm.lu(group.front());
        const devices::ArrayParams& ap = sm.array(lu.array).params;
        if (lu.owner)
            c.visits.push_back({ctx.mp_station(lu.owner),
                                n * (ap.mp_us_per_io + ap.mp_us_per_mb * mb) * 1e-6, 0, !read,
                                VisitTag::Other});
        if (read) c.fixed_latency_s += n * ap.front_end_latency_ms / 1000.0;
        ClassInfo scratch;
        ctx.add_backend(c, scratch, hc.stream, {group.front(), a, b}, op, kb, n, 1.0);
        for (const auto& [g, w] : scratch.cache_write_mb) info.cache_write_mb[g] += w;
        // What the stand-in's drives do is recorded as theirs (drive_ops, so Little's law holds;
        // merged per station at the end of the leg).
        info.drive_ops.insert(info.drive_ops.end(), scratch.drive_ops.begin(), scratch.drive_ops.end());
        // The tiering monitor sees every drive of the group take its share.
        for (const TierHeat& h : scratch.tier_heat)
            for (Id lu_id : group)
                info.tier_heat.push_back({lu_id, a, b, h.ops_per_io / group.size()});
    }
}
}  // namespace

bool NfsTarget::handles(const BuildContext& ctx, Id device) const {
    const Entity* e = ctx.topology().find(device);
    return e && (e->kind == Kind::NfsExport || e->kind == Kind::FileSystem);
}

void NfsTarget::add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host,
                        ClassSpec& c, ClassInfo& info) const {
    const double ops = leg.per_io;
    if (ops <= 0) return;
    const NasModel& nas = ctx.storage().nas();
    const Id fs_id = nas.fs_of(leg.device);
    const NasFsRt& fs = nas.fs(fs_id);
    const NasHeadRt& head = nas.head(fs.head);
    const devices::NasParams& np = head.params;
    const Topology& t = ctx.topology();
    const double mb = leg.kb / 1024.0;
    const bool internal = leg.array_internal || !host;
    const std::size_t first = c.visits.size();
    const std::size_t first_heat = info.tier_heat.size();
    const VisitTag tag = leg.write ? VisitTag::Write : VisitTag::Read;

    if (!internal) {
        // The client's connection: its NIC port and the head's Ethernet port, both directions
        // counted at Ethernet payload rate.
        const double wire_mb = ops * (leg.wire_kb >= 0 ? leg.wire_kb : leg.kb) / 1024.0;
        const devices::HostParams& hp = ctx.catalog().host(host_version(t, host));
        c.fixed_latency_s += ops * (hp.stack_latency_ms + np.nfs_latency_ms) / 1000.0;
        info.array_ios_per_io += ops;
        info.mb_per_io += wire_mb;
        const int ex = nas.export_index(leg.device);
        std::vector<Id> ports{host_nic_port(t, host, ex)};
        if (!head.eth_ports.empty())
            ports.push_back(head.eth_ports[static_cast<std::size_t>(nas.client_index(host) + ex) %
                                           head.eth_ports.size()]);
        for (Id p : ports) {
            if (!p) continue;
            const double bw = port_mb_s(port_line_rate(t, p, 10), "ethernet");
            c.visits.push_back({ctx.port_station(p, leg.write), wire_mb / bw, 0, false, tag});
            info.ports.push_back({p, leg.write ? 0 : ops, leg.write ? ops : 0, wire_mb});
        }
    }
    const int fpga = head_station(ctx, head.id, "fpga", " FPGA", static_cast<int>(np.fpga_engines), true);
    const double data_mb =
        (leg.why == "nfs_meta" || leg.why == "clone" || leg.why == "unlink") ? 0.0 : mb;
    c.visits.push_back({fpga, ops * (np.fpga_us_per_op + np.fpga_us_per_mb * data_mb) * 1e-6, 0,
                        false, VisitTag::Other});
    const int cpu = head_station(ctx, head.id, "cpu", " CPU", static_cast<int>(np.cpu_cores), true);
    c.visits.push_back({cpu, ops * cpu_seconds(np, leg), 0, false, VisitTag::Other});

    const HeadContext hc{head, fs, "nas:" + t.at(fs_id).name};
    if (leg.why == "unlink") {
        // Freeing a snapshot's blocks rewrites free-space and object metadata on tier 0.
        add_sd_io(ctx, hc, fs.meta_groups, fs.meta_base_gb, 0, std::max(fs.metadata_gb, 1.0 / 1024),
                  BackendOp::WriteRandom, kMetadataKb, ops * np.unlink_metadata_ios_per_block, c,
                  info);
    } else if (leg.why != "nfs_meta" && leg.why != "clone" && !(leg.zeroes && !leg.write)) {
        const double rnd = std::clamp(leg.random_fraction, 0.0, 1.0);
        const double from = leg.region.from_gb, to = leg.region.to_gb;
        if (!leg.write) {
            add_sd_io(ctx, hc, fs.data_groups, fs.data_base_gb, from, to, BackendOp::ReadRandom,
                      leg.kb, ops * rnd, c, info);
            const double ra = std::max(leg.kb, np.readahead_kb);
            add_sd_io(ctx, hc, fs.data_groups, fs.data_base_gb, from, to, BackendOp::ReadRandom, ra,
                      ops * (1 - rnd) * leg.kb / ra, c, info);
        } else {
            add_sd_io(ctx, hc, fs.data_groups, fs.data_base_gb, from, to, BackendOp::WriteRandom,
                      leg.kb, ops * rnd, c, info);
            const double flush = std::max(leg.kb, np.superflush_kb);
            add_sd_io(ctx, hc, fs.data_groups, fs.data_base_gb, from, to,
                      BackendOp::WriteSequential, flush, ops * (1 - rnd) * leg.kb / flush, c, info);
        }
    }
    merge_visits(c, first);
    merge_heat(info, first_heat);
    merge_drive_ops(info);
    (void)s;
}

}  // namespace santwin::engine
