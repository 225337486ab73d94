#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace pinaculo {

class BenchReport;

// A table that never starts a new game: a game of 10,000 hands, as a game file and as a stored
// game. record_hand_10000_hands_ms (a hand recorded in the window with it open, until the loop is
// idle; beside the same in a 15-hand game, and record_hand_500_hands_ms), first_paint_10000_hands_ms
// (the application opening the file, from start to exit with --quit-after-startup, whose exit
// waits behind the first paint; beside the bare window) and peak_rss_10000_hands_ratio_bare (that
// process's peak memory over the bare window's). --quick plays 1,000 hands instead.
class LongGameBench
{
public:
    LongGameBench(bool quick, const QString &appPath, const QString &barePath);

    void run(BenchReport &report, const QString &workDir);

private:
    void measureFirstPaint(BenchReport &report, const QString &gameFile, const QString &workDir);
    void measureRecordHand(BenchReport &report, const QString &workDir);

    bool m_quick = false;
    int m_runs = 5;
    int m_hands = 10000;
    QString m_app;
    QString m_bare;
    QTemporaryDir m_settings;
    QStringList m_environment;
};

} // namespace pinaculo
