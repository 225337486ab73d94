#include "walownership.h"

#include "processlock.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QThread>

#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace pinaculo {

namespace {

const QByteArray noteHeader("pinaculo-wal-owner 2");
const QByteArray firstNoteHeader("pinaculo-wal-owner 1");
const QByteArray stateBase("base");
const QByteArray stateCheckpoint("checkpoint");
constexpr qint64 walHeaderSize = 32;
constexpr qint64 largeLog = 4 * 1024 * 1024; // SQLite's automatic checkpoint: 1000 pages
// The file as this connection last left it or knew it (WalOwnership::adopt).
const char adoptedProperty[] = "pinaculoAdoptedFile";
const char replacedProperty[] = "pinaculoFileReplaced";

QString walPath(const QString &database)
{
    return database + QStringLiteral("-wal");
}

// The file as the file system describes it, without opening it: opening and closing a file that
// SQLite holds open in this process would drop SQLite's POSIX locks on it. The last field is the
// time of the inode's last change, which no program can set: a backup copied back with its old
// time (`cp -p`) keeps the size and the modification time, but not that.
QByteArray identityOf(const QString &database)
{
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (::stat(QFile::encodeName(database).constData(), &info) != 0)
        return {};
    const auto nanoseconds = [](const struct timespec &time) {
        return qint64(time.tv_sec) * 1000000000 + time.tv_nsec;
    };
    return QByteArray::number(quint64(info.st_dev)) + ' ' + QByteArray::number(quint64(info.st_ino))
        + ' ' + QByteArray::number(qint64(info.st_size)) + ' '
        + QByteArray::number(nanoseconds(info.st_mtim)) + ' '
        + QByteArray::number(nanoseconds(info.st_ctim));
#else
    const QFileInfo info(database);
    if (!info.exists())
        return {};
    return QByteArray::number(info.size()) + ' '
        + QByteArray::number(info.lastModified().toMSecsSinceEpoch());
#endif
}

// The description without the inode's change time. A note of the first version had none; and a
// running writer does not judge by it, since a hard link or a change of permissions moves it too.
QByteArray withoutChangeTime(const QByteArray &identity)
{
    const QList<QByteArray> fields = identity.split(' ');
    return fields.size() == 5 ? fields.mid(0, 4).join(' ') : identity;
}

bool sameFile(const QByteArray &noted, const QByteArray &current, bool withChangeTime)
{
    if (noted.isEmpty())
        return false;
    return withChangeTime ? noted == current
                          : withoutChangeTime(noted) == withoutChangeTime(current);
}

// The log header's checkpoint sequence and salts (bytes 12 to 23), which every valid frame
// repeats; empty when there is no log SQLite would replay (missing, short, wrong magic).
QByteArray walSalts(const QString &database)
{
    QFile log(walPath(database));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    const QByteArray header = log.read(walHeaderSize);
    if (header.size() < walHeaderSize)
        return {};
    const QByteArray magic = header.left(4).toHex();
    if (magic != "377f0682" && magic != "377f0683")
        return {};
    return header.mid(12, 12).toHex();
}

struct Note
{
    QByteArray state;
    QByteArray identity;
    QByteArray salts;
    bool withChangeTime = true;

