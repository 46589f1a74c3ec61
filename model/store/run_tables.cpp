#include "store/run_tables.h"

#include <sqlite3.h>

#include <bit>
#include <cstdio>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/recorder.h"
#include "store/attribute_codec.h"
#include "common/input_limits.h"
#include "store/entity_loader.h"
#include "store/load_checks.h"

namespace santwin::store {

namespace {

std::int64_t as_int(Id id) {
    return static_cast<std::int64_t>(id);
}

std::string run_label(const RecordedRun& r) {
    return "recorded run '" + r.name + "'";
}

// Entities of `run` that the lab lacks or holds differently, and lab entities the run lacks.
void write_configuration(Db& db, std::int64_t run_id, const Topology& lab, const Topology& run) {
    Stmt ent(db, "INSERT INTO run_entities (run_id, id, kind, name, note, parent) VALUES (?, ?, ?, ?, ?, ?)");
    Stmt attr(db, "INSERT INTO run_attributes (run_id, entity_id, key, type, value) VALUES (?, ?, ?, ?, ?)");
    Stmt gone(db, "INSERT INTO run_removed (run_id, entity_id) VALUES (?, ?)");
    for (const auto& [id, e] : run.entities()) {
        const Entity* base = lab.find(id);
        if (base && *base == e) continue;
        ent.bind(1, run_id).bind(2, as_int(id)).bind(3, kind_name(e.kind)).bind(4, std::string_view(e.name));
        ent.bind(5, std::string_view(e.note)).bind(6, as_int(e.parent)).run();
        for (const auto& [key, value] : e.attrs) {
            attr.bind(1, run_id).bind(2, as_int(id)).bind(3, std::string_view(key)).bind(4, stored_type(value));
            bind_value(attr, 5, value);
            attr.run();
        }
    }
    for (const auto& [id, e] : lab.entities())
        if (!run.contains(id)) gone.bind(1, run_id).bind(2, as_int(id)).run();
}

Topology read_configuration(Db& db, std::int64_t run_id, const Topology& lab, bool& differs) {
    std::map<Id, Entity> entities = lab.entities();
    differs = false;
    Stmt gone(db, "SELECT entity_id FROM run_removed WHERE run_id = ?");
    gone.bind(1, run_id);
    while (gone.step()) {
        entities.erase(static_cast<Id>(gone.column_int(0)));
        differs = true;
    }
    Stmt ent(db, "SELECT id, kind, name, note, parent FROM run_entities WHERE run_id = ? ORDER BY id");
    ent.bind(1, run_id);
    std::map<Id, Entity> changed;
    while (ent.step()) {
        Entity e;
        const std::string who = "run #" + std::to_string(run_id) + "'s entity";
        e.id = static_cast<Id>(int_column(ent, 0, "the id of " + who));
        const std::string what = who + " #" + std::to_string(e.id);
        e.name = text_column(ent, 2, "the name of " + what, load_limits::kMaxNameBytes);
        e.kind = kind_from_file(text_column(ent, 1, "the kind of " + what, load_limits::kMaxNameBytes), e.id, e.name);
        e.note = text_column(ent, 3, "the note of " + what, load_limits::kMaxTextBytes);
        e.parent = static_cast<Id>(int_column(ent, 4, "the parent of " + what));
        changed[e.id] = std::move(e);
        differs = true;
    }
    Stmt attr(db, "SELECT entity_id, key, type, value FROM run_attributes WHERE run_id = ? ORDER BY entity_id, key");
    attr.bind(1, run_id);
    while (attr.step()) {
        const Id id = static_cast<Id>(attr.column_int(0));
        auto it = changed.find(id);
        if (it == changed.end())
            throw StoreError("run #" + std::to_string(run_id) + " has an attribute of entity #" + std::to_string(id) +
                             ", which its configuration does not list");
        const std::string key = text_column(attr, 1, "an attribute name in run #" + std::to_string(run_id), load_limits::kMaxNameBytes);
        try {
            it->second.attrs[key] = read_value(attr, 2, 3);
        } catch (const StoreError& err) {
            throw StoreError("run #" + std::to_string(run_id) + ", " + describe_entity(it->second) + ", attribute '" + key +
                             "': " + err.what());
        }
    }
    for (auto& [id, e] : changed) entities[id] = std::move(e);
    if (!differs) return {};
    std::vector<Entity> list;
    list.reserve(entities.size());
    for (auto& [id, e] : entities) list.push_back(std::move(e));
    return build_topology(std::move(list));
}

// A run's length in seconds: a finite number, at least 0 and no longer than the longest run
// anyone simulates (the CLI's --duration stops at a year; ten leaves room).
double run_end(const Stmt& s, int col, const std::string& what) {
    constexpr double kLongestRun = 10 * 366 * 86400.0;
    const int type = s.column_type(col);
    const double end = s.column_double(col);
    if ((type != SQLITE_FLOAT && type != SQLITE_INTEGER) || !std::isfinite(end) || end < 0 || end > kLongestRun)
        throw StoreError(what + " ends at '" + s.column_text(col) + "', not a run length in seconds (0 to " +
                         std::to_string(static_cast<long long>(kLongestRun)) + ")");
    return end;
}

std::string time_text(double t) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", t);
    return buf;
}

// Sample times must be finite and in order: charts and playback step through them by time.
void check_times(const std::vector<double>& t, const std::string& where) {
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (!std::isfinite(t[i]) || t[i] < 0)
            throw StoreError(where + ": point " + std::to_string(i) + " is at time " + time_text(t[i]) + " s, not a time in the run");
        if (i > 0 && t[i] < t[i - 1])
            throw StoreError(where + ": the times go backwards at point " + std::to_string(i) + " (" + time_text(t[i - 1]) +
                             " s, then " + time_text(t[i]) + " s)");
    }
}

}  // namespace

