#pragma once

#include <QObject>

namespace pinaculo {

// SIGTERM and SIGINT (a logout, a shutdown, Ctrl+C) end the program through its normal path
// instead of on the spot, so the database is closed as on any exit: the log is checkpointed into
// the file and removed, and the lock file is released. The handler only notes the signal and
// writes a byte to a pipe; a socket notifier turns that byte into terminationRequested() in the
// event loop. A program without an event loop asks received() when its work is done.
// (Where these signals do not exist, nothing is installed.)
class TerminationSignals : public QObject
{
    Q_OBJECT

public:
    // The one instance, created and installed on first use (after QCoreApplication exists).
    static TerminationSignals *instance();
    // The signal received so far, or 0.
    static int received();
    // After the program has cleaned up: ends it as the signal would have, so the caller (a
    // shell, a session manager) sees how it ended. Returns when no signal was received.
    static void finish();

signals:
    void terminationRequested(int signal);

private:
    TerminationSignals();
    void readPipe();
};

} // namespace pinaculo
