#include "database.h"

#include "integritycheck.h"
#include "instancelock.h"
#include "readonlyconnection.h"
#include "schemamigrator.h"
#include "sqlitehandle.h"
#include "storageerror.h"
#include "verifiedstamp.h"
#include "walownership.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

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

constexpr qint64 walHeaderSize = 32;

} // namespace

Database::Database(const QString &connectionName)
    : m_connectionName(
        connectionName.isEmpty()
            ? QStringLiteral("pinaculo-%1").arg(connectionCounter.fetchAndAddRelaxed(1))
            : connectionName)
    , m_storage(m_connectionName)
{
}

Database::~Database()
{
    close();
}

void Database::close()
{
    bool wasOpen = false;
    bool passed = false;
    bool replaced = false;
    if (m_check) {
        // Closing does not wait for a check still reading: it is stopped at once, without a
        // verdict, and this session's writes wait in the log for the next check.
        m_check->interrupt();
        passed = m_check->state() == IntegrityCheck::State::Passed;
    }
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            wasOpen = db.isOpen();
            IntegrityCheck::guard(db, nullptr);
            // A file replaced or moved away under this session gets nothing of it: not its log,
            // not its pages, not a stamp.
            replaced = wasOpen && !m_readOnly && WalOwnership::fileReplaced(db);
            // The checkpoint of a writer that passed the check: done here, with the log's note
            // kept true, rather than by SQLite as the last connection closes.
            if (wasOpen && passed && !m_readOnly && !replaced)
                WalOwnership::checkpoint(db);
            // A file that has not passed the check in this session is not written, not even by
            // the checkpoint SQLite runs when the last connection closes (kept off since the
            // open): its log stays beside it. A log without writes has nothing to fold in, and
            // SQLite removes it.
            if (wasOpen && !m_readOnly)
                SqliteHandle::setCheckpointOnClose(
                    db,
                    !replaced
                        && (passed
                            || QFileInfo(m_path + QStringLiteral("-wal")).size() <= walHeaderSize));
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
    // The last connection's close checkpoints the log into the file and deletes it: what is in
    // the file now was written by SQLite alone, on a file that passed the check in this
    // session, so the next open need not read it all again. record() itself declines while a log
    // is left, i.e. while another connection is still open.
    if (wasOpen && passed && !replaced && !m_readOnly && !m_path.isEmpty())
        VerifiedStamp::record(m_path);
    m_check.reset();
    // Last: closing the lock's descriptor of the file would drop SQLite's locks on it.
    m_lock.reset();
    m_readOnly = false;
}

// SQLite checkpoints on closing when it is the last connection; told not to, it leaves the log
// and its index beside the file, for the next open to judge.
void Database::closeWithoutCheckpoint()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    SqliteHandle::keepLogOnClose(db);
    db.close();
}

void Database::foldLog()
{
    if (!isOpen() || m_readOnly
        || QFileInfo(m_path + QStringLiteral("-wal")).size() <= walHeaderSize)
        return;
    const QSqlDatabase db = connection();
    if (!WalOwnership::fileReplaced(db))
        WalOwnership::checkpoint(db);
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName)
        && QSqlDatabase::database(m_connectionName, false).isOpen();
}

bool Database::fileReplaced() const
{
    return isOpen() && !m_readOnly && WalOwnership::fileReplaced(connection());
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
    return {status, message, {}};
}

Database::OpenResult Database::open(const QString &path, Access access)
{
    close();
    if (access == Access::Read) {
        // A connection that may write leaves nothing behind: SQLite removes the log and its
        // index with the last connection. One that only reads creates them and cannot remove
        // them. So reading is done that way where the disk allows, and read-only only where it
        // does not (a full disk, a read-only medium).
        const OpenResult shared = openHere(path, Access::Shared);
        if (shared.ok() || shared.status != Status::Unavailable)
            return shared;
        close();
    }
    return openHere(path, access);
}

Database::OpenResult Database::reopen()
{
    const QString path = m_path;
    if (QSqlDatabase::contains(m_connectionName)) {
        QSqlDatabase db = connection();
        IntegrityCheck::guard(db, nullptr);
        // Whatever the file at the path is now, this session's log and pages are not its own.
        if (db.isOpen() && !m_readOnly)
            closeWithoutCheckpoint();
        db.close();
    }
    m_check.reset();
    m_lock.reset();
    m_readOnly = false;
    return openHere(path, m_access);
}

