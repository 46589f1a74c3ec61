// Lab 003: "Advantages of Hitachi Adaptable Modular Storage 2000 Family Symmetric Active-active
// Controllers in vSphere 4 Environments" (Ingram, HDS, November 2009): an AMS 2500 and an
// unnamed asymmetric active-active array with the same Exchange layout on 18 x 300 GB 15K
// disks (Table 2), one Dell R905 ESX host with two FC paths, and one Jetstress VM (Table 3).
#include "labs/builtin.h"
#include "labs/san_parts.h"
#include "labs/tier_layout.h"
#include "labs/vmware_parts.h"

namespace santwin::labs {

using namespace std::string_literals;

namespace {

struct ArrayBuild {
    Id array = kNoId;
    Id ctl[2] = {kNoId, kNoId};
    Id port[2] = {kNoId, kNoId};  // the one port per controller the tests cable
    std::vector<Id> db_lus, log_lus;
};

struct ArraySpec {
    std::string name, model, hardware, architecture;
    std::string drive_type, drive_hardware;
    std::string note;
};

// Table 2 gives "3 535GB for databases, 3 100GB for logs" on 18 disks — three RAID-1+0 (2D+2D)
// groups and three RAID-1 (1D+1D) groups — while every test uses five database LUs, three
// owned by controller 0 and two by controller 1. The five are modelled: two halves of RG-000
// and RG-001 and one half of RG-002, 267.5 GB each (570 mailboxes x 2 GB / 5 = 228 GB each).
// Logs: one 100 GB LU per mirror pair, shared by the databases of the same controller.
ArrayBuild build_array(LabBuilder& b, const ArraySpec& spec) {
    Topology& t = b.topology();
    ArrayBuild a;
    a.array = b.add_noted(Kind::Array, spec.name, kNoId, spec.note,
                          {{"model", spec.model},
                           {"hardware", spec.hardware},
                           {"architecture", spec.architecture},
                           {"vaai", false}});
    for (int c = 0; c < 2; ++c) {
        const std::string n = std::to_string(c);
        // The paper gives no cache size: the array model's.
        Ported ctl = controller(b, a.array, "CTL" + n, c, 0, {n + "A"}, 4);
        t.set_note(ctl.id,
                   "Cache and port count are not given (schema default cache kept). Only the port "
                   "the tests use is modelled: 'two FC paths', one per controller, 4 Gb like the "
                   "HBA.");
        a.ctl[c] = ctl.id;
        a.port[c] = ctl.ports[0];
    }
    const auto drives =
        b.drives(a.array, 18, "HDD-", spec.drive_type, 15000, 300, spec.drive_hardware);
    std::vector<Id> db_rgs, log_rgs;
    for (int i = 0; i < 3; ++i)
        db_rgs.push_back(b.raid_group(a.array, "RG-00" + std::to_string(i), "raid10", 2, 2,
                                      take(drives, 4 * i, 4)));
    for (int i = 0; i < 3; ++i)
        log_rgs.push_back(b.raid_group(a.array, "RG-00" + std::to_string(3 + i), "raid1", 1, 1,
                                       take(drives, 12 + 2 * i, 2)));
    for (Id rg : db_rgs) t.set_note(rg, "Table 2: RAID-1+0 (2D+2D) for databases, 535 GB usable.");
    for (Id rg : log_rgs) t.set_note(rg, "Table 2: RAID-1 (1D+1D) for logs.");

    // {RAID group, owner} of DB1..DB5 and LOG1..LOG3.
    const int db_rg[5] = {0, 0, 1, 1, 2}, db_owner[5] = {0, 0, 0, 1, 1};
    const int log_owner[3] = {0, 0, 1};
    int number = 0;
    for (int i = 0; i < 5; ++i) {
        Id lu = logical_unit(b, a.array, "DB" + std::to_string(i + 1), 267.5, db_rgs[db_rg[i]],
                             a.ctl[db_owner[i]], number++);
        t.set_note(
            lu,
            "Exchange database LU. 'Three LUs owned by controller 0 and 2 owned by controller 1' "
            "(port IOPS analysis); the processor analysis says the reverse (two and three): the "
            "first statement is followed. Table 2 lists three 535 GB database LUs but the tests "
            "use five, so each is half a 2D+2D group (267.5 GB).");
        a.db_lus.push_back(lu);
    }
    for (int i = 0; i < 3; ++i) {
        Id lu = logical_unit(b, a.array, "LOG" + std::to_string(i + 1), 100, log_rgs[i],
                             a.ctl[log_owner[i]], number++);
        t.set_note(lu,
                   "Table 2: 100 GB log LU. LOG1 holds DB1-DB2's logs, LOG2 DB3's, LOG3 DB4-DB5's "
                   "(the paper does not map logs to databases), owned like those databases.");
        a.log_lus.push_back(lu);
    }
    return a;
}

}  // namespace

Project build_lab_003_ams2500_jetstress() {
    Project p;
    p.title =
        "AMS 2500 symmetric vs asymmetric active-active controllers under Jetstress (HDS, 2009)";
    Topology& t = p.topology;
    LabBuilder b(t, 4);

    const ArrayBuild ams = build_array(
        b,
        {"AMS2500", "Hitachi AMS 2500", "hitachi-ams2500", "symmetric_aa", "sas", "sas-15k-300",
         "Hitachi Adaptable Modular Storage 2500: symmetric active-active (Dynamic Load Balancing) "
         "controllers, SATP VMW_SATP_DEFAULT_AA. Cache and microcode are not given."});
    const ArrayBuild asym = build_array(
        b,
        {"Asymmetric-AA", "Asymmetric active-active midrange array (unnamed in the paper)",
         "generic-asymmetric-fc", "alua", "fc", "fc-15k-300",
         "The comparison array: 'closely matched the disk and RAID configuration used on the 2500 "
         "except that the disks were Fibre Channel attached'. Modelled as ALUA (owner and "
         "non-owner controller; non-owner I/O is passed across). The paper names its SATP as "
         "VMW_SATP_DEFAULT_AP. Its single-path test used 'LUs owned by controller 1 and port 1', "
         "though the processor analysis once says controller 0: scenarios set that ownership."});

    // Table 2: Dell R-905, 128 GB, four dual-core processors; ESX 4.0 (vSphere 4, 2009).
    Id srv = server(
        b, "ESX-R905",
        {.model = "Dell PowerEdge R905", .cpu_sockets = 4, .cores_per_socket = 2, .ram_gb = 128});
    t.set_note(srv,
               "Table 2: Dell R-905, 128 GB, 4 dual-core processors; clock speed not given (schema "
               "default kept).");
    Id esx = esx_host(b, srv, "4.0");
    t.set_note(esx, "vSphere 4 (November 2009): ESX 4.0, no VAAI. Native multipathing (NMP).");
    Ported card = hba(b, srv, "HBA0", "Emulex LPe11002", 4, 2);
    t.set_note(card.id,
               "HBA not named: the same author's R905 hosts (HDP paper, 2010) carry Emulex "
               "LPe11002 4 Gb cards. Two ports, one path to each controller of each array.");

    const char* names[2] = {"A", "B"};
    for (int f = 0; f < 2; ++f) {
        Id fabric =
            b.add_noted(Kind::Fabric, "Fabric-"s + names[f], kNoId,
                        "Not in the paper. Two HBA ports must reach both arrays, so each port goes "
                        "through a switch to one controller port of each array.");
        Ported sw =
            fc_switch(b, fabric, "SW-"s + names[f],
                      {.model = "Brocade 4100", .domain_id = f + 1, .speed_gbps = 4, .ports = 8});
        t.set_note(sw.id, "Switch model not given: a 4 Gb Brocade of the period was chosen.");
        b.link(card.ports[f], sw.ports[0]);
        b.link(ams.port[f], sw.ports[1]);
        b.link(asym.port[f], sw.ports[2]);
        b.zone_set(fabric, "ZS-"s + names[f],
                   single_initiator_zones(b, fabric, {card.ports[f]}, {ams.port[f], asym.port[f]}));
    }

    // Policies: what the paper recommends for each — round robin on the AMS 2500; on the
    // asymmetric array MRU with each LU's first path on its owning controller (the "balanced
    // paths" configuration). Scenarios switch them per test.
    struct Side {
        const ArrayBuild* a;
        const char* prefix;
        const char* policy;
    };
    VmSpec guest;
    guest.ram_gb = 16;
    guest.os = "Windows Server 2008";
    guest.workload = "jetstress";
    Id jet = vm(b, Kind::Vm, "Jetstress-VM", esx, guest);
    t.set_note(jet,
               "Tables 2-3: Windows 2008, 1 vCPU, 16 GB, Jetstress 'Exchange mailbox' performance "
               "test, 570 mailboxes x 0.576 IOPS, 2048 MB mailboxes, 2 hours. 570 x 0.576 = 328 "
               "IOPS, while the text quotes a 780 IOPS requirement. One VM: it carries the disks "
               "on both arrays; each test drives one array's set. OS disk on local storage, not "
               "modelled.");
    for (const Side& side : {Side{&ams, "AMS2500", "rr"}, Side{&asym, "ASYM", "mru"}}) {
        std::vector<Id> lus = side.a->db_lus;
        lus.insert(lus.end(), side.a->log_lus.begin(), side.a->log_lus.end());
        b.host_group(side.a->array, "ESX-R905", {side.a->port[0], side.a->port[1]}, card.ports,
                     lus);
        for (Id lu : lus) {
            const int owner = t.at(lu).ref("owner") == side.a->ctl[0] ? 0 : 1;
            Id pol = path_policy(b, esx, lu, side.policy, side.a->port[owner]);
            // The paper names the plugins: VMW_SATP_DEFAULT_AA for the AMS 2000 family and
            // VMW_SATP_DEFAULT_AP for the asymmetric array (not ALUA-aware, so round robin
            // rotates over both controllers).
            b.set(pol, {{"satp", std::string(side.a == &ams ? "default_aa" : "default_ap")}});
            t.set_note(pol, side.a == &ams
                                ? "Round robin: the paper's recommendation for the AMS 2000 family. "
                                  "SATP VMW_SATP_DEFAULT_AA, as the paper names it."
                                : "MRU: the policy the paper's passing asymmetric tests use; round "
                                  "robin there causes path thrashing. SATP VMW_SATP_DEFAULT_AP, as "
                                  "the paper names it.");
            const bool db = t.at(lu).name.rfind("DB", 0) == 0;
            // VMFS-3: 2 MB blocks allow the 260 GB database disks (1 MB blocks stop at 256 GB).
            Id ds =
                vmfs_datastore(b, std::string(side.prefix) + "-" + t.at(lu).name, lu, db ? 2 : 1);
            t.set_note(ds,
                       "The paper does not say whether Jetstress ran on VMFS or RDMs: one VMFS-3 "
                       "datastore per LU, block size the smallest that holds its disk.");
            Id disk = vmdk(b, jet, std::string(side.prefix) + "-" + t.at(lu).name, ds,
                           {.size_gb = db ? 260.0 : 95.0,
                            .format = "eagerzeroedthick",
                            .used_gb = db ? 228.0 : 0.0});
            t.set_note(disk,
                       "Disk size and format are not given: eagerzeroedthick, filling the LU's "
                       "datastore. Databases hold 570 x 2 GB / 5 = 228 GB each.");
        }
    }
    layout_by_tier(t, p.layout);
    return p;
}

}  // namespace santwin::labs
