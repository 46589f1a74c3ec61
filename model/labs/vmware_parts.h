#pragma once
// VMware building blocks the built-in labs share: ESX servers, VMFS datastores, VMs and
// templates with their virtual disks, linked clones. Thin layers over LabBuilder.
#include <string>

#include "labs/lab_builder.h"

namespace santwin::labs {

struct ServerSpec {
    std::string model;
    int cpu_sockets = 2;
    int cores_per_socket = 4;
    double cpu_ghz = 0;  // 0: the paper does not say; the schema default stays
    double ram_gb = 16;
    Id chassis = kNoId;  // blade chassis, if a blade
    int slot = 0;
};
Id server(LabBuilder& b, const std::string& name, const ServerSpec& spec);
// A server running `os` rather than ESX (vCenter, management, backup).
Id os_server(LabBuilder& b, const std::string& name, const ServerSpec& spec, const std::string& os);

// An ESX host on `server` (named like it). VAAI is on for ESX 4.1 and later: the primitives
// did not exist before 4.1.
Id esx_host(LabBuilder& b, Id server, const std::string& version);

// A VMFS datastore on `lu`.
Id vmfs_datastore(LabBuilder& b, const std::string& name, Id lu, double block_size_mb = 1,
                  const std::string& vmfs_version = "3");

struct VmSpec {
    int vcpus = 1;
    double ram_gb = 1;
    std::string os = "Windows Server 2008 R2";
    std::string workload;
    std::string tile;
};
// A VM (Kind::Vm) or template (Kind::Template) registered on `host`.
Id vm(LabBuilder& b, Kind kind, const std::string& name, Id host, const VmSpec& spec);

struct DiskSpec {
    double size_gb = 20;
    std::string format = "zeroedthick";  // thin / zeroedthick / eagerzeroedthick
    double used_gb = 0;                  // guest data already written
    Id linked_base = kNoId;              // base disk of a linked clone's delta
};
Id vmdk(LabBuilder& b, Id vm, const std::string& name, Id datastore, const DiskSpec& spec);

}  // namespace santwin::labs
