#include "roundclock.h"

#include <QTest>

using namespace pinaculo;

// What the room relies on from the round clock: it runs down from the round's minutes, a pause
// holds the time left however long the room waits, time is called exactly at zero and stays
// called, and a window opened again mid-round shows the same time, never that of another round.
class TestRoundClock : public QObject
{
    Q_OBJECT

private slots:
    void runsDownAndCallsTime();
    void pauseHoldsTheTimeLeft();
    void refusesWhatItsStateDoesNotAllow();
    void untimedRoundNeverRuns();
    void timeText_data();
    void timeText();
    void keptBetweenStarts();
    void keptFormOfAnotherRoundIsNotUsed_data();
    void keptFormOfAnotherRoundIsNotUsed();
};

namespace {

constexpr qint64 Start = 1'800'000'000'000; // an arbitrary moment, in milliseconds
constexpr qint64 Second = 1000;
constexpr qint64 Minute = 60 * Second;

} // namespace

void TestRoundClock::runsDownAndCallsTime()
{
    RoundClock clock(2, 40);
    QCOMPARE(clock.state(Start), RoundClock::State::Ready);
    QCOMPARE(clock.secondsLeft(Start), 40 * 60);
    clock.start(Start);
    QCOMPARE(clock.state(Start), RoundClock::State::Running);
    QCOMPARE(clock.secondsLeft(Start + 1), 40 * 60); // rounded up: 39:59.999 shows 40:00
    QCOMPARE(clock.secondsLeft(Start + 90 * Second), 40 * 60 - 90);
    QCOMPARE(clock.minutesPlayed(Start), 0);
    QCOMPARE(clock.minutesPlayed(Start + 5 * Minute + 59 * Second), 5); // not past 5 yet
    QCOMPARE(clock.minutesPlayed(Start + 6 * Minute), 6);
    QCOMPARE(clock.state(Start + 40 * Minute - 1), RoundClock::State::Running);
    QCOMPARE(clock.secondsLeft(Start + 40 * Minute - 1), 1);
    QCOMPARE(clock.state(Start + 40 * Minute), RoundClock::State::TimeCalled);
    QCOMPARE(clock.secondsLeft(Start + 40 * Minute), 0);
    QCOMPARE(clock.state(Start + 300 * Minute), RoundClock::State::TimeCalled);
    QCOMPARE(clock.secondsLeft(Start + 300 * Minute), 0);
    QCOMPARE(clock.statusText(Start + 41 * Minute), QStringLiteral("Round 2: time!"));
    QCOMPARE(clock.statusText(Start + 90 * Second), QStringLiteral("Round 2: 38:30 left"));
}

void TestRoundClock::pauseHoldsTheTimeLeft()
{
    RoundClock clock(1, 30);
    clock.start(Start);
    clock.pause(Start + 10 * Minute);
    QCOMPARE(clock.state(Start + 10 * Minute), RoundClock::State::Paused);
    // However long the room waits, a paused clock neither runs nor calls time.
    QCOMPARE(clock.secondsLeft(Start + 100 * Minute), 20 * 60);
    QCOMPARE(clock.state(Start + 100 * Minute), RoundClock::State::Paused);
    QCOMPARE(clock.statusText(Start + 100 * Minute), QStringLiteral("Round 1: paused at 20:00"));
    // How late an entry coming now is: the minutes played, the pause not counted.
    QCOMPARE(clock.minutesPlayed(Start + 100 * Minute), 10);
    clock.resume(Start + 100 * Minute);
    QCOMPARE(clock.secondsLeft(Start + 105 * Minute), 15 * 60);
    QCOMPARE(clock.state(Start + 120 * Minute), RoundClock::State::TimeCalled);
    clock.reset();
    QCOMPARE(clock.state(Start + 120 * Minute), RoundClock::State::Ready);
    QCOMPARE(clock.minutesPlayed(Start + 120 * Minute), 0);
    QCOMPARE(clock.secondsLeft(Start + 120 * Minute), 30 * 60);
}

