#include "clubconnection.h"
#include "support/postgrescluster.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace pinaculo;

// pinaculo-cli club init-db against a real server: the schema and the logins made, each new
// password printed once and working; run again, every login kept and only the new tables
// added; a bad option or an unreachable server said in words with the contract's exit code.
class TestCliClub : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void initDbMakesTheClub();
    void initDbAgainKeepsWhatIsThere();
    void refusals_data();
    void refusals();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run cli(const QStringList &arguments) const;
    // The password printed for `login`, or empty.
    static QString passwordOf(const QString &out, const QString &login);

    std::unique_ptr<pgtest::PostgresCluster> m_cluster;
};

TestCliClub::Run TestCliClub::cli(const QStringList &arguments) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // The owner's password as PostgreSQL's own tools find it.
    environment.insert(QStringLiteral("PGPASSWORD"), m_cluster->superuserPassword());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"),
                  QStringList {QStringLiteral("club")} + arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString TestCliClub::passwordOf(const QString &out, const QString &login)
{
    for (const QString &line : out.split(u'\n')) {
        const QStringList fields = line.trimmed().split(u'\t');
        if (fields.size() == 3 && fields[1] == login)
            return fields[2];
    }
    return {};
}

void TestCliClub::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_cluster = std::make_unique<pgtest::PostgresCluster>();
    QVERIFY2(m_cluster->failure().isEmpty(), qPrintable(m_cluster->failure()));
    ClubServer server;
    server.host = m_cluster->socketDir();
    server.database = QStringLiteral("postgres");
    server.user = QStringLiteral("postgres");
    server.password = m_cluster->superuserPassword();
    ClubConnection maintenance(server);
    QVERIFY2(maintenance.open(), qPrintable(maintenance.error()));
    QSqlQuery query(maintenance.database());
    QVERIFY(query.exec(QStringLiteral("CREATE DATABASE pinaculo_club")));
}

void TestCliClub::cleanupTestCase()
{
    m_cluster.reset();
}

void TestCliClub::initDbMakesTheClub()
{
    const Run run
        = cli({QStringLiteral("init-db"), QStringLiteral("--host"), m_cluster->socketDir(),
               QStringLiteral("--user"), QStringLiteral("postgres"), QStringLiteral("--tables"),
               QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // no server notice on the terminal
    QVERIFY2(run.out.contains(QStringLiteral("schema version 1")), qPrintable(run.out));
    for (const char *login :
         {"club_director", "club_board", "pinaculo_table_1", "pinaculo_table_2"})
        QCOMPARE(passwordOf(run.out, QLatin1String(login)).size(), 20);
    QVERIFY(passwordOf(run.out, QStringLiteral("pinaculo_table_3")).isEmpty());

    // The password printed is the one the table logs in with.
    ClubServer table;
    table.host = m_cluster->socketDir();
    table.user = QStringLiteral("pinaculo_table_2");
    table.password = passwordOf(run.out, table.user);
    ClubConnection connection(table);
    QVERIFY2(connection.open(), qPrintable(connection.error()));
}

void TestCliClub::initDbAgainKeepsWhatIsThere()
{
    const Run run
        = cli({QStringLiteral("init-db"), QStringLiteral("--host"), m_cluster->socketDir(),
               QStringLiteral("--user"), QStringLiteral("postgres"), QStringLiteral("--tables"),
               QStringLiteral("3"), QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(passwordOf(run.out, QStringLiteral("pinaculo_table_1")).startsWith(u'('),
             qPrintable(run.out)); // kept, its password unchanged
    QCOMPARE(passwordOf(run.out, QStringLiteral("pinaculo_table_3")).size(), 20);
}

void TestCliClub::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said");
    QTest::newRow("TLS mode") << QStringList {QStringLiteral("--tls"), QStringLiteral("maybe")} << 2
                              << QStringLiteral("--tls must be");
    QTest::newRow("tables") << QStringList {QStringLiteral("--tables"), QStringLiteral("-1")} << 2
                            << QStringLiteral("--tables must be");
    QTest::newRow("login name") << QStringList {QStringLiteral("--director"),
                                                QStringLiteral("Marta")}
                                << 2 << QStringLiteral("cannot name a login");
    QTest::newRow("no such database")
        << QStringList {QStringLiteral("--dbname"), QStringLiteral("nowhere")} << 3
        << QStringLiteral("cannot reach the club's database nowhere");
}

void TestCliClub::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    const Run run = cli(QStringList {QStringLiteral("init-db"), QStringLiteral("--host"),
                                     m_cluster->socketDir(), QStringLiteral("--user"),
                                     QStringLiteral("postgres")}
                        + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(said), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliClub)
#include "tst_cli_club.moc"
