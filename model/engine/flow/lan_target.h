#pragma once
// Data sent over the LAN to a receiver (restores "over the LAN", domain.md §7 / seed 004): a
// leg whose device is the receiving ESX host (its console OS) or VM, issued by the sending
// server. It crosses the sender's first Ethernet port (transmit) and the receiving server's
// first Ethernet port (receive), each at its line rate less framing (port_mb_s), plus the
// host stacks' latency. What the receiver spends processing the data is the stream's CpuCost.
#include "engine/flow/device_target.h"
#include "topology/topology.h"

namespace santwin::engine {

class LanTarget : public DeviceTarget {
  public:
    bool handles(const BuildContext& ctx, Id device) const override;
    void add_leg(BuildContext& ctx, const StreamSpec& s, const Leg& leg, Id host, ClassSpec& c,
                 ClassInfo& info) const override;
};

// The first Ethernet port of the server under `host` (a Server, ESX host, VCB proxy, backup
// server, or a VM: its ESX host's server); kNoId when it has none.
Id lan_port(const Topology& t, Id host);

}  // namespace santwin::engine
