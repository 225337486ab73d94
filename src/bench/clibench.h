#pragma once

#include <QString>

namespace pinaculo {

class BenchReport;

// pinaculo-cli as a script runs it: `score --json` of the 1,000-hand game file CoreBench wrote,
// a whole process each run (start, read, validate, score, write the JSON to /dev/null), to set
// beside CoreBench's in-process figure for loading and scoring the same file.
class CliBench
{
public:
    explicit CliBench(int runs)
        : m_runs(runs)
    {
    }

    void measureScoreJson(BenchReport &report, const QString &cliPath, const QString &gamePath);

private:
    int m_runs = 0;
};

} // namespace pinaculo
