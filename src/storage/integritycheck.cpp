#include "integritycheck.h"

#include "readonlyconnection.h"
#include "sqlitehandle.h"
#include "storageerror.h"
#include "verifiedstamp.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QThread>

#ifdef Q_OS_LINUX
#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <unistd.h>
#endif

namespace pinaculo {

namespace {

QAtomicInt checkCounter;
const char guardProperty[] = "pinaculoIntegrityCheck";

// The file as stat() describes it: any write into it moves its size, times or both. Read without
// opening it (a descriptor closed in this process would drop SQLite's locks on the file).
QString identityOf(const QString &path)
{
    const QFileInfo info(path);
    return QStringLiteral("%1 %2 %3")
        .arg(info.size())
        .arg(info.lastModified().toMSecsSinceEpoch())
        .arg(info.metadataChangeTime().toMSecsSinceEpoch());
}

// On Linux QThread's priorities change nothing for ordinary threads (SCHED_OTHER has one
// level), so the check, which reads for a second or more on a large file, took as much of a
// shared core as the window painting and recording its first hands. A nice value of its own
// (Linux's setpriority() takes a thread id), ten above the window's, leaves the window some nine
// tenths of a core they share. Not the idle policy: behind any busy program it could wait long
// to notice an interrupt, and closing waits for that.
void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    // Relative to the window's own (a thread starts with its creator's): an absolute value would
    // raise the check above a window started with nice.
    const auto thread = static_cast<id_t>(gettid());
    errno = 0;
    const int inherited = getpriority(PRIO_PROCESS, thread);
    if (errno == 0)
        setpriority(PRIO_PROCESS, thread, std::min(inherited + 10, 19));
#endif
}

} // namespace

IntegrityCheck::IntegrityCheck(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path)
{
}

