#include "database.h"

#include "processlock.h"
#include "schemamigrator.h"
#include "storageerror.h"
#include "verifiedstamp.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace pinaculo {

namespace {

QAtomicInt connectionCounter;

// A file that does not start with SQLite's header is refused before SQLite sees it: SQLite opens
// anything lazily and would only fail later, in the middle of a write.
bool hasSqliteHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true; // unreadable: let SQLite report why
    static const QByteArray header("SQLite format 3\0", 16);
    return file.read(16) == header;
}

QString pragmaText(const QSqlDatabase &db, const QString &pragma, bool *ok)
{
    QSqlQuery query(db);
    *ok = query.prepare(pragma) && query.exec() && query.next();
    return *ok ? query.value(0).toString() : query.lastError().nativeErrorCode();
}

} // namespace

Database::Database(const QString &connectionName)
    : m_connectionName(connectionName.isEmpty()
                           ? QStringLiteral("pinaculo-%1").arg(connectionCounter.fetchAndAddRelaxed(1))
                           : connectionName)
{
}

Database::~Database()
{
    close();
}

void Database::close()
{
    bool wasOpen = false;
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            wasOpen = db.isOpen();
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
    // The last connection's close checkpoints the log into the file and deletes it: what is in
    // the file now was written by SQLite alone, so the next open need not read it all again.
    // Only a connection that opened (and so passed the checks) vouches for the file; record()
    // itself declines while a log is left, i.e. while another connection is still open.
    if (wasOpen && !m_path.isEmpty())
        VerifiedStamp::record(m_path);
    m_lock.reset();
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName)
           && QSqlDatabase::database(m_connectionName, false).isOpen();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    return SchemaMigrator::version(connection());
}

Database::OpenResult Database::fail(Status status, const QString &message)
{
    close();
    return {status, message};
}

Database::OpenResult Database::open(const QString &path, Access access)
{
    close();
    m_path = QFileInfo(path).absoluteFilePath();
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(Status::Unavailable,
                    tr("Cannot create the folder %1 for the database.").arg(info.absolutePath()));

    if (access == Access::Exclusive) {
        m_lock = std::make_unique<ProcessLock>(m_path + QStringLiteral(".lock"));
        const ProcessLock::Result locked = m_lock->tryLock();
        if (locked != ProcessLock::Result::Acquired) {
            const qint64 pid = m_lock->holder();
            m_lock.reset();
            if (locked == ProcessLock::Result::HeldElsewhere)
                return fail(Status::Locked,
                            tr("The database %1 is already in use by another instance (process %2). "
                               "Close that instance first, or choose another database.")
                                .arg(QDir::toNativeSeparators(m_path))
                                .arg(pid));
            return fail(Status::Unavailable,
                        tr("Cannot lock the database %1: the folder is not writable.")
                            .arg(QDir::toNativeSeparators(m_path)));
        }
    }

    // The full check reads the whole file, so its cost grows with the history (most of the
    // start-up with a long one). It runs whenever the file may have changed since it was last
    // known good: first open, a process killed while writing (its log is left, or the file's
    // size or time no longer match the note), a change by another program, a missing note.
    // After a clean close the note matches and only the header is checked.
    m_ranFullCheck = false;
    const bool existed = info.exists() && info.size() > 0;
    if (existed) {
        const Check depth = VerifiedStamp::matches(m_path) ? Check::HeaderOnly : Check::Full;
        m_ranFullCheck = depth == Check::Full;
        if (const OpenResult checked = checkFile(m_path, depth); !checked.ok())
            return fail(checked.status, checked.message);
    }

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return fail(Status::Unavailable,
                    tr("Cannot open the database %1: %2")
                        .arg(QDir::toNativeSeparators(m_path), StorageError::describe(db.lastError())));
    if (const OpenResult configured = configure(access); !configured.ok())
        return configured;
    const SchemaMigrator::Result migrated = SchemaMigrator::migrate(db);
    if (migrated.status == SchemaMigrator::Status::TooNew)
        return fail(Status::TooNew, migrated.message);
    if (migrated.status != SchemaMigrator::Status::Ok)
        return fail(Status::Unavailable, migrated.message);
    return {};
}

