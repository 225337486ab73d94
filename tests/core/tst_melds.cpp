#include "cardnotation.h"
#include "coretext.h"
#include "gamesetup.h"
#include "handvalidator.h"
#include "meldcheck.h"
#include "meldproblemtext.h"
#include "meldanalysis.h"
#include "premium.h"
#include "ruleparameters.h"
#include "rules.h"

#include <QTest>

#include <algorithm>

using namespace pinaculo;

// docs/rules.md §2–5 for one meld at a time: shapes, card values, every premium class with its
// points per variant, rescued wild cards, pinnacola's long runs and ace, and every refusal.
class TestMelds : public QObject
{
    Q_OBJECT

private slots:
    void premiums_data();
    void premiums();
    void cardValues_data();
    void cardValues();
    void rescued_data();
    void rescued();
    void refusals_data();
    void refusals();
    void meldWithoutCards();
    void faceValues_data();
    void faceValues();
    void premiumIds();
};

namespace {

// "pinnacola" or "pinnacola;long_run_needs_six_naturals=true;red_twos_in_deck=true"
Rules rulesFor(const QString &spec)
{
    const QStringList parts = spec.split(u';');
    const auto variant = variantFromId(parts.first());
    Q_ASSERT(variant);
    Rules rules = Rules::preset(*variant);
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QStringList pair = parts[i].split(u'=');
        QVariant value;
        if (pair[1] == u"true" || pair[1] == u"false")
            value = pair[1] == u"true";
        else
            value = pair[1].toInt();
        const RuleOverrideError e = RuleParameters::set(rules, pair[0], value);
        Q_ASSERT(e.code == RuleOverrideError::Code::None);
    }
    return rules;
}

CardList cards(const QString &text)
{
    const CardParseResult parsed = CardNotation::canonical().parse(text);
    if (!parsed.ok)
        qFatal("bad card list in a test: %s", qPrintable(text));
    return parsed.cards;
}

Laid laidFrom(const QString &text)
{
    if (text == u"one_turn")
        return Laid::OneTurn;
    if (text == u"from_deal")
        return Laid::FromDeal;
    return Laid::OverTurns;
}

const QString eightAcesThreeWilds = QStringLiteral("AS AS AH AH AD AD AC AC JK JK 2C");
const QString sevenAcesFourWilds = QStringLiteral("AS AS AH AH AD AD AC JK JK 2C 2D");
const QString escalera = QStringLiteral("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH");

} // namespace

