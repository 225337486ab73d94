#pragma once

#include "clicommand.h"

namespace pinaculo {

// The subcommands of pinaculo-cli tournament that take a tournament file:
// - score FILE [--json | --csv]: the standings, worked out from the file and its game files;
// - check FILE: whether the file, and every game file it names, is accepted, and what it holds;
// - pair FILE: the seating of the next round, by the movement the round plan names for it.
class TournamentFileCommand
{
    Q_DECLARE_TR_FUNCTIONS(TournamentFileCommand)

public:
    static int score(CliContext &context);
    static int check(CliContext &context);
    // The next round of the file at `path`, for `tournament pair FILE`.
    static int pairNext(CliContext &context, const QString &path);
};

} // namespace pinaculo