void TestRoundClock::refusesWhatItsStateDoesNotAllow()
{
    RoundClock clock(1, 30);
    clock.pause(Start); // not running: nothing to pause
    clock.resume(Start); // not paused: nothing to resume
    QCOMPARE(clock.state(Start), RoundClock::State::Ready);
    clock.start(Start);
    clock.start(Start + 5 * Minute); // already running: the start stays
    QCOMPARE(clock.secondsLeft(Start + 5 * Minute), 25 * 60);
    clock.pause(Start + 5 * Minute);
    clock.start(Start + 9 * Minute); // paused: it is resumed, not started again
    QCOMPARE(clock.state(Start + 9 * Minute), RoundClock::State::Paused);
    QCOMPARE(clock.secondsLeft(Start + 9 * Minute), 25 * 60);
}

void TestRoundClock::untimedRoundNeverRuns()
{
    RoundClock clock(3, 0);
    QVERIFY(!clock.timed());
    clock.start(Start);
    QCOMPARE(clock.state(Start + Minute), RoundClock::State::Ready);
}

void TestRoundClock::timeText_data()
{
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0 << QStringLiteral("0:00");
    QTest::newRow("below zero") << -5 << QStringLiteral("0:00");
    QTest::newRow("seconds") << 9 << QStringLiteral("0:09");
    QTest::newRow("minutes") << 39 * 60 + 58 << QStringLiteral("39:58");
    QTest::newRow("an hour less a second") << 3599 << QStringLiteral("59:59");
    QTest::newRow("an hour") << 3600 << QStringLiteral("1:00:00");
    QTest::newRow("past an hour") << 3600 + 5 * 60 + 7 << QStringLiteral("1:05:07");
}

void TestRoundClock::timeText()
{
    QFETCH(int, seconds);
    QFETCH(QString, text);
    QCOMPARE(RoundClock::timeText(seconds), text);
}

void TestRoundClock::keptBetweenStarts()
{
    RoundClock running(2, 40);
    running.start(Start);
    const RoundClock again = RoundClock::fromMap(running.toMap(), 2, 40);
    QCOMPARE(again, running);
    QCOMPARE(again.secondsLeft(Start + 15 * Minute), 25 * 60);

    RoundClock paused(2, 40);
    paused.start(Start);
    paused.pause(Start + 15 * Minute);
    QCOMPARE(RoundClock::fromMap(paused.toMap(), 2, 40), paused);
    QCOMPARE(RoundClock::fromMap(RoundClock(2, 40).toMap(), 2, 40), RoundClock(2, 40));
}

void TestRoundClock::keptFormOfAnotherRoundIsNotUsed_data()
{
    RoundClock running(2, 40);
    running.start(Start);
    const QVariantMap kept = running.toMap();
    QTest::addColumn<QVariantMap>("map");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("minutes");
    QTest::newRow("the next round") << kept << 3 << 40;
    QTest::newRow("the round's time changed") << kept << 2 << 30;
    QTest::newRow("nothing kept") << QVariantMap() << 2 << 40;
    QVariantMap damaged = kept;
    damaged.insert(QStringLiteral("ends_at_ms"), QStringLiteral("soon"));
    QTest::newRow("damaged") << damaged << 2 << 40;
    QVariantMap both = kept;
    both.insert(QStringLiteral("paused_left_ms"), 1000);
    QTest::newRow("running and paused at once") << both << 2 << 40;
    QVariantMap tooLong = RoundClock(2, 40).toMap();
    tooLong.insert(QStringLiteral("paused_left_ms"), 41 * Minute);
    QTest::newRow("paused with more than the round") << tooLong << 2 << 40;
}

void TestRoundClock::keptFormOfAnotherRoundIsNotUsed()
{
    QFETCH(QVariantMap, map);
    QFETCH(int, round);
    QFETCH(int, minutes);
    const RoundClock clock = RoundClock::fromMap(map, round, minutes);
    QCOMPARE(clock, RoundClock(round, minutes));
    QCOMPARE(clock.state(Start), RoundClock::State::Ready);
}

QTEST_GUILESS_MAIN(TestRoundClock)
#include "tst_roundclock.moc"
