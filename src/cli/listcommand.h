#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli list [--db PATH] [--json] [--player NAME] [--variant V]: the stored games.
class ListCommand
{
    Q_DECLARE_TR_FUNCTIONS(ListCommand)

public:
    static int run(CliContext &context);
};

} // namespace pinaculo
