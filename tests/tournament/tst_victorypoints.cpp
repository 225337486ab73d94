#include "pairwisevictorypoints.h"
#include "victorypointscales.h"

#include <QTest>

#include <numeric>

using namespace pinaculo;

// What a director and the tables rely on when a match's points become victory points: every
// band edge of the published tables, the side ahead never getting less for a larger lead, the
// two shares always adding up, swapping the sides swapping the shares, the tables of more than
// two sides, and a scale the director writes refused when it breaks any of these.
class TestVictoryPoints : public QObject
{
    Q_OBJECT

private slots:
    void bandEdges_data();
    void bandEdges();
    void sharesAddUpAndNeverFall_data();
    void sharesAddUpAndNeverFall();
    void swappingSidesSwapsShares();
    void winDrawLoss();
    void tablesOfMoreSides();
    void placementPoints();
    void directorScales_data();
    void directorScales();
    void scalesHaveNames();
};

namespace {

VictoryPointScale scale(const QString &id)
{
    const std::optional<VictoryPointScale> found = VictoryPointScales::byId(id);
    if (!found)
        qFatal("no scale %s", qPrintable(id));
    return *found;
}

} // namespace

void TestVictoryPoints::bandEdges_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<int>("difference");
    QTest::addColumn<double>("ahead");
    QTest::addColumn<double>("behind");
    const QString three = QStringLiteral("fibur-3");
    const QList<std::tuple<int, double>> threeHands {
        {0, 10},    {50, 10},   {51, 11},   {55, 11},   {150, 11},  {155, 12},
        {250, 12},  {255, 13},  {350, 13},  {355, 14},  {500, 14},  {505, 15},
        {650, 15},  {655, 16},  {800, 16},  {805, 17},  {1000, 17}, {1005, 18},
        {1250, 18}, {1255, 19}, {1500, 19}, {1501, 20}, {1505, 20}, {9000, 20}};
    for (const auto &[difference, ahead] : threeHands)
        QTest::addRow("3 hands, %d", difference) << three << difference << ahead << 20 - ahead;
    const QString four = QStringLiteral("fibur-4");
    const QList<std::tuple<int, double>> fourHands {
        {0, 10},    {100, 10},  {101, 11},  {105, 11},  {300, 11},  {305, 12},
        {500, 12},  {505, 13},  {700, 13},  {705, 14},  {900, 14},  {905, 15},
        {1100, 15}, {1105, 16}, {1300, 16}, {1305, 17}, {1500, 17}, {1505, 18},
        {1700, 18}, {1705, 19}, {2000, 19}, {2001, 20}, {2005, 20}};
    for (const auto &[difference, ahead] : fourHands)
        QTest::addRow("4 hands, %d", difference) << four << difference << ahead << 20 - ahead;
}

void TestVictoryPoints::bandEdges()
{
    QFETCH(QString, scale);
    QFETCH(int, difference);
    QFETCH(double, ahead);
    QFETCH(double, behind);
    const VictoryPointScale s = ::scale(scale);
    const VictoryPointScale::Shares shares = s.sharesOfDifference(difference);
    QCOMPARE(shares.first, ahead);
    QCOMPARE(shares.second, behind);
    // The sign of the difference does not matter; the side ahead does.
    QCOMPARE(s.sharesOfDifference(-difference).first, ahead);
    const VictoryPointScale::Shares played = s.shares(1000 + difference, 1000);
    QCOMPARE(played.first, ahead);
    QCOMPARE(played.second, behind);
}

void TestVictoryPoints::sharesAddUpAndNeverFall_data()
{
    QTest::addColumn<QString>("scale");
    QTest::newRow("fibur-3") << QStringLiteral("fibur-3");
    QTest::newRow("fibur-4") << QStringLiteral("fibur-4");
}

void TestVictoryPoints::sharesAddUpAndNeverFall()
{
    QFETCH(QString, scale);
    const VictoryPointScale s = ::scale(scale);
    QCOMPARE(s.maximum(), 20.0);
    double previous = 0;
    for (int difference = 0; difference <= 2500; ++difference) {
        const VictoryPointScale::Shares shares = s.sharesOfDifference(difference);
        QCOMPARE(shares.first + shares.second, 20.0);
        QVERIFY2(shares.first >= previous, qPrintable(QString::number(difference)));
        QVERIFY(shares.first >= shares.second);
        previous = shares.first;
    }
}