Database::OpenResult Database::openHere(const QString &path, Access access)
{
    m_access = access;
    m_path = QFileInfo(path).absoluteFilePath();
    const QFileInfo info(m_path);
    const QString native = QDir::toNativeSeparators(m_path);
    if (info.isDir())
        return fail(
            Status::Unavailable,
            tr("%1 is a folder, not a database file. Give the name of a file, for example %2.")
                .arg(native,
                     QDir::toNativeSeparators(m_path + QStringLiteral("/pinaculo.sqlite"))));
    if (!QDir().mkpath(info.absolutePath()))
        return fail(Status::Unavailable,
                    tr("Cannot create the folder %1 for the database.").arg(info.absolutePath()));
    const bool existed = info.exists() && info.size() > 0;
    if (access == Access::Read && !existed)
        return open(path, Access::Shared);

    // Writing needs the folder (SQLite makes its log and index beside the file) and the file.
    // access() decides, as the system will: root may write anywhere but on a read-only mount.
    bool writable = access != Access::Read && QFileInfo(info.absolutePath()).isWritable()
        && (!info.exists() || info.isWritable());
    if (!writable && !existed)
        return fail(Status::Unavailable,
                    tr("Cannot create the database %1: the folder cannot be written (a read-only "
                       "folder or medium). Choose another place with --db.")
                        .arg(native));
    if (access == Access::Exclusive && writable) {
        if (const OpenResult locked = lock(&writable); !locked.ok())
            return fail(locked.status, locked.message);
    }
    // Renaming a foreign log aside writes nothing into any file: reading does it too, where the
    // folder allows.
    const bool mayRename = access == Access::Read
        ? QFileInfo(info.absolutePath()).isWritable() && info.isWritable()
        : writable;
    // Before anything opens the file with SQLite: the first connection replays the log.
    const WalOwnership::Aside aside = WalOwnership::setAsideIfForeign(m_path, mayRename);
    if (!aside.error.isEmpty())
        return fail(Status::Unavailable, aside.error);
    const bool ignoreLog = aside.ignoreLog;
    OpenResult result;
    if (!aside.notice.isEmpty())
        result.notices.append(aside.notice);

    // The full check reads the whole file, so its cost grows with the history. It runs here, before
    // anything else, whenever the file may have changed since it was last known good: first
    // open, a process killed after folding its log in (the file's size or time no longer match
    // the note), a change by another program, a missing note, a log of unknown origin. After a
    // clean close the note matches and only the header is checked here; the full check then
    // runs later (IntegrityCheck), and nobody waits for it. So it does too when the file itself
    // still matches the note and the log beside it is this program's: writes made before a
    // check had passed (a session closed or killed before its verdict, the command-line tool),
    // which were never folded into the file.
    m_ranFullCheck = false;
    m_fullCheckPassed = false;
    if (existed) {
        const auto ownLog = [this] {
            const WalOwnership::Verdict log = WalOwnership::inspect(m_path);
            return log == WalOwnership::Verdict::NoLog || log == WalOwnership::Verdict::Owned;
        };
        const bool fileAsChecked
            = VerifiedStamp::matches(m_path) || (VerifiedStamp::matchesFile(m_path) && ownLog());
        const Check depth = ignoreLog || fileAsChecked ? Check::HeaderOnly : Check::Full;
        if (const OpenResult checked = checkFile(m_path, depth); !checked.ok())
            return fail(checked.status, checked.message);
    }

    if (const OpenResult connected = openConnection(writable, ignoreLog); !connected.ok())
        return fail(connected.status, connected.message);
    m_storage.connectionOpened();
    if (const OpenResult configured = writable ? configure(access) : configureReadOnly();
        !configured.ok()) {
        if (access == Access::Read && configured.status == Status::Unavailable
            && SchemaMigrator::version(connection()) < SchemaMigrator::latestVersion()) {
            close();
            return open(path, Access::Shared);
        }
        return fail(configured.status, configured.message);
    }
    m_check = std::make_unique<IntegrityCheck>(m_path);
    // A new file has nothing to check; one read whole above has just passed.
    if (!existed || m_fullCheckPassed)
        m_check->markPassed();
    IntegrityCheck::guard(connection(), m_check.get());
    if (writable) {
        // No checkpoint before the check has passed: not SQLite's automatic one (off, see
        // configure()), not the one on closing (allowed again by close() once it has passed).
        SqliteHandle::keepLogOnClose(connection());
        // Once it passes, what waited in the log is folded into the file.
        QObject::connect(m_check.get(), &IntegrityCheck::finished, m_check.get(),
                         [this](bool passed) {
                             if (passed)
                                 foldLog();
                         });
    }
    if (!writable) {
        m_readOnly = true;
        if (access != Access::Read)
            result.notices.append(
                tr("The database %1 is on a folder or medium that cannot be written: "
                   "its games can be read, but nothing will be saved.")
                    .arg(native));
    } else {
        // An upgrade is a write like any other: it waits for the check.
        const SchemaMigrator::Result migrated = SchemaMigrator::migrate(connection());
        if (migrated.status == SchemaMigrator::Status::TooNew)
            return fail(Status::TooNew, migrated.message);
        if (m_check->state() == IntegrityCheck::State::Failed)
            return fail(Status::Damaged, m_check->failure().section(QStringLiteral("\n\n"), 0, 0));
        if (migrated.status != SchemaMigrator::Status::Ok)
            return fail(Status::Unavailable, migrated.message);
        // The file as this writer found it is the base of the log from now on.
        WalOwnership::record(m_path);
        WalOwnership::adopt(connection());
    }
    // The window checks at once, on another thread; the command-line tool only before it writes.
    if (access == Access::Exclusive)
        m_check->start();
    return result;
}

