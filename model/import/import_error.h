#pragma once
// Why an import input was refused: the file, the line (0: the file as a whole) and the reason.
// Nothing of an import is kept when one input is refused.
#include <stdexcept>
#include <string>

namespace santwin::import {

class ImportError : public std::runtime_error {
public:
    ImportError(std::string file, int line, std::string reason)
        : std::runtime_error(file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " +
                             reason),
          file_(std::move(file)), line_(line), reason_(std::move(reason)) {}

    const std::string& file() const { return file_; }
    int line() const { return line_; }
    const std::string& reason() const { return reason_; }

private:
    std::string file_;
    int line_;
    std::string reason_;
};

// Where a record was read: every report line and refusal names it.
struct SourceRef {
    std::string file;
    int line = 0;
    std::string text() const { return file + ":" + std::to_string(line); }
};

}  // namespace santwin::import