void TestVictoryPoints::swappingSidesSwapsShares()
{
    const VictoryPointScale s = scale(QStringLiteral("fibur-3"));
    for (const auto &[a, b] : QList<std::pair<int, int>> {
             {350, 0}, {0, 350}, {1210, 40}, {-200, 310}, {600, 600}, {5, 4000}}) {
        const VictoryPointScale::Shares ab = s.shares(a, b);
        const VictoryPointScale::Shares ba = s.shares(b, a);
        QCOMPARE(ab.first, ba.second);
        QCOMPARE(ab.second, ba.first);
        QCOMPARE(ab.first + ab.second, 20.0);
        QVERIFY((a >= b) == (ab.first >= ab.second));
    }
    // The extremes of an int do not overflow the difference.
    QCOMPARE(s.shares(std::numeric_limits<int>::max(), std::numeric_limits<int>::min()).first,
             20.0);
}

void TestVictoryPoints::winDrawLoss()
{
    const VictoryPointScale s = scale(QStringLiteral("win-draw-loss"));
    QCOMPARE(s.shares(600, 600).first, 1.0);
    QCOMPARE(s.shares(600, 600).second, 1.0);
    QCOMPARE(s.shares(605, 600).first, 3.0);
    QCOMPARE(s.shares(605, 600).second, 0.0);
    QCOMPARE(s.shares(-10, 0).first, 0.0);
    QCOMPARE(s.shares(-10, 0).second, 3.0);
}

void TestVictoryPoints::tablesOfMoreSides()
{
    const VictoryPointScale three = scale(QStringLiteral("fibur-3"));
    // 300 behind the leader is 13–7 on the 3-hand table; the two behind draw 10–10.
    QCOMPARE(PairwiseVictoryPoints::of(three, {900, 600, 600}), (QList<double> {13, 8.5, 8.5}));
    // Two sides: the scale itself.
    QCOMPARE(PairwiseVictoryPoints::of(three, {350, 0}), (QList<double> {13, 7}));
    QVERIFY(PairwiseVictoryPoints::of(three, {350}).isEmpty());
    // A table of n sides hands out 10·n VP, whatever its points.
    for (const QList<int> &mp : QList<QList<int>> {{900, 600, 600},
                                                   {-300, 2500, 40, 1200},
                                                   {0, 0, 0, 0, 0},
                                                   {100, 3000, 155, 4000, 20, 1500}}) {
        double total = 0;
        for (double vp : PairwiseVictoryPoints::of(three, mp))
            total += vp;
        QCOMPARE(total, 10.0 * mp.size());
    }
    const VictoryPointScale wdl = scale(QStringLiteral("win-draw-loss"));
    QCOMPARE(PairwiseVictoryPoints::of(wdl, {20, 10, 0}), (QList<double> {3, 1.5, 0}));
}

void TestVictoryPoints::placementPoints()
{
    using Method = PairwiseVictoryPoints::Method;
    const VictoryPointScale three = scale(QStringLiteral("fibur-3"));
    // By place alone: first above both, the two level share the rest.
    QCOMPARE(PairwiseVictoryPoints::of(three, {900, 600, 600}, Method::Placement),
             (QList<double> {20, 5, 5}));
    const QList<double> four
        = PairwiseVictoryPoints::of(three, {10, 400, 250, 900}, Method::Placement);
    QCOMPARE(four.size(), 4);
    QCOMPARE(four[3], 20.0);
    QVERIFY(qFuzzyCompare(four[1], 40.0 / 3));
    QVERIFY(qFuzzyCompare(four[2], 20.0 / 3));
    QCOMPARE(four[0], 0.0);
    // All level: half the total each, as a draw of two.
    QCOMPARE(PairwiseVictoryPoints::of(three, {300, 300, 300}, Method::Placement),
             (QList<double> {10, 10, 10}));
    // Either way a table of n sides hands out n times half the scale's total.
    for (const QList<int> &mp : {QList<int> {900, 600, 600}, QList<int> {10, 400, 250, 900},
                                 QList<int> {0, 1500, 50, 50, 2000, 7}}) {
        for (Method method : {Method::Mean, Method::Placement}) {
            const QList<double> vp = PairwiseVictoryPoints::of(three, mp, method);
            QVERIFY(qFuzzyCompare(std::accumulate(vp.begin(), vp.end(), 0.0),
                                  10.0 * double(mp.size())));
        }
    }
    // Two sides: the scale itself, whichever way.
    QCOMPARE(PairwiseVictoryPoints::of(three, {700, 350}, Method::Placement),
             PairwiseVictoryPoints::of(three, {700, 350}, Method::Mean));
    QCOMPARE(PairwiseVictoryPoints::id(Method::Placement), QStringLiteral("placement"));
    QCOMPARE(PairwiseVictoryPoints::fromId(QStringLiteral("mean")), Method::Mean);
    QVERIFY(!PairwiseVictoryPoints::fromId(QStringLiteral("median")));
}

