#pragma once

#include <QString>
#include <QStringList>

namespace pinaculo {

// Runs a program to its end and reports how long it took, when its first line of output
// appeared, and its peak resident memory, from the kernel's accounting of the process (wait4's
// ru_maxrss).
//
// The program is started by a copy of this executable in probe mode, which forks it while still
// small: a process started straight from the bench would inherit the bench's own peak (Linux
// records the peak of the memory a process had before exec, and a spawned child has the
// parent's), so a bare window would seem as large as the bench that measured it.
class ProcessProbe
{
public:
    struct Run
    {
        bool ok = false; // started and exited with status 0
        double wallMs = 0;
        // When the program's first line of output appeared, from its start; -1 if none did.
        double firstLineMs = -1;
        double peakRssMib = 0;
        QString error;
    };

    // `environment` entries ("NAME=value") are added to the current environment.
    static Run run(const QString &program, const QStringList &arguments,
                   const QStringList &environment = {}, int timeoutMs = 60000);

    // Probe mode: `self --probe-child PROGRAM ARGS…` runs PROGRAM and prints
    // "<wall µs> <peak KiB> <wait status> <first line µs or -1>". main() calls this before
    // creating any application.
    static bool isProbeMode(int argc, char *argv[]);
    static int probeMain(int argc, char *argv[]);
};

} // namespace pinaculo
