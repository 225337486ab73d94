#include "danishpairing.h"
#include "mitchellmovement.h"
#include "roundrobinschedule.h"

#include <QSet>
#include <QTest>

#include <numeric>

using namespace pinaculo;

// What a director relies on when a round is published: every entry seated once or resting,
// nobody meeting an opponent again while the plan allows it (and the plan refused when it does
// not), the Danish pairings following the standings the same way every time, and no entry
// resting twice before every other has rested once.
class TestMovements : public QObject
{
    Q_OBJECT

private slots:
    void mitchellNeverRepeats_data();
    void mitchellNeverRepeats();
    void mitchellContinuesFromItsFirstRound_data() { mitchellNeverRepeats_data(); }
    void mitchellContinuesFromItsFirstRound();
    void mitchellTakesALateEntry_data();
    void mitchellTakesALateEntry();
    void mitchellRefusesARepeatingPlan();
    void mitchellOddFieldRestsEachOnce();
    void mitchellFirstRoundAndMove();
    void danishPure();
    void danishModifiedAvoidsThePreviousOpponent();
    void danishModifiedInTheLastRound();
    void danishIsDeterministic();
    void danishByeGoesToTheLowestWhoHasNotRested();
    void danishTooSmallToAvoid();
    void roundRobinEveryoneMeetsOnce_data();
    void roundRobinEveryoneMeetsOnce();
    void roundRobinFirstRound();
};

namespace {

// The unordered pair of two entries, as a key.
quint64 meeting(int a, int b)
{
    return (quint64(std::min(a, b)) << 32) | quint64(std::max(a, b));
}

// Every entry from 1 to `entries` at exactly one table or resting, each table numbered once.
bool seatsEveryoneOnce(const RoundSeating &round, int entries, QString *why)
{
    QList<int> seen;
    QSet<int> tables;
    for (const TableSeating &t : round.tables) {
        seen << t.northSouth << t.eastWest;
        if (tables.contains(t.table)) {
            *why = QStringLiteral("table %1 twice").arg(t.table);
            return false;
        }
        tables.insert(t.table);
    }
    seen << round.resting;
    std::sort(seen.begin(), seen.end());
    QList<int> all(entries);
    std::iota(all.begin(), all.end(), 1);
    if (seen != all) {
        QStringList text;
        for (int e : seen)
            text << QString::number(e);
        *why = QStringLiteral("seated: %1").arg(text.join(u' '));
        return false;
    }
    return true;
}

QList<int> ranks(int entries)
{
    QList<int> ranking(entries);
    std::iota(ranking.begin(), ranking.end(), 1);
    return ranking;
}

} // namespace

void TestMovements::mitchellNeverRepeats_data()
{
    QTest::addColumn<int>("entries");
    QTest::addColumn<int>("step");
    for (int tables = 3; tables <= 12; ++tables) {
        for (int step = 1; step <= 3; ++step) {
            for (int entries : {2 * tables, 2 * tables - 1})
                QTest::addRow("%d pairs, step %d", entries, step) << entries << step;
        }
    }
}

void TestMovements::mitchellNeverRepeats()
{
    QFETCH(int, entries);
    QFETCH(int, step);
    const std::optional<MitchellMovement> movement = MitchellMovement::of(entries, step);
    QVERIFY(movement);
    const int rounds = movement->roundsWithoutRepeats();
    QCOMPARE(rounds, movement->tables() / std::gcd(step, movement->tables()));
    QVERIFY(movement->plans(rounds));
    QSet<quint64> met;
    for (int r = 1; r <= rounds; ++r) {
        const RoundSeating round = movement->round(r);
        QString why;
        QVERIFY2(seatsEveryoneOnce(round, entries, &why), qPrintable(why));
        for (const TableSeating &t : round.tables) {
            // North-South pairs stay at their table.
            QCOMPARE(t.northSouth, t.table);
            QVERIFY2(!met.contains(meeting(t.northSouth, t.eastWest)),
                     qPrintable(QStringLiteral("round %1: %2 v %3 again")
                                    .arg(r)
                                    .arg(t.northSouth)
                                    .arg(t.eastWest)));
            met.insert(meeting(t.northSouth, t.eastWest));
        }
    }
}

