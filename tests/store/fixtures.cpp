#include "fixtures.h"

#include <sqlite3.h>

#include <stdexcept>

#include "engine/recorder.h"
#include "store/migrations.h"

namespace santwin::store_test {

namespace {

// Rows of a schema v1 file: meta, entities, attributes (one of every stored type), layout.
// Literals like 4.0 are REAL in the untyped value column, exactly as the writer binds them.
constexpr const char* kV1Rows = R"sql(
INSERT INTO meta (key, value) VALUES
    ('title', 'Fixture lab (schema v1)'),
    ('lab_id', '000-ams2100-hdp'),
    ('written_by', 'SanTwin 0.1.0');
INSERT INTO entities (id, kind, name, note, parent) VALUES
    (1, 'array', 'AMS 2100', 'paper shows one controller pair', 0),
    (2, 'controller', 'CTL0', '', 1),
    (3, 'drive', 'HDD-00', '', 1),
    (4, 'drive', 'HDD-01', '', 1),
    (5, 'raid_group', 'RG-000', '', 1),
    (6, 'logical_unit', 'LU-00', '', 1),
    (7, 'host_group', 'HG-esx', '', 1),
    (9, 'port', 'CTL0-A', '', 2),
    (8, 'fabric', 'Fabric A', '', 0);
INSERT INTO attributes (entity_id, key, type, value) VALUES
    (1, 'model', 'text', 'Hitachi AMS 2100'),
    (1, 'vaai', 'bool', 0),
    (2, 'cache_gb', 'number', 4.0),
    (3, 'capacity_gb', 'number', 146.0),
    (3, 'rpm', 'number', 15000.0),
    (4, 'capacity_gb', 'number', 300.30000000000001),
    (5, 'drives', 'ref_list', '[3,4]'),
    (5, 'level', 'text', 'raid5'),
    (6, 'backing', 'ref', 5),
    (6, 'capacity_gb', 'number', 250.25),
    (6, 'owner', 'none', NULL),
    (7, 'initiators', 'text_list', '["10:00:00:00:c9:00:00:01","10:00:00:00:c9:00:00:02"]'),
    (9, 'wwpn', 'text', '50:06:0e:80:10:3a:5c:00'),
    (9, 'speed_gbps', 'number', 4.0);
INSERT INTO layout (entity_id, x, y) VALUES (1, 0.0, 0.0), (5, 120.5, -40.25);
)sql";

// v2 adds collapsed nodes and saved scenarios.
constexpr const char* kV2Rows = R"sql(
UPDATE meta SET value = 'Fixture lab (schema v2)' WHERE key = 'title';
INSERT INTO collapsed (entity_id) VALUES (1), (8);
INSERT INTO scenarios (id, name, definition_json) VALUES
    (1, 'boot storm', '{"kind":"boot_storm","vms":40}'),
    (2, 'svmotion', '{"kind":"svmotion"}');
)sql";

// v3 adds recorded runs: one from the saved boot-storm scenario, with two series (packed
// little-endian doubles: 0, 60 / 400, 412.5 and 0 / 12.25), two events and a configuration that
// changes LU-00, drops the host group and adds a drive; one ad hoc run with nothing recorded.
constexpr const char* kV3Rows = R"sql(
UPDATE meta SET value = 'Fixture lab (schema v3)' WHERE key = 'title';
INSERT INTO runs (id, name, scenario, parameters_json, created, end_s, roles_json) VALUES
    (1, 'storm of 40', 1, '{"vms":"40"}', '2026-11-22T08:00:00Z', 120.0, '{"ctl":2,"lu":6}'),
    (2, 'ad hoc', NULL, '{}', '2026-11-22T08:05:00Z', 0.0, '{}');
INSERT INTO run_series (run_id, entity_id, metric, points, t, v) VALUES
    (1, 6, 'iops', 2, X'00000000000000000000000000004E40', X'00000000000079400000000000C87940'),
    (1, 2, 'mp_pct', 1, X'0000000000000000', X'0000000000802840');
INSERT INTO run_events (run_id, seq, t, entity_id, kind, detail) VALUES
    (1, 1, 0.0, 6, 'operation_start', 'boot storm'),
    (1, 2, 95.5, 6, 'operation_end', 'boot storm');
INSERT INTO run_entities (run_id, id, kind, name, note, parent) VALUES
    (1, 6, 'logical_unit', 'LU-00', '', 1),
    (1, 10, 'drive', 'HDD-02', 'added by the run', 1);
