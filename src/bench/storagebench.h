#pragma once

#include <QString>

namespace pinaculo {

class BenchReport;

// The database figures: recording one hand into a database of 2,000 games of 15 hands, and
// opening that database into the history list. It leaves that database behind for the start-up
// measurements. Built without the storage and window libraries, it reports its figures missing.
class StorageBench
{
public:
    explicit StorageBench(bool quick)
        : m_quick(quick)
    {
    }

    void run(BenchReport &report, const QString &workDir);
    // The database of 2,000 games, or empty when it could not be built.
    QString fullDatabase() const { return m_fullDatabase; }

private:
    bool buildDatabase(const QString &path, QString *error);
    void measureHistory(BenchReport &report, const QString &path);
    void measureRecordHand(BenchReport &report, const QString &path);
    int gameCount() const { return m_quick ? 200 : 2000; }

    bool m_quick = false;
    QString m_fullDatabase;
};

} // namespace pinaculo
