#include "director/tablecardsprintout.h"

#include "director/newtournamentdialog.h"
#include "director/printouthtml.h"

#include <QTextDocument>

#include <algorithm>

namespace pinaculo {

int TableCardsPrintout::tableCount(const Tournament &t)
{
    int tables = 0;
    for (const TournamentRound &round : t.rounds) {
        for (const TournamentMatch &match : round.matches)
            tables = std::max(tables, match.table);
    }
    return tables > 0 ? tables : int(t.entries.size() / 2);
}

std::unique_ptr<QTextDocument> TableCardsPrintout::document(const Tournament &t)
{
    QString html;
    const int tables = tableCount(t);
    for (int table = 1; table <= tables; ++table) {
        html += QStringLiteral("<p align=\"center\" style=\"%1font-size: 60pt; font-weight: "
                               "bold\">%2</p><p align=\"center\" style=\"font-size: 14pt\">%3</p>")
                    .arg(PrintoutHtml::pageBreak(table == 1),
                         tr("Table %1").arg(table).toHtmlEscaped(), t.name.toHtmlEscaped());
        html += PrintoutHtml::tableStart(
            {tr("Round"), tr("Movement"), tr("North-South"), tr("East-West")});
        for (int r = 1; r <= t.roundPlan.size(); ++r) {
            QStringList cells {QString::number(r),
                               NewTournamentDialog::movementName(t.roundPlan[r - 1])};
            const TournamentMatch *here = nullptr;
            if (r <= t.rounds.size()) {
                for (const TournamentMatch &match : t.rounds[r - 1].matches) {
                    if (match.table == table)
                        here = &match;
                }
                if (here) {
                    QStringList others;
                    for (qsizetype s = 1; s < here->sides.size(); ++s)
                        others.append(t.entryText(here->sides[s]));
                    cells << t.entryText(here->sides.value(0)) << others.join(QStringLiteral(", "));
                } else {
                    //: A table card: in this round the table has no match.
                    cells << tr("no match at this table") << QString();
                }
            } else {
                //: A table card: a round whose seating the director has not made yet.
                cells << tr("seated when the round before is closed") << QString();
            }
            html += PrintoutHtml::row(cells, {0});
        }
        html += QStringLiteral("</table>");
    }
    // Read from the chairs around the table: larger than a list's type.
    return PrintoutHtml::document(html, 15);
}

} // namespace pinaculo
