#pragma once

#include <QStringList>

namespace pinaculo {

// pinaculo-bench [--quick] [--app PATH] [--bare PATH] [--cli PATH] [--keep DIR]
// Runs every measurement it can and prints one JSON object. The application, the bare window and
// the command-line tool default to the executables beside the bench; --keep leaves the databases
// and the 1,000-hand game file in DIR.
class BenchRunner
{
public:
    explicit BenchRunner(const QStringList &arguments);
    int run();

private:
    bool m_quick = false;
    bool m_usage = false;
    QString m_app;
    QString m_bare;
    QString m_cli;
    QString m_keep;
};

} // namespace pinaculo