void TestMovements::mitchellContinuesFromItsFirstRound()
{
    QFETCH(int, entries);
    QFETCH(int, step);
    const std::optional<MitchellMovement> movement = MitchellMovement::of(entries, step);
    QVERIFY(movement);
    for (int r = 1; r <= movement->roundsWithoutRepeats(); ++r)
        QCOMPARE(movement->continued(movement->round(1), r), movement->round(r));
}

void TestMovements::mitchellTakesALateEntry_data()
{
    QTest::addColumn<int>("tables");
    QTest::addColumn<int>("step");
    for (int tables = 3; tables <= 12; ++tables) {
        for (int step = 1; step <= 3; ++step)
            QTest::addRow("%d tables, step %d", tables, step) << tables << step;
    }
}

void TestMovements::mitchellTakesALateEntry()
{
    // An odd field starts round 1; a late entry takes the empty North-South seat against the
    // pair that would rest, and the movement goes on with everyone at a table and no repeat.
    QFETCH(int, tables);
    QFETCH(int, step);
    const std::optional<MitchellMovement> odd = MitchellMovement::of(2 * tables - 1, step);
    QVERIFY(odd);
    RoundSeating first = odd->round(1);
    QCOMPARE(first.resting.size(), 1);
    const int late = 2 * tables;
    first.tables.append({tables, late, first.resting.takeFirst()});
    const std::optional<MitchellMovement> even = MitchellMovement::of(late, step);
    QVERIFY(even);
    QCOMPARE(even->tables(), odd->tables());
    QSet<quint64> met;
    for (int r = 1; r <= even->roundsWithoutRepeats(); ++r) {
        const RoundSeating round = even->continued(first, r);
        QString why;
        QVERIFY2(seatsEveryoneOnce(round, late, &why), qPrintable(why));
        QVERIFY(round.resting.isEmpty());
        for (const TableSeating &t : round.tables) {
            QVERIFY2(!met.contains(meeting(t.northSouth, t.eastWest)),
                     qPrintable(QStringLiteral("round %1: %2 v %3 again")
                                    .arg(r)
                                    .arg(t.northSouth)
                                    .arg(t.eastWest)));
            met.insert(meeting(t.northSouth, t.eastWest));
        }
        // The late entry keeps the seat it took.
        QVERIFY(std::any_of(round.tables.begin(), round.tables.end(), [&](const TableSeating &t) {
            return t.table == tables && t.northSouth == late;
        }));
    }
}

