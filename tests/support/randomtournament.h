#pragma once

// A random tournament the reader accepts, for the property tests: entries with withdrawals,
// rounds of any movement with byes, typed results, forfeits, adjustments of both kinds and
// chained corrections, the last round possibly still in play, and an approval when finished.
// The same seed gives the same tournament.

#include "tournament.h"
#include "victorypointscales.h"

#include <QRandomGenerator>

#include <algorithm>

namespace pinaculo::testing {

inline Tournament randomTournament(quint32 seed)
{
    QRandomGenerator random(seed);
    auto chance = [&random](int percent) { return int(random.bounded(100)) < percent; };
    Tournament t;
    t.name = QStringLiteral("Torneo %1").arg(seed);
    t.variant = Variant::Pinnacola;
    t.handsPerRound = chance(50) ? 3 : 4;
    t.awards = UnplayedAwards::forRounds(t.handsPerRound);
    const QStringList scales = VictoryPointScales::ids();
    t.scaleId = scales[random.bounded(int(scales.size()))];
    t.scale = *VictoryPointScales::byId(t.scaleId);
    t.seed = random.generate();
    // Only two sides a table here, where both ways agree; the file keeps the choice all the same.
    t.moreSides = chance(50) ? PairwiseVictoryPoints::Method::Placement
                             : PairwiseVictoryPoints::Method::Mean;
    // From a value already drawn, so that every later draw stays as it was.
    t.timeCalledHand
        = t.seed % 2 ? TimeCalledHand::Rule::CardsInHand : TimeCalledHand::Rule::Finish;
    const int planned = 1 + int(random.bounded(6));
    const QList<RoundMovement> movements = RoundMovements::all();
    for (int r = 0; r < planned; ++r)
        t.roundPlan.append(movements[random.bounded(int(movements.size()))]);
    const int entries = 4 + int(random.bounded(13));
    for (int e = 1; e <= entries; ++e)
        t.entries.append({e, QStringLiteral("Coppia %1").arg(e), 0});
    const QDateTime at(QDate(2026, 12, 3), QTime(21, 0), Qt::OffsetFromUTC, 3600);
    const int played = 1 + int(random.bounded(planned));
    for (int r = 1; r <= played; ++r) {
        TournamentRound round;
        round.number = r;
        round.movement = t.roundPlan[r - 1];
        const bool last = r == played;
        round.status = last && chance(40) ? TournamentRound::Status::Published
                                          : TournamentRound::Status::Closed;
        QList<int> field;
        for (const TournamentEntry &e : std::as_const(t.entries)) {
            if (e.playsIn(r))
                field.append(e.number);
        }
        std::shuffle(field.begin(), field.end(), random);
        if (field.size() % 2 == 1)
            round.resting.append(field.takeLast());
        for (int i = 0; i + 1 < field.size(); i += 2) {
            TournamentMatch match;
            match.table = i / 2 + 1;
            match.sides = {field[i], field[i + 1]};
            match.status = TournamentMatch::Status::Accepted;
            if (round.status == TournamentRound::Status::Published)
                match.status = TournamentMatch::Status(random.bounded(4));
            if (chance(8)) {
                match.absent = match.sides[random.bounded(2)];
            } else if (match.status != TournamentMatch::Status::Playing || chance(50)) {
                match.mp = {5 * int(random.bounded(-40, 500)), 5 * int(random.bounded(-40, 500))};
            }
            if (match.status == TournamentMatch::Status::Accepted && !match.isForfeit()
                && chance(15)) {
                QList<int> before = match.mp;
                for (int c = 0; c <= int(random.bounded(2)); ++c) {
                    MatchCorrection correction;
                    correction.was = before;
                    if (chance(50) && before[0] != before[1]) {
                        correction.kind = MatchCorrection::Kind::WrongSides;
                        correction.mp = {before[1], before[0]};
                    } else {
                        correction.mp = {before[0] + 5 * int(random.bounded(1, 40)), before[1]};
                    }
                    correction.reason = QStringLiteral("correzione %1").arg(c + 1);
                    correction.author = QStringLiteral("Marta");
                    correction.at = at.addSecs(3600 * r + c);
                    match.corrections.append(correction);
                    before = correction.mp;
                }
            }
            round.matches.append(match);
        }
        for (int a = 0; a < int(random.bounded(3)); ++a) {
            EntryAdjustment adjustment;
            adjustment.entry
                = (field + round.resting)[random.bounded(int(field.size() + round.resting.size()))];
            const bool mp = chance(50);
            adjustment.adjustment.kind
                = mp ? MatchAdjustment::Kind::MatchPoints : MatchAdjustment::Kind::VictoryPoints;
            adjustment.adjustment.amount = mp ? -100 : -1 - int(random.bounded(3));
            adjustment.adjustment.reason = QStringLiteral("ritardo");
            adjustment.adjustment.author = QStringLiteral("Marta");
            adjustment.adjustment.at = at.addSecs(600 * r);
            round.adjustments.append(adjustment);
        }
        t.rounds.append(round);
        // A withdrawal after a closed round, while the plan goes on: its matches stay.
        if (round.status == TournamentRound::Status::Closed && r < planned && chance(20)) {
            TournamentEntry &leaving = t.entries[random.bounded(int(t.entries.size()))];
            if (leaving.withdrawnAfterRound == 0)
                leaving.withdrawnAfterRound = r;
        }
    }
    const bool finished
        = played == planned && t.rounds.last().status == TournamentRound::Status::Closed;
    if (finished && chance(50))
        t.approval = TournamentApproval {QStringLiteral("Marta"), at.addSecs(86400)};
    return t;
}

} // namespace pinaculo::testing