    bool describes(const QString &database, bool judgeChangeTime = true) const
    {
        return sameFile(identity, identityOf(database), withChangeTime && judgeChangeTime);
    }
};

std::optional<Note> readNote(const QString &database)
{
    QFile file(WalOwnership::notePath(database));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QList<QByteArray> lines = file.read(1024).split('\n');
    // A note cut short (a crash while writing it) lacks its last line: no note.
    if (lines.size() < 5 || (lines[0] != noteHeader && lines[0] != firstNoteHeader)
        || lines[4] != "end")
        return std::nullopt;
    return Note {lines[1], lines[2], lines[3], lines[0] == noteHeader};
}

bool writeNote(const QString &database, const QByteArray &state)
{
    const QByteArray identity = identityOf(database);
    if (identity.isEmpty())
        return false;
    QSaveFile file(WalOwnership::notePath(database));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(noteHeader + '\n' + state + '\n' + identity + '\n' + walSalts(database) + "\nend\n");
    // commit() flushes the note to the disk before it replaces the old one: after a power cut,
    // a note that no longer matched the file would set a good log aside.
    return file.commit();
}

// Waits a little for another process's checkpoint; they are short.
class NoteLock
{
public:
    explicit NoteLock(const QString &database)
        : m_lock(WalOwnership::notePath(database) + QStringLiteral(".lock"))
    {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            const ProcessLock::Result result = m_lock.tryLock();
            if (result == ProcessLock::Result::Acquired) {
                m_held = true;
                return;
            }
            if (result == ProcessLock::Result::Failed || timer.elapsed() > 5000)
                return;
            QThread::msleep(2);
        }
    }
    bool held() const { return m_held; }

private:
    ProcessLock m_lock;
    bool m_held = false;
};

} // namespace

QString WalOwnership::notePath(const QString &database)
{
    return database + QStringLiteral(".wal-owner");
}

WalOwnership::Verdict WalOwnership::inspect(const QString &database)
{
    const QFileInfo log(walPath(database));
    if (!log.exists() || log.size() <= walHeaderSize)
        return Verdict::NoLog;
    // Read under the lock: a note half-way through a checkpoint elsewhere is not yet true.
    const NoteLock lock(database);
    const QByteArray salts = walSalts(database);
    if (salts.isEmpty())
        return Verdict::NoLog;
    // A database in WAL mode always has its header in the file (the mode is set there), so a log
    // beside a missing or empty file was left by another one.
    if (QFileInfo(database).size() <= 0)
        return Verdict::Foreign;
    const std::optional<Note> note = readNote(database);
    if (!note)
        return Verdict::Unknown;
    if (note->state == stateCheckpoint && note->salts == salts)
        return Verdict::Owned;
    return note->describes(database) ? Verdict::Owned : Verdict::Foreign;
}

QString WalOwnership::setAside(const QString &database, QString *error)
{
    QString suffix = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = suffix;
    for (int n = 2; QFileInfo::exists(walPath(database) + QStringLiteral(".stale-") + suffix); ++n)
        suffix = QStringLiteral("%1-%2").arg(base).arg(n);
    const QString target = walPath(database) + QStringLiteral(".stale-") + suffix;
    if (!QFile::rename(walPath(database), target)) {
        if (error)
            *error = tr("Cannot move the write-ahead log %1 aside.")
                         .arg(QDir::toNativeSeparators(walPath(database)));
        return {};
    }
    // The log's index is rebuilt from the log; without the log it must go too.
    const QString shm = database + QStringLiteral("-shm");
    if (QFileInfo::exists(shm))
        QFile::rename(shm, shm + QStringLiteral(".stale-") + suffix);
    forget(database);
    return target;
}

WalOwnership::Aside WalOwnership::setAsideIfForeign(const QString &database, bool mayRename)
{
    Aside aside;
    if (inspect(database) != Verdict::Foreign)
        return aside;
    const QString native = QDir::toNativeSeparators(database);
    if (!mayRename) {
        aside.ignoreLog = true;
        aside.notice = tr("The write-ahead log beside the database %1 does not belong to it (it "
                          "was left there before the file was replaced, for example by a backup "
                          "copy). It was not applied.")
                           .arg(native);
        return aside;
    }
    const QString movedTo = setAside(database, &aside.error);
    if (!movedTo.isEmpty())
        aside.notice = tr("The write-ahead log beside the database %1 does not belong to it (it "
                          "was left there before the file was replaced, for example by a backup "
                          "copy). It was not applied, and was kept as %2.")
                           .arg(native, QDir::toNativeSeparators(movedTo));
    return aside;
}

