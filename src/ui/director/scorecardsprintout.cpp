#include "director/scorecardsprintout.h"

#include "director/printouthtml.h"
#include "director/vpscalessection.h"
#include "victorypointscales.h"

#include <QTextDocument>

namespace pinaculo {

std::unique_ptr<QTextDocument> ScoreCardsPrintout::document(const Tournament &t, int round)
{
    if (round < 1 || round > t.rounds.size())
        return PrintoutHtml::document({});
    const QString scaleName
        = t.scaleId.isEmpty() ? tr("the director's scale") : VictoryPointScales::name(t.scaleId);
    const QString vpTable = VpScalesSection::table(t.scale);
    // A timed round's cards say so, and what becomes of the hand in play when time is called.
    QString time;
    QString timeCalled;
    if (t.roundMinutes > 0) {
        //: A score card's line: the round is played to a time.
        time = tr(", %n minute(s)", nullptr, t.roundMinutes);
        timeCalled = QStringLiteral("<p>%1.</p>")
                         .arg(TimeCalledHand::text(t.timeCalledHand).toHtmlEscaped());
    }
    QString html;
    bool first = true;
    for (const TournamentMatch &match : t.rounds[round - 1].matches) {
        html += QStringLiteral("<h2 style=\"%1\">%2</h2><p style=\"font-size: 13pt\">%3</p>")
                    .arg(PrintoutHtml::pageBreak(first), t.name.toHtmlEscaped(),
                         tr("Round %1 of %2, table %3: %n hand(s)%4", nullptr, t.handsPerRound)
                             .arg(round)
                             .arg(t.roundPlan.size())
                             .arg(match.table)
                             .arg(time)
                             .toHtmlEscaped());
        html += timeCalled;
        first = false;
        QStringList headers {tr("Hand")};
        for (int entry : match.sides)
            headers.append(t.entryText(entry));
        html += PrintoutHtml::tableStart(headers);
        // Rows tall enough to write a total in by hand; the signatures' taller still.
        auto writeIn = [&](const QString &label, int points) -> QString {
            QString cells = QStringLiteral("<tr><td>%1</td>").arg(label.toHtmlEscaped());
            for (qsizetype s = 0; s < match.sides.size(); ++s)
                cells += QStringLiteral("<td style=\"font-size: %1pt\">&nbsp;</td>").arg(points);
            return cells + QStringLiteral("</tr>");
        };
        for (int hand = 1; hand <= t.handsPerRound; ++hand)
            html += writeIn(QString::number(hand), 18);
        html += writeIn(tr("Total MP"), 18);
        html += writeIn(tr("VP"), 18);
        html += writeIn(tr("Signature"), 26);
        html += QStringLiteral("</table>");
        html += QStringLiteral("<h3 style=\"margin-top: 24px\">%1</h3>")
                    .arg(tr("Victory points: %1").arg(scaleName).toHtmlEscaped());
        html += vpTable;
    }
    return PrintoutHtml::document(html, 13);
}

} // namespace pinaculo
