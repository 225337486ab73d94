#include "standings.h"
#include "victorypointscales.h"

#include <QTest>

using namespace pinaculo;

// What the room reads on the standings: VP summed over every match and bye, entries level on VP
// told apart by the tie-breaks in the director's order, head to head only when all of them met,
// and a draw that comes out the same from the same seed.
class TestStandings : public QObject
{
    Q_OBJECT

private slots:
    void vpSummedAndOrdered();
    void headToHeadWhenAllMet();
    void headToHeadSkippedWhenNotAllMet();
    void theDirectorsOrder();
    void levelWithoutADrawShareARank();
    void drawFromTheSeed();
    void tieBreakNames();
};

namespace {

CountedMatch match(int round, int a, int b, int mpA, int mpB)
{
    return {round,
            {a, b},
            MatchResult::played(*VictoryPointScales::byId(QStringLiteral("fibur-3")), {mpA, mpB})};
}

QList<int> order(const QList<StandingRow> &rows)
{
    QList<int> entries;
    for (const StandingRow &row : rows)
        entries.append(row.entry);
    return entries;
}

const QList<TieBreak> noDraw {TieBreak::HeadToHead, TieBreak::MpDifference, TieBreak::MpFor};

} // namespace

void TestStandings::vpSummedAndOrdered()
{
    // Five entries, two rounds, a bye each round.
    const QList<CountedMatch> matches {
        match(1, 1, 2, 1200, 850), // 13–7
        match(1, 3, 4, 500, 500), // 10–10
        {1, {5}, MatchResult::bye(UnplayedAwards::forRounds(3))}, // 14
        match(2, 1, 3, 400, 1000), // 600: 15 for 3, 5 for 1
        match(2, 2, 5, 700, 690), // 10–10
        {2, {4}, MatchResult::bye(UnplayedAwards::forRounds(3))},
    };
    const QList<StandingRow> rows = Standings::of({1, 2, 3, 4, 5}, matches, noDraw, 1);
    QCOMPARE(order(rows), (QList<int> {3, 4, 5, 1, 2}));
    QCOMPARE(rows[0].vp, 25.0);
    QCOMPARE(rows[1].vp, 24.0);
    QCOMPARE(rows[2].vp, 24.0);
    QCOMPARE(rows[3].vp, 18.0);
    QCOMPARE(rows[4].vp, 17.0);
    // 4 and 5 are level on VP and never met: the MP difference puts 4 first.
    QCOMPARE(rows[1].mpDifference(), 355); // 500 − 500, then the bye's +355 against nobody
    QCOMPARE(rows[2].mpDifference(), 345); // the bye, then 690 − 700
    // Every entry's VP is the sum of its matches and byes.
    for (const StandingRow &row : rows) {
        double sum = 0;
        int played = 0;
        for (const CountedMatch &m : matches) {
            const qsizetype side = m.sides.indexOf(row.entry);
            if (side >= 0) {
                sum += m.result.vp.value(side);
                ++played;
            }
        }
        QCOMPARE(row.vp, sum);
        QCOMPARE(row.matches, played);
    }
}

void TestStandings::headToHeadWhenAllMet()
{
    // 1 and 2 level on 22 VP; 2 beat 1 (12–8), though 1 has the better MP difference.
    const QList<CountedMatch> matches {match(1, 1, 2, 500, 700), match(1, 3, 4, 600, 600),
                                       match(2, 1, 3, 1000, 500), match(2, 2, 4, 600, 600)};
    const QList<StandingRow> rows = Standings::of({1, 2, 3, 4}, matches, noDraw, 1);
    QCOMPARE(order(rows), (QList<int> {2, 1, 4, 3}));
    QCOMPARE(rows[0].vp, 22.0);
    QCOMPARE(rows[1].vp, 22.0);
    QCOMPARE(rows[1].mpDifference(), 300);
    QCOMPARE(rows[0].mpDifference(), 200);
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[1].rank, 2);
    // Without head to head, the MP difference would have put 1 first.
    QCOMPARE(order(Standings::of({1, 2, 3, 4}, matches, {TieBreak::MpDifference}, 1)).first(2),
             (QList<int> {1, 2}));
}

void TestStandings::headToHeadSkippedWhenNotAllMet()
{
    // 1, 2 and 3 level on 20 VP; 1 beat 2, but 3 met neither: head to head is not used, and the
    // MP difference decides (2 +40, 1 −40, 3 −45).
    const QList<CountedMatch> matches {
        match(1, 1, 2, 700, 600),
        match(1, 4, 5, 600, 600),
        {1, {3}, MatchResult::bye(UnplayedAwards::forRounds(3))},
        match(2, 1, 4, 500, 640),
        match(2, 2, 5, 900, 760),
        match(2, 3, 6, 600, 1000),
    };
    const QList<StandingRow> rows = Standings::of({1, 2, 3, 4, 5, 6}, matches, noDraw, 1);
    QCOMPARE(order(rows).first(4), (QList<int> {4, 2, 1, 3}));
    for (int i = 1; i <= 3; ++i)
        QCOMPARE(rows[i].vp, 20.0);
    QCOMPARE(rows[1].mpDifference(), 40);
    QCOMPARE(rows[2].mpDifference(), -40);
    QCOMPARE(rows[3].mpDifference(), -45);
}

void TestStandings::theDirectorsOrder()
{
    // Level on VP and MP difference apart the other way from MP for.
    const QList<CountedMatch> matches {match(1, 1, 3, 1000, 1000), match(1, 2, 4, 300, 250)};
    const QList<StandingRow> byDifference
        = Standings::of({1, 2, 3, 4}, matches, {TieBreak::MpDifference, TieBreak::MpFor}, 1);
    const QList<StandingRow> byFor
        = Standings::of({1, 2, 3, 4}, matches, {TieBreak::MpFor, TieBreak::MpDifference}, 1);
    QCOMPARE(order(byDifference).first(3), (QList<int> {2, 1, 3}));
    QCOMPARE(order(byFor).first(3), (QList<int> {1, 3, 2}));
}

void TestStandings::levelWithoutADrawShareARank()
{
    const QList<CountedMatch> matches {match(1, 1, 2, 500, 500)};
    const QList<StandingRow> rows = Standings::of({1, 2}, matches, noDraw, 1);
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[1].rank, 1);
}

void TestStandings::drawFromTheSeed()
{
    const QList<CountedMatch> matches {match(1, 1, 2, 500, 500), match(1, 3, 4, 500, 500),
                                       match(1, 5, 6, 500, 500)};
    const QList<int> entries {1, 2, 3, 4, 5, 6};
    QSet<QList<int>> orders;
    for (quint32 seed = 1; seed <= 20; ++seed) {
        const QList<StandingRow> rows
            = Standings::of(entries, matches, TieBreaks::defaults(), seed);
        QCOMPARE(order(Standings::of(entries, matches, TieBreaks::defaults(), seed)), order(rows));
        for (int i = 0; i < rows.size(); ++i)
            QCOMPARE(rows[i].rank, i + 1);
        orders.insert(order(rows));
    }
    QVERIFY(orders.size() > 1); // the seed decides, not the entry numbers
}

void TestStandings::tieBreakNames()
{
    for (TieBreak t : TieBreaks::defaults())
        QCOMPARE(TieBreaks::fromId(TieBreaks::id(t)), t);
    QCOMPARE(TieBreaks::id(TieBreak::HeadToHead), QStringLiteral("head_to_head"));
    QVERIFY(!TieBreaks::fromId(QStringLiteral("coin")));
}

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
