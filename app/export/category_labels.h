#pragma once
// A categorical x axis's labels: each category's name wrapped to its slot, in the tick font if
// every word fits in up to four lines, else a size or two smaller before any word is cut
// ("symmetric," in a narrow slot reads better a little smaller than as "symmetr…").
#include <QFont>
#include <QString>
#include <string>
#include <vector>

#include "export/chart_style.h"

namespace santwin::exporting {

struct CategoryLabels {
    QFont font;
    std::vector<QString> labels;  // lines joined by '\n'
    int lines = 1;                // of the longest label
};

CategoryLabels fit_categories(const std::vector<std::string>& categories, const ChartStyle& s, double width);

}  // namespace santwin::exporting
