// Datastores (VMFS matched to their LU by naa id, NFS to their server and export), VMs and
// templates with their virtual disks (placed on the datastore their path names, a raw device
// mapping on the LU whose naa id its Raw LUN ID holds), and each host's multipath policy per LU.
#include <algorithm>
#include <map>
#include <set>

#include "import/csv_table.h"
#include "import/estate_builder.h"

namespace santwin::import {

namespace {
// The naa id an RVTools datastore row names: "naa.6001..." in Address (or URL), else "".
std::string datastore_naa(const DatastoreRecord& d) {
    for (const std::string& text : {d.address, d.url}) {
        const std::string digits = naa_digits(trim(text));
        if (!digits.empty()) return digits;
    }
    return "";
}

// "[Host1-VM] vm01/vm01.vmdk" -> "Host1-VM".
std::string datastore_in(const std::string& path) {
    if (path.size() < 2 || path[0] != '[') return "";
    const auto close = path.find(']');
    return close == std::string::npos ? "" : path.substr(1, close - 1);
}

std::string policy_of(const std::string& text) {
    const std::string p = lower(text);
    if (p.find("rr") != std::string::npos || p.find("round") != std::string::npos) return "rr";
    if (p.find("mru") != std::string::npos || p.find("recently") != std::string::npos) return "mru";
    if (p.find("fixed") != std::string::npos) return "fixed";
    return "";
}
}  // namespace

void EstateBuilder::build_datastores(const Estate& e) {
    for (const DatastoreRecord& d : e.datastores) {
        if (datastore_by_name.count(d.name))
            throw ImportError(d.at.file, d.at.line, "datastore '" + d.name + "' is listed twice");
        const bool nfs = lower(d.type).find("nfs") != std::string::npos;
        const double gb = d.capacity_mb / 1024;
        Id ds = add(Kind::Datastore, d.name, kNoId, {{"type", std::string(nfs ? "nfs" : "vmfs")}, {"capacity_gb", gb}});
        datastore_by_name[d.name] = ds;
        if (nfs) {
            report.missing.push_back("NFS datastore '" + d.name + "' (" + d.address + "): NAS heads are not imported, "
                                     "add its head, file system and export and set the datastore's export (" + d.at.text() + ")");
            continue;
        }
        if (d.major_version == "3" || d.major_version == "5") t.set(ds, "vmfs_version", d.major_version);
        else if (!d.major_version.empty()) {
            t.set(ds, "vmfs_version", std::string("5"));
            report.inferred.push_back("datastore '" + d.name + "': VMFS " + d.major_version + " modelled as VMFS 5");
        }
        if (d.block_mb >= 1 && d.block_mb <= 8) t.set(ds, "block_size_mb", d.block_mb);
        const std::string naa = datastore_naa(d);
        auto lu = lu_by_naa.find(naa);
        if (naa.empty()) {
            report.missing.push_back("VMFS datastore '" + d.name + "' gives no naa id (Address '" + d.address +
                                     "'): its LU is unknown (" + d.at.text() + ")");
        } else if (lu == lu_by_naa.end()) {
            report.missing.push_back("VMFS datastore '" + d.name + "' is on naa." + naa +
                                     ", which no LU of the array files has (" + d.at.text() + ")");
        } else {
            t.set(ds, "lu", Ref{lu->second});
            report.matched.push_back("datastore '" + d.name + "' ↔ LU '" + t.at(lu->second).name + "' of '" +
                                     t.at(t.at(lu->second).parent).name + "' by naa." + naa);
            // A datastore slightly over its LU (MB rounding) is the whole LU.
            if (gb >= t.at(lu->second).num("capacity_gb")) t.set(ds, "capacity_gb", 0.0);
        }
    }
}

void EstateBuilder::build_vms(const Estate& e) {
    std::map<std::string, Id> vm_by_name;
    for (const VmRecord& v : e.vms) {
        if (vm_by_name.count(v.name)) throw ImportError(v.at.file, v.at.line, "VM '" + v.name + "' is listed twice in vInfo");
        Id vm = add(v.is_template ? Kind::Template : Kind::Vm, v.name, kNoId,
                    {{"vcpus", std::clamp(v.cpus, 1.0, 128.0)}, {"ram_gb", std::clamp(v.memory_mb / 1024, 0.125, 4096.0)}});
        if (!v.os.empty()) t.set(vm, "os", v.os);
        auto host = esx_by_name.find(lower(v.host));
        if (host != esx_by_name.end()) t.set(vm, "host", Ref{host->second});
        else
            report.missing.push_back("VM '" + v.name + "' runs on '" + v.host + "', which vHost does not list (" + v.at.text() + ")");
        vm_by_name[v.name] = vm;
    }
    for (const DiskRecord& d : e.disks) {
        auto vm = vm_by_name.find(d.vm);
        if (vm == vm_by_name.end()) {
            report.missing.push_back("disk '" + d.label + "' of VM '" + d.vm + "', which vInfo does not list (" + d.at.text() + ")");
            continue;
        }
        const std::string format = d.thin ? "thin" : d.eager ? "eagerzeroedthick" : "zeroedthick";
        Id disk = add(Kind::Vmdk, d.label, vm->second,
                      {{"size_gb", std::clamp(d.capacity_mb / 1024, 0.001, 62000.0)}, {"format", format}});
        const std::string ds_name = datastore_in(d.path);
        auto ds = datastore_by_name.find(ds_name);
        if (ds != datastore_by_name.end()) t.set(disk, "datastore", Ref{ds->second});
        else
            report.missing.push_back("disk '" + d.label + "' of '" + d.vm + "' is on datastore '" + ds_name +
                                     "', which vDatastore does not list (" + d.at.text() + ")");
        if (d.raw) {
            t.set(disk, "rdm", true);
            std::string raw = lower(d.raw_lun);
            Id lu = kNoId;
            for (const auto& [naa, id] : lu_by_naa)
                if (raw.find(naa) != std::string::npos) lu = id;
            if (lu) {
                t.set(disk, "rdm_lu", Ref{lu});
                report.matched.push_back("raw device mapping '" + d.label + "' of '" + d.vm + "' ↔ LU '" + t.at(lu).name +
                                         "' (its naa id is in the Raw LUN ID)");
            } else {
                report.missing.push_back("raw device mapping '" + d.label + "' of '" + d.vm + "': Raw LUN ID '" + d.raw_lun +
                                         "' holds the naa id of no imported LU (" + d.at.text() + ")");
            }
        }
    }
    if (!e.nics.empty()) {
        std::set<std::string> networks;
        for (const NicRecord& n : e.nics) networks.insert(n.network);
        report.ignored.push_back(std::to_string(e.nics.size()) + " VM network adapters on " + std::to_string(networks.size()) +
                                 (networks.size() == 1 ? " network" : " networks") + " (vNetwork): VM networking is not modelled");
    }
}

void EstateBuilder::build_multipath(const Estate& e) {
    for (const MultipathRecord& m : e.multipaths) {
        auto host = esx_by_name.find(lower(m.host));
        auto lu = lu_by_naa.find(naa_digits(m.disk));
        if (host == esx_by_name.end() || lu == lu_by_naa.end()) {
            report.missing.push_back("multipath policy of '" + m.host + "' for " + m.disk + ": " +
                                     (host == esx_by_name.end() ? "no such host in vHost" : "no LU has that naa id") + " (" +
                                     m.at.text() + ")");
            continue;
        }
        const std::string policy = policy_of(m.policy);
        if (policy.empty())
            throw ImportError(m.at.file, m.at.line, "path policy '" + m.policy + "' is none of VMW_PSP_FIXED, VMW_PSP_MRU, VMW_PSP_RR");
        add(Kind::MultipathPolicy, t.at(lu->second).name + " policy", host->second,
            {{"lu", Ref{lu->second}}, {"policy", policy}});
        report.matched.push_back("multipath policy " + m.policy + " of '" + m.host + "' ↔ LU '" + t.at(lu->second).name + "'");
    }
}

}  // namespace santwin::import
