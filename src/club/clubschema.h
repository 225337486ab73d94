#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace pinaculo {

// The club database's schema in numbered steps (docs/club.md), each run in one transaction
// together with the version it reaches, so that a step is all there or not at all and a second
// run finds the version and does nothing; two runs at once wait for each other. Step 1: the
// group roles of the director, the tables and the board; the tournaments, the tables' matches,
// their submissions and confirmations; the row-level policies under which a table's login
// writes only its own match while it is being played; and the triggers that close a match to
// its table at its final submission and notify the director in the same transaction.
class ClubSchema
{
    Q_DECLARE_TR_FUNCTIONS(ClubSchema)

public:
    static constexpr int Version = 1;

    // The group roles: each login is made a member of one.
    static constexpr const char *DirectorRole = "pinaculo_director";
    static constexpr const char *TableRole = "pinaculo_table";
    static constexpr const char *BoardRole = "pinaculo_board";

    // The schema version of the database `db` holds: 0 for a database without one.
    static int version(const QSqlDatabase &db, QString *error);
    // Brings the database to Version, as its owner. Refused, changing nothing, when the
    // database is of a newer version than this program knows.
    static bool migrate(const QSqlDatabase &db, QString *error);

    // The notification channel of a tournament's changes: lower case, as PostgreSQL folds an
    // unquoted name.
    static QString channel(qint64 tournamentId);

private:
    static QStringList step(int version);
};

} // namespace pinaculo
