// Name rules.
// name.empty: an entity named nothing (or only spaces) cannot be told apart in lists, charts and
// messages, nor picked on the command line.
// name.control_character: a name holding a control character (NUL, a line break, a bidi
// override such as U+202E) prints differently from how it reads: text after it vanishes,
// breaks a line or runs backwards in lists, logs, CSV and terminals.
// name.duplicate: two VMs, templates or ESX hosts share a name. Those are what people and the
// command line (--workload VM=..., deploy from a template) pick by name, and a shared name picks
// the first. (Other kinds may repeat a name: a multipath policy is named after its LU, and two
// arrays can both have an LU 'DB1'.)
#include <algorithm>
#include <cstdio>
#include <map>
#include <tuple>

#include "topology/validation_context.h"

namespace santwin::validation_detail {

namespace {
struct CodePoint {
    char32_t value;
    std::size_t bytes;  // its length in the UTF-8 text
};

// The code points of UTF-8 text; a byte that starts no valid sequence stands for itself.
std::vector<CodePoint> code_points(const std::string& s) {
    std::vector<CodePoint> out;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t more = b >= 0xF0 && b < 0xF8 ? 3 : b >= 0xE0 && b < 0xF0 ? 2 : b >= 0xC0 && b < 0xE0 ? 1 : 0;
        char32_t cp = more == 3 ? b & 0x07 : more == 2 ? b & 0x0F : more == 1 ? b & 0x1F : b;
        std::size_t k = 1;
        for (; k <= more && i + k < s.size(); ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0) != 0x80) break;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (k != more + 1) out.push_back({b, 1});  // cut short: keep the byte
        else out.push_back({cp, k});
        i += out.back().bytes;
    }
    return out;
}

bool is_control(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

std::string code_text(char32_t c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
    return buf;
}

// The name with each control character written as <U+202E>, safe to print.
std::string visible(const std::string& name) {
    std::string out;
    std::size_t at = 0;
    for (const CodePoint& c : code_points(name)) {
        out += is_control(c.value) ? "<" + code_text(c.value) + ">" : name.substr(at, c.bytes);
        at += c.bytes;
    }
    return out;
}

bool blank(const std::string& name) {
    return name.find_first_not_of(" \t\r\n\v\f") == std::string::npos;
}

void check_name_text(Context& ctx) {
    for (const auto& [id, e] : ctx.t.entities()) {
        const std::string what = std::string(kind_label(e.kind)) + " #" + std::to_string(id) +
                                 (e.parent ? " in '" + visible(ctx.t.at(e.parent).name) + "'" : std::string());
        if (blank(e.name)) {
            ctx.error("name.empty", {id},
                      what + " has " + (e.name.empty() ? "no name" : "a name of only spaces") +
                          ": name it, so lists, charts and the command line can tell it apart");
            continue;
        }
        std::vector<std::string> found;
        for (const CodePoint& c : code_points(e.name))
            if (is_control(c.value) && std::find(found.begin(), found.end(), code_text(c.value)) == found.end())
                found.push_back(code_text(c.value));
        if (!found.empty())
            ctx.error("name.control_character", {id},
                      what + " is named '" + visible(e.name) + "', which holds the control character" +
                          (found.size() == 1 ? " " : "s ") + join(found) +
                          ": remove " + (found.size() == 1 ? "it" : "them") +
                          " (control characters hide or reorder text wherever a name is shown)");
    }
}

void check_duplicates(Context& ctx) {
    std::map<std::tuple<Kind, Id, std::string>, std::vector<Id>> by_name;
    for (Kind kind : {Kind::Vm, Kind::Template, Kind::EsxHost})
        for (Id id : ctx.t.all_of(kind)) {
            const Entity& e = ctx.t.at(id);
            if (!blank(e.name)) by_name[{e.kind, e.parent, e.name}].push_back(id);
        }
    for (const auto& [key, ids] : by_name) {
        if (ids.size() < 2) continue;
        const Kind kind = std::get<0>(key);
        const Id parent = std::get<1>(key);
        ctx.warning("name.duplicate", ids,
                    std::to_string(ids.size()) + " " + std::string(kind_label(kind)) + " entities" +
                        (parent ? " in " + ctx.describe(parent) : std::string()) + " are named '" +
                        visible(std::get<2>(key)) + "': rename all but one, so a name picks one of them");
    }
}
}  // namespace

void check_names(Context& ctx) {
    check_name_text(ctx);
    check_duplicates(ctx);
}

}  // namespace santwin::validation_detail
