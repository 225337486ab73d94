#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <functional>

namespace pinaculo {

// Decides, before SQLite opens a database, whether the write-ahead log ("-wal") beside it was
// written on top of this very file. SQLite cannot tell: it replays any log with a valid header
// onto whatever file carries the name, so a log left by a killed process, replayed onto a backup
// copied over the database afterwards, overwrites the backup's pages with the old session's.
//
// The method. A log changes the database file only when it is checkpointed; in between, the
// file does not change at all (every write goes to the log). So this program does every
// checkpoint itself (automatic checkpoints are off), and after each one writes a note beside the
// database ("<database>.wal-owner") describing the file as the checkpoint left it: device,
// inode, size, modification time and the inode's change time (to the nanosecond). The note is also written when a writer
// opens the database. A log found later belongs to the file exactly when the file still matches
// the note: nothing but a checkpoint could have changed it in between. A file copied or restored
// over the database differs in inode (moved there), or in size or times (written there: even a
// copy that keeps the old modification time, `cp -p`, changes the inode's change time).
//
// The description comes from stat() alone. Hashing the header would mean opening the file, and
// closing a descriptor of a file that SQLite holds open in this process drops SQLite's POSIX
// locks on it. The verified stamp moves the file's time, so it does so under the lock below, and
// only when no log is left (the note then has nothing to vouch for and is dropped).
//
// A checkpoint killed half-way leaves the file matching neither state, yet the log is needed to
// finish it. So the note is first rewritten as "checkpoint in progress" with the log's header
// salts (which stay the same until the log restarts, never during a checkpoint); a log carrying
// those salts is then accepted whatever the file looks like.
//
// Checkpoints and note writes of all processes are serialised by a lock file
// ("<database>.wal-owner.lock"), so two processes cannot leave a note in the wrong order.
// Without any note (a database from an older version, or written by another program), a log is
// replayed as SQLite would; a log beside a missing or empty file never is. Another program that
// checkpoints on its own (the sqlite3 shell) makes its log look foreign: it is then set aside,
// not lost.
class WalOwnership
{
    Q_DECLARE_TR_FUNCTIONS(WalOwnership)

public:
    enum class Verdict {
        NoLog, // no log with writes in it: nothing would be replayed
        Owned, // the log was written on top of this file
        Unknown, // no usable note: the log is replayed, as SQLite would
        Foreign, // the file changed since the log was written: replaying it would do harm
    };

    static QString notePath(const QString &database);
    static Verdict inspect(const QString &database);
    // Renames the -wal and -shm beside `database` to "<name>-wal.stale-<time>" (never deletes
    // them, they may be someone's only copy) and drops the note. Returns the log's new name, or
    // an empty string when it could not be moved (then `error` says why).
    static QString setAside(const QString &database, QString *error = nullptr);
    struct Aside
    {
        bool ignoreLog = false; // a foreign log that could not be moved: open without it
        QString notice; // translated: what was done with a foreign log
        QString error; // translated: a foreign log that had to be moved and could not be
    };
    // For an open, before SQLite sees the file: a foreign log is set aside (or, when
    // `mayRename` is false, left where it is and not read), and the user is told.
    static Aside setAsideIfForeign(const QString &database, bool mayRename);
    // Notes the file's present state as the base of its log; for a writer that has just opened.
    static void record(const QString &database);
    // A passive checkpoint with the note kept true around it. False when the checkpoint did not
    // run (the lock was not free, the database refused).
    static bool checkpoint(const QSqlDatabase &db);
    // checkpoint() once the log has grown past a few megabytes, as SQLite's automatic checkpoint
    // would; after every committed transaction.
    static void checkpointIfLarge(const QSqlDatabase &db);
    static void forget(const QString &database);
    // Remembers the file as it is now as the one `db` writes into; for a writer that has just
    // opened (and, by checkpoint(), after each of its checkpoints).
    static void adopt(const QSqlDatabase &db);
    // Whether the file the path names is no longer the one `db` adopted, changed at most by
    // checkpoints of this program. While a writer has a database open its file changes only
    // through those checkpoints, so true means the file was moved away, replaced or written by
    // another program, and the connection's log and cached pages no longer belong to it: writing
    // them (a commit, a checkpoint) would damage or silently replace what is there now. Once
    // true, true for the rest of the connection. False for a connection that adopted nothing.
    static bool fileReplaced(const QSqlDatabase &db);
    // Runs `work` holding the lock that serialises checkpoints and notes (for a change of the
    // file's time, which the note records); false, without running it, when the lock is not had.
    static bool whileLocked(const QString &database, const std::function<void()> &work);
};

} // namespace pinaculo
