// Connectivity: ports and the links between them.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_connectivity(std::vector<KindSpec>& out) {
    out.push_back({Kind::Port,
                   {Kind::Hba, Kind::Nic, Kind::FcSwitch, Kind::EthernetSwitch, Kind::Controller,
                    Kind::NasHead, Kind::VtlNode, Kind::TapeDrive, Kind::TapeLibrary},
                   true,
                   {choice("protocol", {"fc", "ethernet", "sas"}, "fc", "What the port speaks"),
                    text("wwpn", "", "World-wide port name (FC only), e.g. 50:06:0e:80:10:3a:5c:00"),
                    num("speed_gbps", "Gb/s", 0.1, 100, 4, "Line rate: FC 2/4/8/16 Gb, Ethernet 1/10 Gb"),
                    integer("index", "", 0, 1024, 0, "Port number on its device")},
                   "A port on an adapter, switch, controller, NAS head, VTL node or tape device."});
    out.push_back({Kind::Link, {}, false,
                   {ref("a", {Kind::Port}, "One end"), ref("b", {Kind::Port}, "Other end"),
                    choice("medium", {"fc", "ethernet", "sas"}, "fc", "Cable type")},
                   "A cable between two ports; an FC link between two switches is an ISL."});
}

}  // namespace santwin::schema_detail
