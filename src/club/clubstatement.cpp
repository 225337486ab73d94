#include "clubstatement.h"

#include "clubrefusal.h"

#include <QSqlError>

namespace pinaculo {

bool ClubStatement::run(QSqlQuery &query, const QString &sql, QString *error)
{
    if (query.exec(sql))
        return true;
    *error = ClubRefusal::text(query.lastError());
    return false;
}

} // namespace pinaculo
