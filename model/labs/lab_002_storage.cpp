// Lab 002, storage: the Hitachi Unified Storage VM with its HDT pool and 48 DP-Vols, the two
// Brocade fabrics, and the Hitachi NAS Platform 4100 that turns the DP-Vols into two tiered
// file systems with NFS exports ("High Level Test Infrastructure", Table 4).
#include <string>

#include "labs/lab_002_parts.h"

namespace santwin::labs::lab002 {

namespace {
constexpr int kSasPgs = 26;  // "26 RAID-6 (6D+2P) 10K parity groups"
constexpr int kSasDrives = kSasPgs * 8;
constexpr int kFmdDrives = 8;      // "8 × 3.2 TB FMD", one 7D+1P PG
constexpr int kTier1Vols = 16;     // "16 × 1 TB ... Tiering Policy Level 1"
constexpr int kAllVols = 32;       // "32 × 8 TB ... Tiering Policy All"
constexpr double kTier1Gb = 1024;  // 1 TB as Storage Navigator counts it (binary)
constexpr double kAllGb = 8192;
constexpr int kSwitchPorts = 48;   // Brocade 6510: 48 × 8 Gb
constexpr int kModuleBays = 8;     // Brocade 5460 ports facing the 8 blade bays
constexpr int kModuleUplinks = 6;  // "each with 6 × 8 Gb/sec uplink ports"

std::string two_digits(int n) {
    return (n < 10 ? "0" : "") + std::to_string(n);
}

struct HusVm {
    Id array = kNoId;
    std::vector<Id> ctl;
    std::vector<Id> ports;       // CL1-A..CL1-H, CL2-A..CL2-H
    std::vector<Id> tier1_vols;  // the 16 level-1 DP-Vols
    std::vector<Id> all_vols;    // the 32 policy-all DP-Vols
};

HusVm build_array(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    HusVm h;
    h.array = b.add_noted(
        Kind::Array, "HUS VM", kNoId,
        "Hitachi Unified Storage VM, microcode 73-03-06-00/00 (Table 4). Drive count: Table 4 "
        "lists 128 × 600 GB 10K SAS, but the text builds 26 RAID-6 (6D+2P) parity groups, which "
        "take 208 drives. This lab follows the 26 parity groups: with them the 48 DP-Vols "
        "(278,528 GB) are 2.4× the pool's 116,000 GB of data space, inside the 3× "
        "over-provisioning limit the paper calls best practice; with 128 drives (16 parity "
        "groups, 80,000 GB) they would be 3.5×.",
        {{"model", std::string("Hitachi Unified Storage VM")},
         {"hardware", std::string("hitachi-husvm")},
         {"architecture", std::string("symmetric_aa")},
         {"microcode", std::string("73-03-06-00/00")},
         {"vaai", true}});
    lab.layout.place(Tier::FrontEnd, h.array);
    for (int c = 0; c < 2; ++c) {
        Id ctl = b.add_noted(Kind::Controller, "CTL" + std::to_string(c + 1), h.array,
                             "Table 4: dual controllers, 64 GB cache in all (32 GB each); 4 "
                             "microprocessors per controller as resources/hardware/arrays.json "
                             "has for the HUS VM.",
                             {{"index", double(c)}, {"cache_gb", 32.0}, {"processors", 4.0}});
        h.ctl.push_back(ctl);
        lab.layout.place(Tier::FrontEnd, ctl);
    }
    // 16 × 8 Gb FC ports, 8 per controller, named as Storage Navigator does (CL1-A ...).
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < 8; ++i)
            h.ports.push_back(b.fc_port(
                h.ctl[c], "CL" + std::to_string(c + 1) + "-" + std::string(1, char('A' + i)), 8,
                i));

    auto sas = b.drives(h.array, kSasDrives, "SAS-", "sas", 10000, 600, "sas-10k-600-sff");
    auto fmd = b.drives(h.array, kFmdDrives, "FMD-", "fmd", 0, 3200, "fmd-3200");
    for (int i = 0; i < kFmdDrives; ++i) t.set(fmd[i], "slot", double(kSasDrives + i));
    lab.layout.place(Tier::Drives, fmd);
    lab.layout.place(Tier::Drives, sas);

    RefList pgs;
    for (int g = 0; g < kSasPgs; ++g) {
        std::vector<Id> members(sas.begin() + g * 8, sas.begin() + g * 8 + 8);
        Id pg = b.raid_group(h.array, "PG 1-" + std::to_string(g + 1), "raid6", 6, 2, members);
        b.set(pg, {{"stripe_kb", 512.0}});
        pgs.push_back(pg);
    }
    Id fmd_pg = b.raid_group(h.array, "PG 2-1 (FMD)", "raid5", 7, 1, fmd);
    b.set(fmd_pg, {{"stripe_kb", 512.0}});
    pgs.insert(pgs.begin(), fmd_pg);