void WalOwnership::record(const QString &database)
{
    const NoteLock lock(database);
    if (!lock.held())
        return;
    const std::optional<Note> note = readNote(database);
    // Unchanged since the last note: no write, so an ordinary start costs nothing here.
    if (note && note->state == stateBase && note->withChangeTime && note->describes(database))
        return;
    if (!writeNote(database, stateBase))
        forget(database);
}

bool WalOwnership::checkpoint(const QSqlDatabase &db)
{
    const QString database = db.databaseName();
    const NoteLock lock(database);
    if (!lock.held())
        return false;
    if (!writeNote(database, stateCheckpoint))
        return false;
    QSqlQuery query(db);
    const bool ran
        = query.prepare(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")) && query.exec();
    query.finish();
    // Even a failed checkpoint may have copied some pages: the note describes the file as it is
    // now. Should that fail, the note "in progress" stays, and still vouches for this log.
    writeNote(database, stateBase);
    if (QSqlDriver *driver = db.driver())
        driver->setProperty(adoptedProperty, identityOf(database));
    return ran;
}

void WalOwnership::checkpointIfLarge(const QSqlDatabase &db)
{
    // With journal_size_limit=0 (Database::configure) SQLite empties the log when it starts it
    // over after a complete checkpoint, so its size is the writes since. While readers keep a
    // checkpoint from completing, the log goes on growing: a new attempt waits for another
    // megabyte rather than coming with every commit.
    const qint64 size = QFileInfo(walPath(db.databaseName())).size();
    QSqlDriver *driver = db.driver();
    if (size <= largeLog || !driver)
        return;
    const qint64 lastAttempt = driver->property("pinaculoCheckpointAt").toLongLong();
    if (lastAttempt > 0 && size >= lastAttempt && size < lastAttempt + 1024 * 1024)
        return;
    driver->setProperty("pinaculoCheckpointAt", size);
    checkpoint(db);
}

void WalOwnership::adopt(const QSqlDatabase &db)
{
    if (QSqlDriver *driver = db.driver()) {
        driver->setProperty(adoptedProperty, identityOf(db.databaseName()));
        driver->setProperty(replacedProperty, false);
    }
}

bool WalOwnership::fileReplaced(const QSqlDatabase &db)
{
    QSqlDriver *driver = db.driver();
    if (!driver)
        return false;
    if (driver->property(replacedProperty).toBool())
        return true;
    const QByteArray adopted = driver->property(adoptedProperty).toByteArray();
    if (adopted.isEmpty())
        return false; // no file was adopted: nothing to compare with
    const QString database = db.databaseName();
    // The usual answer, without the lock: the file has not changed at all.
    if (withoutChangeTime(identityOf(database)) == withoutChangeTime(adopted))
        return false;
    const NoteLock lock(database);
    const QByteArray current = identityOf(database);
    if (withoutChangeTime(current) == withoutChangeTime(adopted))
        return false;
    bool replaced = true;
    // The same inode, written in place since: by a checkpoint of another process of this program
    // (the CLI), which noted the file it left, or by anything else. Another inode (the file moved
    // away, another moved there): the connection still writes into the old one.
    const auto inode = [](const QByteArray &identity) { return identity.split(' ').mid(0, 2); };
    if (!current.isEmpty() && inode(current) == inode(adopted)) {
        const std::optional<Note> note = readNote(database);
        replaced = !note
            || !((note->state == stateCheckpoint && !note->salts.isEmpty()
                  && note->salts == walSalts(database))
                 || note->describes(database, false));
    }
    if (replaced)
        driver->setProperty(replacedProperty, true); // for the rest of the session
    else
        driver->setProperty(adoptedProperty, current);
    return replaced;
}

void WalOwnership::forget(const QString &database)
{
    QFile::remove(notePath(database));
}

bool WalOwnership::whileLocked(const QString &database, const std::function<void()> &work)
{
    const NoteLock lock(database);
    if (!lock.held())
        return false;
    work();
    return true;
}

} // namespace pinaculo
