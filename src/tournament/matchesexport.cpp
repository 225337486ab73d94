#include "matchesexport.h"

#include "csvwriter.h"
#include "standingsexport.h"

namespace pinaculo {

QStringList MatchesExport::csvColumns()
{
    return {QStringLiteral("round"),  QStringLiteral("table"),     QStringLiteral("entry"),
            QStringLiteral("name"),   QStringLiteral("opponents"), QStringLiteral("kind"),
            QStringLiteral("status"), QStringLiteral("mp"),        QStringLiteral("vp")};
}

QString MatchesExport::csv(const Tournament &t, const TournamentScorer::Result &scored)
{
    QString text = CsvWriter::row(csvColumns());
    for (const CountedMatch &counted : scored.matches) {
        // The match the standings counted, found again for its table, status and forfeit.
        const TournamentMatch *match = nullptr;
        if (counted.round >= 1 && counted.round <= t.rounds.size()) {
            for (const TournamentMatch &m : t.rounds[counted.round - 1].matches) {
                if (m.sides == counted.sides)
                    match = &m;
            }
        }
        for (qsizetype side = 0; side < counted.sides.size(); ++side) {
            const int entry = counted.sides[side];
            QStringList opponents;
            for (int other : counted.sides) {
                if (other != entry)
                    opponents.append(QString::number(other));
            }
            QString kind = QStringLiteral("played");
            if (!match)
                kind = QStringLiteral("bye");
            else if (match->isForfeit())
                kind = match->absent == entry ? QStringLiteral("forfeit_absent")
                                              : QStringLiteral("forfeit_present");
            const TournamentEntry *e = t.entry(entry);
            text += CsvWriter::row(
                {QString::number(counted.round), match ? QString::number(match->table) : QString(),
                 QString::number(entry), CsvWriter::text(e ? e->name : QString()),
                 opponents.join(u' '), kind,
                 match ? TournamentMatch::statusId(match->status) : QString(),
                 QString::number(counted.result.mp.value(int(side))),
                 StandingsExport::vpText(counted.result.vp.value(int(side)))});
        }
    }
    return text;
}

} // namespace pinaculo
