#pragma once

#include "roundseating.h"
#include "standings.h"
#include "tournament.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// The seating of a tournament's next round, by the movement its round plan names for it: the
// next Mitchell round of the evening's Mitchell rounds, the next round of the all-play-all
// group, or the Danish pairing from the standings after the round before (withdrawn entries
// left out, previous opponents and byes as the rounds record them). A round the director seats
// by hand, a plan already played out, or a round still in play give no seating but the reason.
class NextRoundPairing
{
    Q_DECLARE_TR_FUNCTIONS(NextRoundPairing)

public:
    struct Result
    {
        int round = 0; // the round paired, from 1
        RoundMovement movement = RoundMovement::Director;
        RoundSeating seating;
        bool previousOpponentsMeet = false; // Danish: see DanishPairing::Result
        QString error;
        bool ok() const { return error.isEmpty(); }
    };

    static Result pair(const Tournament &tournament, const QList<StandingRow> &standings);
};

} // namespace pinaculo
