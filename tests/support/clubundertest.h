#pragma once

#include "clubconnection.h"
#include "clublogins.h"
#include "clubschema.h"
#include "support/postgrescluster.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <memory>

// A club's database ready for the suites: a server of the suite's own (PostgresCluster), the
// database made and brought to its schema by its owner, the logins of the director, the board
// and tables 1 to 4 with their passwords, and one tournament whose round 1 seats tables 3 and 4.
namespace pgtest {

class ClubUnderTest
{
public:
    static constexpr int Tables = 4;

    ClubUnderTest() { setUp(); }

    // Empty when the club is ready; otherwise what went wrong.
    QString failure() const { return m_failure; }
    PostgresCluster &cluster() { return *m_cluster; }
    // The owner's connection, opened again when the server was restarted under it.
    QSqlDatabase owner() const
    {
        if (!m_owner->isAlive())
            m_owner->open();
        return m_owner->database();
    }
    QString password(const QString &login) const { return m_passwords.value(login); }
    QList<QString> passwords() const { return m_passwords.values(); }

    // How `login` reaches the club, with its password, naming itself `laptop`.
    pinaculo::ClubServer server(const QString &login,
                                const QString &laptop = QStringLiteral("pinaculo")) const
    {
        pinaculo::ClubServer s;
        s.host = m_cluster->socketDir();
        s.user = login;
        s.password = login == u"postgres" ? m_cluster->superuserPassword() : password(login);
        s.applicationName = laptop;
        return s;
    }

private:
    void setUp()
    {
        m_cluster = std::make_unique<PostgresCluster>();
        if (!m_cluster->failure().isEmpty()) {
            m_failure = m_cluster->failure();
            return;
        }
        {
            pinaculo::ClubServer maintenance = server(QStringLiteral("postgres"));
            maintenance.database = QStringLiteral("postgres");
            pinaculo::ClubConnection connection(maintenance);
            if (!connection.open())
                return fail(connection.error());
            if (!exec(connection.database(), "CREATE DATABASE pinaculo_club"))
                return;
        }
        m_owner = std::make_unique<pinaculo::ClubConnection>(server(QStringLiteral("postgres")));
        QString error;
        QList<pinaculo::ClubLogins::Login> logins;
        if (!m_owner->open())
            return fail(m_owner->error());
        if (!pinaculo::ClubSchema::migrate(m_owner->database(), &error)
            || !pinaculo::ClubLogins::ensureTables(m_owner->database(), Tables, &logins, &error))
            return fail(error);
        for (const auto &[kind, name] :
             {std::pair {pinaculo::ClubLogins::Kind::Director, QStringLiteral("club_director")},
              std::pair {pinaculo::ClubLogins::Kind::Board, QStringLiteral("club_board")}}) {
            const std::optional<pinaculo::ClubLogins::Login> login
                = pinaculo::ClubLogins::ensure(m_owner->database(), kind, name, &error);
            if (!login)
                return fail(error);
            logins.append(*login);
        }
        for (const pinaculo::ClubLogins::Login &login : std::as_const(logins))
            m_passwords.insert(login.name, login.password);
        if (!exec(m_owner->database(),
                  "INSERT INTO tournament (name, document) VALUES ('Serata', '{}')")
            || !exec(m_owner->database(),
                     "INSERT INTO club_match (tournament_id, round, table_no) "
                     "VALUES (1, 1, 3), (1, 1, 4)"))
            return;
    }

    void fail(const QString &why) { m_failure = why.isEmpty() ? QStringLiteral("failed") : why; }

    bool exec(const QSqlDatabase &db, const char *sql)
    {
        QSqlQuery query(db);
        if (query.exec(QString::fromLatin1(sql)))
            return true;
        m_failure = query.lastError().text();
        return false;
    }

    std::unique_ptr<PostgresCluster> m_cluster;
    std::unique_ptr<pinaculo::ClubConnection> m_owner;
    QHash<QString, QString> m_passwords;
    QString m_failure;
};

} // namespace pgtest
