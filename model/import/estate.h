#pragma once
// What the import readers found, before any of it becomes a lab: one record per exported row
// or command-output line, each remembering where it was read. The builders (estate_builder.h)
// turn these into entities and match them with each other.
#include <map>
#include <string>
#include <vector>

#include "import/import_error.h"

namespace santwin::import {

// --- vSphere inventory (RVTools CSV tabs) ---
struct HostRecord {  // vHost
    std::string name, datacenter, cluster, vendor, model, cpu_model, esx_version;
    double sockets = 0, cores_per_socket = 0, mhz = 0, memory_mb = 0;
    SourceRef at;
};
struct HbaRecord {  // vHBA: one row per vmhba (an HBA port as ESX sees it)
    std::string host, device, type, model, pci, driver, wwpn;
    SourceRef at;
};
struct VmRecord {  // vInfo
    std::string name, host, cluster, os;
    bool is_template = false;
    double cpus = 1, memory_mb = 0;
    SourceRef at;
};
struct DiskRecord {  // vDisk
    std::string vm, label, path, raw_lun;
    double capacity_mb = 0;
    bool thin = false, eager = false, raw = false;
    SourceRef at;
};
struct DatastoreRecord {  // vDatastore
    std::string name, type, address, url, major_version;
    double capacity_mb = 0, block_mb = 0;
    SourceRef at;
};
struct MultipathRecord {  // vMultiPath
    std::string host, datastore, disk, policy;
    SourceRef at;
};
struct NicRecord {  // vNetwork
    std::string vm, network;
    SourceRef at;
};

// --- Brocade FOS command output ---
struct SwitchPortRecord {
    int index = 0;
    std::string label;   // "5" or "1/5" on a director
    std::string address; // "010500"
    double speed_gbps = 0;
    std::string state;   // Online, No_Light...
    std::string role;    // F-Port, E-Port, "" when nothing logged in
    std::string wwn;     // F-Port: the logged-in WWPN; E-Port: the neighbour switch's WWN
    std::string neighbour;  // E-Port: the neighbour switch's name
    SourceRef at;
};
struct SwitchRecord {  // switchshow
    std::string name, wwn, type, fabric_name, zoning_cfg;
    int domain = 0;
    std::vector<SwitchPortRecord> ports;
    SourceRef at;
};
struct LoginRecord {  // nsshow: a device logged in to the fabric
    std::string pid, wwpn, symbol;
    SourceRef at;
};
struct IslRecord {  // islshow
    std::string local_switch;
    std::string local_port, remote_port;  // "16", or "1/16" on a director
    int remote_domain = 0;
    std::string remote_wwn, remote_name;
    double speed_gbps = 0;
    SourceRef at;
};
struct ZoningObject {  // an alias, zone or cfg of cfgshow / zoneshow / alishow
    std::string name;
    std::vector<std::string> members;
    SourceRef at;
};
struct ZoningRecord {  // one capture of a fabric's zoning database
    std::string switch_name;  // the switch it was read on, when the capture says
    std::vector<ZoningObject> aliases, zones, cfgs;  // the defined configuration
    std::string effective_cfg;
    std::vector<ZoningObject> effective_zones;  // members as WWPNs
    SourceRef at;
};

// --- arrays (the SanTwin array CSV, resources/manual/import.md) ---
struct ArrayRecord {
    std::string name, model_key, microcode;
    struct Controller { std::string name; int index = 0; double cache_gb = 0; SourceRef at; };
    struct Port { std::string controller, name, wwpn; double speed_gbps = 4; SourceRef at; };
    struct DiskGroup { std::string name, drive_model, protection; int drives = 0; SourceRef at; };
    struct RaidGroup { std::string name, level, drive_model; int data = 0, parity = 0; SourceRef at; };
    struct Pool { std::string name, type; std::vector<std::string> members; SourceRef at; };
    struct Lu {
        std::string name, backing, owner, naa, vraid;
        int number = 0;
        double capacity_gb = 0;
        SourceRef at;
    };
    struct HostGroup {
        std::string name, host_mode;
        std::vector<std::string> ports, initiators;
        SourceRef at;
    };
    struct Lun { std::string host_group, lu; int lun = 0; SourceRef at; };
    std::vector<Controller> controllers;
    std::vector<Port> ports;
    std::vector<DiskGroup> disk_groups;
    std::vector<RaidGroup> raid_groups;
    std::vector<Pool> pools;
    std::vector<Lu> lus;
    std::vector<HostGroup> host_groups;
    std::vector<Lun> luns;
    SourceRef at;
};

struct Estate {
    std::vector<HostRecord> hosts;
    std::vector<HbaRecord> hbas;
    std::vector<VmRecord> vms;
    std::vector<DiskRecord> disks;
    std::vector<DatastoreRecord> datastores;
    std::vector<MultipathRecord> multipaths;
    std::vector<NicRecord> nics;
    std::vector<SwitchRecord> switches;
    std::vector<LoginRecord> logins;
    std::vector<IslRecord> isls;
    std::vector<ZoningRecord> zoning;
    std::vector<ArrayRecord> arrays;
    std::vector<std::string> inputs;  // "vInfo tab: rvtools/vInfo.csv", one per file read
};

}  // namespace santwin::import
