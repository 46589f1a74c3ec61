// Lab 004, zoning and presentation: the zones of Figure 25 (reconstructed from a garbled text
// dump, see the fabric zone-set notes), the EVA host presentations with matching LUN ids, and
// the ESX 3.5 fixed preferred paths of Figure 26.
#include <string>
#include <vector>

#include "labs/lab_004_parts.h"

namespace santwin::labs::lab004 {

namespace {
const char* const kReconstruction =
    "Zoning of Figure 25, whose text is garbled in the dump; reconstructed as follows. Host zones "
    "as printed: vmhba1 with evaA_p1-p2, vmhba2 with evaA_p3-p4 (fabric A), vmhba3 with "
    "evaB_p1-p2, vmhba4 with evaB_p3-p4 (fabric B). 'evaA'/'evaB' are read as controller A/B, all "
    "of whose ports sit in fabric A/B: Figure 26 shows ESX HOST1's vmhba3 reaching controller B "
    "ports 1-2 (90:DC/90:DD). So vmhba2 and vmhba3 reach the production ports (A 3-4, B 1-2) and "
    "vmhba1 and vmhba4 the backup ports (A 1-2, B 3-4), the segregation the text states. "
    "Proxies: b704/b705 and ae8e/ae8f are consecutive WWPNs, one dual-port card each, whose two "
    "ports land in one fabric's bay pair; the text says 'limited HBA resources' kept backup zones "
    "off the alternate fabric. Proxy 2's NTFS zone holds evaA_p2, so proxy 2 is in fabric A; "
    "proxy 1's holds evaB_p3, so proxy 1 is in fabric B. The VTL zones then place vls_p2-p3 in "
    "fabric A (proxy 2, host2/host4 vmhba2) and vls_p0-p1 in fabric B (proxy 1).";

struct ZoneSpec {
    std::string name;
    std::vector<Id> members;
    std::string note;
};

Id zone_set(Lab& lab, Id fabric, const std::string& name, const std::vector<ZoneSpec>& specs) {
    std::vector<Id> zones;
    for (const ZoneSpec& z : specs) {
        Id zone = lab.b.zone(fabric, z.name, z.members);
        if (!z.note.empty()) lab.b.topology().set_note(zone, z.note);
        zones.push_back(zone);
    }
    Id zs = lab.b.zone_set(fabric, name, zones);
    lab.b.topology().set_note(zs, kReconstruction);
    return zs;
}

void zones(Lab& lab) {
    const auto& A = lab.eva_a;
    const auto& B = lab.eva_b;
    const auto& vls = lab.vls_ports;
    const auto& p1 = lab.proxies[0].ports;  // b704, b705
    const auto& p2 = lab.proxies[1].ports;  // ae8e, ae8f
    std::vector<ZoneSpec> fab_a, fab_b;
    for (int n = 0; n < 4; ++n) {
        const std::string host = "host" + std::to_string(n + 1);
        const auto& hba = lab.hosts[n].vmhba;
        fab_a.push_back({"evaA_" + host + "_vmhba1", {hba[0], A[0], A[1]}, ""});
        fab_a.push_back({"evaA_" + host + "_vmhba2", {hba[1], A[2], A[3]}, ""});
        fab_b.push_back({"evaB_" + host + "_vmhba3", {hba[2], B[0], B[1]}, ""});
        fab_b.push_back({"evaB_" + host + "_vmhba4", {hba[3], B[2], B[3]}, ""});
    }
    fab_a.push_back({"prox2_eva_a_p2_ntfs",
                     {p2[0], A[1]},
                     "Proxy 2 writes (and re-reads) its holding tank Prox2-HT, owned by "
                     "controller A, through backup port A2."});
    fab_a.push_back({"prox2_eva_a_p4_vmfs",
                     {p2[1], A[0]},
                     "Printed name says port 4, but the dump's member is evaA_p1 (a backup port; "
                     "A 4 is a production port): the member is followed. Proxy 2 reads the VMFS "
                     "Vdisks here, on a different HBA port than its holding-tank writes."});
    fab_a.push_back({"prox2_vtl2_p2_media", {p2[1], vls[2]}, ""});
    fab_a.push_back({"host2_vtl2_p23_media", {lab.hosts[1].vmhba[1], vls[2], vls[3]}, ""});
    fab_a.push_back({"host4_vtl2_p23_media", {lab.hosts[3].vmhba[1], vls[2], vls[3]}, ""});

    fab_b.push_back({"prox1_eva_b_p3_ntfs",
                     {p1[1], B[2]},
                     "Proxy 1 writes its holding tank Prox1-HT, owned by controller B, through "
                     "backup port B3."});
    fab_b.push_back({"prox1_eva_b_p1_vmfs",
                     {p1[0], B[3]},
                     "Printed name says port 1, but the dump's member is evaB_p4 (a backup port; "
                     "B 1 is a production port): the member is followed."});
    fab_b.push_back({"prox1_vtl1_p0_media", {p1[0], vls[0]}, ""});
    const std::string host_vtl_note =
        "Figure 25 prints the host's vmhba1 here, but vls_p0 is in fabric B (proxy 1, all in "
        "fabric B, is zoned to it) while vmhba1 is in fabric A. The fabric-B counterpart of "
        "vmhba1, the backup HBA vmhba4, is used instead.";
    fab_b.push_back(
        {"host1_vtl1_p01_media", {lab.hosts[0].vmhba[3], vls[0], vls[1]}, host_vtl_note});
    fab_b.push_back(
        {"host3_vtl1_p01_media", {lab.hosts[2].vmhba[3], vls[0], vls[1]}, host_vtl_note});

    zone_set(lab, lab.fabric_a, "BUR_fabric_A", fab_a);
    zone_set(lab, lab.fabric_b, "BUR_fabric_B", fab_b);
}

// LUN ids: one per Vdisk, the same on every host and proxy ("Present VMFS volumes with matching
// LUN IDs to all ESX hosts and to the VCB proxy"); EVA Vdisks start at LUN 1.
const char* const kVmfs[] = {"Host1-VM", "Host2-VM",         "Host3-VM",
                             "Host4-VM", "Host1-FileServer", "Host2-FileServer"};

std::vector<LabBuilder::LunAt> luns(const Lab& lab, const std::vector<std::string>& names) {
    std::vector<LabBuilder::LunAt> out;
    for (const auto& n : names) {
        Id lu = lab.vdisks.at(n);
        out.push_back({lu, int(lab.b.topology().at(lu).num("lu_number"))});
    }
    return out;
}

void presentations(Lab& lab) {
    const std::vector<std::string> vmfs(std::begin(kVmfs), std::end(kVmfs));
    const char* rdm[4] = {nullptr, nullptr, "Host3-SQL1", "Host4-SQL2"};
    for (int n = 0; n < 4; ++n) {
        auto names = vmfs;
        if (rdm[n]) names.push_back(rdm[n]);
        const auto& h = lab.hosts[n].vmhba;
        Id hg = lab.b.host_group(lab.eva, "host" + std::to_string(n + 1), {},
                                 {h[0], h[1], h[2], h[3]}, luns(lab, names), "VMware");
        if (n == 0)
            lab.b.topology().set_note(
                hg,
                "EVA host entries present Vdisks on all controller ports (ports list empty). "
                "Every ESX host sees all six VMFS Vdisks at the same LUN ids, the SQL RDMs "
                "only their own host.");
    }
    for (int x = 0; x < 2; ++x) {
        auto names = vmfs;
        names.push_back("Prox" + std::to_string(x + 1) + "-HT");
        const auto& p = lab.proxies[x].ports;
        lab.b.host_group(lab.eva, "proxy" + std::to_string(x + 1), {}, {p[0], p[1]},
                         luns(lab, names), "Microsoft Windows");
    }
}

// Figure 26: fixed paths, each Vdisk preferring one production port of its owning controller
// (A 3-4 through vmhba2, B 1-2 through vmhba3). The figure's colour key is not legible in the
// dump, so the six VMFS Vdisks and two RDMs are spread two per production port.
void preferred_paths(Lab& lab) {
    struct Pref {
        const char* vdisk;
        Id port;
    };
    const Pref prefs[] = {
        {"Host1-VM", lab.eva_a[2]}, {"Host2-FileServer", lab.eva_a[2]},
        {"Host3-VM", lab.eva_a[3]}, {"Host3-SQL1", lab.eva_a[3]},
        {"Host2-VM", lab.eva_b[0]}, {"Host1-FileServer", lab.eva_b[0]},
        {"Host4-VM", lab.eva_b[1]}, {"Host4-SQL2", lab.eva_b[1]},
    };
    Topology& t = lab.b.topology();
    for (int n = 0; n < 4; ++n) {
        Id host = lab.hosts[n].esx;
        for (const Pref& p : prefs) {
            const std::string vdisk = p.vdisk;
            const bool rdm = vdisk.find("SQL") != std::string::npos;
            if (rdm && vdisk.find("Host" + std::to_string(n + 1)) != 0) continue;
            Id lu = lab.vdisks.at(vdisk);
            Id mp = lab.b.add(Kind::MultipathPolicy, vdisk, host,
                              {{"lu", Ref{lu}},
                               {"policy", std::string("fixed")},
                               {"preferred_port", Ref{p.port}}});
            if (n == 0 && vdisk == "Host1-VM")
                t.set_note(mp,
                           "ESX 3.5 with the EVA: policy fixed, preferred path to a production "
                           "port of the Vdisk's owning controller (Figure 26), the same port on "
                           "every host. Two Vdisks per production port: the figure's "
                           "per-volume assignment is not legible in the text.");
        }
    }
}
}  // namespace

void build_zoning(Lab& lab) {
    zones(lab);
    presentations(lab);
    preferred_paths(lab);
}

}  // namespace santwin::labs::lab004
