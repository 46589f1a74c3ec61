#pragma once
// A CSV file as exported by RVTools, vCenter, esxtop or written by hand: a header row and data
// rows, each row keeping the line it started on. Quoted cells may hold the separator, doubled
// quotes and line breaks. The separator is ',' unless the header has more ';' (a European-locale
// export). A UTF-8 byte-order mark is skipped.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "import/import_error.h"

namespace santwin::import {

struct CsvRow {
    int line = 0;
    std::vector<std::string> cells;
};

// Splits `text` into rows of cells. Throws ImportError (file, line) on an unterminated quote.
std::vector<CsvRow> parse_csv(const std::string& text, const std::string& file, char separator);

// The separator a header line uses: ';' when it has more semicolons than commas, else ','.
char guess_separator(const std::string& first_line);

class CsvTable {
public:
    // Parses `text`; the first non-empty row is the header. Rows with fewer or more cells than
    // the header are refused with their line.
    CsvTable(const std::string& text, std::string file);

    const std::string& file() const { return file_; }
    const std::vector<std::string>& header() const { return header_; }
    const std::vector<CsvRow>& rows() const { return rows_; }
    bool has(const std::string& column) const { return index_.count(column) != 0; }
    // The first of `names` the header has, or nothing.
    std::optional<std::string> first_of(const std::vector<std::string>& names) const;

    // The cell of `column` in `row` ("" when the header lacks the column).
    std::string cell(const CsvRow& row, const std::string& column) const;
    // Like cell(), refusing a missing column (names the header's columns).
    std::string need(const CsvRow& row, const std::string& column) const;
    // A number: "" gives `fallback`; text that is no number is refused with line and column.
    double number(const CsvRow& row, const std::string& column, double fallback = 0) const;
    // "True"/"False"/"Yes"/"No"/"1"/"0" (case-insensitive); "" gives false.
    bool flag(const CsvRow& row, const std::string& column) const;
    SourceRef at(const CsvRow& row) const { return {file_, row.line}; }

private:
    std::string file_;
    std::vector<std::string> header_;
    std::map<std::string, std::size_t> index_;
    std::vector<CsvRow> rows_;
};

std::string trim(const std::string& s);
std::string lower(std::string s);

}  // namespace santwin::import
