#include "storageerror.h"

#include <QSqlError>

namespace pinaculo {

StorageError::Kind StorageError::kind(const QSqlError &error)
{
    bool ok = false;
    // Extended result codes keep the primary code in the low byte.
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return Kind::Other;
    switch (code) {
    case 13: return Kind::DiskFull;     // SQLITE_FULL
    case 8: return Kind::ReadOnly;      // SQLITE_READONLY
    case 5:                             // SQLITE_BUSY
    case 6: return Kind::Busy;          // SQLITE_LOCKED
    case 11:                            // SQLITE_CORRUPT
    case 26: return Kind::Damaged;      // SQLITE_NOTADB
    case 14: return Kind::CannotOpen;   // SQLITE_CANTOPEN
    default: return Kind::Other;
    }
}

QString StorageError::describe(const QSqlError &error)
{
    switch (kind(error)) {
    case Kind::DiskFull:
        return tr("the disk is full; free some space and try again");
    case Kind::ReadOnly:
        return tr("the database is read-only; check the file's permissions");
    case Kind::Busy:
        return tr("the database is busy: another program is writing to it; try again");
    case Kind::Damaged:
        return tr("the database is damaged");
    case Kind::CannotOpen:
        return tr("the database file cannot be opened; check the folder and its permissions");
    case Kind::Other:
        break;
    }
    const QString text = error.text().trimmed();
    return text.isEmpty() ? tr("unknown database error") : text;
}

} // namespace pinaculo
