#pragma once

#include "tournament.h"
#include "tournamentscorer.h"

#include <QByteArray>
#include <QHash>

#include <utility>

namespace pinaculo {

// One state of a tournament in the director's hands: the tournament and the game-file JSON of
// each table whose game was taken in, by (round, table), with the games' totals read from them.
// An undo step holds two of these.
struct TournamentState
{
    Tournament tournament;
    QHash<std::pair<int, int>, QByteArray> games;
    TournamentScorer::GameTotals totals;
};

} // namespace pinaculo
