#include "migrationstatement.h"

namespace pinaculo {

bool MigrationStatement::exec(QSqlQuery &query, QSqlError *error)
{
    if (query.exec())
        return true;
    *error = query.lastError();
    return false;
}

bool MigrationStatement::run(const QSqlDatabase &db, const QString &statement, QSqlError *error)
{
    QSqlQuery query(db);
    if (query.prepare(statement) && query.exec())
        return true;
    *error = query.lastError();
    return false;
}

} // namespace pinaculo
