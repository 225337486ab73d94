#include "integritycheck.h"

#include "readonlyconnection.h"
#include "storageerror.h"
#include "verifiedstamp.h"

#include <QAtomicInt>
#include <QDir>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QThread>

namespace pinaculo {

namespace {

QAtomicInt checkCounter;
const char guardProperty[] = "pinaculoIntegrityCheck";

} // namespace

IntegrityCheck::IntegrityCheck(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path)
{
}

IntegrityCheck::~IntegrityCheck()
{
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
    m_thread = QThread::create([this] { run(); });
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
    Outcome outcome;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        QSqlError error;
        if (!ReadOnlyConnection::open(db, path, &error)) {
            outcome = failedWith(error);
        } else {
            // integrity_check rather than quick_check: it also compares every index with its
            // table, for little more time (see tst_storagedatabase, integrityCheckIsQuick).
            QSqlQuery check(db);
            if (check.prepare(QStringLiteral("PRAGMA integrity_check(3)")) && check.exec()) {
                QStringList problems;
                while (check.next())
                    problems.append(check.value(0).toString());
                if (problems != QStringList {QStringLiteral("ok")})
                    outcome = {Outcome::Kind::Damaged,
                               tr("The database %1 is damaged: %2")
                                   .arg(native, problems.join(QStringLiteral("; ")).left(300))};
            } else {
                outcome = failedWith(check.lastError());
            }
            check.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    return outcome;
}

void IntegrityCheck::run()
{
    const QString name
        = QStringLiteral("pinaculo-integrity-%1").arg(checkCounter.fetchAndAddRelaxed(1));
    Outcome outcome = examine(m_path, name);
    // Busy: another program held a lock for longer than the wait. Not damage; tried once more.
    if (outcome.kind == Outcome::Kind::Busy)
        outcome = examine(m_path, name);
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
    if (m_announced)
        return;
    m_announced = true;
    const QString message = failure();
    emit finished(message.isEmpty(), message);
}

} // namespace pinaculo
