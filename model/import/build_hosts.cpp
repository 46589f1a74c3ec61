// ESX hosts from RVTools' vHost tab: a server each (vendor model, sockets, cores, clock, memory)
// running the ESX host, its FC HBAs from vHBA (vmhbas grouped into cards by PCI address) and
// the clusters the hosts name.
#include <algorithm>
#include <cctype>
#include <map>
#include <regex>

#include "import/csv_table.h"
#include "import/estate_builder.h"
#include "topology/wwpn.h"

namespace santwin::import {

namespace {
// "VMware ESX 3.5.0 build-207095" -> "3.5", "VMware ESXi 5.5.0 build-2068190" -> "5.5".
std::string esx_version(const std::string& text) {
    std::smatch m;
    static const std::regex version(R"((\d+)\.(\d+)(\.\d+)?)");
    if (std::regex_search(text, m, version)) return m[1].str() + "." + m[2].str();
    return "";
}

std::string short_name(const std::string& host) {
    const auto dot = host.find('.');
    return dot == std::string::npos || std::isdigit(static_cast<unsigned char>(host[0])) ? host : host.substr(0, dot);
}

// "0000:05:00.1" -> "0000:05:00": the card; the function number is its port.
std::string card_of(const std::string& pci) {
    const auto dot = pci.rfind('.');
    return dot == std::string::npos ? pci : pci.substr(0, dot);
}

// "ISP2432-based 4Gb Fibre Channel to PCI Express HBA" -> 4; 0 when the model says no speed.
double speed_in(const std::string& model) {
    std::smatch m;
    static const std::regex gb(R"((\d+)\s*G(b|B|bit|FC)?)");
    const double gbps = std::regex_search(model, m, gb) ? std::stod(m[1].str().substr(0, 3)) : 0;
    return gbps >= 1 && gbps <= 32 ? gbps : 0;  // FC runs 1 to 32 Gb/s; anything else is no speed
}

bool is_fc(const HbaRecord& h) {
    const std::string type = lower(h.type);
    return type.find("fibre") != std::string::npos || (type.empty() && looks_like_wwpn(h.wwpn));
}
}  // namespace

void EstateBuilder::build_hosts(const Estate& e) {
    std::map<std::string, std::vector<Id>> clusters;
    std::map<std::string, Id> server_of;
    for (const HostRecord& h : e.hosts) {
        if (esx_by_name.count(lower(h.name)))
            throw ImportError(h.at.file, h.at.line, "host '" + h.name + "' is listed twice in vHost");
        const std::string model = trim(h.vendor + " " + h.model);
        Id server = add(Kind::Server, short_name(h.name), kNoId, {{"model", model}});
        if (h.sockets >= 1) t.set(server, "cpu_sockets", std::min(16.0, h.sockets));
        if (h.cores_per_socket >= 1) t.set(server, "cores_per_socket", std::min(128.0, h.cores_per_socket));
        if (h.mhz > 0) t.set(server, "cpu_ghz", std::clamp(h.mhz / 1000, 0.1, 10.0));
        if (h.memory_mb > 0) t.set(server, "ram_gb", std::clamp(h.memory_mb / 1024, 0.5, 16384.0));
        std::string version = esx_version(h.esx_version);
        if (version.empty()) {
            version = "4.0";
            report.missing.push_back("host '" + h.name + "' gives no ESX version ('" + h.esx_version +
                                     "'): 4.0 assumed, set it in the inspector (" + h.at.text() + ")");
        }
        Id esx = add(Kind::EsxHost, h.name, server, {{"version", version}, {"vaai", std::stod(version) >= 4.1}});
        esx_by_name[lower(h.name)] = esx;
        server_of[lower(h.name)] = server;
        if (!h.cluster.empty()) clusters[h.cluster].push_back(esx);
    }
    for (const auto& [name, hosts] : clusters) {
        add(Kind::Cluster, name, kNoId, {{"hosts", RefList(hosts)}});
        report.inferred.push_back("cluster '" + name + "' with " + std::to_string(hosts.size()) +
                                  " hosts, from the vHost Cluster column");
    }

    // HBAs: one card per host and PCI address (bus:device), its ports the vmhbas on it.
    std::map<std::pair<Id, std::string>, Id> cards;
    std::map<Id, int> ports_on;
    std::map<Id, std::vector<const HbaRecord*>> per_card;
    for (const HbaRecord& h : e.hbas) {
        if (!is_fc(h)) {
            report.ignored.push_back("vHBA " + h.device + " of '" + h.host + "' (" + (h.type.empty() ? "no type" : h.type) +
                                     "): only Fibre Channel HBAs are modelled");
            continue;
        }
        if (!looks_like_wwpn(h.wwpn))
            throw ImportError(h.at.file, h.at.line, "vHBA " + h.device + ": WWN '" + h.wwpn + "' is not a WWPN (16 hex digits)");
        auto host = server_of.find(lower(h.host));
        if (host == server_of.end()) {
            report.missing.push_back("vHBA " + h.device + " names host '" + h.host + "', which vHost does not list (" + h.at.text() + ")");
            continue;
        }
        if (port_by_wwpn.count(normalize_wwpn(h.wwpn)))
            throw ImportError(h.at.file, h.at.line, "WWPN " + h.wwpn + " of " + h.device + " is already the port '" +
                                                        t.at(port_by_wwpn.at(normalize_wwpn(h.wwpn))).name + "'");
        const std::string card_key = h.pci.empty() ? h.device : card_of(h.pci);
        auto [it, fresh] = cards.try_emplace({host->second, card_key}, kNoId);
        const double speed = speed_in(h.model);
        if (fresh) {
            it->second = add(Kind::Hba, h.model.empty() ? "FC HBA" : h.model, host->second,
                             {{"model", h.model}, {"max_speed_gbps", speed > 0 ? std::min(32.0, speed) : 4.0}});
            if (speed <= 0)
                report.inferred.push_back("HBA " + h.device + " of '" + h.host + "': 4 Gb/s assumed, its model '" + h.model +
                                          "' names no speed (" + h.at.text() + ")");
        }
        const std::string name = short_name(h.host) + "_" + h.device;
        fc_port(it->second, name, h.wwpn, speed > 0 ? speed : 4.0, ports_on[it->second]++);
        port_from[normalize_wwpn(h.wwpn)] = "HBA port " + h.device + " of host '" + h.host + "'";
        per_card[it->second].push_back(&h);
    }
    for (const auto& [card, rows] : per_card)
        if (rows.size() > 1 && !rows.front()->pci.empty())
            report.inferred.push_back("one " + std::to_string(rows.size()) + "-port HBA in '" + rows.front()->host + "' (" +
                                      rows.front()->device + " ... " + rows.back()->device + "), from their PCI address " +
                                      card_of(rows.front()->pci));
}

}  // namespace santwin::import
