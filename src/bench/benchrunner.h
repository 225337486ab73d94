#pragma once

#include <QStringList>

namespace pinaculo {

// pinaculo-bench [--quick] [--app PATH] [--bare PATH] [--keep DIR]
// Runs every measurement it can and prints one JSON object. The application and the bare
// window default to the executables beside the bench; --keep leaves the databases in DIR.
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
    QString m_keep;
};

} // namespace pinaculo
