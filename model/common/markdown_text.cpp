#include "common/markdown_text.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

namespace santwin::manual {

namespace {

using Lines = std::vector<std::string>;

bool is_space(char c) { return c == ' ' || c == '\t'; }

bool is_blank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::size_t indent_of(std::string_view line) {
    std::size_t n = 0;
    while (n < line.size() && line[n] == ' ') ++n;
    return n;
}

// ---- inline markup --------------------------------------------------------------------------

struct Link {
    std::string_view text;
    std::size_t end;  // index just past the closing parenthesis
};

// [text](target) starting at s[open] == '['; nothing when it is not a link.
std::optional<Link> parse_link(std::string_view s, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < s.size(); ++i) {
        if (s[i] == '\\') {
            ++i;
            continue;
        }
        if (s[i] == '[') ++depth;
        if (s[i] == ']' && --depth == 0) {
            if (i + 1 >= s.size() || s[i + 1] != '(') return std::nullopt;
            const auto close = s.find(')', i + 2);
            if (close == std::string_view::npos) return std::nullopt;
            return Link{s.substr(open + 1, i - open - 1), close + 1};
        }
    }
    return std::nullopt;
}

std::size_t run_length(std::string_view s, std::size_t i, char c) {
    std::size_t n = 0;
    while (i + n < s.size() && s[i + n] == c) ++n;
    return n;
}

// The index of the `*` run of exactly `n` that closes emphasis opened before `from`: it follows a
// non-space character. Code spans are skipped. npos when there is none.
std::size_t find_emphasis_close(std::string_view s, std::size_t from, std::size_t n) {
    for (std::size_t i = from; i < s.size();) {
        if (s[i] == '\\') {
            i += 2;
            continue;
        }
        if (s[i] == '`') {
            const std::size_t ticks = run_length(s, i, '`');
            const auto close = s.find(std::string(ticks, '`'), i + ticks);
            i = close == std::string_view::npos ? i + ticks : close + ticks;
            continue;
        }
        if (s[i] == '*') {
            const std::size_t run = run_length(s, i, '*');
            if (run == n && i > from && !is_space(s[i - 1])) return i;
            i += run;
            continue;
        }
        ++i;
    }
    return std::string_view::npos;
}

}  // namespace

