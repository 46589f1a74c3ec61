// Compute: chassis, servers, ESX hosts and their adapters.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_compute(std::vector<KindSpec>& out) {
    out.push_back({Kind::BladeChassis, {}, false,
                   {text("model", "", "Chassis model, e.g. HP c7000, Hitachi Compute Blade 500"),
                    integer("slots", "", 1, 64, 16, "Blade bays")},
                   "An enclosure of blade servers with its own switch modules."});
    out.push_back({Kind::Server, {Kind::BladeChassis}, false,
                   {text("model", "", "Server or blade model"),
                    integer("slot", "", 0, 64, 0, "Bay in the chassis (0 for a rack server)"),
                    integer("cpu_sockets", "", 1, 16, 2, "Processor sockets"),
                    integer("cores_per_socket", "", 1, 128, 4, "Cores per socket"),
                    num("cpu_ghz", "GHz", 0.1, 10, 2.5, "Clock speed"),
                    num("ram_gb", "GB", 0.5, 16384, 16, "Memory"),
                    text("os", "", "Operating system when not an ESX host")},
                   "A physical server. An ESX host, VCB proxy or backup server runs on it."});
    out.push_back({Kind::EsxHost, {Kind::Server}, true,
                   {text("version", "4.0", "ESX/ESXi version, e.g. 3.5U4, 4.1, 5.5U2"),
                    integer("sched_num_req_outstanding", "I/Os", 1, 256, 32,
                            "Disk.SchedNumReqOutstanding: per-LUN cap when several VMs share it"),
                    flag("vaai", true, "VAAI primitives enabled (DataMover.HardwareAcceleratedMove/Init, VMFS3.HardwareAcceleratedLocking)"),
                    num("cos_memory_mb", "MB", 0, 800, 0, "Console OS memory (ESX classic)")},
                   "The hypervisor running on a server."});
    out.push_back({Kind::Hba, {Kind::Server}, true,
                   {text("model", "", "HBA model, e.g. Emulex LPe11002, QLogic QMH2462"),
                    integer("lun_queue_depth", "I/Os", 1, 256, 32, "Queue depth per LUN (32 for QLogic/Emulex on ESX 3.5/4.x)"),
                    num("max_speed_gbps", "Gb/s", 1, 32, 4, "Fastest speed its ports negotiate")},
                   "A Fibre Channel host bus adapter; its ports are children."});
    out.push_back({Kind::Nic, {Kind::Server, Kind::NasHead}, true,
                   {text("model", "", "NIC model"), num("max_speed_gbps", "Gb/s", 0.1, 100, 1, "Fastest port speed")},
                   "An Ethernet adapter; its ports are children."});
}

}  // namespace santwin::schema_detail
