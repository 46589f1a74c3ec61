#pragma once
// Plain-text tables for the commands' human-readable output: a header row and columns sized to
// their longest entry, so no two fields ever run together.
#include <ostream>
#include <string>
#include <vector>

namespace santwin::cli {

class TextTable {
public:
    explicit TextTable(std::vector<std::string> header);
    void add_row(std::vector<std::string> cells);
    // Every row indented by `indent`, columns two spaces apart; the last column is not padded.
    void print(std::ostream& out, const std::string& indent = "") const;

private:
    std::vector<std::vector<std::string>> rows_;  // the header first
};

}  // namespace santwin::cli
