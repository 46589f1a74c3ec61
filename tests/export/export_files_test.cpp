// Exported files checked for real content: the PNG decodes at the requested size and DPI, is not
// blank and carries its context in text chunks; the SVG parses and names every series and its
// context; the PDF is a one-page PDF with the context in its XMP; the sidecar JSON says where the
// chart came from; reports have the pages and sections they claim.
#include <gtest/gtest.h>

#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QXmlStreamReader>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

#include "charts/chart_csv.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/report_content.h"
#include "export/chart_export.h"
#include "export/chart_painter.h"
#include "export/qt_runtime.h"
#include "export/report.h"
#include "export_support.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::export_test;

namespace {
class ExportFiles : public ::testing::Test {
protected:
    void SetUp() override { exporting::ensure_gui_application(); }
};

// Spread of the pixels' grey levels: 0 for a blank image.
double grey_variance(const QImage& img) {
    double sum = 0, sq = 0;
    const int n = img.width() * img.height();
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const double g = qGray(img.pixel(x, y));
            sum += g;
            sq += g * g;
        }
    const double mean = sum / n;
    return sq / n - mean * mean;
}
}  // namespace

// PNG of std-lu-1rg's requirement chart at 1200x750 px, 144 dpi: decodes at that size and DPI,
// has ink (grey variance well above zero, many colours) and the context as PNG text.
TEST_F(ExportFiles, PngHasTheSizeDpiInkAndContext) {
    Scratch dir;
    const charts::Chart c = default_chart("std-lu-1rg", "iops-vs-requirement");
    exporting::write_png(c, dir.file("c.png"), QSize(1200, 750), 144);
    QImageReader reader(QString::fromStdString(dir.file("c.png")));
    EXPECT_EQ(reader.format(), "png");
    const QImage img = reader.read();
    ASSERT_FALSE(img.isNull()) << reader.errorString().toStdString();
    EXPECT_EQ(img.size(), QSize(1200, 750));
    EXPECT_NEAR(img.dotsPerMeterX() * 0.0254, 144, 0.5);
    EXPECT_GT(grey_variance(img), 500);
    std::set<QRgb> colours;
    for (int y = 0; y < img.height(); y += 3)
        for (int x = 0; x < img.width(); x += 3) colours.insert(img.pixel(x, y));
    EXPECT_GT(colours.size(), 50u);
    EXPECT_EQ(img.text("santwin.scenario").toStdString(), "std-lu-1rg");
    EXPECT_EQ(img.text("santwin.lab").toStdString(), "000-ams2100-hdp");
    EXPECT_EQ(img.text("santwin.runs").toStdString(), "1 RG");
    EXPECT_EQ(img.text("santwin.engine_version").toStdString(), SANTWIN_VERSION);
    EXPECT_EQ(img.text("Title").toStdString(), c.spec.title);
}

