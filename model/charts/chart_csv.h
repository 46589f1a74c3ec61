#pragma once
// A resolved chart as data: CSV (a header row naming each column with its unit, one column per
// series, one row per category or time bin; reference values in their own columns, each followed
// by a relation column — "=", ">", "<"... — when one of them is a bound the paper gives), and the
// context every export carries — as key/value metadata (PNG text chunks, SVG/PDF properties) and
// as a sidecar JSON written next to the files.
#include <map>
#include <string>
#include <vector>

#include "charts/chart_spec.h"

namespace santwin::charts {

// RFC 4180 CSV with '\n' line ends. Numbers are written in their shortest exact form, so they
// read back bit for bit; a missing value (a gap) is an empty field.
std::string chart_csv(const Chart& chart);

// Key/value context: "Title", "Description", "Software", "Source", "Creation Time" (the PNG
// keyword names) and "santwin.lab", "santwin.scenario", "santwin.runs", "santwin.parameters",
// "santwin.engine_version", "santwin.chart", "santwin.chart_type", "santwin.figure".
std::map<std::string, std::string> chart_metadata(const Chart& chart);

// {"format": "santwin-chart", "chart", "title", "type", "figure", "caption", "context": {...},
//  "x_axis", "y_axis", "series": [{"label", "sources": [...]}], "marks": [...], "files": [...]}
std::string chart_sidecar_json(const Chart& chart, const std::vector<std::string>& files);

// Shortest decimal text that reads back as exactly `v` ("" for NaN).
std::string exact_number(double v);

}  // namespace santwin::charts
