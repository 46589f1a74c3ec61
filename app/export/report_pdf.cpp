// The PDF report: text laid out top to bottom on A4 pages (headings, paragraphs, bullet lists,
// tables that break between rows and repeat their header), then the charts two per page. Every
// page has a footer with the scenario, engine version and page number.
#include <QFile>
#include <QPageSize>
#include <QPdfWriter>
#include <stdexcept>

#include "export/chart_export.h"
#include "export/chart_painter.h"
#include "export/report.h"

namespace santwin::exporting {

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

constexpr double kResolution = 300;
constexpr double kScale = kResolution / 96.0;  // logical units (1/96 inch) to device pixels

class PageFlow {
public:
    PageFlow(QPdfWriter& pdf, QPainter& p, const Report& r) : pdf_(pdf), p_(p), report_(r) {
        const QSizeF size = pdf.pageLayout().paintRectPixels(static_cast<int>(kResolution)).size() / kScale;
        page_ = QRectF(QPointF(0, 0), size).adjusted(56, 48, -56, -56);
        y_ = page_.top();
        footer();
    }
    int pages() const { return pages_; }
    double width() const { return page_.width(); }
    const QRectF& page() const { return page_; }

    void new_page() {
        pdf_.newPage();
        ++pages_;
        y_ = page_.top();
        footer();
    }
    void need(double h) {
        if (y_ + h > page_.bottom() && y_ > page_.top()) new_page();
    }
    void space(double h) { y_ += h; }

    double text(const QString& s, const QFont& f, const QColor& color, double indent = 0, double gap = 6) {
        const QRectF box(page_.left() + indent, y_, page_.width() - indent, 1e5);
        const QRectF used = QFontMetricsF(f).boundingRect(box, Qt::TextWordWrap, s);
        need(used.height());
        p_.setFont(f);
        p_.setPen(color);
        p_.drawText(QRectF(page_.left() + indent, y_, page_.width() - indent, used.height() + 2), Qt::TextWordWrap, s);
        y_ += used.height() + gap;
        return used.height();
    }

    void table(const charts::ReportTable& t, const ChartStyle& s) {
        double total = 0;
        for (double w : t.widths) total += w;
        std::vector<double> widths;
        for (size_t i = 0; i < t.header.size(); ++i)
            widths.push_back(page_.width() * (i < t.widths.size() && total > 0 ? t.widths[i] / total : 1.0 / t.header.size()));
        const QFont head = s.font(9.5, true), body = s.font(9.5);
        auto row_height = [&](const std::vector<std::string>& cells, const QFont& f) {
            double h = 0;
            for (size_t i = 0; i < cells.size() && i < widths.size(); ++i)
                h = std::max(h, QFontMetricsF(f).boundingRect(QRectF(0, 0, widths[i] - 8, 1e5), Qt::TextWordWrap, q(cells[i])).height());
            return h + 6;
        };
        auto draw_row = [&](const std::vector<std::string>& cells, const QFont& f, bool header, charts::CellTone tone) {
            const double h = row_height(cells, f);
            if (header) p_.fillRect(QRectF(page_.left(), y_, page_.width(), h), QColor(0xee, 0xf1, 0xf5));
            double x = page_.left();
            for (size_t i = 0; i < cells.size() && i < widths.size(); ++i) {
                QColor color = s.text;
                if (!header && i + 1 == cells.size()) {
                    if (tone == charts::CellTone::Pass) color = QColor(0x1e, 0x7b, 0x34);
                    if (tone == charts::CellTone::Fail) color = QColor(0xb0, 0x26, 0x1e);
                    if (tone == charts::CellTone::Muted) color = s.muted;
                }
                p_.setFont(f);
                p_.setPen(color);
                p_.drawText(QRectF(x + 4, y_ + 3, widths[i] - 8, h), Qt::TextWordWrap, q(cells[i]));
                x += widths[i];
            }
            p_.setPen(QPen(s.grid, 0.8));
            p_.drawLine(QPointF(page_.left(), y_ + h), QPointF(page_.right(), y_ + h));
            y_ += h;
        };
        need(row_height(t.header, head) + (t.rows.empty() ? 0 : row_height(t.rows[0], body)));
        draw_row(t.header, head, true, charts::CellTone::Plain);
        for (size_t r = 0; r < t.rows.size(); ++r) {
            if (y_ + row_height(t.rows[r], body) > page_.bottom()) {
                new_page();
                draw_row(t.header, head, true, charts::CellTone::Plain);
            }
            draw_row(t.rows[r], body, false, r < t.row_tone.size() ? t.row_tone[r] : charts::CellTone::Plain);
        }
        y_ += 10;
    }

