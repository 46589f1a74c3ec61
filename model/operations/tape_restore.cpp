#include "operations/tape_restore.h"

#include <algorithm>

#include "operations/backup_common.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
}

TapeRestore::TapeRestore(TapeRestoreOptions options) : options_(std::move(options)) {}

std::string TapeRestore::name() const {
    return "restore " + std::to_string(options_.multiplex) + ":1 #" +
           std::to_string(options_.destination);
}

void TapeRestore::start(SimContext& ctx) {
    const Topology& t = ctx.topology;
    if (!options_.drive || !options_.sender || !options_.receiver || !options_.destination)
        throw std::invalid_argument(
            "a restore needs a drive, a sending host, a receiver and a destination disk");
    if (options_.multiplex < 1)
        throw std::invalid_argument(name() + ": multiplexing ratio must be 1 or more");
    const Entity& r = t.at(options_.receiver);
    writer_ = r.kind == Kind::EsxHost ? options_.receiver : r.ref("host");
    if (!writer_) throw std::invalid_argument(name() + ": the receiver runs on no ESX host");
    const VmdkRt& v = ctx.vmfs.vmdk(options_.destination);
    if (options_.gb <= 0) options_.gb = v.size_gb;
    const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(options_.agent);
    set_stages({{"setup", dp.restore_setup_s, 0}, {"restore", 0, std::min(options_.gb, v.size_gb)}});
}

std::vector<StreamSpec> TapeRestore::transfer_streams(SimContext& ctx, const Stage&,
                                                      double done_gb) {
    const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(options_.agent);
    const VmdkRt& v = ctx.vmfs.vmdk(options_.destination);
    const DatastoreRt& ds = ctx.vmfs.datastore(v.datastore);
    const auto [from, to] =
        ctx.vmfs.lu_range(options_.destination, std::min(done_gb, v.size_gb - 1e-3), v.size_gb);
    StreamSpec s;
    s.name = name();
    s.owner = options_.destination;
    s.host = writer_;
    s.counts_as_host_io = false;
    Leg lan;
    lan.why = "lan";
    lan.device = options_.receiver;
    lan.kb = dp.tape_block_kb;
    lan.host = options_.sender;
    // The media agent reads the medium ahead into its buffers (the VTL streams the interleave
    // sequentially), so the receiver does not wait for each block's read: the restore runs at the
    // slower of the tape read and the receiver, not at their sum.
    s.legs = {behind(tape_leg(options_.drive, false, dp.tape_block_kb, options_.multiplex,
                              options_.sender, "tape_read")),
              lan,
              behind(block_leg({ds.lu, from, to}, true, dp.tape_block_kb, 1, writer_, "restore_write"))};
    // The receiver's processor: the console OS of an ESX host is one processor; a VM has its
    // own (cpu_station counts an entity without socket attributes as one processor).
    s.cpu = {{options_.receiver, dp.tape_block_kb / 1024.0 * dp.receive_cpu_ms_per_mb / 1000.0}};
    s.population = dp.restore_buffers;
    return {s};
}

double TapeRestore::gb_per_io(const SimContext& ctx, const Stage&, double) const {
    return ctx.catalog.backup_software(options_.agent).tape_block_kb / kKbPerGb;
}

}  // namespace santwin::operations
