#pragma once
// Hardware parameters, by model key, read from resources/hardware/*.json. Parameters belong to
// hardware (a disk model, an array model, an ESX version), never to a scenario: every scenario
// that uses an AMS 2100 gets the same AMS 2100. Each number in the files carries a `<name>_source`
// note; tests/engine/hardware_catalog_test.cpp checks that none is missing.
#include <map>
#include <stdexcept>
#include <string>

#include "devices/array_params.h"
#include "devices/backup_params.h"
#include "devices/disk.h"
#include "devices/host_params.h"
#include "devices/nas_params.h"

namespace santwin::devices {

class HardwareError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class HardwareCatalog {
public:
    // The catalogue compiled into the program from resources/hardware/.
    static const HardwareCatalog& builtin();

    // Parses the given JSON documents (disks, arrays, hosts, and optionally NAS heads and backup
    // devices/software); throws HardwareError naming the file, model and field on a problem.
    HardwareCatalog(const std::string& disks_json, const std::string& arrays_json,
                    const std::string& hosts_json, const std::string& nas_json = "",
                    const std::string& backup_json = "{}");

    const DiskParams& disk(const std::string& key) const;
    const ArrayParams& array(const std::string& key) const;
    const HostParams& host(const std::string& esx_version) const;
    const NasParams& nas(const std::string& key) const;
    const VtlParams& vtl(const std::string& key) const;
    const TapeDriveParams& tape_drive(const std::string& key) const;
    const BackupSoftwareParams& backup_software(const std::string& key) const;
    // Share of a Fibre Channel link's payload rate that transfers achieve (HBA and switch
    // ports, a NAS head's or a VTL node's ports): hosts.json "fabric/fibre-channel".
    double fc_payload_efficiency() const;

    const std::map<std::string, DiskParams>& disks() const { return disks_; }
    const std::map<std::string, ArrayParams>& arrays() const { return arrays_; }
    const std::map<std::string, HostParams>& hosts() const { return hosts_; }
    const std::map<std::string, NasParams>& nas_heads() const { return nas_; }
    const std::map<std::string, VtlParams>& vtls() const { return vtls_; }
    const std::map<std::string, TapeDriveParams>& tape_drives() const { return tape_drives_; }

private:
    std::map<std::string, DiskParams> disks_;
    std::map<std::string, ArrayParams> arrays_;
    std::map<std::string, HostParams> hosts_;
    std::map<std::string, NasParams> nas_;
    std::map<std::string, VtlParams> vtls_;
    std::map<std::string, TapeDriveParams> tape_drives_;
    std::map<std::string, BackupSoftwareParams> software_;
    double fc_payload_efficiency_ = 0;
};

}  // namespace santwin::devices
