#pragma once

#include <QMutex>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

class QThread;

namespace pinaculo {

// The full integrity check of one database, once per session, guarding every write of that
// session: damage that keeps the file's size and time (a bad sector, a bit flipped by the medium)
// is invisible to the verified stamp, so the stamp alone cannot vouch for a file.
//
// The window starts it on a thread of its own as soon as the database is open and does not wait
// for it; the first write (SqliteStorage::beginWrite) waits for its verdict, or runs it there
// and then when it was never started (the command-line tool). A failed check refuses every write of the
// session and drops the verified stamp, so the next start checks the file before opening it and
// offers to set it aside.
class IntegrityCheck : public QObject
{
    Q_OBJECT

public:
    enum class State { NotRun, Running, Passed, Failed };

    explicit IntegrityCheck(const QString &path, QObject *parent = nullptr);
    ~IntegrityCheck() override;

    // Runs the check on a thread of its own; finished() reports the verdict.
    void start();
    // The open has just checked the whole file: nothing is left to check.
    void markPassed();
    // The verdict, waiting for a running check or running it in this thread if it never
    // started. True when the file passed.
    bool waitForVerdict();
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
    // thread.
    static Outcome examine(const QString &path, const QString &connectionName);

signals:
    void finished(bool passed, const QString &message);

private:
    void run();
    void announce();

    QString m_path;
    mutable QMutex m_mutex;
    State m_state = State::NotRun;
    QString m_failure;
    QThread *m_thread = nullptr;
    bool m_announced = false;
};

} // namespace pinaculo
