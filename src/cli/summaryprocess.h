#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

namespace pinaculo {

// `pinaculo-cli summary` is a program of its own, pinaculo-cli-summary beside pinaculo-cli: only
// it links the painting libraries (Qt GUI, Widgets, Charts, Print Support), whose loading would
// otherwise lengthen every command, an import included, by some twenty milliseconds.
class SummaryProcess
{
    Q_DECLARE_TR_FUNCTIONS(SummaryProcess)

public:
    // Runs the summary program with the command line as given (argv unchanged): on Unix it
    // replaces this process, which keeps its streams, its signals and its exit code; elsewhere it
    // runs as a child whose streams are this one's. Returns an exit code only when it could not.
    static int run(char **argv, QTextStream &err);
    static QString programPath();
};

} // namespace pinaculo
