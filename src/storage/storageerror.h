#pragma once

#include <QCoreApplication>
#include <QString>

class QSqlError;

namespace pinaculo {

// Turns SQLite's failures into sentences a player can act on: a full disk, a read-only file and a
// busy database each get their own message; anything else carries the driver's text.
class StorageError
{
    Q_DECLARE_TR_FUNCTIONS(StorageError)

public:
    enum class Kind { Other, DiskFull, ReadOnly, Busy, Damaged, CannotOpen };

    static Kind kind(const QSqlError &error);
    static QString describe(const QSqlError &error);
};

} // namespace pinaculo
