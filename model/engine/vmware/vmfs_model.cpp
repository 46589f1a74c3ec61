#include "engine/vmware/vmfs_model.h"

#include "common/quantity_text.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace santwin::engine {

namespace {
// Runtime-only VMDKs (clones made during a run) get ids far above any topology id.
constexpr Id kRuntimeIdBase = Id{1} << 48;

// NFS: the first `amount` blocks of `state` in [b0, b1), in address order, as GB ranges.
std::vector<std::pair<double, double>> first_runs_gb(const ExtentMap& m, double b0, double b1, ExtentMap::State state,
                                                     double amount, double block_gb) {
    std::vector<std::pair<double, double>> out;
    for (auto [a, b] : m.runs(b0, b1, state)) {
        if (amount <= 1e-12) break;
        const double take = std::min(amount, b - a);
        out.emplace_back(a * block_gb, (a + take) * block_gb);
        amount -= take;
    }
    return out;
}

bool on_nas(const StorageModel& sm, const DatastoreRt& ds) { return ds.nfs && sm.nas().serves(ds.nfs_export); }
}  // namespace

double VmdkRt::untouched_fraction(double from_gb, double to_gb) const {
    const double b0 = from_gb / block_gb, b1 = to_gb / block_gb;
    if (b1 <= b0) return 0;
    return blocks.count(b0, b1, kBlockUntouched) / (b1 - b0);
}

VmfsModel::VmfsModel(const Topology& t, StorageModel& storage)
    : topology_(t), storage_(storage), next_runtime_id_(kRuntimeIdBase) {
    for (Id id : t.all_of(Kind::Datastore)) {
        const Entity& e = t.at(id);
        DatastoreRt ds;
        ds.id = id;
        ds.nfs = e.text("type") == "nfs";
        ds.lu = e.ref("lu");
        ds.nfs_export = e.ref("export");
        ds.block_mb = e.num("block_size_mb", 1);
        ds.capacity_gb = e.num("capacity_gb", 0);
        if (ds.capacity_gb <= 0 && ds.lu && storage.has_lu(ds.lu)) ds.capacity_gb = storage.lu(ds.lu).capacity_gb;
        datastores_[id] = ds;
    }
    for (Id id : t.all_of(Kind::Vmdk)) {
        const Entity& e = t.at(id);
        VmdkRt v;
        v.id = id;
        v.datastore = e.ref("datastore");
        v.format = e.text("format");
        // NFS: "Virtual disks created on NFS datastores are thin-provisioned by default" (vSphere).
        if (v.format.empty() && datastores_.count(v.datastore) && datastores_.at(v.datastore).nfs) v.format = "thin";
        v.size_gb = e.num("size_gb");
        v.linked_base = e.ref("linked_base");
        v.rdm = e.flag("rdm");
        const double block_mb = datastores_.count(v.datastore) ? datastores_.at(v.datastore).block_mb : 1.0;
        v.block_gb = block_mb / 1024.0;
        v.blocks = ExtentMap(std::ceil(v.size_gb / v.block_gb - 1e-9), kBlockUntouched);
        vmdks_[id] = std::move(v);
    }
}

DatastoreRt& VmfsModel::datastore(Id id) {
    auto it = datastores_.find(id);
    if (it == datastores_.end()) throw std::invalid_argument(topology_.describe(id) + " is not a datastore");
    return it->second;
}

VmdkRt& VmfsModel::vmdk(Id id) {
    auto it = vmdks_.find(id);
    if (it == vmdks_.end()) throw std::invalid_argument("no virtual disk #" + std::to_string(id));
    return it->second;
}

const VmdkRt& VmfsModel::vmdk(Id id) const {
    auto it = vmdks_.find(id);
    if (it == vmdks_.end()) throw std::invalid_argument("no virtual disk #" + std::to_string(id));
    return it->second;
}

void VmfsModel::format(Id ds_id, double written_gb) {
    DatastoreRt& ds = datastore(ds_id);
    if (ds.nfs) return;
    storage_.write_range(ds.lu, 0, written_gb, kPageData);
    ds.formatted = true;
    ds.metadata_gb = written_gb;
    ds.cursor_gb = std::max(ds.cursor_gb, written_gb);
}

void VmfsModel::expand(Id ds_id) {
    DatastoreRt& ds = datastore(ds_id);
    if (!ds.nfs && ds.lu) ds.capacity_gb = storage_.lu(ds.lu).capacity_gb;
}

double VmfsModel::allocate_range(DatastoreRt& ds, double size_gb) {
    for (auto it = ds.free_extents.begin(); it != ds.free_extents.end(); ++it) {
        if (it->second - it->first + 1e-9 >= size_gb) {
            const double at = it->first;
            it->first += size_gb;
            if (it->second - it->first < 1e-9) ds.free_extents.erase(it);
            return at;
        }
    }
    if (ds.cursor_gb + size_gb > ds.capacity_gb + 1e-6)
        throw std::invalid_argument("datastore " + topology_.describe(ds.id) + " has " +
                                    gb_text(ds.capacity_gb - ds.cursor_gb) + " free, not enough for a " +
                                    gb_text(size_gb) + " disk; grow the datastore or use a smaller disk");
    const double at = ds.cursor_gb;
    ds.cursor_gb += size_gb;
    return at;
}

