#include "devices/hardware_catalog.h"

#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "common/parameters.h"
#include "common/resources.h"

namespace santwin::devices {

namespace {
using json = nlohmann::json;
using Fields = std::vector<std::pair<const char*, double*>>;

Fields fields(DiskParams& d) {
    return {{"rpm", &d.rpm},
            {"capacity_gb", &d.capacity_gb},
            {"overhead_ms", &d.overhead_ms},
            {"seek_read_ms", &d.seek_read_ms},
            {"seek_write_ms", &d.seek_write_ms},
            {"settle_ms", &d.settle_ms},
            {"media_mb_s", &d.media_mb_s},
            {"queue_gain_alpha", &d.queue_gain_alpha},
            {"queue_gain_cap", &d.queue_gain_cap},
            {"queue_gain_kb", &d.queue_gain_kb},
            {"parallelism", &d.parallelism}};
}

Fields fields(ArrayParams& a) {
    return {{"front_end_latency_ms", &a.front_end_latency_ms},
            {"write_through_without_partner", &a.write_through_without_partner},
            {"rebuild_min_per_gb", &a.rebuild_min_per_gb},
            {"port_efficiency", &a.port_efficiency},
            {"port_full_duplex", &a.port_full_duplex},
            {"mp_per_controller", &a.mp_per_controller},
            {"mp_us_per_io", &a.mp_us_per_io},
            {"mp_us_per_mb", &a.mp_us_per_mb},
            {"mp_us_per_backend_op", &a.mp_us_per_backend_op},
            {"cache_gb_per_controller", &a.cache_gb_per_controller},
            {"read_cache_share", &a.read_cache_share},
            {"write_pending_share", &a.write_pending_share},
            {"write_copies_in_cache", &a.write_copies_in_cache},
            {"prefetch_hit", &a.prefetch_hit},
            {"seq_detect_exponent", &a.seq_detect_exponent},
            {"chunk_kb", &a.chunk_kb},
            {"controller_write_mb_s", &a.controller_write_mb_s},
            {"controller_bus_mb_s", &a.controller_bus_mb_s},
            {"mp_us_per_write_mb", &a.mp_us_per_write_mb},
            {"stream_detect_exponent", &a.stream_detect_exponent},
            {"destage_queue_per_drive", &a.destage_queue_per_drive},
            {"cross_path_latency_ms", &a.cross_path_latency_ms},
            {"proxy_latency_ms", &a.proxy_latency_ms},
            {"proxy_mp_factor", &a.proxy_mp_factor},
            {"front_end_mp_share", &a.front_end_mp_share},
            {"ownership_transfer_ms", &a.ownership_transfer_ms},
            {"ownership_transfer_mp_ms", &a.ownership_transfer_mp_ms},
            {"dynamic_load_balancing", &a.dynamic_load_balancing},
            {"page_mb", &a.page_mb},
            {"write_same_allocates", &a.write_same_allocates},
            {"write_same_writes_unallocated", &a.write_same_writes_unallocated},
            {"xcopy_mp_us_per_mb", &a.xcopy_mp_us_per_mb},
            {"external_port_gbps", &a.external_port_gbps},
            {"external_ports", &a.external_ports},
            {"external_latency_ms", &a.external_latency_ms},
            {"external_write_sync", &a.external_write_sync},
            {"hdt_relocation_mb_s", &a.hdt_relocation_mb_s},
            {"hdt_new_pages_top_tier", &a.hdt_new_pages_top_tier},
            {"hdt_buffer_pct", &a.hdt_buffer_pct}};
}

Fields fields(HostParams& h) {
    return {{"stack_latency_ms", &h.stack_latency_ms},
            {"vaai_available", &h.vaai_available},
            {"path_failover_s", &h.path_failover_s},
            {"ats_available", &h.ats_available},
            {"alua_satp", &h.alua_satp},
            {"zero_io_kb", &h.zero_io_kb},
            {"eager_zero_outstanding", &h.eager_zero_outstanding},
            {"write_same_kb", &h.write_same_kb},
            {"datamover_io_kb", &h.datamover_io_kb},
            {"datamover_outstanding", &h.datamover_outstanding},
            {"xcopy_kb", &h.xcopy_kb},
            {"xcopy_outstanding", &h.xcopy_outstanding},
            {"thin_metadata_ios", &h.thin_metadata_ios},
            {"ats_releases_shared_locks", &h.ats_releases_shared_locks},
            {"reservation_hold_ms", &h.reservation_hold_ms},
            {"reservation_commands", &h.reservation_commands},
            {"conflict_retry_ms", &h.conflict_retry_ms},
            {"ats_commands", &h.ats_commands},
            {"ats_hold_ms", &h.ats_hold_ms},
            {"svmotion_per_host", &h.svmotion_per_host},
            {"svmotion_per_datastore", &h.svmotion_per_datastore},
            {"svmotion_locks", &h.svmotion_locks},
            {"svmotion_source_locks", &h.svmotion_source_locks},
            {"delta_grow_mb", &h.delta_grow_mb},
            {"cos_cpu_pct_per_stream", &h.cos_cpu_pct_per_stream},
            {"cos_mem_pct_per_stream", &h.cos_mem_pct_per_stream},
            {"nfs_datamover_io_kb", &h.nfs_datamover_io_kb},
            {"nfs_datamover_outstanding", &h.nfs_datamover_outstanding},
            {"nfs_lock_update_s", &h.nfs_lock_update_s},
            {"nfs_lock_write_kb", &h.nfs_lock_write_kb},
            {"nfs_lock_files_per_vm", &h.nfs_lock_files_per_vm},
            {"provisioning_per_host", &h.provisioning_per_host},
            {"provisioning_per_datastore", &h.provisioning_per_datastore},
            {"provisioning_overhead_s", &h.provisioning_overhead_s}};
}

Fields fields(NasParams& n) {
    return {{"fpga_engines", &n.fpga_engines},
            {"fpga_us_per_op", &n.fpga_us_per_op},
            {"fpga_us_per_mb", &n.fpga_us_per_mb},
            {"nfs_latency_ms", &n.nfs_latency_ms},
            {"cpu_cores", &n.cpu_cores},
            {"cpu_base_pct", &n.cpu_base_pct},
            {"cpu_us_per_op", &n.cpu_us_per_op},
            {"cpu_us_per_metadata_op", &n.cpu_us_per_metadata_op},
            {"readahead_kb", &n.readahead_kb},
            {"superflush_kb", &n.superflush_kb},
            {"metadata_pct_of_data", &n.metadata_pct_of_data},
            {"clone_cpu_s", &n.clone_cpu_s},
            {"clone_metadata_mb", &n.clone_metadata_mb},
            {"dedupe_engine_mb_s", &n.dedupe_engine_mb_s},
            {"dedupe_engines", &n.dedupe_engines},
            {"dedupe_throttle_load", &n.dedupe_throttle_load},
            {"dedupe_cpu_ms_per_mb", &n.dedupe_cpu_ms_per_mb},
            {"dedupe_read_kb", &n.dedupe_read_kb},
            {"fs_block_kb", &n.fs_block_kb},
            {"snapshot_unlink_blocks_per_s", &n.snapshot_unlink_blocks_per_s},
            {"unlink_metadata_ios_per_block", &n.unlink_metadata_ios_per_block},
            {"unlink_cpu_us_per_block", &n.unlink_cpu_us_per_block}};
}

Fields fields(VtlParams& v) {
    return {{"disk_tb_per_h", &v.disk_tb_per_h},
            {"reference_disks", &v.reference_disks},
            {"node_latency_ms", &v.node_latency_ms}};
}

Fields fields(TapeDriveParams& d) {
    return {{"native_mb_s", &d.native_mb_s}};
}

Fields fields(BackupSoftwareParams& b) {
    return {{"export_read_kb", &b.export_read_kb},
            {"export_write_kb", &b.export_write_kb},
            {"export_outstanding", &b.export_outstanding},
            {"proxy_cpu_ms_per_mb", &b.proxy_cpu_ms_per_mb},
            {"compress_cpu_ms_per_mb", &b.compress_cpu_ms_per_mb},
            {"zero_scan_cpu_ms_per_mb", &b.zero_scan_cpu_ms_per_mb},
            {"decompress_cpu_ms_per_mb", &b.decompress_cpu_ms_per_mb},
            {"compress_ratio", &b.compress_ratio},
            {"snapshot_s", &b.snapshot_s},
            {"mount_s", &b.mount_s},
            {"cleanup_s", &b.cleanup_s},
            {"tape_block_kb", &b.tape_block_kb},
            {"read_kb", &b.read_kb},
            {"agent_outstanding", &b.agent_outstanding},
            {"restore_buffers", &b.restore_buffers},
            {"restore_setup_s", &b.restore_setup_s},
            {"commit_s", &b.commit_s},
            {"receive_cpu_ms_per_mb", &b.receive_cpu_ms_per_mb}};
}

// Reads every numeric field of `params` present in `obj`; refuses unknown keys so a typo in a
// parameter file cannot silently fall back to a default.
template <typename Params>
void read_fields(const std::string& where, const json& obj, Params& params) {
    auto table = fields(params);
    for (const auto& [key, value] : obj.items()) {
        if (key == "label" || key == "architecture" || key.ends_with("_source")) continue;
        bool known = false;
        for (auto& [name, target] : table) {
            if (key != name) continue;
            if (!value.is_number())
                throw HardwareError(where + ": '" + key + "' must be a number");
            *target = value.template get<double>();
            known = true;
        }
        if (!known) throw HardwareError(where + ": unknown parameter '" + key + "'");
    }
    if (obj.contains("label")) params.label = obj.at("label").template get<std::string>();
}

json parse(const std::string& file, const std::string& text) {
    try {
        return json::parse(text);
    } catch (const json::exception& e) {
        throw HardwareError(file + ": not valid JSON (" + e.what() + ")");
    }
}

std::string embedded(const char* path) {
    auto text = resources::find(path);
    if (!text) throw HardwareError(std::string("resource ") + path + " is missing from the build");
    return std::string(*text);
}

// Reads one section of backup.json ("vtls", "tape_drives", "software") into `out`.
template <typename Params>
void read_section(const json& doc, const char* section, std::map<std::string, Params>& out) {
    if (!doc.contains(section)) return;
    for (const auto& [key, obj] : doc.at(section).items()) {
        Params p;
        p.key = key;
        read_fields(std::string("backup.json/") + section + "/" + key, obj, p);
        out[key] = p;
    }
}

template <typename Params>
const Params& lookup(const std::map<std::string, Params>& m, const std::string& key, const char* what, const char* section) {
    params::note_use("hardware/backup.json", std::string(section) + "/" + key);
    auto it = m.find(key);
    if (it == m.end())
        throw HardwareError(std::string("no ") + what + " '" + key + "' in resources/hardware/backup.json");
    return it->second;
}
}  // namespace

HardwareCatalog::HardwareCatalog(const std::string& disks_json, const std::string& arrays_json,
                                 const std::string& hosts_json, const std::string& nas_json,
                                 const std::string& backup_json) {
    json disks = parse("disks.json", disks_json);
    for (const auto& [key, obj] : disks.at("drives").items()) {
        DiskParams d;
        d.key = key;
        read_fields("disks.json/" + key, obj, d);
        disks_[key] = d;
    }
    json arrays = parse("arrays.json", arrays_json);
    for (const auto& [key, obj] : arrays.at("arrays").items()) {
        ArrayParams a;
        a.key = key;
        read_fields("arrays.json/" + key, obj, a);
        if (obj.contains("architecture")) a.architecture = obj.at("architecture").get<std::string>();
        arrays_[key] = a;
    }
    json hosts = parse("hosts.json", hosts_json);
    for (const auto& [key, obj] : hosts.at("versions").items()) {
        HostParams h;
        h.key = key;
        read_fields("hosts.json/" + key, obj, h);
        hosts_[key] = h;
    }
    // The fabric's links (optional here: a catalogue without them refuses FC I/O when asked).
    if (const auto fabric = hosts.find("fabric"); fabric != hosts.end()) {
        const auto fc = fabric->find("fibre-channel");
        const bool found = fc != fabric->end() && fc->contains("fc_payload_efficiency");
        const json e = found ? fc->at("fc_payload_efficiency") : json();
        if (!e.is_number() || e.get<double>() <= 0 || e.get<double>() > 1)
            throw HardwareError("hosts.json/fabric/fibre-channel: 'fc_payload_efficiency' must be a number in (0, 1]");
        fc_payload_efficiency_ = e.get<double>();
    }
    json backup = parse("backup.json", backup_json);
    read_section(backup, "vtls", vtls_);
    read_section(backup, "tape_drives", tape_drives_);
    read_section(backup, "software", software_);
    if (nas_json.empty()) return;  // a catalogue without NAS heads
    json nas = parse("nas.json", nas_json);
    for (const auto& [key, obj] : nas.at("nas_heads").items()) {
        NasParams n;
        n.key = key;
        read_fields("nas.json/" + key, obj, n);
        nas_[key] = n;
    }
}

const HardwareCatalog& HardwareCatalog::builtin() {
    static const HardwareCatalog catalog(embedded("hardware/disks.json"), embedded("hardware/arrays.json"),
                                         embedded("hardware/hosts.json"), embedded("hardware/nas.json"),
                                         embedded("hardware/backup.json"));
    return catalog;
}

const DiskParams& HardwareCatalog::disk(const std::string& key) const {
    params::note_use("hardware/disks.json", "drives/" + key);
    auto it = disks_.find(key);
    if (it == disks_.end())
        throw HardwareError("no drive model '" + key + "' in resources/hardware/disks.json");
    return it->second;
}

const ArrayParams& HardwareCatalog::array(const std::string& key) const {
    params::note_use("hardware/arrays.json", "arrays/" + key);
    auto it = arrays_.find(key);
    if (it == arrays_.end())
        throw HardwareError("no array model '" + key + "' in resources/hardware/arrays.json");
    return it->second;
}

const NasParams& HardwareCatalog::nas(const std::string& key) const {
    params::note_use("hardware/nas.json", "nas_heads/" + key);
    auto it = nas_.find(key);
    if (it == nas_.end())
        throw HardwareError("no NAS model '" + key + "' in resources/hardware/nas.json; set the NAS head's 'hardware' attribute to one of its keys");
    return it->second;
}

double HardwareCatalog::fc_payload_efficiency() const {
    params::note_use("hardware/hosts.json", "fabric/fibre-channel");
    if (fc_payload_efficiency_ <= 0)
        throw HardwareError("hosts.json has no 'fabric/fibre-channel' with 'fc_payload_efficiency': Fibre Channel links cannot be modelled");
    return fc_payload_efficiency_;
}

const HostParams& HardwareCatalog::host(const std::string& esx_version) const {
    // Longest key that prefixes the version: "4.1" matches "4.1U1", "3.5" matches "3.5U4".
    const HostParams* best = nullptr;
    for (const auto& [key, params] : hosts_)
        if (esx_version.rfind(key, 0) == 0 && (!best || key.size() > best->key.size())) best = &params;
    if (!best)
        throw HardwareError("no ESX version matching '" + esx_version + "' in resources/hardware/hosts.json");
    params::note_use("hardware/hosts.json", "versions/" + best->key);
    return *best;
}

}  // namespace santwin::devices

namespace santwin::devices {

const VtlParams& HardwareCatalog::vtl(const std::string& key) const { return lookup(vtls_, key, "VTL model", "vtls"); }

const TapeDriveParams& HardwareCatalog::tape_drive(const std::string& key) const {
    return lookup(tape_drives_, key, "tape drive model", "tape_drives");
}

const BackupSoftwareParams& HardwareCatalog::backup_software(const std::string& key) const {
    return lookup(software_, key, "backup software", "software");
}

}  // namespace santwin::devices
