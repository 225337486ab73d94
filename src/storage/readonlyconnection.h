#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace pinaculo {

// Opens an SQLite file for reading only, on read-only media too. A plain read-only open needs
// the log's index ("-shm") to exist or to be creatable; in a read-only folder after a clean close
// neither holds, and SQLite then refuses even to read. Such a file has no log to replay, and
// nobody can be writing it, so it is opened "immutable": SQLite reads the file alone, without
// locks or log.
class ReadOnlyConnection
{
public:
    enum class Mode { Shared, Immutable };

    // Opens `db` (added, not yet open) on `path`; false with `error` set when neither way reads.
    static bool open(QSqlDatabase &db, const QString &path, QSqlError *error = nullptr,
                     Mode *mode = nullptr);
    // Only the immutable way: for a file whose log must not be replayed and cannot be moved.
    static bool openImmutable(QSqlDatabase &db, const QString &path, QSqlError *error = nullptr);
};

} // namespace pinaculo
