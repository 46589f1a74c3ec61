#pragma once
// Shared by the commands that chart results (run --export, export, sweep, report): reading
// --param and export options, and writing a result's default charts to a folder.
#include <ostream>
#include <string>

#include "charts/chart_spec.h"
#include "commands.h"
#include "export/chart_export.h"
#include "scenarios/scenario.h"

namespace santwin::cli {

// --param name=value (repeatable) as scenario parameters. Throws std::invalid_argument on a
// value without '='.
scenarios::ScenarioParams parse_params(const Args& args);

// --formats, --size WxH and --dpi for charts. Throws std::invalid_argument naming the bad value,
// or the sizes that work when the chart would have too little room at that dpi.
exporting::ExportOptions export_options(const Args& args);
// --size WxH alone (an image that is not a laid-out chart: the 3D view).
QSize image_size(const Args& args, QSize fallback);

// Resolves `specs` against `result`, saying on err which charts it had to leave out.
std::vector<charts::Chart> resolve_reporting(const std::vector<charts::ChartSpec>& specs,
                                             const scenarios::ScenarioResult& result,
                                             const charts::ChartContext& context, std::ostream& err);
// Resolves `specs` against `result` and writes them to `dir`; prints what it wrote (and any chart
// it had to leave out, to err). Returns the number of charts written.
int write_charts(const std::vector<charts::ChartSpec>& specs, const scenarios::ScenarioResult& result,
                 const charts::ChartContext& context, const std::string& dir, const exporting::ExportOptions& options,
                 std::ostream& out, std::ostream& err);
// Writes charts already resolved to `dir` and prints what it wrote.
void write_chart_list(const std::vector<charts::Chart>& charts, const std::string& dir,
                      const exporting::ExportOptions& options, std::ostream& out);

// Makes the --export folder and checks a file can be written there, so a bad folder is refused
// (std::invalid_argument) before a run or sweep spends its time. Nothing when `dir` is empty.
void prepare_export_folder(const std::string& dir);

// The options that take a value, for positionals().
const std::vector<std::string>& valued_options();

}  // namespace santwin::cli
