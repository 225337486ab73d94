#pragma once

#include <QString>
#include <QStringList>

namespace pinaculo {

// Runs a program to its end and reports how long it took and its peak resident memory, read
// from the kernel's accounting of the child (wait4), so the probe itself adds nothing to it.
class ProcessProbe
{
public:
    struct Run
    {
        bool ok = false;         // started and exited with status 0
        double wallMs = 0;
        double peakRssMib = 0;
        QString error;
    };

    // `environment` entries ("NAME=value") are added to the current environment.
    static Run run(const QString &program, const QStringList &arguments,
                   const QStringList &environment = {}, int timeoutMs = 60000);
};

} // namespace pinaculo