INSERT INTO run_attributes (run_id, entity_id, key, type, value) VALUES
    (1, 6, 'backing', 'ref', 5),
    (1, 6, 'capacity_gb', 'number', 300.0),
    (1, 6, 'owner', 'none', NULL),
    (1, 10, 'capacity_gb', 'number', 146.0);
INSERT INTO run_removed (run_id, entity_id) VALUES (1, 7);
)sql";

Entity entity(Id id, Kind kind, std::string name, Id parent,
              std::map<std::string, Value> attrs = {}) {
    Entity e;
    e.id = id;
    e.kind = kind;
    e.name = std::move(name);
    e.parent = parent;
    e.attrs = std::move(attrs);
    return e;
}

}  // namespace

std::string fixture_path(int version) {
    return std::string(SANTWIN_TEST_DATA_DIR) + "/store/fixtures/v" + std::to_string(version) +
           ".santwin";
}

void build_fixture(const std::string& path, int version) {
    using namespace santwin::store;
    Db db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    create_schema(db, version);
    if (version >= 1) db.exec(kV1Rows);
    if (version >= 2) db.exec(kV2Rows);
    if (version >= 3) db.exec(kV3Rows);
    if (version > 3)
        throw std::logic_error("add the rows of schema v" + std::to_string(version) + " here");
}

Project fixture_project(int version) {
    Project p;
    p.title = "Fixture lab (schema v" + std::to_string(version) + ")";
    p.lab_id = "000-ams2100-hdp";
    Topology& t = p.topology;
    Entity array = entity(1, Kind::Array, "AMS 2100", kNoId,
                          {{"model", std::string("Hitachi AMS 2100")}, {"vaai", false}});
    array.note = "paper shows one controller pair";
    t.insert(array);
    t.insert(entity(2, Kind::Controller, "CTL0", 1, {{"cache_gb", 4.0}}));
    t.insert(entity(3, Kind::Drive, "HDD-00", 1, {{"capacity_gb", 146.0}, {"rpm", 15000.0}}));
    t.insert(entity(4, Kind::Drive, "HDD-01", 1, {{"capacity_gb", 300.30000000000001}}));
    t.insert(entity(5, Kind::RaidGroup, "RG-000", 1,
                    {{"drives", RefList{3, 4}}, {"level", std::string("raid5")}}));
    t.insert(entity(6, Kind::LogicalUnit, "LU-00", 1,
                    {{"backing", Ref{5}}, {"capacity_gb", 250.25}, {"owner", Value{}}}));
    t.insert(
        entity(7, Kind::HostGroup, "HG-esx", 1,
               {{"initiators", TextList{"10:00:00:00:c9:00:00:01", "10:00:00:00:c9:00:00:02"}}}));
    t.insert(entity(8, Kind::Fabric, "Fabric A", kNoId));
    t.insert(entity(9, Kind::Port, "CTL0-A", 2,
                    {{"wwpn", std::string("50:06:0e:80:10:3a:5c:00")}, {"speed_gbps", 4.0}}));
    p.layout.positions = {{1, {0.0, 0.0}}, {5, {120.5, -40.25}}};
    if (version >= 2) {
        p.layout.collapsed = {1, 8};
        p.scenarios = {{"boot storm", R"({"kind":"boot_storm","vms":40})"},
                       {"svmotion", R"({"kind":"svmotion"})"}};
    }
    if (version >= 3) {
        RecordedRun storm;
        storm.name = "storm of 40";
        storm.scenario = "boot storm";
        storm.parameters = {{"vms", "40"}};
        storm.created = "2026-11-22T08:00:00Z";
        storm.roles = {{"ctl", 2}, {"lu", 6}};
        auto rec = std::make_shared<engine::Recorder>();
        rec->restore({6, "iops"}, {{0.0, 60.0}, {400.0, 412.5}});
        rec->restore({2, "mp_pct"}, {{0.0}, {12.25}});
        rec->event(0.0, 6, "operation_start", "boot storm");
        rec->event(95.5, 6, "operation_end", "boot storm");
        rec->set_end(120.0);
        storm.recording = rec;
        auto config = std::make_shared<Topology>(t);
        config->set(6, "capacity_gb", 300.0);
        config->remove(7);
        Entity drive = entity(10, Kind::Drive, "HDD-02", 1, {{"capacity_gb", 146.0}});
        drive.note = "added by the run";
        config->insert(drive);
        storm.configuration = config;
        RecordedRun ad_hoc;
        ad_hoc.name = "ad hoc";
        ad_hoc.created = "2026-11-22T08:05:00Z";
        ad_hoc.recording = std::make_shared<engine::Recorder>();
        p.runs = {storm, ad_hoc};
    }
    return p;
}

}  // namespace santwin::store_test