    // A chart at the full text width, keeping its shape; two fit on a page.
    void chart(const charts::Chart& c) {
        const double w = page_.width(), h = w * kChartHeight / kChartWidth;
        need(h + 12);
        p_.save();
        p_.translate(page_.left(), y_);
        p_.scale(w / kChartWidth, w / kChartWidth);
        paint_chart(p_, QRectF(0, 0, kChartWidth, kChartHeight), c);
        p_.restore();
        p_.setPen(QPen(default_style().grid, 0.8));
        p_.drawRect(QRectF(page_.left(), y_, w, h));
        y_ += h + 16;
    }

private:
    void footer() {
        const ChartStyle& s = default_style();
        p_.setFont(s.font(8.5));
        p_.setPen(s.muted);
        const QString left = q("SanTwin " + report_.context.engine_version + " \u00b7 " + report_.content.title);
        p_.drawText(QRectF(page_.left(), page_.bottom() + 18, page_.width(), 14), Qt::AlignLeft, left);
        p_.drawText(QRectF(page_.left(), page_.bottom() + 18, page_.width(), 14), Qt::AlignRight, QStringLiteral("page %1").arg(pages_));
    }

    QPdfWriter& pdf_;
    QPainter& p_;
    const Report& report_;
    QRectF page_;
    double y_ = 0;
    int pages_ = 1;
};

}  // namespace

int write_report_pdf(const Report& report, const std::string& path) {
    const ChartStyle& s = default_style();
    QPdfWriter pdf(q(path));
    pdf.setTitle(q(report.content.title));
    pdf.setCreator(q("SanTwin " + report.context.engine_version + " \u2014 lab " + report.context.lab + ", scenario " +
                     report.context.scenario));
    {
        const auto& ctx = report.context;
        std::string params;
        for (const auto& [k, v] : ctx.parameters) params += (params.empty() ? "" : "; ") + k + "=" + v;
        std::string runs;
        for (const auto& name : ctx.runs) runs += (runs.empty() ? "" : "; ") + name;
        pdf.setDocumentXmpMetadata(xmp_packet(report.content.title, report.content.subtitle, ctx.engine_version,
                                              {{"santwin.lab", ctx.lab}, {"santwin.scenario", ctx.scenario}, {"santwin.runs", runs},
                                               {"santwin.parameters", params}, {"santwin.engine_version", ctx.engine_version},
                                               {"santwin.created", ctx.created}, {"santwin.source_file", ctx.source_file}}));
    }
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(static_cast<int>(kResolution));
    QPainter p;
    if (!p.begin(&pdf)) throw std::runtime_error("cannot write '" + path + "' (check that the folder exists and is writable)");
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(kScale, kScale);
    PageFlow flow(pdf, p, report);

    const auto& c = report.content;
    flow.text(q(c.title), s.font(22, true), s.text, 0, 2);
    flow.text(q(c.subtitle), s.font(13), s.muted, 0, 12);
    for (const auto& [k, v] : c.facts) flow.text(q(k + ": " + v), s.font(10.5), s.text, 0, 2);
    flow.space(12);
    for (const auto& section : c.sections) {
        flow.need(60);
        flow.text(q(section.heading), s.font(15, true), QColor(0x2f, 0x4b, 0x7a), 0, 6);
        for (const auto& para : section.paragraphs) flow.text(q(para), s.font(10.5), s.text);
        for (const auto& t : section.tables) flow.table(t, s);
        for (const auto& b : section.bullets) flow.text(q("\u2022  " + b), s.font(10.5), s.text, 10, 4);
        flow.space(10);
    }
    if (!report.charts.empty()) {
        flow.new_page();
        flow.text(QStringLiteral("Charts"), s.font(15, true), QColor(0x2f, 0x4b, 0x7a), 0, 8);
        for (const auto& chart : report.charts) flow.chart(chart);
    }
    p.end();
    if (!QFile::exists(q(path))) throw std::runtime_error("cannot write '" + path + "'");
    return flow.pages();
}

}  // namespace santwin::exporting