void VmfsModel::place(Id vmdk_id) {
    VmdkRt& v = vmdk(vmdk_id);
    DatastoreRt& ds = datastore(v.datastore);
    if (!v.placed && on_nas(storage_, ds))  // NFS: the disk is a (sparse) file on the NAS
        storage_.nas().create_file(vmdk_id, storage_.nas().fs_of(ds.nfs_export), v.size_gb, v.linked_base);
    if (v.placed || ds.nfs || v.format == "thin" || v.rdm) {
        v.placed = true;  // thin files take space as they grow (grow_thin)
        return;
    }
    v.lu_offset_gb = allocate_range(ds, v.size_gb);
    v.placed = true;
}

void VmfsModel::grow_thin(VmdkRt& v, DatastoreRt& ds, double gb, PageState state) {
    if (gb <= 0) return;
    v.thin_allocated_gb += gb;
    // Take the space where VMFS would: first free extent, then the cursor; several thin files
    // growing together interleave, which the extents record.
    double left = gb;
    while (left > 1e-12) {
        double take = left;
        double at;
        auto it = std::find_if(ds.free_extents.begin(), ds.free_extents.end(),
                               [](const auto& e) { return e.second - e.first > 1e-12; });
        if (it != ds.free_extents.end()) {
            take = std::min(left, it->second - it->first);
            at = it->first;
            it->first += take;
            if (it->second - it->first < 1e-12) ds.free_extents.erase(it);
        } else {
            if (ds.cursor_gb + take > ds.capacity_gb + 1e-6)
                throw std::invalid_argument("datastore " + topology_.describe(ds.id) +
                                            " is full: a thin disk could not grow; free space or grow the datastore");
            at = ds.cursor_gb;
            ds.cursor_gb += take;
        }
        if (!v.thin_extents.empty() && std::abs(v.thin_extents.back().second - at) < 1e-12)
            v.thin_extents.back().second += take;
        else
            v.thin_extents.emplace_back(at, at + take);
        storage_.write_range(ds.lu, at, at + take, state);
        left -= take;
    }
}

void VmfsModel::remove(Id vmdk_id) {
    VmdkRt& v = vmdk(vmdk_id);
    DatastoreRt& ds = datastore(v.datastore);
    if (on_nas(storage_, ds)) storage_.nas().remove_file(vmdk_id);  // NFS: the NAS frees the file's blocks
    if (v.placed && !ds.nfs) {
        if (v.format == "thin")
            for (const auto& e : v.thin_extents) ds.free_extents.push_back(e);
        else
            ds.free_extents.emplace_back(v.lu_offset_gb, v.lu_offset_gb + v.size_gb);
    }
    std::sort(ds.free_extents.begin(), ds.free_extents.end());
    vmdks_.erase(vmdk_id);
}

Id VmfsModel::add_runtime_vmdk(Id ds_id, const std::string& format, double size_gb, Id linked_base) {
    VmdkRt v;
    v.id = next_runtime_id_++;
    v.datastore = ds_id;
    v.format = format;
    v.size_gb = size_gb;
    v.linked_base = linked_base;
    v.block_gb = datastore(ds_id).block_mb / 1024.0;
    v.blocks = ExtentMap(std::ceil(size_gb / v.block_gb - 1e-9), kBlockUntouched);
    const Id id = v.id;
    vmdks_[id] = std::move(v);
    return id;
}

std::pair<double, double> VmfsModel::lu_range(Id vmdk_id, double from_gb, double to_gb) const {
    const VmdkRt& v = vmdk(vmdk_id);
    if (v.format == "thin") {
        // A thin file's blocks lie where they were allocated: I/O to it lands within the span of
        // its extents (or, before its first block, at the datastore's next free space).
        if (v.thin_extents.empty()) {
            const DatastoreRt& ds = datastores_.at(v.datastore);
            return {ds.cursor_gb, ds.cursor_gb + std::max(1e-3, to_gb - from_gb)};
        }
        return {v.thin_extents.front().first, v.thin_extents.back().second};
    }
    return {v.lu_offset_gb + from_gb, v.lu_offset_gb + to_gb};
}

double VmfsModel::data_gb(Id vmdk_id) const {
    const VmdkRt& v = vmdk(vmdk_id);
    return v.blocks.count(kBlockData) * v.block_gb;
}