std::string pack_doubles(const std::vector<double>& values) {
    std::string out(values.size() * 8, '\0');
    for (std::size_t i = 0; i < values.size(); ++i) {
        auto bits = std::bit_cast<std::uint64_t>(values[i]);
        for (int b = 0; b < 8; ++b) out[i * 8 + b] = static_cast<char>((bits >> (8 * b)) & 0xff);
    }
    return out;
}

std::vector<double> unpack_doubles(const std::string& bytes, std::size_t count, const std::string& what) {
    if (bytes.size() != count * 8)
        throw StoreError(what + " holds " + std::to_string(bytes.size()) + " bytes, not the " + std::to_string(count * 8) +
                         " of its " + std::to_string(count) + " points");
    std::vector<double> out(count);
    for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t bits = 0;
        for (int b = 0; b < 8; ++b) bits |= std::uint64_t{static_cast<unsigned char>(bytes[i * 8 + b])} << (8 * b);
        out[i] = std::bit_cast<double>(bits);
    }
    return out;
}

void write_runs(Db& db, const Project& project) {
    Stmt run_row(db, "INSERT INTO runs (id, name, scenario, parameters_json, created, end_s, roles_json) VALUES (?, ?, ?, ?, ?, ?, ?)");
    Stmt series_row(db, "INSERT INTO run_series (run_id, entity_id, metric, points, t, v) VALUES (?, ?, ?, ?, ?, ?)");
    Stmt event_row(db, "INSERT INTO run_events (run_id, seq, t, entity_id, kind, detail) VALUES (?, ?, ?, ?, ?, ?)");
    std::int64_t id = 0;
    for (const RecordedRun& r : project.runs) {
        ++id;
        if (!r.recording) throw StoreError(run_label(r) + " has no recording; run it again before saving");
        run_row.bind(1, id).bind(2, std::string_view(r.name));
        if (r.scenario.empty()) {
            run_row.bind_null(3);
        } else {
            std::int64_t scenario = 0;
            for (std::size_t i = 0; i < project.scenarios.size() && !scenario; ++i)
                if (project.scenarios[i].name == r.scenario) scenario = static_cast<std::int64_t>(i + 1);
            if (!scenario)
                throw StoreError(run_label(r) + " comes from scenario '" + r.scenario +
                                 "', which the project does not hold; add the scenario or clear the run's scenario");
            run_row.bind(3, scenario);
        }
        nlohmann::json roles = nlohmann::json::object();
        for (const auto& [role, entity] : r.roles) roles[role] = entity;
        run_row.bind(4, nlohmann::json(r.parameters).dump()).bind(5, std::string_view(r.created));
        run_row.bind(6, r.recording->end()).bind(7, roles.dump()).run();
        for (const auto& [key, s] : r.recording->all()) {
            series_row.bind(1, id).bind(2, as_int(key.entity)).bind(3, std::string_view(key.metric));
            series_row.bind(4, static_cast<std::int64_t>(s.t.size())).bind_blob(5, pack_doubles(s.t)).bind_blob(6, pack_doubles(s.v)).run();
        }
        std::int64_t seq = 0;
        for (const engine::Event& e : r.recording->events()) {
            event_row.bind(1, id).bind(2, ++seq).bind(3, e.t).bind(4, as_int(e.entity));
            event_row.bind(5, std::string_view(e.kind)).bind(6, std::string_view(e.detail)).run();
        }
        if (r.configuration) write_configuration(db, id, project.topology, *r.configuration);
    }
}

