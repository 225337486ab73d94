#include "latearrival.h"
#include "matchresult.h"
#include "victorypointscales.h"

#include <QTest>

using namespace pinaculo;

// What a match gives each side, as the standings add it up: MP adjustments moving a match into
// another band before the lookup, VP adjustments added after it, an adjustment cancelled by its
// opposite, and the published awards of a bye and a forfeit in rounds of 3 and of 4 hands.
class TestMatchResult : public QObject
{
    Q_OBJECT

private slots:
    void playedThroughTheScale();
    void matchPointAdjustmentsComeBeforeTheLookup();
    void victoryPointAdjustmentsComeAfter();
    void anOppositeAdjustmentCancels();
    void tablesOfMoreSides();
    void byes();
    void forfeits_data();
    void forfeits();
    void lateArrival_data();
    void lateArrival();
};

namespace {

VictoryPointScale scale(const QString &id)
{
    return *VictoryPointScales::byId(id);
}

MatchAdjustment adjustment(MatchAdjustment::Kind kind, int side, double amount)
{
    MatchAdjustment a;
    a.kind = kind;
    a.side = side;
    a.amount = amount;
    a.reason = QStringLiteral("test");
    return a;
}

} // namespace

void TestMatchResult::playedThroughTheScale()
{
    const MatchResult r = MatchResult::played(scale(QStringLiteral("fibur-3")), {1200, 850});
    QCOMPARE(r.mp, (QList<int> {1200, 850}));
    QCOMPARE(r.vp, (QList<double> {13, 7})); // a difference of 350
}

void TestMatchResult::matchPointAdjustmentsComeBeforeTheLookup()
{
    // A late pair's 100 MP: 350 ahead becomes 450 ahead, the 14–6 band.
    const MatchResult r
        = MatchResult::played(scale(QStringLiteral("fibur-3")), {1200, 850},
                              {adjustment(MatchAdjustment::Kind::MatchPoints, 1, -100)});
    QCOMPARE(r.mp, (QList<int> {1200, 750}));
    QCOMPARE(r.vp, (QList<double> {14, 6}));
}

void TestMatchResult::victoryPointAdjustmentsComeAfter()
{
    const MatchResult r
        = MatchResult::played(scale(QStringLiteral("fibur-3")), {1200, 850},
                              {adjustment(MatchAdjustment::Kind::VictoryPoints, 0, -2)});
    QCOMPARE(r.mp, (QList<int> {1200, 850})); // the MP stay as played
    QCOMPARE(r.vp, (QList<double> {11, 7})); // the shares no longer add up, as a penalty should
}

void TestMatchResult::anOppositeAdjustmentCancels()
{
    const QList<MatchAdjustment> both {adjustment(MatchAdjustment::Kind::MatchPoints, 1, -100),
                                       adjustment(MatchAdjustment::Kind::MatchPoints, 1, 100),
                                       adjustment(MatchAdjustment::Kind::VictoryPoints, 0, -2),
                                       adjustment(MatchAdjustment::Kind::VictoryPoints, 0, 2)};
    const MatchResult r = MatchResult::played(scale(QStringLiteral("fibur-3")), {1200, 850}, both);
    QCOMPARE(r.vp, MatchResult::played(scale(QStringLiteral("fibur-3")), {1200, 850}).vp);
    QCOMPARE(r.mp, (QList<int> {1200, 850}));
}

void TestMatchResult::tablesOfMoreSides()
{
    const MatchResult r = MatchResult::played(scale(QStringLiteral("fibur-3")), {900, 600, 600});
    QCOMPARE(r.vp, (QList<double> {13, 8.5, 8.5}));
}

void TestMatchResult::byes()
{
    const MatchResult three = MatchResult::bye(UnplayedAwards::forRounds(3));
    QCOMPARE(three.vp, QList<double> {14});
    QCOMPARE(three.mp, QList<int> {355});
    const MatchResult four = MatchResult::bye(UnplayedAwards::forRounds(4));
    QCOMPARE(four.vp, QList<double> {12});
    QCOMPARE(four.mp, QList<int> {305});
    // The award is the lowest difference of its band on the FIBUR table: both rules agree.
    QCOMPARE(scale(QStringLiteral("fibur-3")).sharesOfDifference(355).first, 14.0);
    QCOMPARE(scale(QStringLiteral("fibur-3")).sharesOfDifference(350).first, 13.0);
    QCOMPARE(scale(QStringLiteral("fibur-4")).sharesOfDifference(305).first, 12.0);
    QCOMPARE(scale(QStringLiteral("fibur-4")).sharesOfDifference(300).first, 11.0);
}

void TestMatchResult::forfeits_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("absent");
    QTest::addColumn<QList<double>>("vp");
    QTest::addColumn<QList<int>>("mp");
    QTest::newRow("3 hands") << QStringLiteral("fibur-3") << 3 << 1 << QList<double> {14, 6}
                             << QList<int> {355, 0};
    QTest::newRow("4 hands, the first side absent")
        << QStringLiteral("fibur-4") << 4 << 0 << QList<double> {8, 12} << QList<int> {0, 305};
}

void TestMatchResult::forfeits()
{
    QFETCH(QString, scale);
    QFETCH(int, hands);
    QFETCH(int, absent);
    QFETCH(QList<double>, vp);
    QFETCH(QList<int>, mp);
    const MatchResult r
        = MatchResult::forfeit(::scale(scale), UnplayedAwards::forRounds(hands), absent);
    QCOMPARE(r.mp, mp);
    QCOMPARE(r.vp.size(), 2);
    QVERIFY(qFuzzyCompare(r.vp[0], vp[0]) && qFuzzyCompare(r.vp[1], vp[1]));
}

void TestMatchResult::lateArrival_data()
{
    QTest::addColumn<int>("warning");
    QTest::addColumn<int>("forfeit");
    QTest::addColumn<int>("minutes");
    QTest::addColumn<LateArrival::Ruling>("ruling");
    using R = LateArrival::Ruling;
    QTest::newRow("on time") << 5 << 10 << 0 << R::Warning;
    QTest::newRow("5 minutes: a warning") << 5 << 10 << 5 << R::Warning;
    QTest::newRow("past 5: the MP penalty") << 5 << 10 << 6 << R::MatchPointPenalty;
    QTest::newRow("10 minutes: still the penalty") << 5 << 10 << 10 << R::MatchPointPenalty;
    QTest::newRow("past 10: forfeit") << 5 << 10 << 11 << R::Forfeit;
    QTest::newRow("a club's own limits") << 2 << 3 << 3 << R::MatchPointPenalty;
    QTest::newRow("no grace at all") << 0 << 0 << 1 << R::Forfeit;
}

void TestMatchResult::lateArrival()
{
    QFETCH(int, warning);
    QFETCH(int, forfeit);
    QFETCH(int, minutes);
    QFETCH(LateArrival::Ruling, ruling);
    UnplayedAwards awards;
    awards.lateWarningMinutes = warning;
    awards.lateForfeitMinutes = forfeit;
    QCOMPARE(LateArrival::ruling(awards, minutes), ruling);
    // The director is told the ruling with the limit it comes from, and the penalty's amount.
    const QString text = LateArrival::text(awards, minutes);
    QVERIFY2(
        text.contains(QString::number(ruling == LateArrival::Ruling::Forfeit ? forfeit : warning)),
        qPrintable(text));
    QCOMPARE(text.contains(QStringLiteral("-100 MP")),
             ruling == LateArrival::Ruling::MatchPointPenalty);
}

QTEST_GUILESS_MAIN(TestMatchResult)
#include "tst_matchresult.moc"
