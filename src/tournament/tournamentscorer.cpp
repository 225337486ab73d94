#include "tournamentscorer.h"

#include "matchresult.h"
#include "pairwisevictorypoints.h"

#include <QStringList>

#include <algorithm>

namespace pinaculo {

namespace {

// The director's adjustments of the round to the entries at this table, by side.
QList<MatchAdjustment> adjustmentsAt(const TournamentRound &round, const QList<int> &sides)
{
    QList<MatchAdjustment> adjustments;
    for (const EntryAdjustment &a : round.adjustments) {
        const int side = int(sides.indexOf(a.entry));
        if (side < 0)
            continue;
        MatchAdjustment adjustment = a.adjustment;
        adjustment.side = side;
        adjustments.append(adjustment);
    }
    return adjustments;
}

} // namespace

QString TournamentScorer::mpText(const QList<int> &mp)
{
    QStringList texts;
    for (int points : mp)
        texts.append(QString::number(points));
    return texts.join(u' ');
}

QList<int> TournamentScorer::matchMp(const TournamentMatch &match, const QList<int> &gameTotals,
                                     QString *error)
{
    QList<int> mp = match.mp;
    if (!match.gameFile.isEmpty()) {
        if (!mp.isEmpty() && mp != gameTotals) {
            *error = tr("\"mp\" says %1, but the game file's totals are %2")
                         .arg(mpText(mp), mpText(gameTotals));
            return {};
        }
        mp = gameTotals;
    }
    for (qsizetype i = 0; i < match.corrections.size(); ++i) {
        const MatchCorrection &c = match.corrections[i];
        if (c.was != mp) {
            *error = tr("correction %1 says the MP were %2, but they were %3")
                         .arg(i + 1)
                         .arg(mpText(c.was), mpText(mp));
            return {};
        }
        mp = c.mp;
    }
    return mp;
}

TournamentScorer::Result TournamentScorer::score(const Tournament &t, const GameTotals &games)
{
    Result result;
    for (const TournamentRound &round : t.rounds) {
        if (round.status == TournamentRound::Status::Closed)
            ++result.roundsClosed;
        for (const TournamentMatch &match : round.matches) {
            if (!match.counts())
                continue;
            const QList<MatchAdjustment> adjustments = adjustmentsAt(round, match.sides);
            CountedMatch counted {round.number, match.sides, {}};
            if (match.isForfeit()) {
                counted.result = MatchResult::forfeit(
                    t.scale, t.awards, int(match.sides.indexOf(match.absent)), adjustments);
            } else {
                const auto key = std::pair {round.number, match.table};
                if (!match.gameFile.isEmpty() && !games.contains(key)) {
                    result = {};
                    result.error = tr("round %1, table %2: its game file %3 was not read")
                                       .arg(round.number)
                                       .arg(match.table)
                                       .arg(match.gameFile);
                    return result;
                }
                QString error;
                const QList<int> mp = matchMp(match, games.value(key), &error);
                if (!error.isEmpty()) {
                    result = {};
                    result.error = tr("round %1, table %2: %3")
                                       .arg(round.number)
                                       .arg(match.table)
                                       .arg(error);
                    return result;
                }
                counted.result = MatchResult::played(t.scale, mp, adjustments, t.moreSides);
                // Before the VP adjustments: what the scale gave.
                const QList<double> unadjusted
                    = PairwiseVictoryPoints::of(t.scale, counted.result.mp, t.moreSides);
                if (std::any_of(unadjusted.begin(), unadjusted.end(),
                                [&t](double vp) { return vp >= t.scale.maximum(); }))
                    ++result.matchesAtMaximum;
            }
            result.matches.append(counted);
        }
        for (int entry : round.resting)
            result.matches.append(
                {round.number, {entry}, MatchResult::bye(t.awards, adjustmentsAt(round, {entry}))});
    }
    result.standings = Standings::of(t.entryNumbers(), result.matches, t.tieBreaks, t.seed);
    result.final = t.approval.has_value();
    return result;
}

} // namespace pinaculo
