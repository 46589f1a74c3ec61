// VMware rules: vm.no_host, vmdk.no_datastore, vmdk.used_exceeds_size, datastore.exceeds_lu,
// vmdk.exceeds_datastore, vmdk.exceeds_vmfs_block_limit (vm.bad_workload, which needs the
// workload profiles, is checks/'). Raw device mappings are skipped by the size rules: their
// mapping file is tiny and the data lives on the mapped LU.
#include <map>

#include "topology/capacity.h"
#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
constexpr double kSlackGb = 1e-9;

bool thick(const Entity& vmdk) {
    return vmdk.text("format") != "thin";
}

// Smallest VMFS3 block size (MB) whose largest file holds `size_gb`, or 0 when none does.
double block_size_for(double size_gb) {
    for (double mb : {1.0, 2.0, 4.0, 8.0})
        if (size_gb <= vmfs3_max_file_gb(mb) + kSlackGb) return mb;
    return 0;
}
}  // namespace

void check_vm_owners(Context& ctx) {
    for (Id vm : ctx.t.all_of(Kind::Vm))
        if (ctx.t.at(vm).ref("host") == kNoId)
            ctx.error(
                "vm.no_host", {vm},
                ctx.describe(vm) + " has no host: set host to the ESX host it is registered on");
    for (Id d : ctx.t.all_of(Kind::Vmdk))
        if (ctx.t.at(d).ref("datastore") == kNoId)
            ctx.error("vmdk.no_datastore", {d, ctx.t.at(d).parent},
                      ctx.describe(d) + " of " + ctx.describe(ctx.t.at(d).parent) +
                          " has no datastore: set datastore to where its file lives");
}

namespace {
// A guest writes within its disk: more written than provisioned is a slip in the file.
void check_disk_fill(Context& ctx) {
    for (Id d : ctx.t.all_of(Kind::Vmdk)) {
        const Entity& disk = ctx.t.at(d);
        const double used = disk.num("used_gb"), size = disk.num("size_gb");
        if (used > size + kSlackGb)
            ctx.error("vmdk.used_exceeds_size", {d, disk.parent},
                      ctx.describe(d) + " of " + ctx.describe(disk.parent) + " has " + number(used) +
                          " GB written but is only " + number(size) +
                          " GB: lower used_gb to at most size_gb, or grow size_gb");
    }
}

// A VMFS datastore formats part or all of its LU, never more.
void check_datastore_sizes(Context& ctx) {
    for (Id ds : ctx.t.all_of(Kind::Datastore)) {
        const Entity& e = ctx.t.at(ds);
        const Entity* lu = ctx.t.find(e.ref("lu"));
        const double size = e.num("capacity_gb");
        if (e.text("type") != "vmfs" || size <= 0 || !lu || lu->kind != Kind::LogicalUnit) continue;
        const double lu_size = lu->num("capacity_gb");
        if (size > lu_size + kSlackGb)
            ctx.error("datastore.exceeds_lu", {ds, lu->id},
                      ctx.describe(ds) + " is " + number(size) + " GB but " + ctx.describe(lu->id) +
                          " holds only " + number(lu_size) + " GB: set capacity_gb to " + number(lu_size) +
                          " or less (0: the whole LU), or grow the LU");
    }
}

void check_block_limit(Context& ctx, const Entity& ds, const Entity& disk) {
    if (ds.text("type") != "vmfs" || ds.text("vmfs_version") != "3") return;
    const double block = ds.num("block_size_mb", 1);
    const double limit = vmfs3_max_file_gb(block);
    const double size = disk.num("size_gb");
    if (size <= limit + kSlackGb) return;
    const double needed = block_size_for(size);
    const std::string fix = needed > 0
                                ? "put it on a VMFS3 datastore with " + number(needed) +
                                      " MB blocks, use VMFS5, or shrink the disk"
                                : "split the disk (VMFS3 files stop at 2 TB − 512 B) or use VMFS5";
    ctx.error("vmdk.exceeds_vmfs_block_limit", {disk.id, ds.id},
              ctx.describe(disk.id) + " is " + number(size) + " GB, over the " +
                  number(256 * block) + " GB − 512 B largest file of VMFS3 " + ctx.describe(ds.id) +
                  " with " + number(block) + " MB blocks: " + fix);
}

void check_datastore_fill(Context& ctx, Id ds, const std::vector<Id>& disks) {
    const auto capacity = datastore_capacity_gb(ctx.t, ds);
    double thick_sum = 0;
    std::vector<Id> thick_disks;
    for (Id d : disks) {
        const Entity& disk = ctx.t.at(d);
        check_block_limit(ctx, ctx.t.at(ds), disk);
        if (!capacity) continue;
        const double size = disk.num("size_gb");
        if (size > *capacity + kSlackGb)
            ctx.error("vmdk.exceeds_datastore", {d, ds},
                      ctx.describe(d) + " is " + number(size) + " GB, larger than " +
                          ctx.describe(ds) + " (" + number(*capacity) +
                          " GB): grow the datastore or move the disk to a larger one");
        if (thick(disk)) {
            thick_sum += size;
            thick_disks.push_back(d);
        }
    }
    if (capacity && thick_disks.size() > 1 && thick_sum > *capacity + kSlackGb) {
        std::vector<Id> ids{ds};
        ids.insert(ids.end(), thick_disks.begin(), thick_disks.end());
        ctx.error("vmdk.exceeds_datastore", ids,
                  "the " + std::to_string(thick_disks.size()) + " thick disks on " +
                      ctx.describe(ds) + " total " + number(thick_sum) + " GB, more than its " +
                      number(*capacity) +
                      " GB: grow the datastore, move disks elsewhere, or make some thin");
    }
}
}  // namespace

void check_vmware(Context& ctx) {
    check_disk_fill(ctx);
    check_datastore_sizes(ctx);
    std::map<Id, std::vector<Id>> disks_on;  // datastore -> non-RDM disks whose file lives there
    for (Id d : ctx.t.all_of(Kind::Vmdk)) {
        const Entity& disk = ctx.t.at(d);
        const Entity* ds = ctx.t.find(disk.ref("datastore"));
        if (ds && ds->kind == Kind::Datastore && !disk.flag("rdm")) disks_on[ds->id].push_back(d);
    }
    for (const auto& [ds, disks] : disks_on) check_datastore_fill(ctx, ds, disks);
}

}  // namespace santwin::validation_detail
