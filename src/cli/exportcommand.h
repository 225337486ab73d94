#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli export ID [--db PATH] -o FILE: writes a stored game as a game file.
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static int run(CliContext &context);
};

} // namespace pinaculo
