#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace pinaculo {

// BEGIN IMMEDIATE … COMMIT, rolled back unless committed. IMMEDIATE takes the write lock at once,
// so two writers wait for each other (busy_timeout) instead of failing half-way. A connection
// guarded by an IntegrityCheck begins only once the file has passed it.
class SqlTransaction
{
public:
    explicit SqlTransaction(const QSqlDatabase &db);
    ~SqlTransaction();
    SqlTransaction(const SqlTransaction &) = delete;
    SqlTransaction &operator=(const SqlTransaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit();
    QSqlError lastError() const { return m_error; }

private:
    bool run(const QString &statement);

    QSqlDatabase m_db;
    bool m_active = false;
    QSqlError m_error;
};

} // namespace pinaculo
