#pragma once
// Copying a virtual disk: deploy from a template, clone, Storage vMotion (domain.md §4, seeds
// 000 and 001). The data mover copies the blocks that hold data (a lazily zeroed source's
// never-written blocks are skipped; an eagerzeroedthick source is copied whole) into a new disk
// on the destination datastore:
//   host copy   the ESX host reads and writes in datamover_io_kb pieces, datamover_outstanding
//               at a time, through its HBAs;
//   XCOPY       with VAAI on host and array (source and destination on the same array) the host
//               sends one EXTENDED COPY per xcopy_kb and the array moves the data itself.
// The destination keeps the source's format ("same format") or becomes eagerzeroedthick, in
// which case the blocks not copied are zeroed afterwards (host zero writes or WRITE SAME).
// A task that takes metadata locks opens its source with a shared (read-only) lock and releases
// it at the end: with ATS on ESX 4.1 that release still takes a SCSI reservation. A Storage
// vMotion copies the VM's home files to the destination first and removes the source's last
// (VMware's description of the vSphere 4 Storage vMotion stages): end_locks of its locks come
// after the copy, on the source's datastore.
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct CopyDiskOptions {
    std::string format;       // destination format; "" keeps the source's
    Id host = kNoId;          // host whose data mover copies (default: the source VM's host)
    bool delete_source = false;  // Storage vMotion: the source file is deleted at the end
    double size_gb = 0;          // destination size when deploying into a larger disk (0: the source's)
    double metadata_locks = 0;   // VMFS lock operations the task does first (files created, opened),
                                 // one of them the source's shared lock, released at the end
    double end_locks = 0;        // of metadata_locks, those taken on the source's datastore after the
                                 // release: a Storage vMotion removes the source's files last
};

class CopyDisk : public engine::Job {
public:
    CopyDisk(std::string label, Id source_vmdk, Id destination_datastore, CopyDiskOptions options = {});

    std::string name() const override { return label_; }
    Id subject() const override { return source_; }
    void start(engine::SimContext& ctx) override;
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext&, const std::vector<engine::StreamResult>& results) const override;
    bool done() const override { return done_; }
    double progress() const override;

    Id destination() const { return destination_; }
    bool used_xcopy() const { return xcopy_; }
    double finished_at() const { return finished_at_; }
    double copied_gb() const { return copied_gb_; }  // data copied so far

private:
    double chunk_gb() const;
    void data_copied(engine::SimContext& ctx, double at);  // copy (and zeroing) complete
    void finish(engine::SimContext& ctx, double at);

    std::string label_;
    Id source_;
    Id destination_ds_;
    CopyDiskOptions options_;
    Id destination_ = kNoId;
    Id host_ = kNoId;
    bool xcopy_ = false;
    std::vector<std::pair<double, double>> todo_;  // source extents still to copy (GB)
    double total_gb_ = 0;
    double first_locks_ = 0;       // metadata locks taken before the copy
    double locks_left_ = 0;
    double releases_left_ = 0;     // shared locks still to release once the data is copied
    double end_locks_left_ = 0;    // then lock updates on the source's datastore (files removed)
    bool data_copied_ = false;
    double zero_gb_per_io_ = 0;  // zeroing phase: VMDK space per I/O of the current plan
    double copied_gb_ = 0;
    bool done_ = false;
    double finished_at_ = -1;
};

}  // namespace santwin::operations
