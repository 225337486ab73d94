#include "sqltransaction.h"

#include "integritycheck.h"
#include "storageerror.h"
#include "walownership.h"

#include <QSqlQuery>

namespace pinaculo {

SqlTransaction::SqlTransaction(const QSqlDatabase &db)
    : m_db(db)
{
    // Nothing is written to a file that has not passed the full check in this session.
    if (IntegrityCheck *check = IntegrityCheck::guarding(m_db); check && !check->waitForVerdict()) {
        m_error = QSqlError(QString(), check->failure(), QSqlError::UnknownError);
        return;
    }
    // Nor to a file that is no longer the one this connection opened: its log would land in it.
    if (WalOwnership::fileReplaced(m_db)) {
        m_error = QSqlError(QString(), StorageError::replacedMessage(m_db.databaseName()),
                            QSqlError::UnknownError);
        return;
    }
    m_active = run(QStringLiteral("BEGIN IMMEDIATE"));
}

SqlTransaction::~SqlTransaction()
{
    if (m_active)
        run(QStringLiteral("ROLLBACK"));
}

bool SqlTransaction::commit()
{
    if (!m_active)
        return false;
    if (!run(QStringLiteral("COMMIT"))) {
        // A failed COMMIT (disk full) leaves the transaction open: roll it back explicitly.
        const QSqlError error = m_error;
        run(QStringLiteral("ROLLBACK"));
        m_error = error;
        m_active = false;
        return false;
    }
    m_active = false;
    // Automatic checkpoints are off (see WalOwnership): the log is folded into the file here.
    WalOwnership::checkpointIfLarge(m_db);
    return true;
}

bool SqlTransaction::run(const QString &statement)
{
    QSqlQuery query(m_db);
    if (query.prepare(statement) && query.exec())
        return true;
    m_error = query.lastError();
    return false;
}

} // namespace pinaculo
