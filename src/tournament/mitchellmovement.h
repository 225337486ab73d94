#pragma once

#include "roundseating.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace pinaculo {

// The Mitchell movement of pairs: North-South pair t stays at table t; East-West pair e (entry
// T + e) starts at table e and moves `step` tables up each round, so in round r it sits at table
// ((e − 1 + (r − 1)·step) mod T) + 1. Any number of tables works: with no boards to relay, the
// even number bridge asks for is not needed. Over R rounds no two pairs meet twice exactly when
// R ≤ T / gcd(step, T), which plan() checks.
//
// An odd number of pairs (2T − 1) leaves the North-South seat of the last table empty: the
// East-West pair that arrives there rests, a different one each round while the plan has no
// repeats. North-South pairs never rest.
class MitchellMovement
{
    Q_DECLARE_TR_FUNCTIONS(MitchellMovement)

public:
    // The movement of `entries` pairs (at least 2) moving `step` tables (1 or more) a round;
    // nothing, with the reason in `error`, when the numbers do not make a movement.
    static std::optional<MitchellMovement> of(int entries, int step, QString *error = nullptr);

    int tables() const { return m_tables; }
    int step() const { return m_step; }
    // The most rounds this movement plays before two pairs meet again.
    int roundsWithoutRepeats() const;
    // Whether `rounds` rounds are played without a repeated opponent; when not, the reason in
    // `error`, naming how many are.
    bool plans(int rounds, QString *error = nullptr) const;

    // The seating of round `round` (from 1).
    RoundSeating round(int round) const;
    // The seating of round `round` of a movement whose first round was seated as `first`, with
    // its North-South pairs staying and its East-West pairs moving on as this movement moves
    // them. A pair resting in the first round sat at the table whose North-South seat was
    // empty, the last one. So a late entry that took that seat in round 1 stays there, and the
    // movement goes on without a repeat as far as the plan allows. Equal to round(round) when
    // the first round was round(1).
    RoundSeating continued(const RoundSeating &first, int round) const;

private:
    MitchellMovement(int entries, int tables, int step);

    int m_entries = 0;
    int m_tables = 0;
    int m_step = 1;
};

} // namespace pinaculo
