#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli import FILE [--db PATH] [--name NAME]: stores a game file, prints the new id.
class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)

public:
    static int run(CliContext &context);
};

} // namespace pinaculo