IntegrityCheck::~IntegrityCheck()
{
    interrupt();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void IntegrityCheck::start()
{
    {
        const QMutexLocker lock(&m_mutex);
        if (m_state != State::NotRun)
            return;
        m_state = State::Running;
    }
    m_thread = QThread::create([this] {
        lowerThisThreadsPriority();
        run();
    });
    connect(m_thread, &QThread::finished, this, &IntegrityCheck::announce);
    // Below the window's priority: it shares the disk and the cores with the first paint.
    m_thread->start(QThread::LowPriority);
}

void IntegrityCheck::markPassed()
{
    const QMutexLocker lock(&m_mutex);
    if (m_state == State::NotRun)
        m_state = State::Passed;
}

bool IntegrityCheck::waitForVerdict()
{
    bool runHere = false;
    {
        const QMutexLocker lock(&m_mutex);
        if (m_state == State::NotRun) {
            m_state = State::Running;
            runHere = true;
        }
    }
    if (runHere) {
        run();
        announce();
    } else if (m_thread) {
        m_thread->wait();
    }
    return state() == State::Passed;
}

bool IntegrityCheck::admitsWrite()
{
    switch (state()) {
    case State::Failed:
        return false;
    case State::NotRun:
        // Without a verdict (a file that would not hold still) the write goes to the log too.
        if (due())
            waitForVerdict();
        return state() != State::Failed;
    case State::Running: // the writes wait in the log for the verdict
    case State::Passed:
    case State::Interrupted:
        break;
    }
    return true;
}

bool IntegrityCheck::due() const
{
    return QFileInfo(m_path).size() <= checkedBeforeWritingUpTo
        || QFileInfo(m_path + QStringLiteral("-wal")).size() >= checkedBeforeWritingUpTo;
}

bool IntegrityCheck::interrupt()
{
    {
        const QMutexLocker lock(&m_mutex);
        if (m_state != State::Running)
            return false;
        m_interrupted = true;
    }
    if (!m_thread)
        return false; // running in this very thread: nothing to stop from here
    // sqlite3_interrupt stops the statement running now; one started just after it would not
    // see it, so it is repeated until the thread has noticed the flag and ended.
    do {
        const QMutexLocker lock(&m_mutex);
        SqliteHandle::interrupt(m_reading);
    } while (!m_thread->wait(2));
    return state() == State::Interrupted;
}

IntegrityCheck::State IntegrityCheck::state() const
{
    const QMutexLocker lock(&m_mutex);
    return m_state;
}

QString IntegrityCheck::failure() const
{
    const QMutexLocker lock(&m_mutex);
    return m_failure;
}

void IntegrityCheck::guard(const QSqlDatabase &db, IntegrityCheck *check)
{
    if (QSqlDriver *driver = db.driver())
        driver->setProperty(
            guardProperty, check ? QVariant::fromValue(static_cast<QObject *>(check)) : QVariant());
}

IntegrityCheck *IntegrityCheck::guarding(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    return driver
        ? qobject_cast<IntegrityCheck *>(driver->property(guardProperty).value<QObject *>())
        : nullptr;
}

IntegrityCheck::Outcome IntegrityCheck::examine(const QString &path, const QString &connectionName)
{
    Outcome outcome;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        QSqlError error;
        const bool opened = ReadOnlyConnection::open(db, path, &error);
        outcome = examineOn(db, path, opened, error, nullptr);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    return outcome;
}

// The main file alone: an immutable connection opens no log, so it reads the pages the file holds
// on the disk, not the newer ones the session has written into the log since.
IntegrityCheck::Outcome IntegrityCheck::examineMainFile(const QString &connectionName)
{
    Outcome outcome;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        QSqlError error;
        const bool opened = ReadOnlyConnection::openImmutable(db, m_path, &error);
        outcome = examineOn(db, m_path, opened, error, this);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    return outcome;
}

IntegrityCheck::Outcome IntegrityCheck::examineOn(QSqlDatabase &db, const QString &path,
                                                  bool opened, const QSqlError &openError,
                                                  IntegrityCheck *interruptible)
{
    const QString native = QDir::toNativeSeparators(path);
    const auto failedWith = [&native](const QSqlError &error) -> Outcome {
        switch (StorageError::kind(error)) {
        case StorageError::Kind::Damaged:
            if (error.nativeErrorCode().toInt() == 26) // SQLITE_NOTADB
                return {Outcome::Kind::NotDatabase,
                        tr("The file %1 is not a Pináculo database.").arg(native)};
            return {Outcome::Kind::Damaged, tr("The database %1 is damaged.").arg(native)};
        case StorageError::Kind::Busy:
            return {Outcome::Kind::Busy,
                    tr("The database %1 cannot be read: %2")
                        .arg(native, StorageError::describe(error))};
        default:
            return {Outcome::Kind::Unreadable,
                    tr("The database %1 cannot be read: %2")
                        .arg(native, StorageError::describe(error))};
        }
    };
    if (!opened)
        return failedWith(openError);
    if (interruptible) {
        const QMutexLocker lock(&interruptible->m_mutex);
        if (interruptible->m_interrupted)
            return {};
        interruptible->m_reading = SqliteHandle::handleOf(db);
    }
    Outcome outcome;
    {
        // integrity_check rather than quick_check: it also compares every index with its
        // table, for little more time (see tst_storagedatabase, integrityCheckIsQuick).
        QSqlQuery check(db);
        if (check.prepare(QStringLiteral("PRAGMA integrity_check(3)")) && check.exec()) {
            QStringList problems;
            while (check.next())
                problems.append(check.value(0).toString());
            if (check.lastError().isValid())
                outcome = failedWith(check.lastError());
            else if (problems != QStringList {QStringLiteral("ok")})
                outcome = {Outcome::Kind::Damaged,
                           tr("The database %1 is damaged: %2")
                               .arg(native, problems.join(QStringLiteral("; ")).left(300))};
        } else {
            outcome = failedWith(check.lastError());
        }
        check.finish();
    }
    if (interruptible) {
        const QMutexLocker lock(&interruptible->m_mutex);
        interruptible->m_reading = nullptr;
    }
    return outcome;
}

void IntegrityCheck::run()
{
    const QString name
        = QStringLiteral("pinaculo-integrity-%1").arg(checkCounter.fetchAndAddRelaxed(1));
    const auto interrupted = [this] {
        const QMutexLocker lock(&m_mutex);
        return m_interrupted;
    };
    Outcome outcome;
    // A file that changed while it was read (another process folded its log in after its own
    // check passed) is read again: what was read may mix two states of it.
    for (int attempt = 0; attempt < 3 && !interrupted(); ++attempt) {
        const QString before = identityOf(m_path);
        outcome = examineMainFile(name);
        if (identityOf(m_path) == before)
            break;
        outcome = {Outcome::Kind::Busy, QString()};
    }
    if (interrupted()) {
        // No verdict: the file is left as it is, and its log of unchecked writes waits for the
        // next check.
        const QMutexLocker lock(&m_mutex);
        m_state = State::Interrupted;
        return;
    }
    // Still changing: not damage, and no verdict either; the writes stay in the log.
    if (outcome.kind == Outcome::Kind::Busy && outcome.message.isEmpty()) {
        const QMutexLocker lock(&m_mutex);
        m_state = State::Interrupted;
        return;
    }
    QString reason = outcome.message;
    if (!reason.isEmpty()) {
        // Without the stamp, the next start reads the whole file before opening it, and offers
        // to set a damaged file aside.
        VerifiedStamp::forget(m_path);
        reason += QStringLiteral("\n\n")
            + tr("Nothing more will be written to this database; it stays exactly as it is. "
                 "Close Pináculo and replace the file with a backup copy, or start Pináculo "
                 "again to set the damaged file aside and begin a new database.");
    }
    const QMutexLocker lock(&m_mutex);
    m_failure = reason;
    m_state = reason.isEmpty() ? State::Passed : State::Failed;
}

void IntegrityCheck::announce()
{
    // An interrupted check has nothing to say: the window it belonged to is closing.
    if (m_announced || state() == State::Interrupted)
        return;
    m_announced = true;
    const QString message = failure();
    emit finished(message.isEmpty(), message);
}

} // namespace pinaculo
