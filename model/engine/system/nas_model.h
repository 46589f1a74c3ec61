#pragma once
// NAS heads at run time (seed 002): their file systems, the files on them and where those
// files' blocks lie on the head's system drives (back-end LUs).
//
// Layout. A file system takes an equal slice of each of its system drives, and its block
// address space is striped over them: file-system offset x of a file system with n data drives
// lies at slice_base + x / n on every one of them (the NAS stripes each allocation across the
// storage pool). A tiered file system keeps its metadata on tier 0 — the system drives whose LU
// is pinned to the array's top tier (tiering policy level1) — and file data on the others.
//
// Files. A virtual disk on an NFS datastore is a sparse file: a logical block holds data once
// written, and only then takes space. New data is allocated at the file system's allocation
// cursor, so a file's blocks lie in the order they were first written (`map`). A fast file clone
// starts empty, pointing at its source: the source's blocks are shared until the clone writes
// its own. Space used = data blocks files own + clone roots + blocks only a snapshot holds.
//
// Snapshots (taken by a dedupe run): while one exists, the first overwrite of a block the
// snapshot holds leaves the old block to the snapshot (redirect on write); deleting the snapshot
// frees those blocks again.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "devices/hardware_catalog.h"
#include "topology/topology.h"

namespace santwin::engine {

class StorageModel;

struct NasHeadRt {
    Id id = kNoId;
    devices::NasParams params;
    bool vaai = false;
    std::vector<Id> eth_ports;  // cabled Ethernet ports serving NFS
    std::vector<Id> fc_ports;   // FC ports to the system drives
};

// One piece of a system drive a file-system range maps to.
struct SdSlice {
    Id lu = kNoId;
    double from_gb = 0, to_gb = 0;
};

struct NasFsRt {
    Id id = kNoId;
    Id head = kNoId;
    double capacity_gb = 0;
    bool tiered = false;
    std::vector<Id> data_sds;  // file data, striped
    std::vector<Id> meta_sds;  // metadata (tier 0 of a tiered file system)
    std::vector<std::vector<Id>> data_groups, meta_groups;  // the drives above by owning controller
    double data_base_gb = 0;  // start of this file system's slice on each data drive
    double meta_base_gb = 0;
    double cursor_gb = 0;         // next never-allocated file-system offset
    double metadata_gb = 0;       // metadata written so far
    double clone_roots_gb = 0;    // space new clones took before diverging
    double snapshot_held_gb = 0;  // blocks only the snapshot still references
    bool snapshot = false;
};

struct NasFileRt {
    struct Piece {
        double from_gb, to_gb;  // logical range of the file
        double fs_gb;           // where it starts in the file system
    };
    Id vmdk = kNoId;
    Id fs = kNoId;
    double size_gb = 0;
    double own_gb = 0;       // data blocks this file owns
    Id clone_of = kNoId;     // fast clone: shares the source's blocks it has not overwritten
    std::vector<Piece> map;  // allocation order
    double snapshot_overwritten_gb = 0;  // own blocks rewritten since the snapshot
};

class NasModel {
  public:
    void build(const Topology& t, const devices::HardwareCatalog& catalog, StorageModel& sm);

    bool has_head(Id id) const { return heads_.count(id) != 0; }
    const NasHeadRt& head(Id id) const { return heads_.at(id); }
    const std::map<Id, NasHeadRt>& heads() const { return heads_; }
    const NasFsRt& fs(Id id) const { return fss_.at(id); }
    NasFsRt& fs(Id id) { return fss_.at(id); }
    const std::map<Id, NasFsRt>& file_systems() const { return fss_; }
    // True when `export_id` is an export of a modelled head's file system.
    bool serves(Id export_id) const { return export_fs_.count(export_id) != 0; }
    // File system behind an export (or the id itself when it is a file system); throws naming the
    // fix.
    Id fs_of(Id export_or_fs) const;
    // Position of an export among its head's exports, and of a client host among the hosts
    // (for spreading NFS connections over ports).
    int export_index(Id export_id) const;
    int client_index(Id host) const;

    // --- files -----------------------------------------------------------------------
    void create_file(Id vmdk, Id fs, double size_gb, Id clone_of = kNoId);
    void remove_file(Id vmdk);
    bool has_file(Id vmdk) const { return files_.count(vmdk) != 0; }
    const NasFileRt& file(Id vmdk) const;
    // Logical ranges of the file written for the first time: allocated at the cursor, their
    // pages written on the system drives, metadata grown.
    void allocate(StorageModel& sm, Id vmdk, const std::vector<std::pair<double, double>>& ranges);
    // `writes` random writes over the logical range [from, to) of a file: under a snapshot, the
    // first overwrite of each block it holds moves the old block to the snapshot.
    void note_overwrites(Id vmdk, double from_gb, double to_gb, double writes);
    // File-system span [from, to) holding the file's blocks of logical range [from, to); the
    // cursor (a 1 MB span) when none is allocated yet.
    std::pair<double, double> fs_span(Id vmdk, double from_gb, double to_gb) const;

    // --- layout ----------------------------------------------------------------------
    // The system-drive pieces under a file-system range (one per data drive).
    std::vector<SdSlice> data_slices(Id fs, double from_gb, double to_gb) const;
    std::vector<SdSlice> meta_slices(Id fs, double from_gb, double to_gb) const;

    // --- space -----------------------------------------------------------------------
    // Data blocks owned by files, clone roots and snapshot-held blocks, GB.
    double used_gb(Id fs) const;
    double file_data_gb(Id fs) const;
    void take_snapshot(Id fs);
    // Deletes the snapshot and returns the GB it alone held (now free).
    double delete_snapshot(Id fs);

  private:
    void write_metadata(StorageModel& sm, NasFsRt& f, double data_gb);

    std::map<Id, NasHeadRt> heads_;
    std::map<Id, NasFsRt> fss_;
    std::map<Id, Id> export_fs_;
    std::map<Id, int> export_index_;
    std::map<Id, int> client_index_;
    std::map<Id, NasFileRt> files_;
};

}  // namespace santwin::engine