void TestMelds::premiums_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("laid");
    QTest::addColumn<QString>("premium");
    QTest::addColumn<int>("points");

    // Pináculos: eleven cards of one rank. Eight aces and three wilds at face value are
    // 8×15 + 30 + 30 + 20 = 200.
    QTest::newRow("pinaculo over turns")
        << QStringLiteral("pinaculo") << eightAcesThreeWilds << QStringLiteral("over_turns")
        << QStringLiteral("pinaculo") << 1500;
    QTest::newRow("pinaculo one turn")
        << QStringLiteral("pinaculo") << eightAcesThreeWilds << QStringLiteral("one_turn")
        << QStringLiteral("pinaculo-one-turn") << 3000;
    QTest::newRow("pinaculo dealt")
        << QStringLiteral("pinaculo") << eightAcesThreeWilds << QStringLiteral("from_deal")
        << QStringLiteral("pinaculo-dealt") << 3000;
    QTest::newRow("pinaculo four wilds")
        << QStringLiteral("pinaculo") << sevenAcesFourWilds << QStringLiteral("over_turns")
        << QStringLiteral("pinaculo") << 1500;
    QTest::newRow("pinaculo four wilds one turn")
        << QStringLiteral("pinaculo") << sevenAcesFourWilds << QStringLiteral("one_turn")
        << QStringLiteral("pinaculo-one-turn") << 3000;
    QTest::newRow("pinaculo of fives")
        << QStringLiteral("pinaculo") << QStringLiteral("5S 5S 5H 5H 5D 5D 5C JK JK JK 2S")
        << QStringLiteral("over_turns") << QStringLiteral("pinaculo") << 1500;
    QTest::newRow("pinacle over turns is no pinaculo")
        << QStringLiteral("pinacle") << eightAcesThreeWilds << QStringLiteral("over_turns")
        << QString() << 200;
    QTest::newRow("pinacle one turn")
        << QStringLiteral("pinacle") << eightAcesThreeWilds << QStringLiteral("one_turn")
        << QStringLiteral("pinaculo-one-turn") << 1500;
    QTest::newRow("pinacle dealt")
        << QStringLiteral("pinacle") << eightAcesThreeWilds << QStringLiteral("from_deal")
        << QStringLiteral("pinaculo-dealt") << 3000;
    // Pinacle's pináculo needs exactly eight naturals and three wilds: 7×15 + 30 + 30 + 20 + 20.
    QTest::newRow("pinacle four wilds one turn") << QStringLiteral("pinacle") << sevenAcesFourWilds
                                                 << QStringLiteral("one_turn") << QString() << 205;
    QTest::newRow("pinacle four wilds dealt") << QStringLiteral("pinacle") << sevenAcesFourWilds
                                              << QStringLiteral("from_deal") << QString() << 205;
    // Ten cards are no pináculo: 8×15 + 30 + 20.
    QTest::newRow("ten aces one turn")
        << QStringLiteral("pinaculo") << QStringLiteral("AS AS AH AH AD AD AC AC JK 2C")
        << QStringLiteral("one_turn") << QString() << 170;

    // Escaleras 3…A; `laid` never matters for runs.
    for (const QString &variant : {QStringLiteral("pinaculo"), QStringLiteral("pinacle")}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s clean escalera", v.constData())
            << variant << escalera << QStringLiteral("over_turns")
            << QStringLiteral("clean-escalera") << 1000;
        QTest::addRow("%s clean escalera one turn", v.constData())
            << variant << escalera << QStringLiteral("one_turn") << QStringLiteral("clean-escalera")
            << 1000;
        QTest::addRow("%s escalera joker", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("escalera-one-wild") << 800;
        QTest::addRow("%s escalera own two", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2H")
            << QStringLiteral("over_turns") << QStringLiteral("escalera-one-wild") << 800;
        QTest::addRow("%s escalera joker at the low end", v.constData())
            << variant << QStringLiteral("JK 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("escalera-one-wild") << 800;
        QTest::addRow("%s escalera two wilds", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H JK 8H 9H 2H JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("escalera-two-wilds") << 750;
        QTest::addRow("%s escalera two jokers", v.constData())
            << variant << QStringLiteral("3H JK 5H 6H 7H 8H 9H 10H JH QH KH JK")
            << QStringLiteral("over_turns") << QStringLiteral("escalera-two-wilds") << 750;
        QTest::addRow("%s dirty off-suit two", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H 2C 8H 9H 10H JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("dirty-escalera") << 550;
        QTest::addRow("%s dirty joker and off-suit two", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H 2C 8H 9H JK JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("dirty-escalera") << 550;
        QTest::addRow("%s dirty three wilds", v.constData())
            << variant << QStringLiteral("3H 4H JK 6H 2H 8H 9H JK JH QH KH AH")
            << QStringLiteral("over_turns") << QStringLiteral("dirty-escalera") << 550;
        // Eleven cards 4…A are no escalera: 3×5 + 5 + 6×10 + 15.
        QTest::addRow("%s eleven-card run", v.constData())
            << variant << QStringLiteral("4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
            << QStringLiteral("over_turns") << QString() << 95;

        QTest::addRow("%s eight natural aces", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD AD AC AC") << QStringLiteral("over_turns")
            << QStringLiteral("eight-natural-aces") << 1000;
        QTest::addRow("%s eight natural kings", v.constData())
            << variant << QStringLiteral("KS KS KH KH KD KD KC KC") << QStringLiteral("over_turns")
            << QStringLiteral("eight-natural-courts") << 750;
        QTest::addRow("%s eight natural jacks", v.constData())
            << variant << QStringLiteral("JS JS JH JH JD JD JC JC") << QStringLiteral("over_turns")
            << QStringLiteral("eight-natural-courts") << 750;
        QTest::addRow("%s seven natural aces", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD AD AC") << QStringLiteral("over_turns")
            << QStringLiteral("seven-natural-aces") << 400;
        QTest::addRow("%s seven natural queens", v.constData())
            << variant << QStringLiteral("QS QS QH QH QD QD QC") << QStringLiteral("over_turns")
            << QStringLiteral("seven-natural-courts") << 300;
        QTest::addRow("%s six natural aces", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD AC") << QStringLiteral("over_turns")
            << QStringLiteral("six-natural-aces") << 300;
        QTest::addRow("%s six natural jacks", v.constData())
            << variant << QStringLiteral("JS JS JH JH JD JC") << QStringLiteral("over_turns")
            << QStringLiteral("six-natural-courts") << 200;
        QTest::addRow("%s aces with joker", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD JK") << QStringLiteral("over_turns")
            << QStringLiteral("aces-with-wild") << 180;
        QTest::addRow("%s aces with two", v.constData())
            << variant << QStringLiteral("AS 2D AH AH AD AC") << QStringLiteral("over_turns")
            << QStringLiteral("aces-with-wild") << 180;
        QTest::addRow("%s kings with wild", v.constData())
            << variant << QStringLiteral("KS KS KH KH KD 2C") << QStringLiteral("over_turns")
            << QStringLiteral("courts-with-wild") << 120;
        // Other sets of aces or courts with wilds score their cards.
        QTest::addRow("%s six aces and a wild", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD AD JK") << QStringLiteral("over_turns")
            << QString() << 120;
        QTest::addRow("%s four aces and two wilds", v.constData())
            << variant << QStringLiteral("AS AS AH AH JK 2D") << QStringLiteral("over_turns")
            << QString() << 110;
        QTest::addRow("%s six kings and a wild", v.constData())
            << variant << QStringLiteral("KS KS KH KH KD KC JK") << QStringLiteral("over_turns")
            << QString() << 90;
        QTest::addRow("%s five aces", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD") << QStringLiteral("over_turns")
            << QString() << 75;
        // Eight naturals of 3–10: their cards plus 50.
        QTest::addRow("%s eight fives", v.constData())
            << variant << QStringLiteral("5S 5S 5H 5H 5D 5D 5C 5C") << QStringLiteral("over_turns")
            << QStringLiteral("eight-naturals") << 90;
        QTest::addRow("%s eight tens", v.constData())
            << variant << QStringLiteral("10S TS 10H 10H 10D 10D 10C 10C")
            << QStringLiteral("over_turns") << QStringLiteral("eight-naturals") << 130;
        QTest::addRow("%s eight sevens", v.constData())
            << variant << QStringLiteral("7S 7S 7H 7H 7D 7D 7C 7C") << QStringLiteral("over_turns")
            << QStringLiteral("eight-naturals") << 90;
        QTest::addRow("%s eight nines and a wild", v.constData())
            << variant << QStringLiteral("9S 9S 9H 9H 9D 9D 9C 9C JK")
            << QStringLiteral("over_turns") << QString() << 110;
        QTest::addRow("%s seven eights", v.constData())
            << variant << QStringLiteral("8S 8S 8H 8H 8D 8D 8C") << QStringLiteral("over_turns")
            << QString() << 70;
    }

    // Pinnacola: only pinnacolone; the escalera 3…A is a long run there (naturals ×2:
    // 4×5 + 10 + 6×10 + 15 = 105 → 210).
    QTest::newRow("pinnacolone") << QStringLiteral("pinnacola")
                                 << QStringLiteral("AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
                                 << QStringLiteral("over_turns") << QStringLiteral("pinnacolone")
                                 << 1500;
    QTest::newRow("pinnacolone in any order")
        << QStringLiteral("pinnacola") << QStringLiteral("KS AS QS 3S 4S 5S 6S 7S 8S 9S 10S JS AS")
        << QStringLiteral("over_turns") << QStringLiteral("pinnacolone") << 1500;
    // A…A with a jolly is no pinnacolone: 2×(15+15) + 2×(4×5) + 25 + 2×(6×10) = 245.
    QTest::newRow("dirty A…A") << QStringLiteral("pinnacola")
                               << QStringLiteral("AH 3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH")
                               << QStringLiteral("over_turns") << QString() << 245;
    QTest::newRow("pinnacola 3…A") << QStringLiteral("pinnacola") << escalera
                                   << QStringLiteral("over_turns") << QString() << 210;
    // A pinnacola table that allows sets still has none of the set premiums: the cards score.
    const QString pinnacolaSets = QStringLiteral("pinnacola;sets_allowed=true");
    QTest::newRow("pinnacola eight aces")
        << pinnacolaSets << QStringLiteral("AS AS AH AH AD AD AC AC")
        << QStringLiteral("over_turns") << QString() << 120;
    QTest::newRow("pinnacola six kings") << pinnacolaSets << QStringLiteral("KS KS KH KH KD KC")
                                         << QStringLiteral("over_turns") << QString() << 60;
    QTest::newRow("pinnacola aces and a jolly")
        << pinnacolaSets << QStringLiteral("AS AS AH AC AD JK") << QStringLiteral("over_turns")
        << QString() << 100;
    QTest::newRow("pinnacola eight fives")
        << pinnacolaSets << QStringLiteral("5S 5S 5H 5H 5D 5D 5C 5C")
        << QStringLiteral("over_turns") << QString() << 40;
    QTest::newRow("pinnacola eleven in one turn")
        << pinnacolaSets << QStringLiteral("AS AS AH AH AD AD AC AC JK JK 2C")
        << QStringLiteral("from_deal") << QString() << 190;
    QTest::newRow("pinnacola 3…A jolly")
        << QStringLiteral("pinnacola") << QStringLiteral("3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH")
        << QStringLiteral("over_turns") << QString() << 215;
}

void TestMelds::premiums()
{
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(QString, laid);
    QFETCH(QString, premium);
    QFETCH(int, points);

    const Rules r = rulesFor(rules);
    const MeldAnalysis a = MeldAnalyzer::analyze(::cards(cards), r, laidFrom(laid));
    QVERIFY2(a.valid, qPrintable(MeldProblemText::text(a.problem)));
    QCOMPARE(premiumId(a.premium), premium);
    QCOMPARE(a.value, points);
    QCOMPARE(a.points(), points);
    QCOMPARE(a.rescueValue, 0);
    if (!premium.isEmpty() && premium != u"eight-naturals") {
        QCOMPARE(a.premiumValue, points);
        QVERIFY(!CoreText::premiumName(a.premium).isEmpty());
    }
    if (premium == u"eight-naturals")
        QCOMPARE(a.bonus, 50);
}

void TestMelds::cardValues_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("naturals");
    QTest::addColumn<int>("wilds");
    QTest::addColumn<bool>("longRun");
    QTest::addColumn<int>("points");

    for (const QString &variant : {QStringLiteral("pinaculo"), QStringLiteral("pinacle")}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s low run", v.constData())
            << variant << QStringLiteral("3H 4H 5H") << QStringLiteral("run") << 3 << 0 << false
            << 15;
        QTest::addRow("%s seven and courts", v.constData())
            << variant << QStringLiteral("7S 8S 9S 10S JS QS KS") << QStringLiteral("run") << 7 << 0
            << false << 65;
        QTest::addRow("%s ace high", v.constData())
            << variant << QStringLiteral("QD KD AD") << QStringLiteral("run") << 3 << 0 << false
            << 35;
        QTest::addRow("%s joker in a run", v.constData())
            << variant << QStringLiteral("JK 9C 10C") << QStringLiteral("run") << 2 << 1 << false
            << 50;
        QTest::addRow("%s off-suit two in a run", v.constData())
            << variant << QStringLiteral("9C 2H JC") << QStringLiteral("run") << 2 << 1 << false
            << 40;
        QTest::addRow("%s set of kings", v.constData())
            << variant << QStringLiteral("KS KH KD") << QStringLiteral("set") << 3 << 0 << false
            << 30;
        QTest::addRow("%s set of aces and a two", v.constData())
            << variant << QStringLiteral("AS AD 2C") << QStringLiteral("set") << 2 << 1 << false
            << 50;
        QTest::addRow("%s set of sevens", v.constData())
            << variant << QStringLiteral("7S 7H 7D 7C JK") << QStringLiteral("set") << 4 << 1
            << false << 50;
        QTest::addRow("%s set of threes and two wilds", v.constData())
            << variant << QStringLiteral("3S 3H JK 2S") << QStringLiteral("set") << 2 << 2 << false
            << 60;
        QTest::addRow("%s twos and a joker fill the gaps", v.constData())
            << variant << QStringLiteral("5D 2D 2S JK 9D") << QStringLiteral("run") << 2 << 3
            << false << 85;
    }

    // Pinnacola: jolly 25, 7 is 10; runs of six or more double their naturals.
    QTest::newRow("pinnacola short run")
        << QStringLiteral("pinnacola") << QStringLiteral("7H 8H 9H") << QStringLiteral("run") << 3
        << 0 << false << 30;
    QTest::newRow("pinnacola ace low") << QStringLiteral("pinnacola") << QStringLiteral("AC 3C 4C")
                                       << QStringLiteral("run") << 3 << 0 << false << 25;
    QTest::newRow("pinnacola ace high") << QStringLiteral("pinnacola") << QStringLiteral("QC KC AC")
                                        << QStringLiteral("run") << 3 << 0 << false << 35;
    QTest::newRow("pinnacola ace low with a pinella")
        << QStringLiteral("pinnacola") << QStringLiteral("AH 2C 4H") << QStringLiteral("run") << 2
        << 1 << false << 40;
    QTest::newRow("pinnacola pinella of spades")
        << QStringLiteral("pinnacola") << QStringLiteral("2S 3H 4H") << QStringLiteral("run") << 2
        << 1 << false << 30;
    QTest::newRow("pinnacola jolly") << QStringLiteral("pinnacola") << QStringLiteral("JK 9S 10S")
                                     << QStringLiteral("run") << 2 << 1 << false << 45;
    QTest::newRow("pinnacola five cards")
        << QStringLiteral("pinnacola") << QStringLiteral("3D 4D 5D 6D 7D") << QStringLiteral("run")
        << 5 << 0 << false << 30;
    QTest::newRow("pinnacola long run")
        << QStringLiteral("pinnacola") << QStringLiteral("3D 4D 5D 6D 7D 8D")
        << QStringLiteral("run") << 6 << 0 << true << 80;
    QTest::newRow("pinnacola long run ace low")
        << QStringLiteral("pinnacola") << QStringLiteral("AD 3D 4D 5D 6D 7D")
        << QStringLiteral("run") << 6 << 0 << true << 90;
    QTest::newRow("pinnacola long run ace high")
        << QStringLiteral("pinnacola") << QStringLiteral("8S 9S 10S JS QS KS AS")
        << QStringLiteral("run") << 7 << 0 << true << 150;
    // Wild cards keep their face value in a long run: 2×(5+5+5+10+10) + 25 = 95.
    QTest::newRow("pinnacola long run with a jolly")
        << QStringLiteral("pinnacola") << QStringLiteral("3H 4H JK 6H 7H 8H")
        << QStringLiteral("run") << 5 << 1 << true << 95;
    QTest::newRow("pinnacola long run with a pinella")
        << QStringLiteral("pinnacola") << QStringLiteral("3H 4H 2C 6H 7H 8H")
        << QStringLiteral("run") << 5 << 1 << true << 90;
    QTest::newRow("pinnacola six naturals required")
        << QStringLiteral("pinnacola;long_run_needs_six_naturals=true")
        << QStringLiteral("3H 4H JK 6H 7H 8H") << QStringLiteral("run") << 5 << 1 << false << 60;
    QTest::newRow("pinnacola six naturals present")
        << QStringLiteral("pinnacola;long_run_needs_six_naturals=true")
        << QStringLiteral("3H 4H 5H 6H 7H 8H JK") << QStringLiteral("run") << 6 << 1 << true << 105;
    QTest::newRow("pinnacola A…A with wilds")
        << QStringLiteral("pinnacola") << QStringLiteral("AS JK 4S 5S 6S 7S 8S 9S 10S JS QS 2C AS")
        << QStringLiteral("run") << 11 << 2 << true << 255;
    QTest::newRow("pinnacola sets allowed by the table")
        << QStringLiteral("pinnacola;sets_allowed=true") << QStringLiteral("KS KH KD")
        << QStringLiteral("set") << 3 << 0 << false << 30;
}

void TestMelds::cardValues()
{
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(QString, shape);
    QFETCH(int, naturals);
    QFETCH(int, wilds);
    QFETCH(bool, longRun);
    QFETCH(int, points);

    const Rules r = rulesFor(rules);
    const CardList list = ::cards(cards);
    const MeldAnalysis a = MeldAnalyzer::analyze(list, r);
    QVERIFY2(a.valid, qPrintable(MeldProblemText::text(a.problem)));
    QCOMPARE(a.shape == MeldShape::Set ? QStringLiteral("set") : QStringLiteral("run"), shape);
    QCOMPARE(a.naturals, naturals);
    QCOMPARE(a.wilds, wilds);
    QCOMPARE(a.longRun, longRun);
    QCOMPARE(a.premium, Premium::None);
    QCOMPARE(a.value, points);
    QCOMPARE(a.cardPoints, points);
    // The arithmetic shown to players adds up to the same points.
    int sum = 0;
    for (const Card &card : list)
        sum += MeldAnalyzer::valueInMeld(card, a, r);
    QCOMPARE(sum, points);
    QVERIFY(CoreText::meldArithmetic(list, a, r).contains(CoreText::number(points)));
}

void TestMelds::rescued_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("rescued");
    QTest::addColumn<QString>("premium");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("rescueValue");

    for (const QString &variant : {QStringLiteral("pinaculo"), QStringLiteral("pinacle")}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s joker from a run", v.constData())
            << variant << QStringLiteral("3H 4H 5H") << QStringLiteral("JK") << QString() << 15
            << 30;
        QTest::addRow("%s two from a run", v.constData())
            << variant << QStringLiteral("3H 4H 5H") << QStringLiteral("2C") << QString() << 15
            << 15;
        QTest::addRow("%s own two from a run", v.constData())
            << variant << QStringLiteral("8S 9S 10S") << QStringLiteral("2S") << QString() << 30
            << 15;
        QTest::addRow("%s two from a set", v.constData())
            << variant << QStringLiteral("KS KH KD") << QStringLiteral("2D") << QString() << 30
            << 30;
        QTest::addRow("%s joker from a set", v.constData())
            << variant << QStringLiteral("KS KH KD") << QStringLiteral("JK") << QString() << 30
            << 30;
        QTest::addRow("%s joker and two from a run", v.constData())
            << variant << QStringLiteral("3H 4H 5H 6H") << QStringLiteral("JK, 2S") << QString()
            << 20 << 45;
        QTest::addRow("%s two twos from a set", v.constData())
            << variant << QStringLiteral("9S 9H 9D") << QStringLiteral("2S 2H") << QString() << 30
            << 60;
        // Rescues add to a premium and never change its class.
        QTest::addRow("%s escalera and a rescued joker", v.constData())
            << variant << escalera << QStringLiteral("JK") << QStringLiteral("clean-escalera")
            << 1000 << 30;
        QTest::addRow("%s six aces and a rescued two", v.constData())
            << variant << QStringLiteral("AS AS AH AH AD AC") << QStringLiteral("2H")
            << QStringLiteral("six-natural-aces") << 300 << 30;
        QTest::addRow("%s eight naturals and a rescued joker", v.constData())
            << variant << QStringLiteral("6S 6S 6H 6H 6D 6D 6C 6C") << QStringLiteral("JK")
            << QStringLiteral("eight-naturals") << 90 << 30;
    }
}

void TestMelds::rescued()
{
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(QString, rescued);
    QFETCH(QString, premium);
    QFETCH(int, value);
    QFETCH(int, rescueValue);

    const Rules r = rulesFor(rules);
    const CardList rescuedCards = ::cards(rescued);
    const MeldAnalysis a = MeldAnalyzer::analyze(::cards(cards), r, Laid::OverTurns, rescuedCards);
    QVERIFY2(a.valid, qPrintable(MeldProblemText::text(a.problem)));
    QCOMPARE(premiumId(a.premium), premium);
    QCOMPARE(a.value, value);
    QCOMPARE(a.rescueValue, rescueValue);
    QCOMPARE(a.points(), value + rescueValue);
    // Rescued wilds never count as cards of the meld.
    const MeldAnalysis plain = MeldAnalyzer::analyze(::cards(cards), r);
    QCOMPARE(a.naturals, plain.naturals);
    QCOMPARE(a.wilds, plain.wilds);
    QCOMPARE(a.faceValue, plain.faceValue);
    QVERIFY(CoreText::meldArithmetic(::cards(cards), a, r, rescuedCards)
                .contains(CoreText::number(a.points())));
}

void TestMelds::refusals_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("rescued");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("named"); // what the reason must name, if anything

    using Code = MeldProblem::Code;
    const QString none;
    for (const QString &variant :
         {QStringLiteral("pinaculo"), QStringLiteral("pinacle"), QStringLiteral("pinnacola")}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s two cards", v.constData())
            << variant << QStringLiteral("3H 4H") << none << int(Code::TooFewCards)
            << QStringLiteral("2");
        QTest::addRow("%s no cards", v.constData())
            << variant << QString() << none << int(Code::TooFewCards) << none;
        QTest::addRow("%s one natural", v.constData())
            << variant << QStringLiteral("3H JK 2C") << none << int(Code::TooFewNaturals)
            << QStringLiteral("2");
        QTest::addRow("%s only wilds", v.constData())
            << variant << QStringLiteral("JK JK 2C 2S") << none << int(Code::TooFewNaturals)
            << QStringLiteral("2");
        QTest::addRow("%s three copies", v.constData())
            << variant << QStringLiteral("KS KS KS") << none << int(Code::TooManyCopies)
            << QStringLiteral("K♠");
        QTest::addRow("%s five jokers", v.constData())
            << variant << QStringLiteral("8S 9S JK JK JK JK JK") << none << int(Code::TooManyCopies)
            << QStringLiteral("JK");
        QTest::addRow("%s mixed suits", v.constData())
            << variant << QStringLiteral("3H 4S 5H") << none << int(Code::MixedSuits)
            << QStringLiteral("4♠");
        QTest::addRow("%s run repeats rank", v.constData())
            << variant << QStringLiteral("5H 5H 6H") << none << int(Code::RunRepeatsRank)
            << QStringLiteral("5♥");
        QTest::addRow("%s gap too wide", v.constData())
            << variant << QStringLiteral("3H 7H JK") << none << int(Code::RunGapTooWide)
            << QStringLiteral("7♥");
        QTest::addRow("%s no wrap round", v.constData())
            << variant << QStringLiteral("KD AD 3D") << none << int(Code::RunGapTooWide)
            << QStringLiteral("3♦");
    }
    // Pináculo and pinacle.
    for (const QString &variant : {QStringLiteral("pinaculo"), QStringLiteral("pinacle")}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s two aces in a run", v.constData())
            << variant << QStringLiteral("AH 3H 4H AH") << none << int(Code::RunRepeatsRank)
            << QStringLiteral("A♥");
        QTest::addRow("%s run too long", v.constData())
            << variant << escalera + QStringLiteral(" JK") << none << int(Code::RunTooLong)
            << QStringLiteral("12");
        QTest::addRow("%s natural rescued", v.constData())
            << variant << QStringLiteral("3H 4H 5H") << QStringLiteral("5S")
            << int(Code::RescuedNotWild) << QStringLiteral("5♠");
        QTest::addRow("%s rescued beyond the deck", v.constData())
            << variant << QStringLiteral("3H 4H 5H JK") << QStringLiteral("JK JK JK JK")
            << int(Code::TooManyCopies) << QStringLiteral("JK");
        QTest::addRow("%s rescued copy of a card", v.constData())
            << variant << QStringLiteral("2S 4H 5H 2S") << QStringLiteral("2S")
            << int(Code::TooManyCopies) << QStringLiteral("2♠");
    }
    // Pinnacola: no sets, no red twos, no rescues.
    QTest::newRow("pinnacola set") << QStringLiteral("pinnacola") << QStringLiteral("KS KH KD")
                                   << none << int(Code::SetsNotAllowed) << none;
    QTest::newRow("pinnacola red two") << QStringLiteral("pinnacola") << QStringLiteral("2H 5S 6S")
                                       << none << int(Code::CardNotInDeck) << QStringLiteral("2♥");
    QTest::newRow("pinnacola red two of diamonds")
        << QStringLiteral("pinnacola") << QStringLiteral("5D 6D 2D") << none
        << int(Code::CardNotInDeck) << QStringLiteral("2♦");
    QTest::newRow("pinnacola rescued")
        << QStringLiteral("pinnacola") << QStringLiteral("3H 4H 5H") << QStringLiteral("JK")
        << int(Code::RescueNotAllowed) << none;
    QTest::newRow("pinnacola A…A too long")
        << QStringLiteral("pinnacola")
        << QStringLiteral("AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH JK") << none
        << int(Code::RunTooLong) << QStringLiteral("13");
    QTest::newRow("pinnacola A…A short")
        << QStringLiteral("pinnacola") << QStringLiteral("AH 3H 4H AH") << none
        << int(Code::RunGapTooWide) << QStringLiteral("A♥");
    QTest::newRow("pinnacola three aces")
        << QStringLiteral("pinnacola") << QStringLiteral("AH 3H AH 4H AH") << none
        << int(Code::TooManyCopies) << QStringLiteral("A♥");
    // A table that keeps the red twos but only black twos wild: a red two fits nowhere.
    QTest::newRow("pinnacola red two kept, not wild")
        << QStringLiteral("pinnacola;red_twos_in_deck=true") << QStringLiteral("2H 5S 6S") << none
        << int(Code::TwoNotWild) << QStringLiteral("2♥");
    QTest::newRow("pinaculo three naturals required")
        << QStringLiteral("pinaculo;min_naturals=3") << QStringLiteral("QS QH JK") << none
        << int(Code::TooFewNaturals) << QStringLiteral("3");
}

void TestMelds::refusals()
{
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(QString, rescued);
    QFETCH(int, code);
    QFETCH(QString, named);

    const Rules r = rulesFor(rules);
    const MeldAnalysis a
        = MeldAnalyzer::analyze(::cards(cards), r, Laid::OverTurns, ::cards(rescued));
    QVERIFY(!a.valid);
    QCOMPARE(int(a.problem.code), code);
    QCOMPARE(a.points(), 0);
    const QString reason = MeldProblemText::text(a.problem);
    QVERIFY(!reason.trimmed().isEmpty());
    if (!named.isEmpty())
        QVERIFY2(reason.contains(named), qPrintable(reason));
    QVERIFY(CoreText::meldArithmetic(::cards(cards), a, r).isEmpty());

    // The meld as entered has one judge, which the meld row asks as it is typed and the hand's
    // validation asks for each meld: both refuse it for the same reason (a meld without cards
    // is no meld at all: meldWithoutCards).
    if (cards.isEmpty())
        return;
    MeldEntry entry;
    entry.cards = ::cards(cards);
    entry.rescued = ::cards(rescued);
    const MeldCheck::Verdict verdict = MeldCheck::judge(entry, r);
    QCOMPARE(verdict.problem, std::optional(HandProblem::Code::InvalidMeld));
    QCOMPARE(int(verdict.analysis.problem.code), code);
    GameSetup setup;
    setup.rules = r;
    setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno")};
    HandRecord hand;
    hand.results.resize(2);
    hand.results[0].melds = {entry};
    const QList<HandProblem> problems = HandValidator::validate(setup, hand, {});
    const auto invalid = std::find_if(problems.cbegin(), problems.cend(), [](const HandProblem &p) {
        return p.code == HandProblem::Code::InvalidMeld;
    });
    QVERIFY(invalid != problems.cend());
    QCOMPARE(int(invalid->meld.code), code);
}

// Rescued cards or marks without cards of its own: no meld, for the row and the hand alike.
void TestMelds::meldWithoutCards()
{
    MeldEntry entry;
    entry.rescued = cards(QStringLiteral("JK"));
    entry.finalTurn = true;
    const Rules rules = Rules::preset(Variant::Pinaculo);
    QCOMPARE(MeldCheck::judge(entry, rules).problem, std::optional(HandProblem::Code::EmptyMeld));
    GameSetup setup;
    setup.rules = rules;
    setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno")};
    HandRecord hand;
    hand.results.resize(2);
    hand.results[1].melds = {entry};
    const QList<HandProblem> problems = HandValidator::validate(setup, hand, {});
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().code, HandProblem::Code::EmptyMeld);
    QCOMPARE(problems.first().seat, 1);
}

void TestMelds::faceValues_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QList<int>>("values");

    const QString all = QStringLiteral("JK 2S 2H AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS");
    QTest::newRow("pinaculo") << QStringLiteral("pinaculo") << all
                              << QList<int> {30, 20, 20, 15, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10};
    QTest::newRow("pinacle") << QStringLiteral("pinacle") << all
                             << QList<int> {30, 20, 20, 15, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10};
    QTest::newRow("pinnacola") << QStringLiteral(
        "pinnacola") << all << QList<int> {25, 20, 20, 15, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 10};
}

void TestMelds::faceValues()
{
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(QList<int>, values);
    const Rules r = rulesFor(rules);
    const CardList list = ::cards(cards);
    QCOMPARE(list.size(), values.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        QCOMPARE(MeldAnalyzer::faceValue(list[i], r), values[i]);
    // Wild cards per variant: every two and the joker, or in pinnacola the black twos.
    QVERIFY(MeldAnalyzer::isWild(Card::joker(), r));
    QVERIFY(MeldAnalyzer::isWild(Card {Rank::Two, Suit::Clubs}, r));
    QVERIFY(MeldAnalyzer::isWild(Card {Rank::Two, Suit::Spades}, r));
    QCOMPARE(MeldAnalyzer::isWild(Card {Rank::Two, Suit::Hearts}, r),
             r.variant != Variant::Pinnacola);
    QVERIFY(!MeldAnalyzer::isWild(Card {Rank::Ace, Suit::Clubs}, r));
}

void TestMelds::premiumIds()
{
    const QStringList ids = {
        QStringLiteral("pinaculo-one-turn"),
        QStringLiteral("pinaculo-dealt"),
        QStringLiteral("pinaculo"),
        QStringLiteral("clean-escalera"),
        QStringLiteral("escalera-one-wild"),
        QStringLiteral("escalera-two-wilds"),
        QStringLiteral("dirty-escalera"),
        QStringLiteral("eight-natural-aces"),
        QStringLiteral("eight-natural-courts"),
        QStringLiteral("seven-natural-aces"),
        QStringLiteral("seven-natural-courts"),
        QStringLiteral("six-natural-aces"),
        QStringLiteral("six-natural-courts"),
        QStringLiteral("aces-with-wild"),
        QStringLiteral("courts-with-wild"),
        QStringLiteral("eight-naturals"),
        QStringLiteral("pinnacolone"),
    };
    for (const QString &id : ids) {
        const auto premium = premiumFromId(id);
        QVERIFY2(premium.has_value(), qPrintable(id));
        QCOMPARE(premiumId(*premium), id);
        QVERIFY(!CoreText::premiumName(*premium).isEmpty());
    }
    QVERIFY(!premiumFromId(u"escalera").has_value());
    QVERIFY(premiumId(Premium::None).isEmpty());
}

QTEST_GUILESS_MAIN(TestMelds)
#include "tst_melds.moc"
