#pragma once

#include <QSqlQuery>
#include <QString>

namespace pinaculo {

// A statement run on the club's server as text, with its refusal in words (ClubRefusal): the way
// for what PostgreSQL takes only as text (DDL, SET, LOCK, a role's name) and for the
// transactions' BEGIN and COMMIT.
class ClubStatement
{
public:
    static bool run(QSqlQuery &query, const QString &sql, QString *error);
};

} // namespace pinaculo
