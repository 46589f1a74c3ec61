#pragma once
// VMFS datastores and VMDKs at run time (domain.md §4).
//
// A VMFS datastore is formatted by writing its system files at the start of its LU; files are
// then placed contiguously from an allocation cursor (space freed by deleting a file is reused
// first-fit). VMFS never tells the array what it freed: deleting a VMDK leaves its pool pages
// allocated.
//
// A VMDK tracks each VMFS block (1 MB, or the datastore's block size) as untouched, zeroed or
// holding data:
//   thin             blocks are allocated on first write (a metadata update under a lock), in
//                    allocation order, so they fill the file's range from its start;
//   zeroedthick      all blocks allocated at creation but not zeroed: the first write to a block
//                    zeroes the whole block first;
//   eagerzeroedthick every block zeroed at creation (by the host, or WRITE SAME with VAAI).
#include <map>
#include <string>
#include <vector>

#include "common/extent_map.h"
#include "engine/system/storage_model.h"
#include "topology/topology.h"

namespace santwin::engine {

enum BlockState : ExtentMap::State { kBlockUntouched = 0, kBlockZeroed = 1, kBlockData = 2 };

struct DatastoreRt {
    Id id = kNoId;
    bool nfs = false;
    Id lu = kNoId;               // VMFS
    Id nfs_export = kNoId;       // NFS
    double capacity_gb = 0;
    double block_mb = 1;
    bool formatted = false;
    double metadata_gb = 0;
    double cursor_gb = 0;        // next never-used offset
    std::vector<std::pair<double, double>> free_extents;  // freed by deletes, reused first-fit
};

struct VmdkRt {
    Id id = kNoId;
    Id datastore = kNoId;
    std::string format;          // thin | zeroedthick | eagerzeroedthick
    double size_gb = 0;
    double lu_offset_gb = 0;     // VMFS thick: start of its range on the LU
    // VMFS thin: where its allocated blocks went, in allocation order (space is taken from the
    // datastore as the file grows, not reserved up front).
    std::vector<std::pair<double, double>> thin_extents;
    double thin_allocated_gb = 0;
    double block_gb = 1.0 / 1024;
    ExtentMap blocks;            // per VMFS block: untouched / zeroed / data
    Id linked_base = kNoId;
    // A raw device mapping: its data lives on the mapped LU; on the datastore there is only a
    // mapping file of a few KB, which takes no space worth modelling.
    bool rdm = false;
    bool placed = false;

    double blocks_total() const { return blocks.size(); }
    double untouched_fraction(double from_gb, double to_gb) const;
};

class VmfsModel {
public:
    VmfsModel(const Topology& t, StorageModel& storage);

    DatastoreRt& datastore(Id id);
    VmdkRt& vmdk(Id id);
    const VmdkRt& vmdk(Id id) const;
    bool has_vmdk(Id id) const { return vmdks_.count(id) != 0; }
    const std::map<Id, VmdkRt>& vmdks() const { return vmdks_; }
    const std::map<Id, DatastoreRt>& datastores() const { return datastores_; }

    // Writes the VMFS system files (`written_gb` of them) at the start of the LU.
    void format(Id datastore, double written_gb);
    // Grows the datastore to its (grown) LU's size: VMFS updates its bitmaps in place, inside
    // the metadata it already wrote, so no new pages are touched.
    void expand(Id datastore);

    // Places a VMDK in its datastore (contiguous range). Throws when it does not fit.
    void place(Id vmdk);
    // Deletes the file: its range becomes free VMFS space; the array is not told.
    void remove(Id vmdk);
    // Adds a VMDK that is not in the topology (a clone's copy), returns its id (negative space).
    Id add_runtime_vmdk(Id datastore, const std::string& format, double size_gb, Id linked_base = kNoId);

    // Marks [from_gb, to_gb) of the VMDK as holding data and writes the LU pages under it.
    void write_data(Id vmdk, double from_gb, double to_gb);
    // Marks the VMDK's untouched blocks in [from_gb, to_gb) zeroed; `write_pages` decides
    // whether the LU pages under them are written with zeros (host zeroing, or WRITE SAME on
    // an array that writes/allocates) and returns the GB of blocks zeroed.
    double zero_untouched(Id vmdk, double from_gb, double to_gb, bool allocate_pages);
    // `writes` random writes over [from_gb, to_gb): returns the number of untouched blocks they
    // hit first (each needing zeroing, or a thin allocation), and marks them as data.
    double random_first_writes(Id vmdk, double from_gb, double to_gb, double writes);

    // LU range [from, to) in GB of a VMDK-relative range.
    std::pair<double, double> lu_range(Id vmdk, double from_gb, double to_gb) const;
    // GB of the VMDK holding data.
    double data_gb(Id vmdk) const;

private:
    double allocate_range(DatastoreRt& ds, double size_gb);
    // Grows a thin VMDK by `gb` of blocks and writes the LU pages under them.
    void grow_thin(VmdkRt& v, DatastoreRt& ds, double gb, PageState state = kPageData);

    const Topology& topology_;
    StorageModel& storage_;
    std::map<Id, DatastoreRt> datastores_;
    std::map<Id, VmdkRt> vmdks_;
    Id next_runtime_id_;
};

}  // namespace santwin::engine
