#include "clubconnection.h"
#include "clublogins.h"
#include "clubrefusal.h"
#include "clubschema.h"
#include "support/clubundertest.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace pinaculo;

// The club's database on a real server: the schema made once and kept, every login in its
// group, and what each login may do: a table writes only its own match, and only while it is
// being played; the board only reads; every refusal is said in words and changes nothing; the
// director hears of a submission when, and only when, it is committed.
class TestClubDatabase : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void schemaMadeOnceAndKept();
    void loginsInTheirGroups();
    void aTableWritesOnlyItsOwnMatchWhilePlaying();
    void theBoardOnlyReads();
    void theDirectorHearsOnCommit();
    void aWrongPasswordIsSaid();

private:
    ClubServer as(const QString &user, const QString &password) const;
    // Runs `sql` on `db`; the refusal in words when it fails, empty when it passes.
    static QString exec(const QSqlDatabase &db, const QString &sql);
    static int count(const QSqlDatabase &db, const QString &sql);

    std::unique_ptr<pgtest::ClubUnderTest> m_club;
};

ClubServer TestClubDatabase::as(const QString &user, const QString &password) const
{
    ClubServer server = m_club->server(user);
    server.password = password;
    return server;
}

QString TestClubDatabase::exec(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) ? QString() : ClubRefusal::text(query.lastError());
}

int TestClubDatabase::count(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next())
        return -1;
    return query.value(0).toInt();
}

void TestClubDatabase::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_club = std::make_unique<pgtest::ClubUnderTest>();
    QVERIFY2(m_club->failure().isEmpty(), qPrintable(m_club->failure()));
    for (const QString &password : m_club->passwords())
        QCOMPARE(password.size(), 20);
}

void TestClubDatabase::cleanupTestCase()
{
    m_club.reset();
}

void TestClubDatabase::schemaMadeOnceAndKept()
{
    QString error;
    QCOMPARE(ClubSchema::version(m_club->owner(), &error), ClubSchema::Version);
    // A second run finds the version and changes nothing: the data stays.
    QVERIFY2(ClubSchema::migrate(m_club->owner(), &error), qPrintable(error));
    QCOMPARE(ClubSchema::version(m_club->owner(), &error), ClubSchema::Version);
    QCOMPARE(count(m_club->owner(), QStringLiteral("SELECT count(*) FROM club_match")), 2);
    // A database of a newer schema than the program knows is refused, untouched.
    QCOMPARE(exec(m_club->owner(), QStringLiteral("UPDATE club_schema SET version = 99")),
             QString());
    QVERIFY(!ClubSchema::migrate(m_club->owner(), &error));
    QVERIFY2(error.contains(QStringLiteral("99")), qPrintable(error));
    QCOMPARE(exec(m_club->owner(),
                  QStringLiteral("UPDATE club_schema SET version = %1").arg(ClubSchema::Version)),
             QString());
}

void TestClubDatabase::loginsInTheirGroups()
{
    const QSqlDatabase db = m_club->owner();
    const auto memberOf = [&db](const QString &login, const char *group) {
        return count(db,
                     QStringLiteral("SELECT count(*) FROM pg_auth_members m "
                                    "JOIN pg_roles r ON r.oid = m.roleid "
                                    "JOIN pg_roles u ON u.oid = m.member "
                                    "WHERE u.rolname = '%1' AND r.rolname = '%2'")
                         .arg(login, QLatin1String(group)));
    };
    QCOMPARE(memberOf(QStringLiteral("pinaculo_table_3"), ClubSchema::TableRole), 1);
    QCOMPARE(memberOf(QStringLiteral("club_director"), ClubSchema::DirectorRole), 1);
    QCOMPARE(memberOf(QStringLiteral("club_board"), ClubSchema::BoardRole), 1);
    QCOMPARE(count(db,
                   QStringLiteral("SELECT rolconnlimit FROM pg_roles "
                                  "WHERE rolname = 'pinaculo_table_3'")),
             ClubLogins::TableConnectionLimit);
    QCOMPARE(count(db,
                   QStringLiteral("SELECT table_no FROM club_table "
                                  "WHERE login = 'pinaculo_table_3'")),
             3);
    // Made again, a login keeps its password: nothing new to hand out.
    QString error;
    const std::optional<ClubLogins::Login> again
        = ClubLogins::ensure(db, ClubLogins::Kind::Table, ClubLogins::tableLogin(3), &error, 3);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->password.isEmpty());
    ClubConnection table(as(QStringLiteral("pinaculo_table_3"),
                            m_club->password(QStringLiteral("pinaculo_table_3"))));
    QVERIFY2(table.open(), qPrintable(table.error()));
    // The server was given each password's verifier, never the password: its log, which
    // holds every statement, has none of them.
    const QByteArray log = m_club->cluster().serverLog();
    QVERIFY(log.contains("CREATE ROLE pinaculo_table_3"));
    for (const QString &password : m_club->passwords())
        QVERIFY(!log.contains(password.toLatin1()));
    QVERIFY(count(db,
                  QStringLiteral("SELECT count(*) FROM pg_authid WHERE rolname = "
                                 "'pinaculo_table_3' AND rolpassword LIKE 'SCRAM-SHA-256$4096:%'"))
            == 1);
    // A name that would need quoting is refused before the server sees it.
    QVERIFY(!ClubLogins::ensure(db, ClubLogins::Kind::Board, QStringLiteral("x; DROP TABLE t"),
                                &error));
    QVERIFY(!ClubLogins::isValidName(QStringLiteral("Director")));
}

