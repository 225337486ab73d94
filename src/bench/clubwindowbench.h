#pragma once

#include <QString>

namespace pinaculo {

// The figures a user feels in the window itself, measured in this process with the real
// Database, MainWindow and GameAutosaver, a hand recorded through GameEdits as the hand dialog
// records it; each action timed by EventLoopStall from the event loop until it is idle again.
class ClubWindowBench
{
public:
    struct Figure
    {
        bool ok = false;
        double ms = 0;
        double baselineMs = 0; // where the figure has one measured here
        QString error;
    };

    // HistoryDialog, or StatisticsDialog, made and shown over the database until its models are
    // filled and the loop is idle: the median of `runs` after one warm-up.
    static Figure historyOpen(const QString &path, int runs);
    static Figure statisticsOpen(const QString &path, int runs);
    // The window started on the database (a copy: hands are added to its latest game), the
    // first hand recorded as soon as it shows: the longest freeze of the loop, the median of
    // `runs` starts; the baseline is the median freeze of the five hands after it.
    static Figure firstHandAfterStart(const QString &path, int runs);
    // The stored game `gameId` opened in the window and `hands` hands recorded into it, each
    // until the loop is idle: the median.
    static Figure recordHand(const QString &path, qint64 gameId, int hands);
    // A game file opened in the window (as a double-click opens it) over a new database at
    // `path`: until the loop is idle; the baseline is the longest freeze meanwhile.
    static Figure openGameFile(const QString &path, const QString &gameFile);
};

} // namespace pinaculo
