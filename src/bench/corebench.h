#pragma once

#include <QString>

namespace pinaculo {

class BenchReport;

// The engine's figures: meld analysis, card parsing, scoring a long game file and re-scoring a
// game after its first hand changed. `quick` shrinks every workload for a smoke run.
class CoreBench
{
public:
    explicit CoreBench(bool quick)
        : m_quick(quick)
    {
    }

    // Where the 1,000-hand game file is written (and left, for CliBench); a temporary folder
    // when none is set.
    void setWorkFolder(const QString &folder) { m_workFolder = folder; }
    QString scoreGamePath() const { return m_scoreGamePath; }

    void run(BenchReport &report);

    void measureMeldAnalysis(BenchReport &report);
    void measureCardParse(BenchReport &report);
    void measureScoreFile(BenchReport &report);
    void measureEditFirstHand(BenchReport &report);

private:
    bool m_quick = false;
    QString m_workFolder;
    QString m_scoreGamePath; // set once written
};

} // namespace pinaculo
