#pragma once

#include <QMutex>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

class QThread;
struct sqlite3;

namespace pinaculo {

// The full integrity check of one database, once per session, guarding every write of that
// session: damage that keeps the file's size and time (a bad sector, a bit flipped by the medium)
// is invisible to the verified stamp, so the stamp alone cannot vouch for a file.
//
// It reads the main file alone, never the write-ahead log (an immutable connection: SQLite then
// opens no log and takes no lock), so the writes made meanwhile, which wait in the log, are not
// part of what it vouches for, and the file it checks does not change while it reads: nothing of
// this program folds the log into the file before a check has passed (see Database). A file that
// changed all the same (another process, whose own check passed, folded its log in) is read
// again.
//
// Nobody waits for it. The window starts it on a thread of its own as soon as the database is
// open; writes go on meanwhile, into the log. Closing interrupts it at once (interrupt()). A
// session without a check of its own running (the command-line tool) runs it before its first
// write only where that costs little (a small file) or where the log of unchecked writes has
// grown large (admitsWrite()); its writes otherwise wait in the log for the next check. A failed
// check refuses every write of the session and drops the verified stamp, so the next start
// checks the file before opening it and offers to set it aside, the log with it.
class IntegrityCheck : public QObject
{
    Q_OBJECT

public:
    enum class State { NotRun, Running, Passed, Failed, Interrupted };

    // A file up to this size is checked before the first write of a session that runs no check
    // of its own, as is any file whose log of unchecked writes has grown to it: a check of a few
    // megabytes takes some tens of milliseconds, and a log that size is what SQLite itself would
    // fold into the file.
    static constexpr qint64 checkedBeforeWritingUpTo = 4 * 1024 * 1024;

    explicit IntegrityCheck(const QString &path, QObject *parent = nullptr);
    ~IntegrityCheck() override;

    // Runs the check on a thread of its own; finished() reports the verdict.
    void start();
    // The open has just checked the whole file: nothing is left to check.
    void markPassed();
    // The verdict, waiting for a running check or running it in this thread if it never
    // started. True when the file passed.
    bool waitForVerdict();
    // Whether a write may go ahead now, without waiting: false only once the check has failed.
    // A check never run is run here first when it is due (checkedBeforeWritingUpTo).
    bool admitsWrite();
    // Stops a running check at once and joins its thread, without waiting for the check's end:
    // it ends Interrupted, with no verdict. True when a check was stopped.
    bool interrupt();
    State state() const;
    // Translated: what is wrong and what to do.
    QString failure() const;

    // Makes this check guard the writes on `db` (and forget it with nullptr).
    static void guard(const QSqlDatabase &db, IntegrityCheck *check);
    static IntegrityCheck *guarding(const QSqlDatabase &db);

    struct Outcome
    {
        enum class Kind { Passed, Damaged, NotDatabase, Busy, Unreadable };
        Kind kind = Kind::Passed;
        QString message; // translated; empty when passed
    };
    // The whole check of `path` on a read-only connection named `connectionName`, in the calling
    // thread: of what a reader sees, the file with its log (for an open that must judge both).
    static Outcome examine(const QString &path, const QString &connectionName);

signals:
    void finished(bool passed, const QString &message);

private:
    void run();
    void announce();
    bool due() const;
    Outcome examineMainFile(const QString &connectionName);
    static Outcome examineOn(QSqlDatabase &db, const QString &path, bool opened,
                             const QSqlError &openError, IntegrityCheck *interruptible);

    QString m_path;
    mutable QMutex m_mutex;
    State m_state = State::NotRun;
    QString m_failure;
    QThread *m_thread = nullptr;
    bool m_announced = false;
    bool m_interrupted = false; // under m_mutex
    sqlite3 *m_reading = nullptr; // the checking connection while it is open, under m_mutex
};

} // namespace pinaculo
