#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace pinaculo {

// The club's logins, each a member of its group role (ClubSchema): the director's, the board's
// (the projector and the phones read, never write) and one per table of the room, with a
// password made here and shown once, for the director to hand to the table. A login that exists
// already is kept with its password. A table's login may be connected three times at a time
// (CONNECTION LIMIT): its laptop's sender and listener, and a second laptop as the same table,
// which the table's lock (ClubTableLock) tells which laptop holds it.
class ClubLogins
{
    Q_DECLARE_TR_FUNCTIONS(ClubLogins)

public:
    enum class Kind { Director, Board, Table };

    struct Login
    {
        Kind kind = Kind::Table;
        QString name;
        QString password; // empty when the login was there already and is kept as it was
        int table = 0; // a table's number, from 1
    };

    // Two for the laptop that holds the table, one more for a second laptop to be told which
    // one holds it.
    static constexpr int TableConnectionLimit = 3;
    static constexpr int MaxTables = 500;

    // pinaculo_table_3: the login of a room's table.
    static QString tableLogin(int table);
    // A login name the club takes: lower-case letters, digits and _, a letter first, at most 63
    // characters, so that it needs no quoting and PostgreSQL keeps it as typed.
    static bool isValidName(const QString &name);
    // Why `name` cannot name a login, in words; empty when it can.
    static QString nameProblem(const QString &name);

    // Makes the login `name` of `kind` unless it exists; `table` for a table's login.
    static std::optional<Login> ensure(const QSqlDatabase &db, Kind kind, const QString &name,
                                       QString *error, int table = 0);
    // The logins of tables 1 to `count`, made where missing.
    static bool ensureTables(const QSqlDatabase &db, int count, QList<Login> *logins,
                             QString *error);

    // 20 characters from the letters and digits that cannot be taken for one another.
    static QString newPassword();
};

} // namespace pinaculo
