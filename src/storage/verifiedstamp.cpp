#include "verifiedstamp.h"

#include "walownership.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace pinaculo {

namespace {

const QByteArray stampHeader("pinaculo-verified 1");

} // namespace

QString VerifiedStamp::pathFor(const QString &database)
{
    return database + QStringLiteral(".verified");
}

bool VerifiedStamp::hasPendingLog(const QString &database)
{
    // SQLite deletes the log when the last connection closes cleanly; one left behind means a
    // killed process or a connection still open elsewhere, and writes the file does not show yet.
    const QFileInfo log(database + QStringLiteral("-wal"));
    return log.exists() && log.size() > 0;
}

bool VerifiedStamp::matches(const QString &database)
{
    return !hasPendingLog(database) && matchesFile(database);
}

bool VerifiedStamp::matchesFile(const QString &database)
{
    QFile file(pathFor(database));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> lines = file.read(256).split('\n');
    if (lines.size() < 3 || lines[0] != stampHeader)
        return false;
    bool sizeOk = false, timeOk = false;
    const qint64 size = lines[1].toLongLong(&sizeOk);
    const qint64 modified = lines[2].toLongLong(&timeOk);
    const QFileInfo info(database);
    return sizeOk && timeOk && info.exists() && info.size() == size
        && info.lastModified().toMSecsSinceEpoch() == modified;
}

void VerifiedStamp::record(const QString &database)
{
    // The time is moved below: under the lock of the log's note, which records it.
    WalOwnership::whileLocked(database, [&database] { recordLocked(database); });
}

void VerifiedStamp::recordLocked(const QString &database)
{
    // Any log, even an empty one, means a connection is still open somewhere (SQLite deletes it
    // with the last), or a process was killed: the file may change under the note.
    if (QFileInfo::exists(database + QStringLiteral("-wal"))) {
        forget(database);
        return;
    }
    if (matches(database))
        return; // unchanged since the note was written
    QDateTime modified = QFileInfo(database).lastModified();
    if (!modified.isValid()) {
        forget(database);
        return;
    }
    // On file systems whose clock ticks coarsely, a write in the same tick as the last one keeps
    // the same modification time, and would pass for the verified state. Setting the time one
    // millisecond back, to a value no later write can produce (a write stamps "now", which is
    // never before the last write), makes any change after this note visible.
    {
        QFile file(database);
        modified = modified.addMSecs(-1);
        if (!file.open(QIODevice::ReadOnly)
            || !file.setFileTime(modified, QFileDevice::FileModificationTime)) {
            forget(database);
            return;
        }
    }
    const QFileInfo info(database);
    if (info.lastModified().toMSecsSinceEpoch() != modified.toMSecsSinceEpoch()) {
        forget(database);
        return;
    }
    QSaveFile stamp(pathFor(database));
    if (!stamp.open(QIODevice::WriteOnly)) {
        forget(database);
        return;
    }
    stamp.write(stampHeader + '\n' + QByteArray::number(info.size()) + '\n'
                + QByteArray::number(modified.toMSecsSinceEpoch()) + '\n');
    if (!stamp.commit())
        forget(database);
    // No log is left: the note on the log's owner has nothing to vouch for any more.
    WalOwnership::forget(database);
}

void VerifiedStamp::forget(const QString &database)
{
    QFile::remove(pathFor(database));
}

} // namespace pinaculo
