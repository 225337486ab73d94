#include "director/printouthtml.h"

#include <QTextDocument>

namespace pinaculo {

QString PrintoutHtml::pageBreak(bool first)
{
    return first ? QString() : QStringLiteral("page-break-before: always; ");
}

QString PrintoutHtml::tableStart(const QStringList &headers)
{
    QString html = QStringLiteral("<table width=\"98%\" cellspacing=\"0\" cellpadding=\"5\" "
                                  "border=\"0.5\" style=\"border-color: #888888\">"
                                  "<tr style=\"background-color: #e8e8e8\">");
    for (const QString &header : headers)
        html += QStringLiteral("<th>%1</th>").arg(header.toHtmlEscaped());
    return html + QStringLiteral("</tr>");
}

QString PrintoutHtml::row(const QStringList &cells, const QList<int> &rightAligned)
{
    QString html = QStringLiteral("<tr>");
    for (qsizetype c = 0; c < cells.size(); ++c)
        html += QStringLiteral("<td align=\"%1\">%2</td>")
                    .arg(rightAligned.contains(int(c)) ? QStringLiteral("right")
                                                       : QStringLiteral("left"),
                         cells[c].toHtmlEscaped());
    return html + QStringLiteral("</tr>");
}

std::unique_ptr<QTextDocument> PrintoutHtml::document(const QString &html, double points)
{
    auto doc = std::make_unique<QTextDocument>();
    QFont font = doc->defaultFont();
    font.setPointSizeF(points);
    doc->setDefaultFont(font);
    doc->setHtml(html);
    return doc;
}

} // namespace pinaculo
