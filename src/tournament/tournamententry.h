#pragma once

#include <QString>

namespace pinaculo {

// A pair (fixed partners) or, in an individual tournament, a player. A withdrawn entry keeps
// its past matches, which count for its opponents too; it is seated in no later round.
struct TournamentEntry
{
    int number = 0; // from 1
    QString name;
    int withdrawnAfterRound = 0; // 0 while it plays on

    bool playsIn(int round) const
    {
        return withdrawnAfterRound == 0 || round <= withdrawnAfterRound;
    }
    friend bool operator==(const TournamentEntry &, const TournamentEntry &) = default;
};

} // namespace pinaculo
