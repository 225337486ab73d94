#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli score [--json | --csv] [--lang es|it|en] FILE
class ScoreCommand
{
    Q_DECLARE_TR_FUNCTIONS(ScoreCommand)

public:
    static int run(CliContext &context);
};

} // namespace pinaculo
