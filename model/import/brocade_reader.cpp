#include "import/brocade_reader.h"

#include <algorithm>
#include <regex>
#include <sstream>

#include "import/csv_table.h"
#include "topology/wwpn.h"

namespace santwin::import {

namespace {
const std::regex kPrompt(R"(^\s*([A-Za-z0-9_.\-]+)(?::FID\d+)?:[A-Za-z0-9_]+>\s*(\S*).*$)");
const std::regex kHeaderKey(R"(^\s*(switchName|switchType|switchDomain|switchWwn|zoning|Fabric Name):\s*(.*)$)");
const std::regex kPortHeader(R"(^\s*(Index|Area)\s+(Slot\s+)?Port\s+(Address\s+)?Media\s+Speed\s+State.*$)");
const std::regex kNsEntry(
    R"(^\s*N[L]?\s+([0-9a-fA-F]{6});[^;]*;\s*([0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){7});\s*([0-9a-fA-F:]+);.*$)");
const std::regex kPortSymb(R"(^\s*PortSymb:\s*(?:\[\d+\]\s*)?\"?([^\"]*)\"?\s*$)");
const std::regex kIsl(
    R"(^\s*\d+:\s*([\d/]+)\s*->\s*([\d/]+)\s+([0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){7})\s+(\d+)\s+(\S+)\s+sp:\s*([\d.]+)G.*$)");
const std::regex kZoningObject(R"(^\s*(cfg|zone|alias):\s*(\S+)\s*(.*)$)");
const std::regex kMember(R"(^([0-9a-fA-F]{2}(:[0-9a-fA-F]{2}){7}|\d+,\d+|[A-Za-z][A-Za-z0-9_\-$^]*)$)");

std::vector<std::string> members_of(const std::string& text, const std::string& file, int line) {
    std::vector<std::string> out;
    std::string token;
    std::istringstream in(text);
    while (std::getline(in, token, ';')) {
        std::istringstream words(token);
        std::string w;
        while (words >> w) {
            if (!std::regex_match(w, kMember))
                throw ImportError(file, line, "zoning member '" + w + "' is neither a WWPN, a domain,port pair nor a name");
            out.push_back(w);
        }
    }
    return out;
}

struct Reader {
    const std::string& file;
    Estate& e;
    std::string switch_name;        // the switch the current output belongs to
    int sw = -1;                    // the switchshow being read (index in e.switches)
    bool in_ports = false, has_slot = false, has_address = false, has_proto = true;
    int zoning = -1;                // the zoning capture being read
    bool effective = false;
    std::vector<ZoningObject>* list = nullptr;  // the list whose last object is being continued
    int login = -1;

    void end_blocks() {
        in_ports = false;
        list = nullptr;
        zoning = -1;
        login = -1;
    }

    ZoningRecord& zoning_record(int line) {
        if (zoning < 0) {
            list = nullptr;  // it pointed into a record the push may move
            e.zoning.push_back({});
            zoning = static_cast<int>(e.zoning.size()) - 1;
            e.zoning.back().switch_name = switch_name;
            e.zoning.back().at = {file, line};
        }
        return e.zoning[zoning];
    }

    void port_row(const std::string& text, int line) {
        std::istringstream in(text);
        std::vector<std::string> t;
        for (std::string w; in >> w;) t.push_back(w);
        const std::size_t fixed = 1 + (has_slot ? 1 : 0) + 1 + (has_address ? 1 : 0) + 3 + (has_proto ? 1 : 0);
        if (t.size() < fixed)
            throw ImportError(file, line, "a switchshow port row with " + std::to_string(t.size()) +
                                              " fields, at least " + std::to_string(fixed) + " expected");
        SwitchPortRecord p;
        std::size_t i = 0;
        p.index = std::stoi(t[i++]);
        const std::string slot = has_slot ? t[i++] : "";
        p.label = slot.empty() ? t[i] : slot + "/" + t[i];
        ++i;
        if (has_address) p.address = t[i++];
        ++i;  // media
        p.speed_gbps = fos_speed(t[i++]);
        p.state = t[i++];
        if (has_proto) ++i;
        if (i < t.size() && t[i].size() > 5 && t[i].compare(t[i].size() - 5, 5, "-Port") == 0) {
            p.role = t[i++];
            if (i < t.size() && looks_like_wwpn(t[i])) p.wwn = t[i++];
            if (i < t.size() && t[i].front() == '"') {
                p.neighbour = t[i];
                p.neighbour.erase(std::remove(p.neighbour.begin(), p.neighbour.end(), '"'), p.neighbour.end());
            }
        }
        p.at = {file, line};
        e.switches[sw].ports.push_back(p);
    }

