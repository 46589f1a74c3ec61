#pragma once
// Turns what the readers found (estate.h) into one lab: arrays first (their ports and LUs are
// what the rest matches against), then the vSphere hosts and their HBAs, then the fabrics
// (switches, cabling from fabric logins, ISLs, zoning), then datastores, VMs and multipath
// policies. Each step reports what it matched, inferred and found missing.
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "import/estate.h"
#include "import/import_report.h"
#include "topology/topology.h"

namespace santwin::import {

struct EstateBuilder {
    Topology& t;
    ImportReport& report;
    std::map<std::string, Id> port_by_wwpn;      // canonical WWPN -> port
    std::map<std::string, Id> lu_by_naa;         // 32 hex digits -> LU
    std::map<std::string, Id> esx_by_name;       // lower-case host name -> ESX host
    std::map<std::string, Id> datastore_by_name;
    std::map<std::string, std::string> port_from;  // canonical WWPN -> "HBA port 'x' of host y"
    std::set<Id> cabled;                           // ports with a link

    Id add(Kind kind, const std::string& name, Id parent,
           std::initializer_list<std::pair<const char*, Value>> attrs = {});
    Id fc_port(Id parent, const std::string& name, const std::string& wwpn, double speed_gbps, int index);
    Id link(Id a, Id b);
    bool linked(Id port) const;

    void build_arrays(const Estate& e);
    void build_hosts(const Estate& e);
    void build_fabrics(const Estate& e);
    void build_datastores(const Estate& e);
    void build_vms(const Estate& e);
    void build_multipath(const Estate& e);
    void check_host_groups();
    void count_created();
};

// "naa.60060e80...": the 32 (or 16) hex digits of a SCSI device id, lower case; "" if none.
std::string naa_digits(const std::string& text);

}  // namespace santwin::import
