#include "clubconnection.h"
#include "cluboutbox.h"
#include "cluboutboxdrain.h"
#include "support/clubundertest.h"
#include "support/sqliteundertest.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pinaculo;

// A table's outbox on its laptop: every revision of the table's game kept locally first and
// sent to the club newest first by the sender's thread, nothing lost or doubled when the club's
// server stops in mid-round and starts again (the drain tries again by itself), and a revision
// sent again after a crash not stored twice.
class TestClubOutbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void theServerStoppedInMidRound();

private:
    // The table's game after `hands` hands: the hands in order, as the laptop would send it.
    static ClubOutbox::Entry revision(int hands, bool final = false);
    QStringList storedGames() const;

    std::unique_ptr<pgtest::ClubUnderTest> m_club;
    QTemporaryDir m_laptopDir;
    std::unique_ptr<storagetest::SqliteUnderTest> m_laptop;
};

ClubOutbox::Entry TestClubOutbox::revision(int hands, bool final)
{
    QStringList played;
    for (int h = 1; h <= hands; ++h)
        played.append(QString::number(h));
    const QByteArray game = "{\"hands\":[" + played.join(u',').toLatin1() + "]}";
    return ClubOutbox::Entry {1, 1, 3, hands, game, final, 1000 + hands};
}

QStringList TestClubOutbox::storedGames() const
{
    QSqlQuery query(m_club->owner());
    QStringList games;
    if (!query.exec(QStringLiteral("SELECT revision, game FROM submission WHERE table_no = 3 "
                                   "ORDER BY revision")))
        return {QStringLiteral("unreadable")};
    while (query.next())
        games.append(query.value(0).toString() + u' ' + query.value(1).toString());
    return games;
}

void TestClubOutbox::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_club = std::make_unique<pgtest::ClubUnderTest>();
    QVERIFY2(m_club->failure().isEmpty(), qPrintable(m_club->failure()));
    m_laptop = std::make_unique<storagetest::SqliteUnderTest>(m_laptopDir.path());
    QVERIFY2(m_laptop->failure().isEmpty(), qPrintable(m_laptop->failure()));
}

void TestClubOutbox::cleanupTestCase()
{
    m_club.reset();
}

void TestClubOutbox::theServerStoppedInMidRound()
{
    ClubOutbox outbox(m_laptop->storage());
    ClubOutboxDrain drain(&outbox, m_club->server(ClubLogins::tableLogin(3)));
    drain.setRetryInterval(100);
    QSignalSpy told(&drain, &ClubOutboxDrain::waitingChanged);
    QString error;

    // Ten hands while the club is there: the newest revision goes, and holds them all.
    for (int hands = 1; hands <= 10; ++hands)
        QVERIFY2(outbox.queue(revision(hands), &error), qPrintable(error));
    drain.drain();
    QTRY_VERIFY(!told.isEmpty() && told.last()[0].toInt() == 0);
    QVERIFY2(drain.lastError().isEmpty(), qPrintable(drain.lastError()));
    QCOMPARE(storedGames().size(), 1);

    // The club's server stops: forty more hands are kept on the laptop, none lost, and the
    // window is told why they wait.
    QVERIFY(m_club->cluster().stop(true));
    for (int hands = 11; hands <= 49; ++hands)
        QVERIFY2(outbox.queue(revision(hands), &error), qPrintable(error));
    QVERIFY2(outbox.queue(revision(50, true), &error), qPrintable(error));
    told.clear();
    drain.drain();
    QTRY_VERIFY(!told.isEmpty());
    QCOMPARE(told.last()[0].toInt(), 40);
    QVERIFY(!told.last()[1].toString().isEmpty());

    // Back: the drain tries again by itself, opens the connection again, and the newest
    // revision, the final one, arrives.
    QVERIFY(m_club->cluster().start());
    QTRY_COMPARE_WITH_TIMEOUT(drain.waiting(), 0, 15000);
    QVERIFY2(drain.lastError().isEmpty(), qPrintable(drain.lastError()));
    QStringList all;
    for (int h = 1; h <= 50; ++h)
        all.append(QString::number(h));
    QCOMPARE(
        storedGames(),
        (QStringList {QStringLiteral("10 {\"hands\":[1,2,3,4,5,6,7,8,9,10]}"),
                      QStringLiteral("50 {\"hands\":[") + all.join(u',') + QStringLiteral("]}")}));

    // The laptop crashed before it struck the revision off: sent again, it is not stored twice,
    // though the final one closed the match.
    QVERIFY2(outbox.queue(revision(50, true), &error), qPrintable(error));
    QVERIFY2(outbox.queue(revision(50, true), &error), qPrintable(error)); // kept once
    QCOMPARE(outbox.waiting(), 1);
    told.clear();
    drain.drain();
    QTRY_VERIFY(!told.isEmpty() && told.last()[0].toInt() == 0);
    QVERIFY2(drain.lastError().isEmpty(), qPrintable(drain.lastError()));
    QCOMPARE(storedGames().size(), 2);
}

QTEST_GUILESS_MAIN(TestClubOutbox)
#include "tst_cluboutbox.moc"
