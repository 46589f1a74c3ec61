#include "import/csv_table.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace santwin::import {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

char guess_separator(const std::string& first_line) {
    const auto commas = std::count(first_line.begin(), first_line.end(), ',');
    const auto semis = std::count(first_line.begin(), first_line.end(), ';');
    return semis > commas ? ';' : ',';
}

std::vector<CsvRow> parse_csv(const std::string& text, const std::string& file, char sep) {
    std::vector<CsvRow> rows;
    std::size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    int line = 1;
    while (i < text.size()) {
        CsvRow row;
        row.line = line;
        std::string cell;
        bool quoted = false, row_done = false;
        const int quote_line = line;
        while (!row_done) {
            if (i >= text.size()) {
                if (quoted)
                    throw ImportError(file, quote_line, "a quoted cell is never closed (a missing '\"')");
                row.cells.push_back(cell);
                break;
            }
            const char c = text[i++];
            if (quoted) {
                if (c == '"') {
                    if (i < text.size() && text[i] == '"') {
                        cell += '"';
                        ++i;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (c == '\n') ++line;
                    cell += c;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == sep) {
                row.cells.push_back(cell);
                cell.clear();
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i < text.size() && text[i] == '\n') ++i;
                ++line;
                row.cells.push_back(cell);
                row_done = true;
            } else {
                cell += c;
            }
        }
        for (auto& c : row.cells) c = trim(c);
        const bool empty = std::all_of(row.cells.begin(), row.cells.end(),
                                       [](const std::string& c) { return c.empty(); });
        if (!empty) rows.push_back(std::move(row));
    }
    return rows;
}

CsvTable::CsvTable(const std::string& text, std::string file) : file_(std::move(file)) {
    std::string first = text.substr(0, text.find('\n'));
    auto rows = parse_csv(text, file_, guess_separator(first));
    if (rows.empty()) throw ImportError(file_, 0, "the file is empty: no header row");
    header_ = rows.front().cells;
    for (std::size_t c = 0; c < header_.size(); ++c) index_.emplace(header_[c], c);
    for (std::size_t r = 1; r < rows.size(); ++r) {
        CsvRow& row = rows[r];
        // Trailing empty cells (a spreadsheet's extra separators) are not a column mismatch.
        while (row.cells.size() > header_.size() && row.cells.back().empty()) row.cells.pop_back();
        if (row.cells.size() != header_.size())
            throw ImportError(file_, row.line,
                              "the row has " + std::to_string(row.cells.size()) + " cells, the header " +
                                  std::to_string(header_.size()) + " (a separator inside an unquoted cell?)");
        rows_.push_back(std::move(row));
    }
}

std::optional<std::string> CsvTable::first_of(const std::vector<std::string>& names) const {
    for (const auto& n : names)
        if (has(n)) return n;
    return std::nullopt;
}

std::string CsvTable::cell(const CsvRow& row, const std::string& column) const {
    auto it = index_.find(column);
    return it == index_.end() ? std::string() : row.cells[it->second];
}

std::string CsvTable::need(const CsvRow& row, const std::string& column) const {
    if (!has(column)) {
        std::string cols;
        for (const auto& h : header_) cols += (cols.empty() ? "" : ", ") + h;
        throw ImportError(file_, 1, "no column '" + column + "' (the header has: " + cols + ")");
    }
    return cell(row, column);
}

double CsvTable::number(const CsvRow& row, const std::string& column, double fallback) const {
    std::string text = cell(row, column);
    if (text.empty()) return fallback;
    // Thousands separators as spreadsheets write them ("1,024" in a ';' file, "1 024").
    text.erase(std::remove_if(text.begin(), text.end(), [](char c) { return c == ' '; }), text.end());
    if (text.find('.') == std::string::npos && text.find(',') != std::string::npos &&
        text.size() > 4 && text[text.size() - 4] == ',')
        text.erase(std::remove(text.begin(), text.end(), ','), text.end());
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0')
        throw ImportError(file_, row.line, "'" + column + "' is '" + cell(row, column) + "', not a number");
    return v;
}

bool CsvTable::flag(const CsvRow& row, const std::string& column) const {
    const std::string v = lower(cell(row, column));
    if (v.empty() || v == "false" || v == "no" || v == "0") return false;
    if (v == "true" || v == "yes" || v == "1") return true;
    throw ImportError(file_, row.line, "'" + column + "' is '" + cell(row, column) + "', not True or False");
}

}  // namespace santwin::import