    void line(const std::string& text, int n) {
        std::smatch m;
        const std::string trimmed = trim(text);
        if (std::regex_match(text, m, kPrompt)) {
            end_blocks();
            switch_name = m[1];
            sw = -1;
            return;
        }
        if (std::regex_match(text, m, kHeaderKey)) {
            end_blocks();
            const std::string key = m[1], value = trim(m[2]);
            if (key == "switchName") {
                e.switches.push_back({});
                sw = static_cast<int>(e.switches.size()) - 1;
                e.switches[sw].name = switch_name = value;
                e.switches[sw].at = {file, n};
                return;
            }
            if (sw < 0) throw ImportError(file, n, "'" + key + ":' before any 'switchName:' line");
            SwitchRecord& s = e.switches[sw];
            if (key == "switchType") {
                s.type = value;
            } else if (key == "switchDomain") {
                s.domain = std::atoi(value.c_str());
            } else if (key == "switchWwn") {
                s.wwn = value;
            } else if (key == "Fabric Name") {
                s.fabric_name = value;
            } else if (key == "zoning") {
                const auto open = value.find('('), close = value.find(')');
                if (open != std::string::npos && close != std::string::npos && close > open)
                    s.zoning_cfg = value.substr(open + 1, close - open - 1);
            }
            return;
        }
        if (std::regex_match(text, m, kPortHeader)) {
            if (sw < 0) throw ImportError(file, n, "a switchshow port table before any 'switchName:' line");
            end_blocks();
            in_ports = true;
            has_slot = m[2].matched;
            has_address = m[3].matched;
            has_proto = text.find("Proto") != std::string::npos;
            return;
        }
        if (in_ports) {
            if (trimmed.empty() || trimmed.find_first_not_of('=') == std::string::npos) return;
            if (std::isdigit(static_cast<unsigned char>(trimmed[0]))) return port_row(text, n);
            in_ports = false;
        }
        if (std::regex_match(text, m, kNsEntry)) {
            end_blocks();
            e.logins.push_back({lower(m[1]), m[2], "", {file, n}});
            login = static_cast<int>(e.logins.size()) - 1;
            return;
        }
        if (login >= 0 && std::regex_match(text, m, kPortSymb)) {
            e.logins[login].symbol = trim(m[1]);
            return;
        }
        if (std::regex_match(text, m, kIsl)) {
            end_blocks();
            if (switch_name.empty())
                throw ImportError(file, n, "islshow output with no switch to belong to: keep the prompt line "
                                           "('NAME:admin> islshow') or put it after that switch's switchshow");
            IslRecord isl;
            isl.local_switch = switch_name;
            isl.local_port = m[1];
            isl.remote_port = m[2];
            isl.remote_wwn = m[3];
            isl.remote_domain = std::stoi(m[4]);
            isl.remote_name = m[5];
            isl.speed_gbps = std::stod(m[6]);
            isl.at = {file, n};
            e.isls.push_back(isl);
            return;
        }
        if (trimmed == "Defined configuration:" || trimmed == "Effective configuration:") {
            list = nullptr;
            const bool eff = trimmed[0] == 'E';
            if (!eff || zoning < 0) {
                zoning = -1;
                zoning_record(n);
            }
            effective = eff;
            return;
        }
        if (std::regex_match(text, m, kZoningObject)) {
            ZoningRecord& z = zoning_record(n);
            const std::string kind = m[1];
            ZoningObject obj{m[2], members_of(m[3], file, n), {file, n}};
            if (effective && kind == "cfg") {
                z.effective_cfg = obj.name;
                list = nullptr;
                return;
            }
            if (effective && kind == "zone") list = &z.effective_zones;
            else if (effective) throw ImportError(file, n, "an alias in the effective configuration (it holds WWPNs only)");
            else list = kind == "cfg" ? &z.cfgs : kind == "zone" ? &z.zones : &z.aliases;
            list->push_back(obj);
            return;
        }
        if (list && !trimmed.empty() && (text[0] == ' ' || text[0] == '\t')) {
            for (auto& w : members_of(trimmed, file, n)) list->back().members.push_back(w);
            return;
        }
        if (trimmed.empty()) {
            list = nullptr;
            login = -1;
        }
        // Anything else (banners, "The Local Name Server has 8 entries }", column headers of
        // other commands) carries nothing the lab needs.
    }
};
}  // namespace

double fos_speed(const std::string& token) {
    std::string digits;
    for (char c : token)
        if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
    return digits.empty() ? 0 : std::stod(digits);
}

bool looks_like_fos(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    std::smatch m;
    for (int n = 0; n < 400 && std::getline(in, line); ++n) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::string t = trim(line);
        if (t.rfind("switchName:", 0) == 0 || t == "Defined configuration:" || t == "Effective configuration:" ||
            std::regex_match(line, kPortHeader) || std::regex_match(line, kIsl) ||
            std::regex_match(line, kNsEntry) || std::regex_match(line, m, kZoningObject))
            return true;
        if (std::regex_match(line, m, kPrompt)) {
            const std::string cmd = lower(m[2]);
            if (cmd == "switchshow" || cmd == "nsshow" || cmd == "islshow" || cmd == "cfgshow" ||
                cmd == "zoneshow" || cmd == "alishow")
                return true;
        }
    }
    return false;
}

void read_fos(const std::string& text, const std::string& file, Estate& estate) {
    const std::size_t switches = estate.switches.size(), logins = estate.logins.size(),
                      isls = estate.isls.size(), zoning = estate.zoning.size();
    Reader r{file, estate};
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        r.line(line, n);
    }
    estate.inputs.push_back("Brocade FOS output (" + std::to_string(estate.switches.size() - switches) +
                            " switchshow, " + std::to_string(estate.logins.size() - logins) + " nsshow logins, " +
                            std::to_string(estate.isls.size() - isls) + " ISLs, " +
                            std::to_string(estate.zoning.size() - zoning) + " zoning captures): " + file);
}

}  // namespace santwin::import
