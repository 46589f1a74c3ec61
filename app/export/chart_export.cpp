#include "export/chart_export.h"

#include <QBuffer>
#include <QFile>
#include <QImageWriter>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <cctype>
#include <filesystem>
#include <stdexcept>

#include "charts/chart_csv.h"
#include "export/chart_painter.h"

namespace santwin::exporting {

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString xml_escape(const QString& s) {
    return s.toHtmlEscaped();
}

void write_bytes(const std::string& path, const QByteArray& bytes) {
    QFile f(q(path));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        throw std::runtime_error("cannot write '" + path + "': " + f.errorString().toStdString() +
                                 " (check that the folder exists and is writable)");
}

// <metadata> for the SVG: Dublin Core title/description plus every santwin.* key.
QString svg_metadata(const charts::Chart& c) {
    QString out = QStringLiteral("<metadata>\n <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" "
                                 "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:santwin=\"https://santwin.example/ns/chart#\">\n"
                                 "  <rdf:Description>\n");
    out += "   <dc:title>" + xml_escape(q(c.spec.title)) + "</dc:title>\n";
    out += "   <dc:description>" + xml_escape(q(c.caption())) + "</dc:description>\n";
    out += "   <dc:date>" + xml_escape(q(c.context.created)) + "</dc:date>\n";
    for (const auto& [key, value] : charts::chart_metadata(c)) {
        if (key.rfind("santwin.", 0) != 0) continue;
        const QString tag = "santwin:" + q(key.substr(8));
        out += "   <" + tag + ">" + xml_escape(q(value)) + "</" + tag + ">\n";
    }
    out += QStringLiteral("  </rdf:Description>\n </rdf:RDF>\n</metadata>\n");
    return out;
}

}  // namespace

std::set<Format> parse_formats(const std::string& list) {
    std::set<Format> out;
    for (const QString& part : q(list).split(',', Qt::SkipEmptyParts)) {
        const QString f = part.trimmed().toLower();
        if (f == "png") out.insert(Format::Png);
        else if (f == "svg") out.insert(Format::Svg);
        else if (f == "pdf") out.insert(Format::Pdf);
        else if (f == "csv") out.insert(Format::Csv);
        else throw std::invalid_argument("unknown export format '" + f.toStdString() + "' (use png, svg, pdf, csv)");
    }
    if (out.empty()) throw std::invalid_argument("no export format given (use --formats png,svg,pdf,csv)");
    return out;
}

const char* extension(Format f) {
    switch (f) {
        case Format::Png: return "png";
        case Format::Svg: return "svg";
        case Format::Pdf: return "pdf";
        case Format::Csv: return "csv";
    }
    return "";
}

QImage render_image(const charts::Chart& chart, QSize pixels, double dpi) {
    if (pixels.width() < 16 || pixels.height() < 16 || dpi < 24 || dpi > 2400)
        throw std::invalid_argument("PNG size " + std::to_string(pixels.width()) + "x" + std::to_string(pixels.height()) + " at " +
                                    std::to_string(dpi) + " dpi is out of range (at least 16x16 px, 24..2400 dpi)");
    QImage img(pixels, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    const int dpm = static_cast<int>(dpi / 0.0254 + 0.5);
    img.setDotsPerMeterX(dpm);
    img.setDotsPerMeterY(dpm);
    for (const auto& [key, value] : charts::chart_metadata(chart)) img.setText(q(key), q(value));
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const double scale = dpi / 96.0;
    p.scale(scale, scale);
    paint_chart(p, QRectF(0, 0, pixels.width() / scale, pixels.height() / scale), chart);
    p.end();
    return img;
}

QByteArray render_svg(const charts::Chart& chart) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(QSize(static_cast<int>(kChartWidth), static_cast<int>(kChartHeight)));
    gen.setViewBox(QRectF(0, 0, kChartWidth, kChartHeight));
    gen.setResolution(96);
    gen.setTitle(q(chart.spec.title));
    gen.setDescription(q(chart.caption()));
    {
        QPainter p(&gen);
        paint_chart(p, QRectF(0, 0, kChartWidth, kChartHeight), chart);
    }
    QString svg = QString::fromUtf8(buffer.data());
    const int desc_end = svg.indexOf(QStringLiteral("</desc>"));
    const QString meta = svg_metadata(chart);
    if (desc_end >= 0) svg.insert(desc_end + 7, "\n" + meta);
    else svg.insert(svg.indexOf('>', svg.indexOf(QStringLiteral("<svg"))) + 1, "\n" + meta);
    return svg.toUtf8();
}

