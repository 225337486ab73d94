#include "director/standingsprintout.h"

#include "director/printouthtml.h"

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
    QString html = QStringLiteral("<h1>%1</h1><p style=\"font-size: 13pt\">%2</p>")
                       .arg(t.name.toHtmlEscaped(), statusLine(t, scored).toHtmlEscaped());
    QStringList headers;
    QList<int> numbers;
    for (int c = 0; c < model.columnCount(); ++c) {
        headers.append(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        if (c != StandingsModel::Entry)
            numbers.append(c);
    }
    html += PrintoutHtml::tableStart(headers);
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c)
            cells.append(model.text(r, c));
        html += PrintoutHtml::row(cells, numbers);
    }
    return PrintoutHtml::document(html + QStringLiteral("</table>"));
}

} // namespace pinaculo