    Id pool = b.add_noted(
        Kind::Pool, "HDT Pool", h.array,
        "One Hitachi Dynamic Tiering pool over the FMD parity group (tier 1) and the 26 SAS "
        "parity groups (tier 2); 42 MB pages, relocation cycle 30 minutes (the paper's note). "
        "The subscription limit is the paper's 'no more than three times the actual available "
        "space' for HNAS system drives.",
        {{"type", std::string("hdt")},
         {"page_mb", 42.0},
         {"members", pgs},
         {"subscription_limit_pct", 300.0},
         {"tier_cycle_min", 30.0}});
    lab.layout.place(Tier::Pools, pool);
    lab.layout.place(Tier::Pools, std::vector<Id>(pgs.begin(), pgs.end()));

    // DP-Vols: LDEV numbers in the order the paper lists them; owners alternate so each
    // controller's processors carry half (the paper is silent; symmetric active-active).
    int ldev = 0;
    auto dp_vol = [&](const std::string& name, double gb, const std::string& policy) {
        Id lu = b.add(Kind::LogicalUnit, name, h.array,
                      {{"capacity_gb", gb},
                       {"backing", Ref{pool}},
                       {"owner", Ref{h.ctl[ldev % 2]}},
                       {"lu_number", double(ldev)},
                       {"tiering_policy", policy}});
        ++ldev;
        lab.layout.place(Tier::Pools, lu);
        return lu;
    };
    for (int i = 1; i <= kTier1Vols; ++i)
        h.tier1_vols.push_back(dp_vol("DP-Vol L1-" + two_digits(i), kTier1Gb, "level1"));
    for (int i = 1; i <= kAllVols; ++i)
        h.all_vols.push_back(dp_vol("DP-Vol 8T-" + two_digits(i), kAllGb, "all"));
    t.set_note(h.tier1_vols.front(),
               "The 16 × 1 TB DP-Vols have tiering policy Level 1: their pages always live on "
               "the FMD tier. They carry the HNAS tiered file systems' metadata tier as well as "
               "VMDK data (the paper's note). Owners alternate CTL1/CTL2 (paper silent).");
    t.set_note(h.all_vols.front(),
               "The 32 × 8 TB DP-Vols have tiering policy All: HDT moves busy pages to the FMD "
               "tier every 30-minute cycle. Owners alternate CTL1/CTL2 (paper silent).");
    return h;
}

// Two fabrics, each a Brocade 6510 plus one Brocade 5460 module of the blade chassis joined to
// it by the module's 6 uplinks. The HNAS is the only FC initiator: the ESXi hosts use NFS.
void build_fabrics(Lab& lab, const HusVm& h, const std::vector<Id>& nas_fc) {
    LabBuilder& b = lab.b;
    std::vector<Id> all_lus = h.tier1_vols;
    all_lus.insert(all_lus.end(), h.all_vols.begin(), h.all_vols.end());
    for (int f = 0; f < 2; ++f) {
        const std::string side(1, char('A' + f));
        Id fabric = b.add(Kind::Fabric, "Fabric " + side);
        Id core = b.add_noted(Kind::FcSwitch, "6510-" + side, fabric,
                              "Brocade 6510, 48 × 8 Gb, FOS 7.0.1a (Table 4).",
                              {{"model", std::string("Brocade 6510")},
                               {"domain_id", double(1 + 2 * f)},
                               {"speed_gbps", 8.0}});
        b.switch_ports(core, kSwitchPorts, 8);
        Id module = b.add_noted(
            Kind::FcSwitch, "5460-" + side, fabric,
            "Brocade 5460 FC switch module of the CB 500, FOS 7.0.2C (Table 4). Ports 0-7 face "
            "the blade bays and are unused here: the paper names no blade FC adapter and the "
            "datastores are NFS. Ports 8-13 are the 6 × 8 Gb uplinks, all ISLs to the 6510.",
            {{"model", std::string("Brocade 5460")},
             {"domain_id", double(2 + 2 * f)},
             {"speed_gbps", 8.0},
             {"chassis", Ref{lab.chassis}}});
        b.switch_ports(module, kModuleBays + kModuleUplinks, 8);
        for (int u = 0; u < kModuleUplinks; ++u)
            b.link(b.free_port(module, kModuleBays),
                   b.free_port(core, kSwitchPorts - kModuleUplinks));
        lab.layout.place(Tier::Fabrics, {fabric, core, module});

        // Ports A-D of both controllers on fabric A, E-H on fabric B; HNAS fc1/fc3 on A,
        // fc2/fc4 on B. Each HNAS port is zoned (single initiator) to two ports per controller.
        std::vector<Id> targets;
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < 4; ++i) targets.push_back(h.ports[c * 8 + f * 4 + i]);
        for (Id p : targets) b.link(p, b.free_port(core));
        std::vector<Id> zones;
        std::vector<Id> initiators;
        for (int k = 0; k < 2; ++k) {
            Id init = nas_fc[f + 2 * k];
            initiators.push_back(init);
            b.link(init, b.free_port(core));
            // zone k holds letters (f*4 + 2k) and (f*4 + 2k + 1) of both controllers
            std::vector<Id> members{init};
            for (int c = 0; c < 2; ++c)
                for (int j = 0; j < 2; ++j) members.push_back(h.ports[c * 8 + f * 4 + 2 * k + j]);
            zones.push_back(b.zone(fabric, "hnas_" + lab.project.topology.at(init).name, members));
        }
        b.zone_set(fabric, "cfg_hnas_" + side, zones);

        std::vector<LabBuilder::LunAt> luns;
        for (std::size_t i = 0; i < all_lus.size(); ++i) luns.push_back({all_lus[i], int(i)});
        Id hg = b.host_group(h.array, "HNAS-" + side, targets, initiators, luns, "Standard");
        lab.project.topology.set_note(
            hg,
            "Hitachi host groups live on a port; this one stands for the identical groups on "
            "the fabric's 8 HUS VM ports, presenting all 48 DP-Vols to the HNAS FC ports as "
            "system drives (LUN ids as the paper lists the volumes). Host mode Standard "
            "(assumed: the HNAS is not a VMware host).");
    }
}
}  // namespace