Database::OpenResult Database::lock(bool *writable)
{
    m_lock = std::make_unique<InstanceLock>(m_path);
    switch (m_lock->tryLock()) {
    case InstanceLock::Result::Acquired:
        return {};
    case InstanceLock::Result::ReadOnly:
        // Held all the same, should only the file (not the folder) refuse writing.
        *writable = false;
        return {};
    case InstanceLock::Result::Locked: {
        const QString message = m_lock->message();
        m_lock.reset();
        return {Status::Locked, message, {}};
    }
    case InstanceLock::Result::Failed:
        break;
    }
    const QString message = m_lock->message();
    m_lock.reset();
    return {Status::Unavailable, message, {}};
}

// Checks an existing file on a read-only connection, so a damaged database is never written to
// (not even by a WAL checkpoint on close) and stays exactly as it was for rescue.
Database::OpenResult Database::checkFile(const QString &path, Check depth) const
{
    const QString native = QDir::toNativeSeparators(path);
    if (!hasSqliteHeader(path))
        return {Status::NotDatabase, tr("The file %1 is not a Pináculo database.").arg(native), {}};
    if (depth == Check::HeaderOnly)
        return {};
    m_ranFullCheck = true;
    const IntegrityCheck::Outcome outcome
        = IntegrityCheck::examine(path, m_connectionName + QStringLiteral("-check"));
    switch (outcome.kind) {
    case IntegrityCheck::Outcome::Kind::Passed:
        m_fullCheckPassed = true;
        VerifiedStamp::record(path);
        return {};
    case IntegrityCheck::Outcome::Kind::Busy:
        return {}; // another program is writing: the real open waits for it, the check comes later
    case IntegrityCheck::Outcome::Kind::Damaged:
        return {Status::Damaged, outcome.message, {}};
    case IntegrityCheck::Outcome::Kind::NotDatabase:
        return {Status::NotDatabase, outcome.message, {}};
    case IntegrityCheck::Outcome::Kind::Unreadable:
        break;
    }
    return {Status::Unavailable, outcome.message, {}};
}