// Checks an existing file on a read-only connection, so a damaged database is never written to
// (not even by a WAL checkpoint on close) and stays exactly as it was for rescue.
Database::OpenResult Database::checkFile(const QString &path, Check depth) const
{
    const QString native = QDir::toNativeSeparators(path);
    if (!hasSqliteHeader(path))
        return {Status::NotDatabase, tr("The file %1 is not a Pináculo database.").arg(native)};
    if (depth == Check::HeaderOnly)
        return {};
    bool verified = false;
    const QString checkName = m_connectionName + QStringLiteral("-check");
    OpenResult result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), checkName);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            result = {Status::Unavailable, tr("Cannot open the database %1: %2")
                                               .arg(native, StorageError::describe(db.lastError()))};
        } else {
            QSqlQuery check(db);
            if (check.prepare(QStringLiteral("PRAGMA quick_check")) && check.exec() && check.next()) {
                const QString answer = check.value(0).toString();
                if (answer != u"ok")
                    result = {Status::Damaged, tr("The database %1 is damaged: %2").arg(native, answer)};
                else
                    verified = true;
            } else {
                const QSqlError error = check.lastError();
                switch (StorageError::kind(error)) {
                case StorageError::Kind::Damaged:
                    result = error.nativeErrorCode() == u"26"
                                 ? OpenResult{Status::NotDatabase,
                                              tr("The file %1 is not a Pináculo database.").arg(native)}
                                 : OpenResult{Status::Damaged, tr("The database %1 is damaged.").arg(native)};
                    break;
                case StorageError::Kind::Busy:
                    break;   // another program is writing: the real open below waits for it
                default:
                    result = {Status::Unavailable, tr("Cannot open the database %1: %2")
                                                       .arg(native, StorageError::describe(error))};
                }
            }
            check.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(checkName);
    if (verified)
        VerifiedStamp::record(path);
    return result;
}

Database::OpenResult Database::configure(Access access)
{
    const QSqlDatabase db = connection();
    bool ok = false;
    const QString journal = pragmaText(db, QStringLiteral("PRAGMA journal_mode=WAL"), &ok);
    if (!ok || journal.compare(u"wal", Qt::CaseInsensitive) != 0)
        return fail(Status::Unavailable,
                    tr("Cannot prepare the database %1 for safe writing: %2")
                        .arg(QDir::toNativeSeparators(m_path), StorageError::describe(db.lastError())));
    for (const QString &pragma : {QStringLiteral("PRAGMA foreign_keys=ON"),
                                  // FULL: a hand reported as saved survives even a power cut.
                                  QStringLiteral("PRAGMA synchronous=FULL"),
                                  access == Access::Shared ? QStringLiteral("PRAGMA busy_timeout=5000")
                                                           : QStringLiteral("PRAGMA busy_timeout=1000")}) {
        QSqlQuery query(db);
        if (!query.prepare(pragma) || !query.exec())
            return fail(Status::Unavailable,
                        tr("Cannot prepare the database %1: %2")
                            .arg(QDir::toNativeSeparators(m_path),
                                 StorageError::describe(query.lastError())));
    }
    return {};
}

QString Database::defaultPath()
{
    // The application and pinaculo-cli have different application names but must share one
    // database, so the folder is the application's, whatever program asks.
    const QString ownName = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("Pinaculo"));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setApplicationName(ownName);
    return folder + QStringLiteral("/pinaculo.sqlite");
}

QString Database::moveAside(const QString &path, QString *errorMessage)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.damaged-%2").arg(path, stamp);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.damaged-%2-%3").arg(path, stamp).arg(n);
    if (!QFile::rename(path, target)) {
        if (errorMessage)
            *errorMessage = tr("Cannot move the damaged database %1 aside.")
                                .arg(QDir::toNativeSeparators(path));
        return {};
    }
    // The note of a good state described the file that is gone: a fresh file must be checked.
    VerifiedStamp::forget(path);
    // The write-ahead log belongs to the damaged file: it travels with it.
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, target + suffix);
    }
    return target;
}

Database::OpenResult Database::moveAsideAndCreateFresh(const QString &path, Access access,
                                                       QString *movedTo)
{
    close();
    QString error;
    const QString target = moveAside(path, &error);
    if (target.isEmpty())
        return fail(Status::Unavailable, error);
    if (movedTo)
        *movedTo = target;
    return open(path, access);
}

} // namespace pinaculo