QByteArray xmp_packet(const std::string& title, const std::string& description, const std::string& engine_version,
                      const std::map<std::string, std::string>& context) {
    QString x = QStringLiteral(
        "<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        "  <rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" "
        "xmlns:santwin=\"https://santwin.example/ns/chart#\">\n");
    x += "   <dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + xml_escape(q(title)) + "</rdf:li></rdf:Alt></dc:title>\n";
    x += "   <dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">" + xml_escape(q(description)) +
         "</rdf:li></rdf:Alt></dc:description>\n";
    x += "   <xmp:CreatorTool>SanTwin " + xml_escape(q(engine_version)) + "</xmp:CreatorTool>\n";
    for (const auto& [key, value] : context)
        if (key.rfind("santwin.", 0) == 0) {
            const QString tag = "santwin:" + q(key.substr(8));
            x += "   <" + tag + ">" + xml_escape(q(value)) + "</" + tag + ">\n";
        }
    x += QStringLiteral("  </rdf:Description>\n </rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>");
    return x.toUtf8();
}

QByteArray xmp_packet(const charts::Chart& c) {
    return xmp_packet(c.spec.title, c.caption(), c.context.engine_version, charts::chart_metadata(c));
}

void write_png(const charts::Chart& chart, const std::string& path, QSize pixels, double dpi) {
    const QImage img = render_image(chart, pixels, dpi);
    QImageWriter w(q(path), "png");
    for (const auto& [key, value] : charts::chart_metadata(chart)) w.setText(q(key), q(value));
    if (!w.write(img))
        throw std::runtime_error("cannot write '" + path + "': " + w.errorString().toStdString() +
                                 " (check that the folder exists and is writable)");
}

void write_svg(const charts::Chart& chart, const std::string& path) {
    write_bytes(path, render_svg(chart));
}

void write_pdf(const charts::Chart& chart, const std::string& path) {
    QPdfWriter pdf(q(path));
    pdf.setTitle(q(chart.spec.title));
    pdf.setCreator(q("SanTwin " + chart.context.engine_version + " \u2014 " + chart.caption()));
    pdf.setDocumentXmpMetadata(xmp_packet(chart));
    // One page the chart's shape (logical units are 1/96 inch; PDF points 1/72).
    pdf.setPageSize(QPageSize(QSizeF(kChartWidth * 72 / 96, kChartHeight * 72 / 96), QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(300);
    QPainter p;
    if (!p.begin(&pdf))
        throw std::runtime_error("cannot write '" + path + "' (check that the folder exists and is writable)");
    const double scale = 300.0 / 96.0;
    p.scale(scale, scale);
    paint_chart(p, QRectF(0, 0, kChartWidth, kChartHeight), chart);
    p.end();
    if (!QFile::exists(q(path))) throw std::runtime_error("cannot write '" + path + "'");
}

void write_csv(const charts::Chart& chart, const std::string& path) {
    write_bytes(path, QByteArray::fromStdString(charts::chart_csv(chart)));
}

void write_chart_file(const charts::Chart& chart, const std::string& path, QSize png_pixels, double png_dpi) {
    const auto dot = path.rfind('.');
    std::string suffix = dot == std::string::npos ? "" : path.substr(dot + 1);
    for (auto& c : suffix) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (suffix == "png")
        write_png(chart, path, png_pixels, png_dpi);
    else if (suffix == "svg")
        write_svg(chart, path);
    else if (suffix == "pdf")
        write_pdf(chart, path);
    else if (suffix == "csv")
        write_csv(chart, path);
    else
        throw std::runtime_error("cannot export to '" + path + "': end the file name in .png, .svg, .pdf or .csv");
}

std::vector<std::string> export_charts(const std::vector<charts::Chart>& list, const std::string& dir,
                                       const ExportOptions& options) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error("cannot create folder '" + dir + "': " + ec.message());
    std::vector<std::string> written;
    for (const charts::Chart& chart : list) {
        const std::string stem = (std::filesystem::path(dir) / chart.file_stem()).string();
        std::vector<std::string> files;
        for (Format f : options.formats) {
            const std::string path = stem + "." + extension(f);
            switch (f) {
                case Format::Png: write_png(chart, path, options.png_pixels, options.png_dpi); break;
                case Format::Svg: write_svg(chart, path); break;
                case Format::Pdf: write_pdf(chart, path); break;
                case Format::Csv: write_csv(chart, path); break;
            }
            files.push_back(std::filesystem::path(path).filename().string());
            written.push_back(path);
        }
        const std::string sidecar = stem + ".json";
        write_bytes(sidecar, QByteArray::fromStdString(charts::chart_sidecar_json(chart, files)));
        written.push_back(sidecar);
    }
    return written;
}

}  // namespace santwin::exporting
