#pragma once

#include <QSqlDatabase>

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
};

} // namespace pinaculo
