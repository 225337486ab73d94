#include "sqlitestorage.h"

#include "integritycheck.h"
#include "sqlitegamelist.h"
#include "storageerror.h"
#include "walownership.h"

#include <QSqlQuery>

namespace pinaculo {

SqliteStorage::SqliteStorage(const QString &connectionName)
    : m_connectionName(connectionName)
{
}

SqliteStorage::SqliteStorage(const QSqlDatabase &connection)
    : m_connectionName(connection.connectionName())
{
}

QSqlDatabase SqliteStorage::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool SqliteStorage::beginWrite(QSqlError *error) const
{
    const QSqlDatabase db = connection();
    // Nothing is written to a file that has failed the full check; before the verdict, writes go
    // to the log only, which is folded into the file once the check has passed (Database).
    if (IntegrityCheck *check = IntegrityCheck::guarding(db); check && !check->admitsWrite()) {
        *error = QSqlError(QString(), check->failure(), QSqlError::UnknownError);
        return false;
    }
    // Nor to a file that is no longer the one this connection opened: its log would land in it.
    if (WalOwnership::fileReplaced(db)) {
        *error = QSqlError(QString(), StorageError::replacedMessage(db.databaseName()),
                           QSqlError::UnknownError);
        return false;
    }
    return run(db, QStringLiteral("BEGIN IMMEDIATE"), error);
}

bool SqliteStorage::commitWrite(QSqlError *error) const
{
    const QSqlDatabase db = connection();
    if (!run(db, QStringLiteral("COMMIT"), error)) {
        // A failed COMMIT (disk full) leaves the transaction open: roll it back explicitly.
        rollbackWrite();
        return false;
    }
    // Automatic checkpoints are off (see WalOwnership): the log is folded into the file here,
    // once the file has passed its check; until then it stays in the log.
    const IntegrityCheck *check = IntegrityCheck::guarding(db);
    if (!check || check->state() == IntegrityCheck::State::Passed)
        WalOwnership::checkpointIfLarge(db);
    return true;
}

void SqliteStorage::rollbackWrite() const
{
    QSqlError ignored;
    run(connection(), QStringLiteral("ROLLBACK"), &ignored);
}

QString SqliteStorage::describe(const QSqlError &error) const
{
    return StorageError::describe(error);
}

bool SqliteStorage::forEachGame(const GameFilter &filter,
                                const std::function<void(const GameSummary &)> &visit) const
{
    return SqliteGameList::forEachGame(connection(), filter, visit);
}

bool SqliteStorage::run(const QSqlDatabase &db, const QString &statement, QSqlError *error) const
{
    QSqlQuery query(db);
    if (query.prepare(statement) && query.exec())
        return true;
    *error = query.lastError();
    return false;
}

} // namespace pinaculo
