#pragma once

#include "roundseating.h"

#include <QList>
#include <QSet>

namespace pinaculo {

// The Danish pairing of a round from the standings after the one before: 1st meets 2nd, 3rd meets
// 4th, and so on, the higher-ranked entry North-South at the lower-numbered table. Modified, no
// entry meets its opponent of the previous round, except in the last round: going down the
// ranking, the highest unpaired entry meets the next one it may meet, backtracking when those
// left could not all be paired. The same input always gives the same pairing.
//
// With an odd number of entries the lowest-ranked entry that has not rested yet rests (the
// lowest-ranked of all once every entry has).
class DanishPairing
{
public:
    enum class Kind { Pure, Modified };

    struct Input
    {
        QList<int> ranking; // active entries, best first
        QList<TableSeating> previousRound; // who met whom in the round before, if any
        QSet<int> rested; // entries that have had a bye
        bool lastRound = false;
    };

    struct Result
    {
        RoundSeating seating;
        // Modified pairing asked for, but no pairing keeps every previous opponent apart (two
        // entries left who have just met): the pure one was made instead, and the director told.
        bool previousOpponentsMeet = false;
    };

    static Result pair(Kind kind, const Input &input);
};

} // namespace pinaculo