void TestMovements::mitchellRefusesARepeatingPlan()
{
    // Six tables, moving two: pairs meet again after three rounds.
    const std::optional<MitchellMovement> movement = MitchellMovement::of(12, 2);
    QVERIFY(movement);
    QCOMPARE(movement->roundsWithoutRepeats(), 3);
    QVERIFY(movement->plans(3));
    QString error;
    QVERIFY(!movement->plans(4, &error));
    QVERIFY2(error.contains(u'3') && error.contains(u'4'), qPrintable(error));
    // And the round after the last one without repeats does repeat: the check is not too strict.
    QCOMPARE(movement->round(4).tables, movement->round(1).tables);

    QVERIFY(!MitchellMovement::of(1, 1, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!MitchellMovement::of(8, 0, &error));
}

void TestMovements::mitchellOddFieldRestsEachOnce()
{
    // Nine pairs on five tables: the last table's North-South seat is empty, and the East-West
    // pair arriving there rests, a different one each round.
    const std::optional<MitchellMovement> movement = MitchellMovement::of(9, 1);
    QVERIFY(movement);
    QCOMPARE(movement->tables(), 5);
    QSet<int> rested;
    for (int r = 1; r <= movement->roundsWithoutRepeats(); ++r) {
        const RoundSeating round = movement->round(r);
        QCOMPARE(round.resting.size(), 1);
        QCOMPARE(round.tables.size(), 4);
        const int resting = round.resting.first();
        QVERIFY2(resting >= 5, "a North-South pair rested");
        QVERIFY(!rested.contains(resting));
        rested.insert(resting);
    }
    QCOMPARE(rested.size(), 5);
}

void TestMovements::mitchellFirstRoundAndMove()
{
    // Four tables: round 1 is 1 v 5 … 4 v 8; in round 2 East-West pair 5 has moved to table 2
    // and pair 8 to table 1.
    const MitchellMovement movement = *MitchellMovement::of(8, 1);
    QCOMPARE(movement.round(1).tables,
             (QList<TableSeating> {{1, 1, 5}, {2, 2, 6}, {3, 3, 7}, {4, 4, 8}}));
    QCOMPARE(movement.round(2).tables,
             (QList<TableSeating> {{1, 1, 8}, {2, 2, 5}, {3, 3, 6}, {4, 4, 7}}));
}

void TestMovements::danishPure()
{
    DanishPairing::Input input;
    input.ranking = {4, 2, 7, 1, 8, 3};
    input.previousRound = {{1, 4, 2}}; // pure pairing does not look back
    const DanishPairing::Result result = DanishPairing::pair(DanishPairing::Kind::Pure, input);
    QCOMPARE(result.seating.tables, (QList<TableSeating> {{1, 4, 2}, {2, 7, 1}, {3, 8, 3}}));
    QVERIFY(result.seating.resting.isEmpty());
    QVERIFY(!result.previousOpponentsMeet);
}

void TestMovements::danishModifiedAvoidsThePreviousOpponent()
{
    DanishPairing::Input input;
    input.ranking = {1, 2, 3, 4, 5, 6};
    input.previousRound = {{1, 1, 2}, {2, 3, 6}, {3, 5, 4}};
    const DanishPairing::Result result = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    // 1 may not meet 2, so meets 3; 2 then meets 4; 5 and 6 are left, and may meet.
    QCOMPARE(result.seating.tables, (QList<TableSeating> {{1, 1, 3}, {2, 2, 4}, {3, 5, 6}}));
    QVERIFY(!result.previousOpponentsMeet);

    // Where going down the ranking leaves two who have just met, the pairing backtracks.
    input.ranking = {1, 2, 3, 4};
    input.previousRound = {{1, 1, 2}, {2, 3, 4}};
    const DanishPairing::Result back = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    QCOMPARE(back.seating.tables, (QList<TableSeating> {{1, 1, 3}, {2, 2, 4}}));
    input.previousRound = {{1, 1, 2}, {2, 3, 4}, {3, 5, 6}};
    input.ranking = {1, 3, 2, 4, 5, 6};
    // 1 v 3, then 2 v 4 is allowed, 5 v 6 is not: back to 1 v 3, 2 v 5, 4 v 6.
    const DanishPairing::Result deeper = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    QCOMPARE(deeper.seating.tables, (QList<TableSeating> {{1, 1, 3}, {2, 2, 5}, {3, 4, 6}}));
}

void TestMovements::danishModifiedInTheLastRound()
{
    DanishPairing::Input input;
    input.ranking = {1, 2, 3, 4};
    input.previousRound = {{1, 1, 2}, {2, 3, 4}};
    input.lastRound = true; // the last round is pure: the leaders meet whatever the round before
    const DanishPairing::Result result = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    QCOMPARE(result.seating.tables, (QList<TableSeating> {{1, 1, 2}, {2, 3, 4}}));
    QVERIFY(!result.previousOpponentsMeet);
}

void TestMovements::danishIsDeterministic()
{
    DanishPairing::Input input;
    input.ranking = {9, 3, 12, 1, 7, 5, 11, 2, 8, 4, 10, 6};
    for (int i = 0; i + 1 < input.ranking.size(); i += 2)
        input.previousRound.append({i / 2 + 1, input.ranking[i], input.ranking[i + 1]});
    const DanishPairing::Result first = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    for (int run = 0; run < 5; ++run)
        QCOMPARE(DanishPairing::pair(DanishPairing::Kind::Modified, input).seating, first.seating);
    QSet<quint64> previous;
    for (const TableSeating &t : std::as_const(input.previousRound))
        previous.insert(meeting(t.northSouth, t.eastWest));
    for (const TableSeating &t : first.seating.tables)
        QVERIFY(!previous.contains(meeting(t.northSouth, t.eastWest)));
    QString why;
    QVERIFY2(seatsEveryoneOnce(first.seating, 12, &why), qPrintable(why));
}

void TestMovements::danishByeGoesToTheLowestWhoHasNotRested()
{
    // Seven entries over seven rounds, the standings shuffled each round: every entry rests once
    // and none twice before all have.
    QSet<int> rested;
    QList<int> ranking = ranks(7);
    for (int round = 1; round <= 7; ++round) {
        DanishPairing::Input input;
        input.ranking = ranking;
        input.rested = rested;
        const DanishPairing::Result result = DanishPairing::pair(DanishPairing::Kind::Pure, input);
        QCOMPARE(result.seating.resting.size(), 1);
        const int resting = result.seating.resting.first();
        QVERIFY2(!rested.contains(resting), qPrintable(QString::number(resting)));
        // The lowest-ranked of those who had not rested.
        for (int i = int(ranking.indexOf(resting)) + 1; i < ranking.size(); ++i)
            QVERIFY(rested.contains(ranking[i]));
        rested.insert(resting);
        std::rotate(ranking.begin(), ranking.begin() + 3, ranking.end());
    }
    QCOMPARE(rested.size(), 7);
    // Once all have rested, the lowest-ranked rests again.
    DanishPairing::Input input;
    input.ranking = ranking;
    input.rested = rested;
    QCOMPARE(DanishPairing::pair(DanishPairing::Kind::Pure, input).seating.resting,
             QList<int> {ranking.last()});
}

void TestMovements::danishTooSmallToAvoid()
{
    // Two entries who have just met cannot be kept apart: they meet, and the director is told.
    DanishPairing::Input input;
    input.ranking = {2, 1};
    input.previousRound = {{1, 1, 2}};
    const DanishPairing::Result result = DanishPairing::pair(DanishPairing::Kind::Modified, input);
    QCOMPARE(result.seating.tables, (QList<TableSeating> {{1, 2, 1}}));
    QVERIFY(result.previousOpponentsMeet);
}

void TestMovements::roundRobinEveryoneMeetsOnce_data()
{
    QTest::addColumn<int>("entries");
    for (int entries = 3; entries <= 12; ++entries)
        QTest::addRow("%d entries", entries) << entries;
}

void TestMovements::roundRobinEveryoneMeetsOnce()
{
    QFETCH(int, entries);
    const RoundRobinSchedule schedule(ranks(entries));
    QCOMPARE(schedule.rounds(), entries % 2 == 0 ? entries - 1 : entries);
    QSet<quint64> met;
    QSet<int> rested;
    QList<int> northSouthRounds(entries + 1);
    for (int r = 1; r <= schedule.rounds(); ++r) {
        const RoundSeating round = schedule.round(r);
        QString why;
        QVERIFY2(seatsEveryoneOnce(round, entries, &why), qPrintable(why));
        for (const TableSeating &t : round.tables) {
            QVERIFY(!met.contains(meeting(t.northSouth, t.eastWest)));
            met.insert(meeting(t.northSouth, t.eastWest));
            ++northSouthRounds[t.northSouth];
        }
        for (int e : round.resting) {
            QVERIFY2(!rested.contains(e), "an entry rested twice");
            rested.insert(e);
        }
    }
    QCOMPARE(met.size(), entries * (entries - 1) / 2);
    QCOMPARE(rested.size(), entries % 2 == 0 ? 0 : entries);
    // Nobody sits North-South in every round, nor in none, once there are rounds enough.
    if (schedule.rounds() >= 3) {
        for (int e = 1; e <= entries; ++e) {
            QVERIFY2(northSouthRounds[e] > 0, qPrintable(QString::number(e)));
            QVERIFY2(northSouthRounds[e] < schedule.rounds(), qPrintable(QString::number(e)));
        }
    }
    QVERIFY(schedule.round(0).tables.isEmpty());
    QVERIFY(schedule.round(schedule.rounds() + 1).tables.isEmpty());
}

void TestMovements::roundRobinFirstRound()
{
    const RoundRobinSchedule schedule({1, 2, 3, 4});
    QCOMPARE(schedule.round(1).tables, (QList<TableSeating> {{1, 1, 4}, {2, 2, 3}}));
}

QTEST_GUILESS_MAIN(TestMovements)
#include "tst_movements.moc"
