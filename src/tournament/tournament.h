#pragma once

#include "danishpairing.h"
#include "pairwisevictorypoints.h"
#include "roundmovement.h"
#include "tiebreak.h"
#include "timecalledhand.h"
#include "tournamententry.h"
#include "tournamentround.h"
#include "unplayedawards.h"
#include "variant.h"
#include "victorypointscale.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// The director's approval of the final standings: until it, every standings is provisional.
struct TournamentApproval
{
    QString author;
    QDateTime at;
    friend bool operator==(const TournamentApproval &, const TournamentApproval &) = default;
};

// A tournament as its file and the director's window hold it (docs/tournament-file.md): the
// parameters it is played under, its entries, and each round's seating, results, adjustments
// and corrections. It holds no totals: the standings are always worked out from it
// (TournamentScorer).
struct Tournament
{
    QString name;
    Variant variant = Variant::Pinnacola;
    int handsPerRound = 3; // hands of a round's game (the game rule hand_limit)
    int roundMinutes = 0; // a round's time, 0 when untimed
    TimeCalledHand::Rule timeCalledHand = TimeCalledHand::Rule::Finish; // of a timed round
    QString scaleId; // a built-in scale's id; empty for the director's own
    VictoryPointScale scale;
    UnplayedAwards awards;
    // How a table of more than two sides turns its MP into VP.
    PairwiseVictoryPoints::Method moreSides = PairwiseVictoryPoints::Method::Mean;
    QList<TieBreak> tieBreaks;
    quint32 seed = 0; // of the draw that breaks the last ties
    QList<RoundMovement> roundPlan; // a movement per round, every round of the evening
    int mitchellStep = 1;
    DanishPairing::Kind danish = DanishPairing::Kind::Modified;
    QList<TournamentEntry> entries;
    QList<TournamentRound> rounds;
    std::optional<TournamentApproval> approval;

    Tournament();
    const TournamentEntry *entry(int number) const;
    // How every list and printout names an entry: its number, then its name ("3 Elsa e Fabio").
    QString entryText(int number) const;
    QList<int> entryNumbers() const;
    friend bool operator==(const Tournament &, const Tournament &) = default;
};

} // namespace pinaculo
