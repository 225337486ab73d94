#include "clubconnection.h"
#include "support/postgrescluster.h"

#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace pinaculo;

// A club's server over TCP at 127.0.0.1, with TLS: verify-full, the default, takes the server
// only with a certificate from the club's authority for the name the laptop asked for; another
// authority or another name is refused in words; a connection without TLS is refused by the
// server itself.
class TestClubTls : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void verifiedByTheClubsAuthority_data();
    void verifiedByTheClubsAuthority();
    void refused_data();
    void refused();

private:
    ClubServer server(const QString &host, ClubServer::Tls tls, const QString &ca) const;

    std::unique_ptr<pgtest::PostgresCluster> m_cluster;
};

ClubServer TestClubTls::server(const QString &host, ClubServer::Tls tls, const QString &ca) const
{
    ClubServer s;
    s.host = host;
    // Whatever the name, only 127.0.0.1 is ever reached.
    s.address = QString::fromLatin1(pgtest::PostgresCluster::Loopback);
    s.port = m_cluster->port();
    s.database = QStringLiteral("postgres");
    s.user = QStringLiteral("postgres");
    s.password = m_cluster->superuserPassword();
    s.tls = tls;
    s.certificateAuthority = ca;
    return s;
}

void TestClubTls::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_cluster = std::make_unique<pgtest::PostgresCluster>(pgtest::PostgresCluster::Tls::Required);
    QVERIFY2(m_cluster->failure().isEmpty(), qPrintable(m_cluster->failure()));
    QVERIFY(m_cluster->port() > 0);
}

void TestClubTls::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubTls::verifiedByTheClubsAuthority_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<ClubServer::Tls>("tls");
    QTest::newRow("its address, verify-full")
        << QString::fromLatin1(pgtest::PostgresCluster::Loopback) << ClubServer::Tls::VerifyFull;
    QTest::newRow("its name, verify-full")
        << QString::fromLatin1(pgtest::PostgresCluster::CertifiedName)
        << ClubServer::Tls::VerifyFull;
    // verify-ca checks the authority, not the name: chosen, it takes another name.
    QTest::newRow("another name, verify-ca chosen")
        << QStringLiteral("elsewhere.test") << ClubServer::Tls::VerifyCa;
}

void TestClubTls::verifiedByTheClubsAuthority()
{
    QFETCH(QString, host);
    QFETCH(ClubServer::Tls, tls);
    ClubConnection connection(server(host, tls, m_cluster->certificateAuthority()));
    QVERIFY2(connection.open(), qPrintable(connection.error()));
    QSqlQuery query(connection.database());
    QVERIFY(query.exec(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")));
    QVERIFY(query.next());
    QVERIFY(query.value(0).toBool());
}

void TestClubTls::refused_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<ClubServer::Tls>("tls");
    QTest::addColumn<bool>("otherAuthority");
    QTest::addColumn<QString>("said");
    QTest::newRow("another name") << QStringLiteral("elsewhere.test") << ClubServer::Tls::VerifyFull
                                  << false << QStringLiteral("elsewhere.test");
    QTest::newRow("another authority")
        << QString::fromLatin1(pgtest::PostgresCluster::CertifiedName)
        << ClubServer::Tls::VerifyFull << true << QStringLiteral("certificate");
    QTest::newRow("no TLS") << QString::fromLatin1(pgtest::PostgresCluster::CertifiedName)
                            << ClubServer::Tls::Disable << false << QStringLiteral("encryption");
}

void TestClubTls::refused()
{
    QFETCH(QString, host);
    QFETCH(ClubServer::Tls, tls);
    QFETCH(bool, otherAuthority);
    QFETCH(QString, said);
    ClubConnection connection(server(host, tls,
                                     otherAuthority ? m_cluster->otherCertificateAuthority()
                                                    : m_cluster->certificateAuthority()));
    QVERIFY(!connection.open());
    QVERIFY2(connection.error().contains(QStringLiteral("cannot reach the club's database")),
             qPrintable(connection.error()));
    QVERIFY2(connection.error().contains(said), qPrintable(connection.error()));
}

QTEST_GUILESS_MAIN(TestClubTls)
#include "tst_clubtls.moc"