void VmfsModel::write_data(Id vmdk_id, double from_gb, double to_gb) {
    VmdkRt& v = vmdk(vmdk_id);
    const DatastoreRt& ds = datastore(v.datastore);
    const double b0 = from_gb / v.block_gb, b1 = to_gb / v.block_gb;
    if (v.format == "thin" && !ds.nfs) {
        // Thin: newly allocated blocks are taken from the datastore's free space as the file
        // grows (a thin file has no range of its own to write into).
        const double before = v.blocks_total() - v.blocks.count(kBlockUntouched);
        v.blocks.set(b0, b1, kBlockData);
        const double after = v.blocks_total() - v.blocks.count(kBlockUntouched);
        if (after > before) grow_thin(v, datastore(v.datastore), (after - before) * v.block_gb);
        return;
    }
    if (on_nas(storage_, ds)) {  // NFS: blocks written for the first time are allocated by the NAS
        auto fresh = first_runs_gb(v.blocks, b0, b1, kBlockUntouched, b1 - b0, v.block_gb);
        auto zeroed = first_runs_gb(v.blocks, b0, b1, kBlockZeroed, b1 - b0, v.block_gb);
        fresh.insert(fresh.end(), zeroed.begin(), zeroed.end());
        std::sort(fresh.begin(), fresh.end());
        v.blocks.set(b0, b1, kBlockData);
        storage_.nas().allocate(storage_, vmdk_id, fresh);
        return;
    }
    v.blocks.set(b0, b1, kBlockData);
    if (!ds.nfs) storage_.write_range(ds.lu, v.lu_offset_gb + from_gb, v.lu_offset_gb + to_gb, kPageData);
}

double VmfsModel::zero_untouched(Id vmdk_id, double from_gb, double to_gb, bool allocate_pages) {
    VmdkRt& v = vmdk(vmdk_id);
    const DatastoreRt& ds = datastore(v.datastore);
    double zeroed = 0;
    if (v.format == "thin" && !ds.nfs) {
        // Inflating a thin disk: its missing blocks are allocated and zeroed.
        for (auto [a, b] : v.blocks.runs(from_gb / v.block_gb, to_gb / v.block_gb, kBlockUntouched)) {
            v.blocks.set(a, b, kBlockZeroed);
            zeroed += (b - a) * v.block_gb;
        }
        if (allocate_pages) grow_thin(v, datastore(v.datastore), zeroed, kPageZero);
        else v.thin_allocated_gb += zeroed;
        return zeroed;
    }
    for (auto [a, b] : v.blocks.runs(from_gb / v.block_gb, to_gb / v.block_gb, kBlockUntouched)) {
        v.blocks.set(a, b, kBlockZeroed);
        zeroed += (b - a) * v.block_gb;
        if (allocate_pages && !ds.nfs)
            storage_.write_range(ds.lu, v.lu_offset_gb + a * v.block_gb, v.lu_offset_gb + b * v.block_gb, kPageZero);
    }
    return zeroed;
}

double VmfsModel::random_first_writes(Id vmdk_id, double from_gb, double to_gb, double writes) {
    VmdkRt& v = vmdk(vmdk_id);
    const DatastoreRt& ds = datastore(v.datastore);
    const double b0 = from_gb / v.block_gb, b1 = std::min(v.blocks_total(), to_gb / v.block_gb);
    if (b1 <= b0 || writes <= 0) return 0;
    const double untouched = v.blocks.count(b0, b1, kBlockUntouched);
    // Each write picks a block uniformly: an untouched block escapes n writes with
    // probability exp(-n / blocks).
    const double hit = untouched * (1.0 - std::exp(-writes / (b1 - b0)));
    if (v.format == "thin" && !ds.nfs) {
        const double before = v.blocks_total() - v.blocks.count(kBlockUntouched);
        v.blocks.convert_first(b0, b1, kBlockUntouched, kBlockData, hit);
        const double after = v.blocks_total() - v.blocks.count(kBlockUntouched);
        grow_thin(v, datastore(v.datastore), (after - before) * v.block_gb);
        return hit;
    }
    if (on_nas(storage_, ds)) {  // NFS: the NAS allocates the blocks hit first; overwrites may feed a snapshot
        const auto fresh = first_runs_gb(v.blocks, b0, b1, kBlockUntouched, hit, v.block_gb);
        v.blocks.convert_first(b0, b1, kBlockUntouched, kBlockData, hit);
        storage_.nas().allocate(storage_, vmdk_id, fresh);
        storage_.nas().note_overwrites(vmdk_id, from_gb, to_gb, writes);
        return hit;
    }
    v.blocks.convert_first(b0, b1, kBlockUntouched, kBlockData, hit);
    // Zeroed blocks written for the first time also become data (no zeroing needed).
    const double zeroed = v.blocks.count(b0, b1, kBlockZeroed);
    v.blocks.convert_first(b0, b1, kBlockZeroed, kBlockData, zeroed * (1.0 - std::exp(-writes / (b1 - b0))));
    if (!ds.nfs) storage_.write_random(ds.lu, v.lu_offset_gb + from_gb, v.lu_offset_gb + to_gb, writes);
    return hit;
}

}  // namespace santwin::engine