// The layout scales with the DPI: a 1600x1000 image at 192 dpi, scaled down to 800x500, looks
// like the 800x500 image at 96 dpi (same places, same proportions; only antialiasing differs).
TEST_F(ExportFiles, PngScalesWithDpi) {
    const charts::Chart c = default_chart("hdp-warmup", "figure5-zeroedthick");
    const QImage small = exporting::render_image(c, QSize(800, 500), 96);
    const QImage large = exporting::render_image(c, QSize(1600, 1000), 192)
                             .scaled(800, 500, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    double diff = 0;
    for (int y = 0; y < 500; ++y)
        for (int x = 0; x < 800; ++x) diff += std::abs(qGray(small.pixel(x, y)) - qGray(large.pixel(x, y)));
    EXPECT_LT(diff / (800.0 * 500.0), 6.0);
    // A different chart is far from it: the comparison can tell.
    const QImage other = exporting::render_image(default_chart("std-lu-1rg", "iops-vs-requirement"), QSize(800, 500), 96);
    double other_diff = 0;
    for (int y = 0; y < 500; ++y)
        for (int x = 0; x < 800; ++x) other_diff += std::abs(qGray(small.pixel(x, y)) - qGray(other.pixel(x, y)));
    EXPECT_GT(other_diff / (800.0 * 500.0), 3 * diff / (800.0 * 500.0));
    EXPECT_THROW(exporting::render_image(c, QSize(4, 4), 96), std::invalid_argument);
}

// The SVG parses as XML; its <title> is the chart's title, <desc> the caption, <metadata> the
// santwin context; every series label appears as text.
TEST_F(ExportFiles, SvgParsesAndNamesTheSeries) {
    const charts::Chart c = default_chart("aa-path-policy", "read-latency-per-policy");
    QXmlStreamReader xml(exporting::render_svg(c));
    std::string title, desc, texts, scenario;
    std::string element;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) element = xml.qualifiedName().toString().toStdString();
        if (xml.isEndElement()) element.clear();
        if (xml.isCharacters()) {
            const std::string t = xml.text().toString().toStdString();
            if (element == "title") title += t;
            if (element == "desc") desc += t;
            if (element == "text") texts += t + "|";
            if (element == "santwin:scenario") scenario += t;
        }
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_EQ(title, c.spec.title);
    EXPECT_EQ(desc, c.caption());
    EXPECT_EQ(scenario, "aa-path-policy");
    for (const auto& s : c.spec.series) EXPECT_NE(texts.find(s.label), std::string::npos) << s.label;
    for (const auto& cat : c.spec.categories) EXPECT_NE(texts.find(cat), std::string::npos) << cat;
    EXPECT_NE(texts.find("read latency (ms)"), std::string::npos);
}

// The PDF: %PDF header, exactly one page, %%EOF at the end, the context in its XMP metadata.
TEST_F(ExportFiles, PdfIsOnePageWithContext) {
    Scratch dir;
    const charts::Chart c = default_chart("vaai-clone", "clone-time");
    exporting::write_pdf(c, dir.file("c.pdf"));
    const std::string pdf = read_file(dir.file("c.pdf"));
    EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
    EXPECT_NE(pdf.rfind("%%EOF"), std::string::npos);
    EXPECT_EQ(pdf_pages(pdf), 1);
    EXPECT_NE(pdf.find("<santwin:scenario>vaai-clone</santwin:scenario>"), std::string::npos);
    EXPECT_NE(pdf.find("<santwin:engine_version>" SANTWIN_VERSION "</santwin:engine_version>"), std::string::npos);
}

// export_charts writes <scenario>_<chart>.<ext> per format plus the sidecar; the sidecar names
// the files, the context and the series' sources; the CSV has one column per series (+ marks).
TEST_F(ExportFiles, ExportWritesEveryFormatAndSidecar) {
    Scratch dir;
    const charts::Chart c = default_chart("std-lu-backup", "response-time");
    const auto files = exporting::export_charts({c}, dir.file("out"), {});
    const std::string stem = dir.file("out/std-lu-backup_response-time");
    EXPECT_EQ(files, (std::vector<std::string>{stem + ".png", stem + ".svg", stem + ".pdf", stem + ".csv", stem + ".json"}));
    for (const auto& f : files) EXPECT_GT(std::filesystem::file_size(f), 100u) << f;
    const auto side = nlohmann::json::parse(read_file(stem + ".json"));
    EXPECT_EQ(side["format"], "santwin-chart");
    EXPECT_EQ(side["context"]["scenario"], "std-lu-backup");
    EXPECT_EQ(side["context"]["lab"], "000-ams2100-hdp");
    EXPECT_EQ(side["context"]["runs"], (nlohmann::json{"3 RG", "3 RG + backup"}));
    EXPECT_EQ(side["files"].size(), 4u);
    EXPECT_EQ(side["series"][0]["sources"][0]["metric"], "latency_ms");
    const auto rows = parse_csv(read_file(stem + ".csv"));
    ASSERT_EQ(rows.size(), 1 + c.spec.categories.size());
    // + the published OLTP latency and its relation: the paper gives a bound (> 10 ms).
    EXPECT_EQ(rows[0].size(), 1 + c.spec.series.size() + 2);
    EXPECT_EQ(rows[0].back(), "published relation: 3 RG + backup");
    EXPECT_EQ(rows[1].back(), ">");
    // The OLTP row's with-backup latency is the recorded mean of that run.
    const auto& r = result("std-lu-backup");
    const auto* run = charts::find_run(r, "3 RG + backup");
    const double recorded = run->recording->series(run->roles.at("OLTP"), "latency_ms").mean(0, run->recording->end());
    EXPECT_EQ(rows[1][0], "OLTP");
    EXPECT_EQ(std::stod(rows[1][2]), recorded);
    EXPECT_EQ(std::get<double>(r.metrics.at("oltp_latency_ms.with_backup")), recorded);
}

