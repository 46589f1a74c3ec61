#include "engine/system/nas_model.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "common/quantity_text.h"
#include "engine/system/storage_model.h"

namespace santwin::engine {

namespace {
constexpr double kMinSpanGb = 1.0 / 1024;

bool cabled(const Topology& t, Id port) {
    for (const auto& [id, key] : t.referrers(port))
        if (t.at(id).kind == Kind::Link) return true;
    return false;
}
}  // namespace

void NasModel::build(const Topology& t, const devices::HardwareCatalog& catalog, StorageModel& sm) {
    const std::vector<Id> hosts = t.all_of(Kind::EsxHost);
    for (std::size_t i = 0; i < hosts.size(); ++i) client_index_[hosts[i]] = static_cast<int>(i);

    for (Id id : t.all_of(Kind::NasHead)) {
        const Entity& e = t.at(id);
        if (e.text("hardware").empty())
            throw std::invalid_argument(t.describe(id) +
                                        " has no hardware model; set its 'hardware' attribute (see "
                                        "resources/hardware/nas.json)");
        NasHeadRt h;
        h.id = id;
        h.params = catalog.nas(e.text("hardware"));
        h.vaai = e.flag("vaai");
        for (Id p : t.children(id, Kind::Port)) {
            const std::string protocol = t.at(p).text("protocol");
            if (protocol == "ethernet" && cabled(t, p)) h.eth_ports.push_back(p);
            if (protocol == "fc") h.fc_ports.push_back(p);
        }
        heads_[id] = h;

        std::vector<Id> sds;
        for (Id lu : e.refs("system_drives"))
            if (sm.has_lu(lu)) sds.push_back(lu);
        double data_used = 0, meta_used = 0;  // per drive, by the file systems placed so far
        int exports = 0;
        for (Id fs_id : t.children(id, Kind::FileSystem)) {
            const Entity& fe = t.at(fs_id);
            NasFsRt f;
            f.id = fs_id;
            f.head = id;
            f.capacity_gb = fe.num("capacity_tb", 10) * 1024.0;
            f.tiered = fe.flag("tiered");
            for (Id lu : sds) {
                const bool tier0 = t.at(lu).text("tiering_policy") == "level1";
                (f.tiered && tier0 ? f.meta_sds : f.data_sds).push_back(lu);
            }
            if (f.data_sds.empty()) f.data_sds = f.meta_sds;
            if (f.meta_sds.empty()) f.meta_sds = f.data_sds;
            if (f.data_sds.empty())
                throw std::invalid_argument(t.describe(fs_id) +
                                            " has no system drives; list LUs in the system_drives of " +
                                            t.describe(id));
            auto by_owner = [&](const std::vector<Id>& lus) {
                std::map<Id, std::vector<Id>> g;
                for (Id lu : lus) g[sm.lu(lu).owner].push_back(lu);
                std::vector<std::vector<Id>> out;
                for (auto& [owner, v] : g) out.push_back(std::move(v));
                return out;
            };
            f.data_groups = by_owner(f.data_sds);
            f.meta_groups = by_owner(f.meta_sds);
            f.data_base_gb = data_used;
            f.meta_base_gb = meta_used;
            data_used += f.capacity_gb / f.data_sds.size();
            meta_used += f.capacity_gb * h.params.metadata_pct_of_data / 100.0 / f.meta_sds.size();
            for (Id lu : f.data_sds)
                if (data_used > sm.lu(lu).capacity_gb + 1e-6)
                    throw std::invalid_argument(t.describe(id) + ": its file systems need " + gb_text(data_used) +
                                                " of each system drive but " + t.describe(lu) + " has " +
                                                gb_text(sm.lu(lu).capacity_gb) +
                                                "; shrink a file system or add drives");
            for (Id ex : t.children(fs_id, Kind::NfsExport)) {
                export_fs_[ex] = fs_id;
                export_index_[ex] = exports++;
            }
            fss_[fs_id] = std::move(f);
        }
    }
}

Id NasModel::fs_of(Id export_or_fs) const {
    if (fss_.count(export_or_fs)) return export_or_fs;
    auto it = export_fs_.find(export_or_fs);
    if (it == export_fs_.end())
        throw std::invalid_argument("#" + std::to_string(export_or_fs) +
                                    " is not an NFS export of a modelled NAS head; give the "
                                    "datastore an export on a file system");
    return it->second;
}

int NasModel::export_index(Id export_id) const {
    auto it = export_index_.find(export_id);
    return it == export_index_.end() ? 0 : it->second;
}

int NasModel::client_index(Id host) const {
    auto it = client_index_.find(host);
    return it == client_index_.end() ? 0 : it->second;
}

void NasModel::create_file(Id vmdk, Id fs_id, double size_gb, Id clone_of) {
    NasFsRt& f = fss_.at(fs_id);
    NasFileRt file;
    file.vmdk = vmdk;
    file.fs = fs_id;
    file.size_gb = size_gb;
    file.clone_of = clone_of;
    if (clone_of) f.clone_roots_gb += heads_.at(f.head).params.clone_metadata_mb / 1024.0;
    files_[vmdk] = std::move(file);
}

void NasModel::remove_file(Id vmdk) {
    auto it = files_.find(vmdk);
    if (it == files_.end()) return;
    NasFsRt& f = fss_.at(it->second.fs);
    if (it->second.clone_of)
        f.clone_roots_gb -= heads_.at(f.head).params.clone_metadata_mb / 1024.0;
    files_.erase(it);
}

const NasFileRt& NasModel::file(Id vmdk) const {
    auto it = files_.find(vmdk);
    if (it == files_.end())
        throw std::invalid_argument("virtual disk #" + std::to_string(vmdk) +
                                    " is not a file on a NAS");
    return it->second;
}

void NasModel::allocate(StorageModel& sm, Id vmdk,
                        const std::vector<std::pair<double, double>>& ranges) {
    NasFileRt& file = files_.at(vmdk);
    NasFsRt& f = fss_.at(file.fs);
    const double n = static_cast<double>(f.data_sds.size());
    for (auto [a, b] : ranges) {
        const double gb = b - a;
        if (gb <= 0) continue;
        if (f.cursor_gb + gb > f.capacity_gb + 1e-6)
            throw std::invalid_argument("file system #" + std::to_string(f.id) +
                                        " is full; make it larger (capacity_tb) or free space");
        if (!file.map.empty() && std::abs(file.map.back().to_gb - a) < 1e-12 &&
            std::abs(file.map.back().fs_gb + (file.map.back().to_gb - file.map.back().from_gb) -
                     f.cursor_gb) < 1e-12)
            file.map.back().to_gb = b;
        else
            file.map.push_back({a, b, f.cursor_gb});
        for (Id sd : f.data_sds)
            sm.write_range(sd, f.data_base_gb + f.cursor_gb / n,
                           f.data_base_gb + (f.cursor_gb + gb) / n, kPageData);
        f.cursor_gb += gb;
        file.own_gb += gb;
        write_metadata(sm, f, gb);
    }
}

void NasModel::write_metadata(StorageModel& sm, NasFsRt& f, double data_gb) {
    const double gb = data_gb * heads_.at(f.head).params.metadata_pct_of_data / 100.0;
    if (gb <= 0) return;
    const double n = static_cast<double>(f.meta_sds.size());
    for (Id sd : f.meta_sds)
        sm.write_range(sd, f.meta_base_gb + f.metadata_gb / n,
                       f.meta_base_gb + (f.metadata_gb + gb) / n, kPageData);
    f.metadata_gb += gb;
}

void NasModel::note_overwrites(Id vmdk, double from_gb, double to_gb, double writes) {
    auto it = files_.find(vmdk);
    if (it == files_.end() || writes <= 0 || to_gb <= from_gb) return;
    NasFileRt& file = it->second;
    NasFsRt& f = fss_.at(file.fs);
    if (!f.snapshot) return;
    // Each write picks a block of the range: a held block escapes n writes with probability
    // exp(-n / blocks).
    const double block_gb = heads_.at(f.head).params.fs_block_kb / (1024.0 * 1024.0);
    const double held =
        std::max(0.0, std::min(file.own_gb, to_gb - from_gb) - file.snapshot_overwritten_gb);
    const double moved = held * (1.0 - std::exp(-writes / ((to_gb - from_gb) / block_gb)));
    file.snapshot_overwritten_gb += moved;
    f.snapshot_held_gb += moved;
}

std::pair<double, double> NasModel::fs_span(Id vmdk, double from_gb, double to_gb) const {
    const NasFileRt& file = this->file(vmdk);
    double lo = 0, hi = -1;
    for (const auto& p : file.map) {
        const double a = std::max(from_gb, p.from_gb), b = std::min(to_gb, p.to_gb);
        if (b <= a) continue;
        const double x = p.fs_gb + (a - p.from_gb), y = p.fs_gb + (b - p.from_gb);
        if (hi < lo)
            lo = x, hi = y;
        else
            lo = std::min(lo, x), hi = std::max(hi, y);
    }
    if (hi < lo) {
        const double c = fss_.at(file.fs).cursor_gb;
        return {c, c + kMinSpanGb};
    }
    return {lo, std::max(hi, lo + kMinSpanGb)};
}

std::vector<SdSlice> NasModel::data_slices(Id fs_id, double from_gb, double to_gb) const {
    const NasFsRt& f = fss_.at(fs_id);
    const double n = static_cast<double>(f.data_sds.size());
    std::vector<SdSlice> out;
    for (Id sd : f.data_sds)
        out.push_back({sd, f.data_base_gb + from_gb / n, f.data_base_gb + to_gb / n});
    return out;
}

std::vector<SdSlice> NasModel::meta_slices(Id fs_id, double from_gb, double to_gb) const {
    const NasFsRt& f = fss_.at(fs_id);
    const double n = static_cast<double>(f.meta_sds.size());
    std::vector<SdSlice> out;
    for (Id sd : f.meta_sds)
        out.push_back({sd, f.meta_base_gb + from_gb / n, f.meta_base_gb + to_gb / n});
    return out;
}

double NasModel::file_data_gb(Id fs_id) const {
    double gb = 0;
    for (const auto& [id, file] : files_)
        if (file.fs == fs_id) gb += file.own_gb;
    return gb;
}

double NasModel::used_gb(Id fs_id) const {
    const NasFsRt& f = fss_.at(fs_id);
    return file_data_gb(fs_id) + f.clone_roots_gb + f.snapshot_held_gb;
}

void NasModel::take_snapshot(Id fs_id) {
    fss_.at(fs_id).snapshot = true;
    for (auto& [id, file] : files_)
        if (file.fs == fs_id) file.snapshot_overwritten_gb = 0;
}

double NasModel::delete_snapshot(Id fs_id) {
    NasFsRt& f = fss_.at(fs_id);
    const double held = f.snapshot_held_gb;
    f.snapshot_held_gb = 0;
    f.snapshot = false;
    return held;
}

}  // namespace santwin::engine
