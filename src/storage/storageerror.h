#pragma once

#include <QCoreApplication>
#include <QString>

class QSqlError;

namespace pinaculo {

// Turns SQLite's failures into sentences a player can act on: a full disk, a read-only file and a
// busy database each get their own message; anything else carries the driver's text.
// (QSqlError::nativeErrorCode() is SQLite's extended result code.)
class StorageError
{
    Q_DECLARE_TR_FUNCTIONS(StorageError)

public:
    enum class Kind { Other, DiskFull, ReadOnly, Busy, Damaged, CannotOpen, Io };

    static Kind kind(const QSqlError &error);
    // `path`, when given, is the database's: a disk with next to no room left is named as full
    // whatever error it caused.
    static QString describe(const QSqlError &error, const QString &path = {});
    // The database file was replaced or moved away while this program had it open.
    static QString replacedMessage(const QString &path);
};

} // namespace pinaculo
