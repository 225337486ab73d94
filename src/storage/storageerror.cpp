#include "storageerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStorageInfo>

namespace pinaculo {

namespace {

// Below this, SQLite cannot even grow its log by a page and its index: the disk is full for it,
// whatever error the first refused write produced (a failed open, a failed map of the index).
constexpr qint64 nearlyFull = 64 * 1024;

bool diskNearlyFull(const QString &path)
{
    if (path.isEmpty())
        return false;
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    return storage.isValid() && storage.isReady() && !storage.isReadOnly()
        && storage.bytesAvailable() >= 0 && storage.bytesAvailable() < nearlyFull;
}

} // namespace

StorageError::Kind StorageError::kind(const QSqlError &error)
{
    bool ok = false;
    // QSQLITE reports SQLite's extended result code; its low byte is the primary code.
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return Kind::Other;
    switch (code) {
    case 13:
        return Kind::DiskFull; // SQLITE_FULL
    case 8:
        return Kind::ReadOnly; // SQLITE_READONLY (also a read-only folder or medium)
    case 5: // SQLITE_BUSY
    case 6:
        return Kind::Busy; // SQLITE_LOCKED
    case 11: // SQLITE_CORRUPT
    case 26:
        return Kind::Damaged; // SQLITE_NOTADB
    case 14:
        return Kind::CannotOpen; // SQLITE_CANTOPEN
    case 10:
        return Kind::Io; // SQLITE_IOERR, with its many extended codes
    case 3:
        return Kind::ReadOnly; // SQLITE_PERM
    default:
        return Kind::Other;
    }
}

QString StorageError::replacedMessage(const QString &path)
{
    return tr("the database file %1 was replaced or moved while Pináculo had it open (for example "
              "by a backup copied over it); nothing more is written into it, so what is there "
              "now stays as it is")
        .arg(QDir::toNativeSeparators(path));
}

QString StorageError::describe(const QSqlError &error, const QString &path)
{
    const Kind found = kind(error);
    if (found != Kind::DiskFull && found != Kind::Busy && found != Kind::Damaged
        && diskNearlyFull(path))
        return tr("the disk is full; free some space and try again");
    switch (found) {
    case Kind::DiskFull:
        return tr("the disk is full; free some space and try again");
    case Kind::ReadOnly:
        return tr("the database cannot be written (a read-only file, folder or medium); check the "
                  "permissions, or choose another place");
    case Kind::Busy:
        return tr("the database is busy: another program is using it; try again");
    case Kind::Damaged:
        return tr("the database is damaged");
    case Kind::CannotOpen:
        return tr("the database file cannot be opened; check the folder and its permissions");
    case Kind::Io:
        return tr("the disk could not be read or written (SQLite error %1); check the disk and "
                  "its free space")
            .arg(error.nativeErrorCode());
    case Kind::Other:
        break;
    }
    const QString text = error.text().trimmed();
    if (!text.isEmpty())
        return text;
    return error.nativeErrorCode().isEmpty() ? tr("unknown database error")
                                             : tr("database error %1").arg(error.nativeErrorCode());
}

} // namespace pinaculo