void build_storage(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    HusVm h = build_array(lab);

    RefList system_drives(h.all_vols.begin(), h.all_vols.end());
    system_drives.insert(system_drives.end(), h.tier1_vols.begin(), h.tier1_vols.end());
    lab.nas = b.add_noted(
        Kind::NasHead, "HNAS 4100", kNoId,
        "Hitachi NAS Platform 4100, firmware 12.3.3826.03, one node (Table 4). Its one storage "
        "pool is built from 48 system drives: the 32 × 8 TB and the 16 × 1 TB thin DP-Vols "
        "(supported as SDs since 12.1.3613.10). Super Flush 3 wide × 128 KB on every SD. VAAI: "
        "the HNAS NFS VAAI plug-in gives full/fast file clone, which the deployment test uses.",
        {{"model", std::string("Hitachi NAS Platform 4100")},
         {"hardware", std::string("hitachi-hnas4100")},
         {"system_drives", system_drives},
         {"vaai", true}});
    lab.layout.place(Tier::FrontEnd, lab.nas);
    for (int i = 1; i <= 2; ++i) {
        Id c = b.eth_port(lab.nas, "c" + std::to_string(i), 10, i - 1);
        if (i == 1)
            t.set_note(c,
                       "2 × 10 Gb cluster ports (Table 4): unconnected, the test used a "
                       "single HNAS node.");
    }
    for (int i = 1; i <= 4; ++i)
        lab.nas_eth_ports.push_back(b.eth_port(lab.nas, "tg" + std::to_string(i), 10, 1 + i));
    std::vector<Id> nas_fc;
    for (int i = 1; i <= 4; ++i)
        nas_fc.push_back(b.fc_port(lab.nas, "fc" + std::to_string(i), 8, 5 + i));
    // tg1/tg2 to the first VDX 6740, tg3/tg4 to the second.
    for (int i = 0; i < 4; ++i) b.link(lab.nas_eth_ports[i], b.free_port(lab.core_switches[i / 2]));

    build_fabrics(lab, h, nas_fc);

    // Two tiered file systems from the one storage pool; 2 NFS exports each. The paper does
    // not give their size: 40 TB each holds its 10 tiles' 16 TB of thin VMDKs 2.5 times over.
    const char* fs_notes[2] = {
        "File system 1: datastores 1-2, the 250 VMs deployed without VAAI (full copies from the "
        "templates on the separate template datastore, which this lab exports from here too). "
        "Size not given: 40 TB assumed. Dedupe off until the dedupe test enables it.",
        "File system 2: datastores 3-4, the 250 VMs deployed with VAAI (HNAS fast clones of "
        "templates kept on the same datastores). Size not given: 40 TB assumed. Dedupe off until "
        "the dedupe test enables it."};
    for (int f = 0; f < 2; ++f) {
        Id fs = b.add_noted(Kind::FileSystem, "FS" + std::to_string(f + 1), lab.nas, fs_notes[f],
                            {{"capacity_tb", 40.0}, {"dedupe", false}, {"tiered", true}});
        lab.file_systems.push_back(fs);
        lab.layout.place(Tier::FrontEnd, fs);
        for (int e = 1; e <= 2; ++e) {
            const std::string path = "/datastore" + std::to_string(2 * f + e);
            lab.exports.push_back(b.add(Kind::NfsExport, path, fs, {{"path", path}}));
        }
    }
    lab.exports.push_back(b.add_noted(
        Kind::NfsExport, "/templates", lab.file_systems[0],
        "Not in the paper's list (2 exports per file system): the text says the templates for "
        "the non-VAAI deployment 'were stored on a separate VM deployment datastore', so they get "
        "an export of their own. It sits on file system 1; any datastore other than the "
        "destination forces the host data mover (a full copy).",
        {{"path", std::string("/templates")}}));
}

}  // namespace santwin::labs::lab002