void TestClubDatabase::aTableWritesOnlyItsOwnMatchWhilePlaying()
{
    ClubConnection table(as(QStringLiteral("pinaculo_table_3"),
                            m_club->password(QStringLiteral("pinaculo_table_3"))));
    QVERIFY2(table.open(), qPrintable(table.error()));
    const QSqlDatabase db = table.database();
    const QString send = QStringLiteral("INSERT INTO submission (tournament_id, round, table_no, "
                                        "revision, game, final) VALUES (1, 1, %1, %2, '{}', %3)");

    // Table 3 sends for table 4: refused in words, nothing kept.
    const QString other = exec(db, send.arg(4).arg(1).arg(QStringLiteral("false")));
    QVERIFY2(other.contains(QStringLiteral("only its own table's match")), qPrintable(other));
    QCOMPARE(count(m_club->owner(),
                   QStringLiteral("SELECT count(*) FROM submission WHERE table_no = 4")),
             0);
    // Its own revisions arrive; the final one closes the match to it.
    QCOMPARE(exec(db, send.arg(3).arg(1).arg(QStringLiteral("false"))), QString());
    QCOMPARE(exec(db, send.arg(3).arg(2).arg(QStringLiteral("true"))), QString());
    QCOMPARE(count(m_club->owner(),
                   QStringLiteral("SELECT count(*) FROM club_match WHERE table_no = 3 "
                                  "AND status = 'submitted'")),
             1);
    const QString late = exec(db, send.arg(3).arg(3).arg(QStringLiteral("false")));
    QVERIFY2(late.contains(QStringLiteral("only while it is being played")), qPrintable(late));
    // The sides confirm the result they sent; a table changes no match itself.
    QCOMPARE(exec(db,
                  QStringLiteral("INSERT INTO confirmation (tournament_id, round, table_no, "
                                 "side, player) VALUES (1, 1, 3, 0, 'Ada')")),
             QString());
    const QString status
        = exec(db, QStringLiteral("UPDATE club_match SET status = 'accepted' WHERE table_no = 3"));
    QVERIFY2(status.contains(QStringLiteral("may not make it")), qPrintable(status));
    QCOMPARE(count(m_club->owner(),
                   QStringLiteral("SELECT count(*) FROM submission WHERE table_no = 3")),
             2);
    // It reads its own submissions only.
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM submission")), 2);
}

void TestClubDatabase::theBoardOnlyReads()
{
    ClubConnection board(
        as(QStringLiteral("club_board"), m_club->password(QStringLiteral("club_board"))));
    QVERIFY2(board.open(), qPrintable(board.error()));
    const QString refused
        = exec(board.database(),
               QStringLiteral("INSERT INTO submission (tournament_id, round, "
                              "table_no, revision, game) VALUES (1, 1, 4, 9, '{}')"));
    QVERIFY2(refused.contains(QStringLiteral("may not make it")), qPrintable(refused));
    QVERIFY(!exec(board.database(), QStringLiteral("DELETE FROM club_match")).isEmpty());
    QCOMPARE(count(board.database(), QStringLiteral("SELECT count(*) FROM club_match")), 2);
}

void TestClubDatabase::theDirectorHearsOnCommit()
{
    ClubConnection director(
        as(QStringLiteral("club_director"), m_club->password(QStringLiteral("club_director"))));
    QVERIFY2(director.open(), qPrintable(director.error()));
    QSqlDriver *driver = director.database().driver();
    QVERIFY(driver->subscribeToNotification(ClubSchema::channel(1)));
    QSignalSpy heard(driver, &QSqlDriver::notification);

    ClubConnection table(as(QStringLiteral("pinaculo_table_4"),
                            m_club->password(QStringLiteral("pinaculo_table_4"))));
    QVERIFY2(table.open(), qPrintable(table.error()));
    QSqlDatabase db = table.database();
    QVERIFY(db.transaction());
    QCOMPARE(exec(db,
                  QStringLiteral("INSERT INTO submission (tournament_id, round, table_no, "
                                 "revision, game) VALUES (1, 1, 4, 1, '{}')")),
             QString());
    QTest::qWait(200);
    QCOMPARE(heard.size(), 0); // not yet committed: nothing to hear of
    QVERIFY(db.commit());
    QTRY_COMPARE(heard.size(), 1);
    QCOMPARE(heard[0][0].toString(), ClubSchema::channel(1));
    const QString payload = heard[0][2].toString();
    QVERIFY2(payload.contains(QStringLiteral("\"table\" : 4")), qPrintable(payload));
    // What the director hears is a hint: the database holds the truth.
    QCOMPARE(count(director.database(),
                   QStringLiteral("SELECT count(*) FROM submission WHERE table_no = 4")),
             1);
}

void TestClubDatabase::aWrongPasswordIsSaid()
{
    ClubConnection table(as(QStringLiteral("pinaculo_table_2"), QStringLiteral("wrong")));
    QVERIFY(!table.open());
    QVERIFY2(table.error().contains(QStringLiteral("cannot reach the club's database")),
             qPrintable(table.error()));
    QVERIFY2(table.error().contains(QStringLiteral("pinaculo_table_2")), qPrintable(table.error()));
}

QTEST_GUILESS_MAIN(TestClubDatabase)
#include "tst_clubdatabase.moc"