// Unknown formats are refused, naming the format and the ones that exist.
TEST_F(ExportFiles, FormatsAreChecked) {
    EXPECT_EQ(exporting::parse_formats("png, CSV"), (std::set<exporting::Format>{exporting::Format::Png, exporting::Format::Csv}));
    try {
        exporting::parse_formats("png,gif");
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("gif"), std::string::npos);
    }
}

// A run report of std-lu-backup: the PDF has the page count the writer reports (text pages plus
// the charts two per page), the HTML has the validation table, one inline SVG per chart and the
// scenario's notes as findings.
TEST_F(ExportFiles, ReportPdfAndHtml) {
    Scratch dir;
    const auto& r = result("std-lu-backup");
    exporting::Report report;
    report.context = charts::scenario_context(r);
    report.charts = charts::resolve_charts(charts::default_charts(r), r, report.context);
    const Project lab = labs::build_lab("000");
    report.content = charts::build_report(r, report.context, &lab);
    const int pages = exporting::write_report_pdf(report, dir.file("r.pdf"));
    const std::string pdf = read_file(dir.file("r.pdf"));
    EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
    EXPECT_EQ(pdf_pages(pdf), pages);
    EXPECT_NE(pdf.find("<santwin:scenario>std-lu-backup</santwin:scenario>"), std::string::npos);
    EXPECT_GE(pages, 1 + static_cast<int>((report.charts.size() + 1) / 2));
    exporting::write_report_html(report, dir.file("r.html"));
    const std::string html = read_file(dir.file("r.html"));
    size_t svgs = 0;
    for (size_t at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1)) ++svgs;
    EXPECT_EQ(svgs, report.charts.size());
    EXPECT_NE(html.find("Validation against the published figures"), std::string::npos);
    EXPECT_NE(html.find("oltp_latency_ms.with_backup"), std::string::npos);
    EXPECT_NE(html.find("Hitachi AMS 2100"), std::string::npos);  // the lab summary
    for (const auto& note : r.notes) EXPECT_NE(html.find(QString::fromStdString(note).toHtmlEscaped().toStdString()), std::string::npos);
    EXPECT_EQ(report.content.passed + report.content.failed, 2);
}

// The dark style (charts in the dark theme) paints the same chart on the theme's panel colour
// with light text, no white left anywhere (halos, marker fills and segment lines follow the
// background); the default style stays white for exports.
TEST_F(ExportFiles, DarkStyleHasNoWhiteLeft) {
    const charts::Chart c = default_chart("std-lu-1rg", "iops-vs-requirement");
    auto paint = [&](const exporting::ChartStyle& style) {
        QImage img(800, 500, QImage::Format_RGB32);
        img.fill(Qt::magenta);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        exporting::paint_chart(p, QRectF(0, 0, 800, 500), c, style);
        return img;
    };
    const QImage light = paint(exporting::default_style()), dark = paint(exporting::dark_style());
    EXPECT_EQ(light.pixel(2, 2), QColor(Qt::white).rgb());
    EXPECT_EQ(dark.pixel(2, 2), exporting::dark_style().background.rgb());
    int white = 0, bright = 0;
    for (int y = 0; y < dark.height(); ++y)
        for (int x = 0; x < dark.width(); ++x) {
            const int g = qGray(dark.pixel(x, y));
            white += g > 250;
            bright += g > 180;
        }
    EXPECT_LT(white, 400);   // at most the value labels drawn inside bars
    EXPECT_GT(bright, 500);  // the title, ticks and legend in light text
}
