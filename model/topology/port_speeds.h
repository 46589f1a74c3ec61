#pragma once
// The line rates a port of each protocol runs at: FC 1/2/4/8/16/32 Gb, Ethernet 100 Mb to
// 100 Gb, SAS 1.5/3/6/12 Gb. A speed outside them is a typing slip (3 for 4, 40 for 4.0).
#include <string>
#include <string_view>
#include <vector>

#include "topology/topology.h"

namespace santwin {

const std::vector<double>& standard_speeds(std::string_view protocol);  // empty: any speed

// "" when `speed_gbps` is a standard rate for `protocol`, else why not, listing the rates.
std::string port_speed_refusal(std::string_view protocol, double speed_gbps);

// The most a device lets its ports run at: an HBA's or NIC's max_speed_gbps, a switch's
// speed_gbps; 0 when the device sets none (or `port` is no device's port).
double device_speed_cap(const Topology& t, Id port);

// What `port` runs at: its own speed (`fallback` when unset), no faster than its device allows.
double port_line_rate(const Topology& t, Id port, double fallback);

}  // namespace santwin
