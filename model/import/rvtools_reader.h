#pragma once
// RVTools' CSV export ("Export all to csv": one file per tab, RVTools_tabvInfo.csv ...). A tab is
// recognised by its header, not its file name: vInfo, vDisk, vHost, vHBA, vDatastore, vMultiPath
// and vNetwork are read; columns are looked up by name, so their order and any extra columns do
// not matter. Older exports say "MB", newer "MiB": both are read as MiB.
#include <string>

#include "import/csv_table.h"
#include "import/estate.h"

namespace santwin::import {

// The tab `table` is ("vInfo", ...), or "" when its header is none of the seven.
std::string rvtools_tab(const CsvTable& table);

// Adds the tab's rows to `estate`. Throws ImportError (file, line, reason) on a bad row.
void read_rvtools_tab(const std::string& tab, const CsvTable& table, Estate& estate);

}  // namespace santwin::import
