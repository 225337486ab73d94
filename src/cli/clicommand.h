#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace pinaculo {

// What a command needs to talk to the user: its arguments and the two output streams.
struct CliContext
{
    QStringList arguments; // after the command name
    QTextStream &out;
    QTextStream &err;
};

// Exit codes of the command-line contract (docs/game-file.md).
enum CliExit { ExitOk = 0, ExitInvalidMeld = 1, ExitRefused = 2, ExitUsage = 2 };

} // namespace pinaculo
