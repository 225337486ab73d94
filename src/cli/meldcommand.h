#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli meld --variant V [--laid L] [--rescued CARDS] [--json] CARDS…
class MeldCommand
{
    Q_DECLARE_TR_FUNCTIONS(MeldCommand)

public:
    static int run(CliContext &context);
};

} // namespace pinaculo
