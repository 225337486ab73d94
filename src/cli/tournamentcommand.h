#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli tournament vp [--scale S] MP…: a table's victory points from its match points,
// settled at the table (one number: the difference of two sides; more: each side's MP).
class TournamentCommand
{
    Q_DECLARE_TR_FUNCTIONS(TournamentCommand)

public:
    static int run(CliContext &context);

private:
    static int victoryPoints(CliContext &context);
};

} // namespace pinaculo
