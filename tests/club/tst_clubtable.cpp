#include "clubconnection.h"
#include "clubsubmissions.h"
#include "clubtablelock.h"
#include "support/clubundertest.h"

#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace pinaculo;

// A table's laptop on the club: one laptop holds its table, and a second one logged in as the
// same table is told which laptop holds it; the table's game arrives once per revision, a copy
// sent again after a dropped answer is recognised (the final one's too), and nothing is taken
// after the final one.
class TestClubTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void oneLaptopHoldsTheTable();
    void eachRevisionArrivesOnce();

private:
    int submissions(int table) const;

    std::unique_ptr<pgtest::ClubUnderTest> m_club;
};

int TestClubTable::submissions(int table) const
{
    QSqlQuery query(m_club->owner());
    if (!query.exec(
            QStringLiteral("SELECT count(*) FROM submission WHERE table_no = %1").arg(table))
        || !query.next())
        return -1;
    return query.value(0).toInt();
}

void TestClubTable::initTestCase()
{
    QVERIFY2(ClubConnection::driverAvailable(), qPrintable(ClubConnection::driverMissingText()));
    m_club = std::make_unique<pgtest::ClubUnderTest>();
    QVERIFY2(m_club->failure().isEmpty(), qPrintable(m_club->failure()));
}

void TestClubTable::cleanupTestCase()
{
    m_club.reset();
}

void TestClubTable::oneLaptopHoldsTheTable()
{
    const QString login = ClubLogins::tableLogin(3);
    auto first
        = std::make_unique<ClubConnection>(m_club->server(login, QStringLiteral("laptop-ada")));
    QVERIFY2(first->open(), qPrintable(first->error()));
    QString message;
    QCOMPARE(ClubTableLock::take(first->database(), 3, &message), ClubTableLock::Outcome::Held);

    ClubConnection second(m_club->server(login, QStringLiteral("laptop-bea")));
    QVERIFY2(second.open(), qPrintable(second.error()));
    QCOMPARE(ClubTableLock::take(second.database(), 3, &message),
             ClubTableLock::Outcome::HeldElsewhere);
    QVERIFY2(message.contains(QStringLiteral("laptop-ada")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("table 3")), qPrintable(message));

    // Another table's lock is its own.
    ClubConnection other(m_club->server(ClubLogins::tableLogin(4)));
    QVERIFY2(other.open(), qPrintable(other.error()));
    QCOMPARE(ClubTableLock::take(other.database(), 4, &message), ClubTableLock::Outcome::Held);

    // The first laptop gone (closed, crashed or cut off), the table is free for the second.
    first.reset();
    QTRY_COMPARE(ClubTableLock::take(second.database(), 3, &message), ClubTableLock::Outcome::Held);
    QVERIFY(ClubTableLock::release(second.database(), 3));
}

void TestClubTable::eachRevisionArrivesOnce()
{
    ClubConnection laptop(m_club->server(ClubLogins::tableLogin(3)));
    QVERIFY2(laptop.open(), qPrintable(laptop.error()));
    const QSqlDatabase db = laptop.database();
    QString error;
    ClubSubmissions::Submission game {1, 1, 3, 1, QByteArrayLiteral("{\"hands\":[1]}"), false};
    QCOMPARE(ClubSubmissions::send(db, game, &error), ClubSubmissions::Outcome::Stored);
    // Sent again, as after an answer lost with the network: not a second copy.
    QCOMPARE(ClubSubmissions::send(db, game, &error), ClubSubmissions::Outcome::AlreadyStored);
    QCOMPARE(submissions(3), 1);

    game.revision = 2;
    game.game = QByteArrayLiteral("{\"hands\":[1,2]}");
    game.final = true;
    QCOMPARE(ClubSubmissions::send(db, game, &error), ClubSubmissions::Outcome::Stored);
    // The final one again is recognised, though the match is now closed to the table.
    QCOMPARE(ClubSubmissions::send(db, game, &error), ClubSubmissions::Outcome::AlreadyStored);
    QCOMPARE(submissions(3), 2);

    game.revision = 3;
    QCOMPARE(ClubSubmissions::send(db, game, &error), ClubSubmissions::Outcome::Refused);
    QVERIFY2(error.contains(QStringLiteral("only while it is being played")), qPrintable(error));
    QCOMPARE(submissions(3), 2);
    // The table's game is what it sent last.
    QSqlQuery stored(m_club->owner());
    QVERIFY(stored.exec(QStringLiteral("SELECT game FROM submission WHERE table_no = 3 "
                                       "ORDER BY revision DESC LIMIT 1")));
    QVERIFY(stored.next());
    QCOMPARE(stored.value(0).toString(), QStringLiteral("{\"hands\":[1,2]}"));
}

QTEST_GUILESS_MAIN(TestClubTable)
#include "tst_clubtable.moc"
