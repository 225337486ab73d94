#include "preparedstatements.h"

#include "gamestorage.h"

namespace pinaculo {

PreparedStatements::PreparedStatements(const QSqlDatabase &db, const GameStorage *storage)
    : m_db(db)
    , m_storage(storage)
    , m_preparedAt(storage ? storage->openCount() : 0)
{
}

QSqlQuery *PreparedStatements::prepared(const QString &sql)
{
    // Statements prepared before the connection was opened again went with the old one.
    if (m_storage && m_storage->openCount() != m_preparedAt) {
        m_prepared.clear();
        m_preparedAt = m_storage->openCount();
    }
    auto found = m_prepared.find(sql);
    if (found == m_prepared.end()) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.prepare(sql)) {
            m_lastError = query.lastError();
            return nullptr;
        }
        found = m_prepared.insert(sql, query);
    }
    return &*found;
}

QSqlQuery *PreparedStatements::executed(const QString &sql, const QVariantList &values)
{
    QSqlQuery *query = prepared(sql);
    if (!query)
        return nullptr;
    for (int i = 0; i < values.size(); ++i)
        query->bindValue(i, values[i]);
    if (query->exec())
        return query;
    m_lastError = query->lastError();
    query->finish();
    return nullptr;
}

bool PreparedStatements::run(const QString &sql, const QVariantList &values, int *rowsAffected)
{
    QSqlQuery *query = executed(sql, values);
    if (!query)
        return false;
    if (rowsAffected)
        *rowsAffected = query->numRowsAffected();
    query->finish();
    return true;
}

} // namespace pinaculo
