#pragma once

#include "matchresult.h"
#include "tiebreak.h"

#include <QList>

namespace pinaculo {

// One match as the standings count it: the entries of each side, in the order of its result's
// MP and VP; a bye has one side.
struct CountedMatch
{
    int round = 0;
    QList<int> sides; // an entry number per side
    MatchResult result;
};

// An entry's line of the standings.
struct StandingRow
{
    int entry = 0;
    int rank = 0; // from 1; equal for entries still level after every tie-break
    double vp = 0;
    qint64 mpFor = 0;
    qint64 mpAgainst = 0;
    int matches = 0; // byes included
    qint64 mpDifference() const { return mpFor - mpAgainst; }
};

// The standings, always computed from the matches (never edited): each entry's VP summed over its
// matches and byes (adjustments included in each match's result), ordered by VP, the entries level
// on VP told apart by the tie-breaks in the order given. A withdrawn entry keeps its past matches,
// which count for its opponents too.
class Standings
{
public:
    static QList<StandingRow> of(const QList<int> &entries, const QList<CountedMatch> &matches,
                                 const QList<TieBreak> &tieBreaks, quint32 drawSeed);
};

} // namespace pinaculo
