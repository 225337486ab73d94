#include "clublogins.h"

#include "clubschema.h"
#include "clubstatement.h"
#include "scramverifier.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

namespace {

const char *groupOf(ClubLogins::Kind kind)
{
    switch (kind) {
    case ClubLogins::Kind::Director:
        return ClubSchema::DirectorRole;
    case ClubLogins::Kind::Board:
        return ClubSchema::BoardRole;
    case ClubLogins::Kind::Table:
        return ClubSchema::TableRole;
    }
    return ClubSchema::BoardRole;
}

} // namespace

QString ClubLogins::tableLogin(int table)
{
    return QStringLiteral("pinaculo_table_%1").arg(table);
}

bool ClubLogins::isValidName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[a-z][a-z0-9_]{0,62}$"));
    return valid.match(name).hasMatch();
}

QString ClubLogins::nameProblem(const QString &name)
{
    if (isValidName(name))
        return {};
    return tr("\"%1\" cannot name a login: use lower-case letters, digits and _, a letter first, "
              "at most 63 characters")
        .arg(name);
}

std::optional<ClubLogins::Login> ClubLogins::ensure(const QSqlDatabase &db, Kind kind,
                                                    const QString &name, QString *error, int table)
{
    if (const QString problem = nameProblem(name); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    Login login {kind, name, {}, table};
    QSqlQuery query(db);
    // The name was checked above: it needs no quoting, and a role cannot be a parameter.
    if (!ClubStatement::run(query, QStringLiteral("BEGIN"), error))
        return std::nullopt;
    const auto fail = [&query]() -> std::optional<Login> {
        query.exec(QStringLiteral("ROLLBACK"));
        return std::nullopt;
    };
    if (!ClubStatement::run(
            query, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = '%1'").arg(name), error))
        return fail();
    if (!query.next()) {
        login.password = newPassword();
        // The server is given the password's verifier, never the password: nothing of it
        // reaches the server's log.
        QString create
            = QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2' IN ROLE %3")
                  .arg(name, ScramVerifier::of(login.password), QLatin1String(groupOf(kind)));
        if (kind == Kind::Table)
            create += QStringLiteral(" CONNECTION LIMIT %1").arg(TableConnectionLimit);
        if (!ClubStatement::run(query, create, error))
            return fail();
    }
    if (kind == Kind::Table
        && !ClubStatement::run(
            query,
            QStringLiteral("INSERT INTO club_table (table_no, login) VALUES (%1, '%2') "
                           "ON CONFLICT (table_no) DO NOTHING")
                .arg(table)
                .arg(name),
            error))
        return fail();
    if (!ClubStatement::run(query, QStringLiteral("COMMIT"), error))
        return fail();
    return login;
}

bool ClubLogins::ensureTables(const QSqlDatabase &db, int count, QList<Login> *logins,
                              QString *error)
{
    if (count < 0 || count > MaxTables) {
        *error = tr("a club has from 0 to %1 tables, not %2").arg(MaxTables).arg(count);
        return false;
    }
    for (int table = 1; table <= count; ++table) {
        const std::optional<Login> login = ensure(db, Kind::Table, tableLogin(table), error, table);
        if (!login)
            return false;
        logins->append(*login);
    }
    return true;
}

QString ClubLogins::newPassword()
{
    // No 0/O, 1/l/I: the director reads it out or writes it on the table's card.
    static const QString alphabet
        = QStringLiteral("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    QString password;
    for (int i = 0; i < 20; ++i)
        password.append(
            alphabet.at(int(QRandomGenerator::system()->bounded(int(alphabet.size())))));
    return password;
}

} // namespace pinaculo
