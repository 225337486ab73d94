#include "clubconnection.h"
#include "clubmatches.h"
#include "clubsubmissions.h"
#include "support/clubundertest.h"

#include <QTest>

#include <memory>

using namespace pinaculo;

// The director's side of the club's matches: a tournament added with the id the server gives, a
// round seated once however often it is published, the newest game a table sent, and two
// director windows changing one match: the one that read it last-but-one is told to read again,
// and nothing of its change is kept.
class TestClubMatches : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aRoundSeatedOnce();
    void twoWindowsChangeOneMatch();
    void theBoardSeatsNothing();

private:
    std::unique_ptr<pgtest::ClubUnderTest> m_club;
    std::unique_ptr<ClubConnection> m_director;
    qint64 m_tournament = 0;
};

void TestClubMatches::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_club = std::make_unique<pgtest::ClubUnderTest>();
    QVERIFY2(m_club->failure().isEmpty(), qPrintable(m_club->failure()));
    m_director = std::make_unique<ClubConnection>(m_club->server(QStringLiteral("club_director")));
    QVERIFY2(m_director->open(), qPrintable(m_director->error()));
    QString error;
    const std::optional<qint64> id = ClubMatches::addTournament(
        m_director->database(), QStringLiteral("Serata del giovedì"), "{}", &error);
    QVERIFY2(id, qPrintable(error));
    QVERIFY(*id > 1); // the club holds one already
    m_tournament = *id;
}

void TestClubMatches::cleanupTestCase()
{
    m_director.reset();
    m_club.reset();
}

void TestClubMatches::aRoundSeatedOnce()
{
    const QSqlDatabase db = m_director->database();
    QString error;
    QVERIFY2(ClubMatches::seat(db, m_tournament, 1, {1, 2, 3}, &error), qPrintable(error));
    QVERIFY2(ClubMatches::seat(db, m_tournament, 1, {1, 2, 3}, &error), qPrintable(error));
    const QList<ClubMatches::Match> seated = ClubMatches::matches(db, m_tournament, &error);
    QCOMPARE(seated.size(), 3);
    for (const ClubMatches::Match &match : seated) {
        QCOMPARE(match.status, QStringLiteral("playing"));
        QCOMPARE(match.revision, 1);
    }
    QVERIFY(!ClubMatches::newestGame(db, m_tournament, 1, 2, &error));

    // Table 2 sends two revisions: the director reads the newer.
    ClubConnection table(m_club->server(ClubLogins::tableLogin(2)));
    QVERIFY2(table.open(), qPrintable(table.error()));
    for (int revision = 1; revision <= 2; ++revision)
        QCOMPARE(ClubSubmissions::send(
                     table.database(),
                     {m_tournament, 1, 2, revision, QByteArray::number(revision) + " hands", false},
                     &error),
                 ClubSubmissions::Outcome::Stored);
    const auto newest = ClubMatches::newestGame(db, m_tournament, 1, 2, &error);
    QVERIFY2(newest, qPrintable(error));
    QCOMPARE(newest->first, 2);
    QCOMPARE(newest->second, QByteArray("2 hands"));
}

void TestClubMatches::twoWindowsChangeOneMatch()
{
    ClubConnection other(m_club->server(QStringLiteral("club_director")));
    QVERIFY2(other.open(), qPrintable(other.error()));
    QString error;
    // Both windows read table 1 as it is.
    const ClubMatches::Match read
        = ClubMatches::matches(m_director->database(), m_tournament, &error).first();
    QCOMPARE(read.table, 1);
    QCOMPARE(ClubMatches::setStatus(m_director->database(), m_tournament, read,
                                    QStringLiteral("accepted"), &error),
             ClubMatches::Update::Done);
    QCOMPARE(ClubMatches::setStatus(other.database(), m_tournament, read,
                                    QStringLiteral("confirmed"), &error),
             ClubMatches::Update::Stale);
    QVERIFY2(error.contains(QStringLiteral("read it again")), qPrintable(error));
    // The first change stands whole; read again, the second window may change it.
    ClubMatches::Match now = ClubMatches::matches(other.database(), m_tournament, &error).first();
    QCOMPARE(now.status, QStringLiteral("accepted"));
    QCOMPARE(now.revision, read.revision + 1);
    QCOMPARE(ClubMatches::setStatus(other.database(), m_tournament, now,
                                    QStringLiteral("confirmed"), &error),
             ClubMatches::Update::Done);
}

void TestClubMatches::theBoardSeatsNothing()
{
    ClubConnection board(m_club->server(QStringLiteral("club_board")));
    QVERIFY2(board.open(), qPrintable(board.error()));
    QString error;
    QVERIFY(!ClubMatches::seat(board.database(), m_tournament, 2, {1}, &error));
    QVERIFY2(error.contains(QStringLiteral("may not make it")), qPrintable(error));
    QCOMPARE(ClubMatches::matches(board.database(), m_tournament, &error).size(), 3);
    const ClubMatches::Match read = ClubMatches::matches(board.database(), m_tournament, &error)[1];
    QCOMPARE(ClubMatches::setStatus(board.database(), m_tournament, read,
                                    QStringLiteral("accepted"), &error),
             ClubMatches::Update::Refused);
}

QTEST_GUILESS_MAIN(TestClubMatches)
#include "tst_clubmatches.moc"
