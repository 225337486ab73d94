#pragma once

#include <QSqlDatabase>

struct sqlite3;

namespace pinaculo {

// What Qt's SQLite driver cannot ask of SQLite, asked through SQLite's own C API on the
// driver's connection (the driver and this library use the same system SQLite).
class SqliteHandle
{
public:
    // From now on, closing `db` leaves its write-ahead log where it is instead of checkpointing
    // it into the file, even when it is the last connection. For a file that must not be
    // written: one that failed its check, or that was replaced under the program. False when the
    // connection is not SQLite's or refused.
    static bool keepLogOnClose(const QSqlDatabase &db);
    // Whether closing `db` as the last connection may fold its log into the file (SQLite's
    // default) or leaves it where it is (keepLogOnClose). A writer starts with the log kept and
    // allows the fold only once the file has passed its check.
    static bool setCheckpointOnClose(const QSqlDatabase &db, bool allowed);
    // The connection's SQLite handle, for sqlite3_interrupt from another thread; null when the
    // connection is not SQLite's or not open.
    static sqlite3 *handleOf(const QSqlDatabase &db);
    // Makes the statement running on `handle` (in another thread) stop at once with
    // SQLITE_INTERRUPT.
    static void interrupt(sqlite3 *handle);
};

} // namespace pinaculo
