#pragma once

#include "entryadjustment.h"
#include "roundmovement.h"
#include "tournamentmatch.h"

#include <QList>

namespace pinaculo {

// One round of a tournament: how its seating was made, its tables, the entries resting (the bye
// of an odd field) and the director's adjustments. A published round is being played; a closed
// one has every match accepted, and only corrections change it after that.
struct TournamentRound
{
    enum class Status { Published, Closed };

    int number = 0; // from 1
    RoundMovement movement = RoundMovement::Director;
    Status status = Status::Published;
    QList<TournamentMatch> matches;
    QList<int> resting;
    QList<EntryAdjustment> adjustments;

    // The match entry `entry` plays in this round, or nullptr (resting, or not seated).
    const TournamentMatch *matchOf(int entry) const
    {
        for (const TournamentMatch &match : matches) {
            if (match.sides.contains(entry))
                return &match;
        }
        return nullptr;
    }
    friend bool operator==(const TournamentRound &, const TournamentRound &) = default;
};

} // namespace pinaculo