void TestVictoryPoints::directorScales_data()
{
    using Band = VictoryPointScale::Band;
    QTest::addColumn<QList<Band>>("bands");
    QTest::addColumn<double>("aheadBeyond");
    QTest::addColumn<double>("behindBeyond");
    QTest::addColumn<QString>("refusal"); // a word of the reason, or empty for a good scale

    QTest::newRow("a good scale") << QList<Band> {{200, 6, 6}, {1000, 8, 4}, {3000, 10, 2}} << 12.0
                                  << 0.0 << QString();
    QTest::newRow("halves") << QList<Band> {{0, 5, 5}, {99, 5.5, 4.5}} << 10.0 << 0.0 << QString();
    QTest::newRow("no band") << QList<Band> {} << 20.0 << 0.0 << QStringLiteral("band");
    QTest::newRow("bounds not rising")
        << QList<Band> {{100, 10, 10}, {100, 11, 9}} << 20.0 << 0.0 << QStringLiteral("band 2");
    QTest::newRow("a negative bound")
        << QList<Band> {{-5, 10, 10}} << 20.0 << 0.0 << QStringLiteral("band 1");
    QTest::newRow("shares not adding up")
        << QList<Band> {{100, 10, 10}, {300, 12, 9}} << 20.0 << 0.0 << QStringLiteral("21");
    QTest::newRow("ahead falling")
        << QList<Band> {{100, 12, 8}, {300, 11, 9}} << 20.0 << 0.0 << QStringLiteral("band 2");
    QTest::newRow("ahead below behind")
        << QList<Band> {{100, 8, 12}} << 20.0 << 0.0 << QStringLiteral("band 1");
    QTest::newRow("beyond not adding up")
        << QList<Band> {{100, 10, 10}} << 20.0 << 1.0 << QStringLiteral("20");
    QTest::newRow("beyond below the last band")
        << QList<Band> {{100, 10, 10}, {300, 15, 5}} << 14.0 << 6.0 << QStringLiteral("beyond");
    QTest::newRow("not a number") << QList<Band> {{100, qQNaN(), 10}} << 20.0 << 0.0
                                  << QStringLiteral("band 1");
}

void TestVictoryPoints::directorScales()
{
    QFETCH(QList<VictoryPointScale::Band>, bands);
    QFETCH(double, aheadBeyond);
    QFETCH(double, behindBeyond);
    QFETCH(QString, refusal);
    QString error;
    const std::optional<VictoryPointScale> s
        = VictoryPointScale::checked(bands, aheadBeyond, behindBeyond, &error);
    if (refusal.isEmpty()) {
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->bands(), bands);
        QCOMPARE(s->maximum(), aheadBeyond);
        return;
    }
    QVERIFY(!s);
    QVERIFY2(error.contains(refusal), qPrintable(error));
}

void TestVictoryPoints::scalesHaveNames()
{
    QCOMPARE(VictoryPointScales::ids(),
             (QStringList {QStringLiteral("fibur-3"), QStringLiteral("fibur-4"),
                           QStringLiteral("win-draw-loss")}));
    for (const QString &id : VictoryPointScales::ids()) {
        QVERIFY(VictoryPointScales::byId(id));
        QVERIFY(VictoryPointScales::name(id) != id);
    }
    QVERIFY(!VictoryPointScales::byId(QStringLiteral("fibur-2")));
    // The published tables pass the director's check too.
    for (const QString &id : {QStringLiteral("fibur-3"), QStringLiteral("fibur-4")}) {
        const VictoryPointScale s = scale(id);
        QString error;
        QVERIFY2(VictoryPointScale::checked(s.bands(), s.aheadBeyond(), s.behindBeyond(), &error),
                 qPrintable(error));
    }
}

QTEST_GUILESS_MAIN(TestVictoryPoints)
#include "tst_victorypoints.moc"