std::size_t display_width(std::string_view text) {
    // Every byte that does not continue a UTF-8 sequence starts a code point.
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string inline_text(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '\\' && i + 1 < s.size() && std::ispunct(static_cast<unsigned char>(s[i + 1]))) {
            out += s[i + 1];
            i += 2;
        } else if (c == '`') {
            const std::size_t ticks = run_length(s, i, '`');
            const auto close = s.find(std::string(ticks, '`'), i + ticks);
            if (close == std::string_view::npos) {
                out.append(ticks, '`');
                i += ticks;
            } else {
                out += trim(s.substr(i + ticks, close - i - ticks));
                i = close + ticks;
            }
        } else if (c == '!' && i + 1 < s.size() && s[i + 1] == '[' && parse_link(s, i + 1)) {
            const Link picture = *parse_link(s, i + 1);
            out += "[picture: " + inline_text(picture.text) + "]";
            i = picture.end;
        } else if (c == '[' && parse_link(s, i)) {
            const Link link = *parse_link(s, i);
            out += inline_text(link.text);
            i = link.end;
        } else if (c == '*') {
            // Emphasis opens before a non-space and needs its closer; a lone star (eva-*) stays.
            const std::size_t run = run_length(s, i, '*');
            const bool opens = run <= 2 && i + run < s.size() && !is_space(s[i + run]);
            const std::size_t close = opens ? find_emphasis_close(s, i + run, run) : std::string_view::npos;
            if (close == std::string_view::npos) {
                out.append(run, '*');
                i += run;
            } else {
                out += inline_text(s.substr(i + run, close - i - run));
                i = close + run;
            }
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

namespace {

// ---- wrapping -------------------------------------------------------------------------------

std::vector<std::string_view> words_of(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

// `text` in lines of at most `width` columns (a longer word keeps a line of its own).
Lines wrap(std::string_view text, std::size_t width) {
    Lines lines;
    std::string line;
    for (std::string_view word : words_of(text)) {
        if (!line.empty() && display_width(line) + 1 + display_width(word) > width) {
            lines.push_back(line);
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

// `text` wrapped with `first` before its first line and `rest` before the others.
std::string wrap_block(std::string_view text, std::size_t width, const std::string& first, const std::string& rest) {
    const std::size_t room = width > display_width(first) ? width - display_width(first) : 1;
    std::string out;
    const Lines lines = wrap(text, room);
    for (std::size_t i = 0; i < lines.size(); ++i) out += (i == 0 ? first : rest) + lines[i] + "\n";
    return out;
}

std::string pad(std::string_view text, std::size_t width) {
    std::string out(text);
    const std::size_t w = display_width(text);
    if (w < width) out.append(width - w, ' ');
    return out;
}

std::string right_trimmed(std::string line) {
    line.erase(line.find_last_not_of(' ') + 1);
    return line;
}

// ---- tables ---------------------------------------------------------------------------------

// The cells of one "| a | b |" row; a pipe inside a code span or escaped does not split.
std::vector<std::string> table_cells(std::string_view row) {
    row = trim(row);
    if (!row.empty() && row.front() == '|') row.remove_prefix(1);
    if (!row.empty() && row.back() == '|' && (row.size() < 2 || row[row.size() - 2] != '\\')) row.remove_suffix(1);
    std::vector<std::string> cells;
    std::string cell;
    bool in_code = false;
    for (std::size_t i = 0; i < row.size(); ++i) {
        if (row[i] == '\\' && i + 1 < row.size()) {
            cell += row.substr(i, 2);
            ++i;
            continue;
        }
        if (row[i] == '`') in_code = !in_code;
        if (row[i] == '|' && !in_code) {
            cells.emplace_back(trim(cell));
            cell.clear();
        } else {
            cell += row[i];
        }
    }
    cells.emplace_back(trim(cell));
    return cells;
}

bool is_separator_row(const std::vector<std::string>& cells) {
    return std::all_of(cells.begin(), cells.end(), [](const std::string& c) {
        return !c.empty() && c.find_first_not_of(":-") == std::string::npos && c.find('-') != std::string::npos;
    });
}

// Column widths that fit `room`: the widest columns are narrowed first, never below their
// longest word.
std::vector<std::size_t> fit_columns(const std::vector<std::size_t>& natural, const std::vector<std::size_t>& longest_word,
                                     std::size_t room) {
    auto widths_at = [&](std::size_t cap) {
        std::vector<std::size_t> w(natural.size());
        for (std::size_t c = 0; c < natural.size(); ++c) w[c] = std::max(longest_word[c], std::min(natural[c], cap));
        return w;
    };
    auto total = [](const std::vector<std::size_t>& w) {
        std::size_t sum = 0;
        for (std::size_t x : w) sum += x;
        return sum;
    };
    std::size_t cap = *std::max_element(natural.begin(), natural.end());
    while (cap > 1 && total(widths_at(cap)) > room) --cap;
    return widths_at(cap);
}

std::string render_table(const Lines& rows, std::size_t width) {
    std::vector<std::vector<std::string>> cells;
    for (const std::string& row : rows) cells.push_back(table_cells(row));
    const bool has_header = cells.size() >= 2 && is_separator_row(cells[1]);
    if (has_header) cells.erase(cells.begin() + 1);

    std::size_t columns = 0;
    for (auto& row : cells) columns = std::max(columns, row.size());
    std::vector<std::size_t> natural(columns, 1), longest_word(columns, 1);
    for (auto& row : cells) {
        row.resize(columns);
        for (std::size_t c = 0; c < columns; ++c) {
            row[c] = inline_text(row[c]);
            natural[c] = std::max(natural[c], display_width(row[c]));
            for (std::string_view word : words_of(row[c])) longest_word[c] = std::max(longest_word[c], display_width(word));
        }
    }
    const std::size_t gaps = 2 * (columns - 1);
    const auto widths = fit_columns(natural, longest_word, width > gaps ? width - gaps : columns);

    // Each row as lines: its cells wrapped in their columns, side by side.
    std::vector<Lines> rendered;
    bool wrapped = false;
    for (const auto& row : cells) {
        std::vector<Lines> cell_lines;
        std::size_t height = 1;
        for (std::size_t c = 0; c < columns; ++c) {
            cell_lines.push_back(wrap(row[c], widths[c]));
            height = std::max(height, cell_lines.back().size());
        }
        wrapped = wrapped || height > 1;
        Lines lines;
        for (std::size_t l = 0; l < height; ++l) {
            std::string line;
            for (std::size_t c = 0; c < columns; ++c) {
                if (c > 0) line += "  ";
                line += pad(l < cell_lines[c].size() ? cell_lines[c][l] : "", widths[c]);
            }
            lines.push_back(right_trimmed(line));
        }
        rendered.push_back(lines);
    }

    std::string out;
    for (std::size_t r = 0; r < rendered.size(); ++r) {
        // Rows that wrap are told apart by a blank line; the header by a rule.
        if (r > 0 && wrapped && !(has_header && r == 1)) out += "\n";
        for (const std::string& line : rendered[r]) out += line + "\n";
        if (has_header && r == 0) {
            std::string rule;
            for (std::size_t c = 0; c < columns; ++c) rule += (c > 0 ? "  " : "") + std::string(widths[c], '-');
            out += rule + "\n";
        }
    }
    return out;
}

// ---- blocks ---------------------------------------------------------------------------------

bool is_fence(std::string_view line) { return trim(line).substr(0, 3) == "```"; }

bool is_table_row(std::string_view line) { return !trim(line).empty() && trim(line).front() == '|'; }

// "#"s of an ATX heading (1 to 6, then a space), or 0.
std::size_t heading_level(std::string_view line) {
    const std::size_t n = run_length(line, 0, '#');
    return n >= 1 && n <= 6 && n < line.size() && line[n] == ' ' ? n : 0;
}

// The marker of a list item ("-", "*", "+" or "12."), or empty.
std::string_view list_marker(std::string_view line) {
    const std::string_view t = trim(line);
    if (t.size() >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ') return t.substr(0, 1);
    std::size_t digits = 0;
    while (digits < t.size() && std::isdigit(static_cast<unsigned char>(t[digits]))) ++digits;
    if (digits > 0 && digits + 1 < t.size() && t[digits] == '.' && t[digits + 1] == ' ') return t.substr(0, digits + 1);
    return {};
}

bool starts_block(std::string_view line) {
    return is_fence(line) || heading_level(line) > 0 || is_table_row(line) || !list_marker(line).empty();
}

Lines split_lines(std::string_view text) {
    Lines lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string line(text.substr(start, end - start));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

}  // namespace

std::string markdown_to_text(std::string_view markdown, std::size_t width) {
    const Lines lines = split_lines(markdown);
    std::string out;
    auto begin_block = [&] {
        if (!out.empty()) out += "\n";
    };
    std::size_t i = 0;
    while (i < lines.size()) {
        const std::string& line = lines[i];
        if (is_blank(line)) {
            ++i;
        } else if (is_fence(line)) {
            begin_block();
            for (++i; i < lines.size() && !is_fence(lines[i]); ++i) out += right_trimmed("  " + lines[i]) + "\n";
            ++i;  // the closing fence
        } else if (const std::size_t level = heading_level(line)) {
            begin_block();
            std::string_view title = trim(std::string_view(line).substr(level));
            while (!title.empty() && title.back() == '#') title = trim(title.substr(0, title.size() - 1));
            const std::string text = inline_text(title);
            out += wrap_block(text, width, "", "");
            if (level <= 2) out += std::string(std::min(display_width(text), width), level == 1 ? '=' : '-') + "\n";
            ++i;
        } else if (is_table_row(line)) {
            Lines rows;
            for (; i < lines.size() && is_table_row(lines[i]); ++i) rows.push_back(lines[i]);
            begin_block();
            out += render_table(rows, width);
        } else if (!list_marker(line).empty()) {
            // One list: items and their indented continuation lines, up to a blank line.
            begin_block();
            while (i < lines.size() && !is_blank(lines[i])) {
                const std::string_view marker = list_marker(lines[i]);
                const std::string indent(indent_of(lines[i]), ' ');
                std::string text(trim(trim(lines[i]).substr(marker.size())));
                for (++i; i < lines.size() && !is_blank(lines[i]) && list_marker(lines[i]).empty() && !starts_block(lines[i]);
                     ++i)
                    text += " " + std::string(trim(lines[i]));
                const std::string first = indent + std::string(marker) + " ";
                out += wrap_block(inline_text(text), width, first, std::string(display_width(first), ' '));
                if (i < lines.size() && list_marker(lines[i]).empty() && starts_block(lines[i])) break;
            }
        } else {
            std::string text;
            for (; i < lines.size() && !is_blank(lines[i]) && (text.empty() || !starts_block(lines[i])); ++i)
                text += (text.empty() ? "" : " ") + std::string(trim(lines[i]));
            begin_block();
            out += wrap_block(inline_text(text), width, "", "");
        }
    }
    return out;
}

}  // namespace santwin::manual