void read_runs(Db& db, Project& project) {
    Stmt count(db, "SELECT count(*) FROM runs");
    if (count.step()) check_count(static_cast<std::size_t>(count.column_int(0)), load_limits::kMaxRuns, "recorded runs");
    std::set<std::pair<std::string, std::string>> names;  // scenario, run name
    Stmt runs(db, "SELECT id, name, scenario, parameters_json, created, end_s, roles_json FROM runs ORDER BY id");
    while (runs.step()) {
        const std::int64_t id = int_column(runs, 0, "a recorded run's id");
        RecordedRun r;
        r.name = text_column(runs, 1, "the name of recorded run #" + std::to_string(id), load_limits::kMaxNameBytes);
        const std::string what = "recorded run #" + std::to_string(id) + " ('" + limits::shown(r.name) + "')";
        if (runs.column_type(2) != SQLITE_NULL) {
            const std::int64_t s = runs.column_int(2);
            if (s < 1 || static_cast<std::size_t>(s) > project.scenarios.size())
                throw StoreError(what + " points at scenario #" + std::to_string(s) + ", which is not in the file");
            r.scenario = project.scenarios[static_cast<std::size_t>(s - 1)].name;
        }
        if (!names.emplace(r.scenario, r.name).second)
            throw StoreError(what + " has the name of an earlier run" +
                             (r.scenario.empty() ? std::string() : " of scenario '" + limits::shown(r.scenario) + "'") +
                             "; a project keeps one run per name");
        const std::string parameters = text_column(runs, 3, what + ": its parameters", load_limits::kMaxDefinitionBytes);
        const std::string roles_text = text_column(runs, 6, what + ": its roles", load_limits::kMaxDefinitionBytes);
        if (!limits::json_nesting_problem(parameters, 1).empty() || !limits::json_nesting_problem(roles_text, 1).empty())
            throw StoreError(what + ": its parameters or roles are nested; they are flat objects");
        try {
            r.parameters = nlohmann::json::parse(parameters).get<std::map<std::string, std::string>>();
            const nlohmann::json roles = nlohmann::json::parse(roles_text);
            for (auto it = roles.begin(); it != roles.end(); ++it) r.roles[it.key()] = it.value().get<Id>();
        } catch (const nlohmann::json::exception& e) {
            throw StoreError(what + ": its parameters or roles are not what SanTwin writes (" +
                             limits::shown(e.what(), 200) + ")");
        }
        r.created = text_column(runs, 4, what + ": its date", load_limits::kMaxNameBytes);
        bool differs = false;
        Topology config = read_configuration(db, id, project.topology, differs);
        if (differs) r.configuration = std::make_shared<const Topology>(std::move(config));
        // A series or event may name an entity the lab no longer has: a run kept without a
        // configuration of its own ran on the lab as it was, and the lab may have been edited
        // since. Refusing that would lock the user out of their own file; only a negative id is
        // no entity at all.
        auto check_entity = [&](std::int64_t entity, const std::string& where) {
            if (entity < 0) throw StoreError(where + " belongs to entity #" + std::to_string(entity) + ", which is no entity id");
            return static_cast<Id>(entity);
        };
        auto rec = std::make_shared<engine::Recorder>();
        rec->set_end(run_end(runs, 5, what));
        Stmt series(db, "SELECT entity_id, metric, points, t, v FROM run_series WHERE run_id = ? ORDER BY entity_id, metric");
        series.bind(1, id);
        while (series.step()) {
            const std::string metric = text_column(series, 1, what + ": a series' metric", load_limits::kMaxNameBytes);
            const std::string where = what + ", series " + metric + " of #" + std::to_string(series.column_int(0));
            engine::SeriesKey key{check_entity(int_column(series, 0, where + ": its entity"), where), metric};
            const std::int64_t points = int_column(series, 2, where + ": its number of points");
            if (points < 0 || static_cast<std::uint64_t>(points) > load_limits::kMaxSeriesPoints)
                throw StoreError(where + " has " + std::to_string(points) + " points, not 0 to " +
                                 std::to_string(load_limits::kMaxSeriesPoints));
            const auto n = static_cast<std::size_t>(points);
            engine::Series s{unpack_doubles(series.column_blob(3), n, where + " (times)"),
                             unpack_doubles(series.column_blob(4), n, where + " (values)")};
            check_times(s.t, where);
            for (std::size_t i = 0; i < n; ++i)
                if (!std::isfinite(s.v[i]))
                    throw StoreError(where + ": point " + std::to_string(i) + " has the value " + time_text(s.v[i]) +
                                     ", not a finite number");
            rec->restore(std::move(key), std::move(s));
        }
        Stmt event_count(db, "SELECT count(*) FROM run_events WHERE run_id = ?");
        event_count.bind(1, id);
        if (event_count.step())
            check_count(static_cast<std::size_t>(event_count.column_int(0)), load_limits::kMaxEvents, "events in " + what);
        Stmt events(db, "SELECT t, entity_id, kind, detail FROM run_events WHERE run_id = ? ORDER BY seq");
        events.bind(1, id);
        while (events.step()) {
            const int t_type = events.column_type(0);
            if ((t_type != SQLITE_FLOAT && t_type != SQLITE_INTEGER) || !std::isfinite(events.column_double(0)) ||
                events.column_double(0) < 0)
                throw StoreError(what + " has an event at time " + limits::shown(events.column_text(0)) + ", not a time in the run");
            const std::string where = what + ": an event at " + time_text(events.column_double(0)) + " s";
            const Id entity = check_entity(int_column(events, 1, where + ": its entity"), where);
            rec->event(events.column_double(0), entity, text_column(events, 2, where + ": its kind", load_limits::kMaxNameBytes),
                       text_column(events, 3, where + ": its detail", load_limits::kMaxTextBytes));
        }
        r.recording = std::move(rec);
        project.runs.push_back(std::move(r));
    }
}

}  // namespace santwin::store
