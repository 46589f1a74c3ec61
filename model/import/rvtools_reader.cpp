#include "import/rvtools_reader.h"

namespace santwin::import {

namespace {
// The first of two spellings (RVTools 3.x "MB", 4.x "MiB") the header has, else the first.
std::string either(const CsvTable& t, const std::string& a, const std::string& b) {
    return t.has(b) && !t.has(a) ? b : a;
}

void need_columns(const CsvTable& t, const std::string& tab, const std::vector<std::string>& cols) {
    for (const auto& c : cols)
        if (!t.has(c))
            throw ImportError(t.file(), 1, "RVTools " + tab + " tab without its '" + c + "' column");
}

void read_vinfo(const CsvTable& t, Estate& e) {
    need_columns(t, "vInfo", {"VM", "Host"});
    const std::string mem = either(t, "Memory", "Memory MiB");
    for (const CsvRow& r : t.rows()) {
        VmRecord v;
        v.name = t.need(r, "VM");
        if (v.name.empty()) throw ImportError(t.file(), r.line, "a VM row without a VM name");
        v.host = t.cell(r, "Host");
        v.cluster = t.cell(r, "Cluster");
        v.os = t.cell(r, "OS according to the configuration file");
        v.is_template = t.flag(r, "Template");
        v.cpus = t.number(r, "CPUs", 1);
        v.memory_mb = t.number(r, mem, 1024);
        v.at = t.at(r);
        e.vms.push_back(v);
    }
}

void read_vdisk(const CsvTable& t, Estate& e) {
    const std::string cap = either(t, "Capacity MB", "Capacity MiB");
    need_columns(t, "vDisk", {"VM", "Disk", cap, "Path"});
    for (const CsvRow& r : t.rows()) {
        DiskRecord d;
        d.vm = t.need(r, "VM");
        d.label = t.need(r, "Disk");
        d.path = t.need(r, "Path");
        d.capacity_mb = t.number(r, cap);
        if (d.capacity_mb <= 0)
            throw ImportError(t.file(), r.line, "disk '" + d.label + "' of VM '" + d.vm + "' has no capacity");
        d.thin = t.flag(r, "Thin");
        d.eager = t.flag(r, "Eagerly Scrub");
        d.raw = t.flag(r, "Raw");
        d.raw_lun = t.cell(r, "Raw LUN ID");
        d.at = t.at(r);
        e.disks.push_back(d);
    }
}

void read_vhost(const CsvTable& t, Estate& e) {
    need_columns(t, "vHost", {"Host"});
    const std::string mem = either(t, "# Memory", "# Memory MiB");
    for (const CsvRow& r : t.rows()) {
        HostRecord h;
        h.name = t.need(r, "Host");
        h.datacenter = t.cell(r, "Datacenter");
        h.cluster = t.cell(r, "Cluster");
        h.vendor = t.cell(r, "Vendor");
        h.model = t.cell(r, "Model");
        h.cpu_model = t.cell(r, "CPU Model");
        h.esx_version = t.cell(r, "ESX Version");
        h.sockets = t.number(r, "# CPU");
        h.cores_per_socket = t.number(r, "Cores per CPU");
        h.mhz = t.number(r, "Speed");
        h.memory_mb = t.number(r, mem);
        h.at = t.at(r);
        e.hosts.push_back(h);
    }
}

void read_vhba(const CsvTable& t, Estate& e) {
    need_columns(t, "vHBA", {"Host", "Device"});
    for (const CsvRow& r : t.rows()) {
        HbaRecord h;
        h.host = t.need(r, "Host");
        h.device = t.need(r, "Device");
        h.type = t.cell(r, "Type");
        h.model = t.cell(r, "Model");
        h.pci = t.cell(r, "Pci");
        h.driver = t.cell(r, "Driver");
        // Some versions print the node and port names in one cell: the port name is the last.
        const std::string wwn = trim(t.cell(r, "WWN"));
        const auto space = wwn.find_last_of(" /");
        h.wwpn = space == std::string::npos ? wwn : trim(wwn.substr(space + 1));
        h.at = t.at(r);
        e.hbas.push_back(h);
    }
}

void read_vdatastore(const CsvTable& t, Estate& e) {
    const std::string cap = either(t, "Capacity MB", "Capacity MiB");
    need_columns(t, "vDatastore", {"Name", "Type", cap});
    for (const CsvRow& r : t.rows()) {
        DatastoreRecord d;
        d.name = t.need(r, "Name");
        d.type = t.cell(r, "Type");
        d.address = t.cell(r, "Address");
        d.url = t.cell(r, "URL");
        d.major_version = t.cell(r, "Major Version");
        d.capacity_mb = t.number(r, cap);
        d.block_mb = t.number(r, "Block size");
        d.at = t.at(r);
        e.datastores.push_back(d);
    }
}

void read_vmultipath(const CsvTable& t, Estate& e) {
    need_columns(t, "vMultiPath", {"Host", "Disk", "Policy"});
    for (const CsvRow& r : t.rows())
        e.multipaths.push_back(
            {t.need(r, "Host"), t.cell(r, "Datastore"), t.need(r, "Disk"), t.need(r, "Policy"), t.at(r)});
}

void read_vnetwork(const CsvTable& t, Estate& e) {
    for (const CsvRow& r : t.rows()) e.nics.push_back({t.need(r, "VM"), t.cell(r, "Network"), t.at(r)});
}
}  // namespace

std::string rvtools_tab(const CsvTable& t) {
    auto has = [&](const char* c) { return t.has(c); };
    if (has("VM") && has("Disk") && (has("Capacity MB") || has("Capacity MiB"))) return "vDisk";
    if (has("VM") && has("Network") && (has("NIC label") || has("Adapter"))) return "vNetwork";
    if (has("VM") && has("CPUs") && has("Powerstate")) return "vInfo";
    if (has("Host") && has("Device") && has("WWN")) return "vHBA";
    if (has("Host") && has("Disk") && has("Policy")) return "vMultiPath";
    if (has("Host") && has("ESX Version")) return "vHost";
    if (has("Name") && has("Address") && (has("Capacity MB") || has("Capacity MiB"))) return "vDatastore";
    return "";
}

void read_rvtools_tab(const std::string& tab, const CsvTable& t, Estate& e) {
    if (tab == "vInfo") read_vinfo(t, e);
    else if (tab == "vDisk") read_vdisk(t, e);
    else if (tab == "vHost") read_vhost(t, e);
    else if (tab == "vHBA") read_vhba(t, e);
    else if (tab == "vDatastore") read_vdatastore(t, e);
    else if (tab == "vMultiPath") read_vmultipath(t, e);
    else if (tab == "vNetwork") read_vnetwork(t, e);
    e.inputs.push_back("RVTools " + tab + " tab (" + std::to_string(t.rows().size()) + " rows): " + t.file());
}

}  // namespace santwin::import
