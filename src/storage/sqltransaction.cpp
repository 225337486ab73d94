#include "sqltransaction.h"

#include <QSqlQuery>

namespace pinaculo {

SqlTransaction::SqlTransaction(const QSqlDatabase &db) : m_db(db)
{
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
