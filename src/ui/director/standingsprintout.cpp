#include "director/standingsprintout.h"

#include "summaryprinter.h"

#include <QFile>
#include <QFont>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

#include <memory>

namespace pinaculo {

QString StandingsPrintout::statusLine(const Tournament &t, const TournamentScorer::Result &scored)
{
    if (scored.final)
        return tr("Final standings, approved by %1").arg(t.approval->author);
    return tr("Provisional standings after %1 of %2 rounds")
        .arg(scored.roundsClosed)
        .arg(t.roundPlan.size());
}

std::unique_ptr<QTextDocument> StandingsPrintout::document(const Tournament &t,
                                                           const TournamentScorer::Result &scored,
                                                           const StandingsModel &model)
{
    QString html = QStringLiteral("<h1>%1</h1><p style=\"font-size: 13pt\">%2</p>"
                                  "<table width=\"98%\" cellspacing=\"0\" cellpadding=\"5\" "
                                  "border=\"0.5\" style=\"border-color: #888888\">"
                                  "<tr style=\"background-color: #e8e8e8\">")
                       .arg(t.name.toHtmlEscaped(), statusLine(t, scored).toHtmlEscaped());
    for (int c = 0; c < model.columnCount(); ++c)
        html += QStringLiteral("<th>%1</th>")
                    .arg(model.headerData(c, Qt::Horizontal, Qt::DisplayRole)
                             .toString()
                             .toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int r = 0; r < model.rowCount(); ++r) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(); ++c)
            html += QStringLiteral("<td align=\"%1\">%2</td>")
                        .arg(c == StandingsModel::Entry ? QStringLiteral("left")
                                                        : QStringLiteral("right"),
                             model.text(r, c).toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    auto doc = std::make_unique<QTextDocument>();
    QFont font = doc->defaultFont();
    font.setPointSizeF(11);
    doc->setDefaultFont(font);
    doc->setHtml(html);
    return doc;
}

bool StandingsPrintout::writePdf(const Tournament &t, const TournamentScorer::Result &scored,
                                 const StandingsModel &model, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        // The paper the summary of a game takes in the user's language.
        writer.setPageSize(SummaryPrinter::defaultPageSize(QLocale()));
        writer.setTitle(t.name);
        writer.setResolution(300);
        const std::unique_ptr<QTextDocument> doc = document(t, scored, model);
        // No page size of its own: print() lays the document out on the writer's page in
        // points, so the type keeps its size at any resolution.
        doc->print(&writer);
    }
    if (file.error() != QFileDevice::NoError) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace pinaculo
