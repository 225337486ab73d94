#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli tournament vp [--scale S] MP…: a table's victory points from its match points,
// settled at the table (one number: the difference of two sides; more: each side's MP).
// pinaculo-cli tournament pair --movement M --entries N [--step K] [--rounds R]: who meets whom
// in every round of a Mitchell movement or an all-play-all group, for the table cards; given a
// tournament file, its next round (TournamentFileCommand, with score and check).
class TournamentCommand
{
    Q_DECLARE_TR_FUNCTIONS(TournamentCommand)

public:
    static int run(CliContext &context);

private:
    static int victoryPoints(CliContext &context);
    static int pair(CliContext &context);
    // More entries than any club room seats; the movements themselves know no limit.
    static constexpr int MaxEntries = 500;
};

} // namespace pinaculo