Database::OpenResult Database::openConnection(bool writable, bool ignoreLog)
{
    const QString native = QDir::toNativeSeparators(m_path);
    // A reopened database keeps its connection, and with it every copy the program holds.
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? QSqlDatabase::database(m_connectionName, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    QSqlError error;
    if (writable) {
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (db.open())
            return {};
        error = db.lastError();
    } else if (ignoreLog ? ReadOnlyConnection::openImmutable(db, m_path, &error)
                         : ReadOnlyConnection::open(db, m_path, &error)) {
        return {};
    }
    return {
        Status::Unavailable,
        tr("Cannot open the database %1: %2").arg(native, StorageError::describe(error, m_path)),
        {}};
}

Database::OpenResult Database::configure(Access access)
{
    const QSqlDatabase db = connection();
    const QString native = QDir::toNativeSeparators(m_path);
    QSqlQuery journal(db);
    if (!journal.prepare(QStringLiteral("PRAGMA journal_mode=WAL")) || !journal.exec()
        || !journal.next() || journal.value(0).toString().compare(u"wal", Qt::CaseInsensitive) != 0)
        return {Status::Unavailable,
                tr("Cannot prepare the database %1 for safe writing: %2")
                    .arg(native, StorageError::describe(journal.lastError(), m_path)),
                {}};
    journal.finish();
    for (const QString &pragma :
         {QStringLiteral("PRAGMA foreign_keys=ON"),
          // FULL: a hand reported as saved survives even a power cut.
          QStringLiteral("PRAGMA synchronous=FULL"),
          // Checkpoints are this program's (see WalOwnership), and the
          // log's size tells how much it holds.
          QStringLiteral("PRAGMA wal_autocheckpoint=0"),
          QStringLiteral("PRAGMA journal_size_limit=0"),
          access == Access::Shared ? QStringLiteral("PRAGMA busy_timeout=5000")
                                   : QStringLiteral("PRAGMA busy_timeout=1000")}) {
        QSqlQuery query(db);
        if (!query.prepare(pragma) || !query.exec())
            return {Status::Unavailable,
                    tr("Cannot prepare the database %1: %2")
                        .arg(native, StorageError::describe(query.lastError(), m_path)),
                    {}};
    }
    return {};
}

// Reading only: the schema is read as it is; one this program cannot upgrade here is refused.
Database::OpenResult Database::configureReadOnly()
{
    const QSqlDatabase db = connection();
    {
        QSqlQuery query(db);
        query.exec(QStringLiteral("PRAGMA query_only=ON"));
    }
    const int version = SchemaMigrator::version(db);
    if (version > SchemaMigrator::latestVersion())
        return {Status::TooNew,
                tr("The database was written by a newer version of Pináculo "
                   "(schema %1; this one knows up to %2).")
                    .arg(version)
                    .arg(SchemaMigrator::latestVersion()),
                {}};
    if (version != SchemaMigrator::latestVersion())
        return {Status::Unavailable,
                tr("The database %1 must be upgraded before it can be read, and its folder "
                   "cannot be written.")
                    .arg(QDir::toNativeSeparators(m_path)),
                {}};
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

QStringList Database::filesOf(const QString &path)
{
    const QString database = QFileInfo(path).absoluteFilePath();
    return {database,
            database + QStringLiteral("-wal"),
            database + QStringLiteral("-shm"),
            database + QStringLiteral("-journal"),
            database + QStringLiteral(".lock"),
            WalOwnership::notePath(database),
            WalOwnership::notePath(database) + QStringLiteral(".lock"),
            VerifiedStamp::pathFor(database)};
}

QString Database::pathOf(const QSqlDatabase &connection)
{
    const QString name = connection.databaseName();
    if (name.isEmpty() || name == u":memory:")
        return {};
    if (name.startsWith(u"file:"))
        return QUrl(name).toLocalFile();
    return QFileInfo(name).absoluteFilePath();
}

QString Database::moveAside(const QString &path, QString *errorMessage)
{
    const QString stamp
        = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.damaged-%2").arg(path, stamp);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.damaged-%2-%3").arg(path, stamp).arg(n);
    if (!QFile::rename(path, target)) {
        if (errorMessage)
            *errorMessage = tr("Cannot move the damaged database %1 aside.")
                                .arg(QDir::toNativeSeparators(path));
        return {};
    }
    // The notes described the file that is gone: a fresh file must be checked.
    VerifiedStamp::forget(path);
    WalOwnership::forget(path);
    // The write-ahead log belongs to the damaged file: it travels with it.
    for (const QString &suffix :
         {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
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
