#include "cardnotation.h"
#include "coretext.h"
#include "meldanalysis.h"
#include "premium.h"
#include "ruleparameters.h"
#include "rules.h"

#include <QTest>

using namespace pinaculo;

// RULES.md §2–5 for one meld at a time: shapes, card values, every premium class with its
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

const QString eightAcesThreeWilds = u"AS AS AH AH AD AD AC AC JK JK 2C"_qs;
const QString sevenAcesFourWilds = u"AS AS AH AH AD AD AC JK JK 2C 2D"_qs;
const QString escalera = u"3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"_qs;

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
        << u"pinaculo"_qs << eightAcesThreeWilds << u"over_turns"_qs << u"pinaculo"_qs << 1500;
    QTest::newRow("pinaculo one turn") << u"pinaculo"_qs << eightAcesThreeWilds << u"one_turn"_qs
                                       << u"pinaculo-one-turn"_qs << 3000;
    QTest::newRow("pinaculo dealt")
        << u"pinaculo"_qs << eightAcesThreeWilds << u"from_deal"_qs << u"pinaculo-dealt"_qs << 3000;
    QTest::newRow("pinaculo four wilds")
        << u"pinaculo"_qs << sevenAcesFourWilds << u"over_turns"_qs << u"pinaculo"_qs << 1500;
    QTest::newRow("pinaculo four wilds one turn")
        << u"pinaculo"_qs << sevenAcesFourWilds << u"one_turn"_qs << u"pinaculo-one-turn"_qs
        << 3000;
    QTest::newRow("pinaculo of fives") << u"pinaculo"_qs << u"5S 5S 5H 5H 5D 5D 5C JK JK JK 2S"_qs
                                       << u"over_turns"_qs << u"pinaculo"_qs << 1500;
    QTest::newRow("pinacle over turns is no pinaculo")
        << u"pinacle"_qs << eightAcesThreeWilds << u"over_turns"_qs << QString() << 200;
    QTest::newRow("pinacle one turn") << u"pinacle"_qs << eightAcesThreeWilds << u"one_turn"_qs
                                      << u"pinaculo-one-turn"_qs << 1500;
    QTest::newRow("pinacle dealt")
        << u"pinacle"_qs << eightAcesThreeWilds << u"from_deal"_qs << u"pinaculo-dealt"_qs << 3000;
    // Pinacle's pináculo needs exactly eight naturals and three wilds: 7×15 + 30 + 30 + 20 + 20.
    QTest::newRow("pinacle four wilds one turn")
        << u"pinacle"_qs << sevenAcesFourWilds << u"one_turn"_qs << QString() << 205;
    QTest::newRow("pinacle four wilds dealt")
        << u"pinacle"_qs << sevenAcesFourWilds << u"from_deal"_qs << QString() << 205;
    // Ten cards are no pináculo: 8×15 + 30 + 20.
    QTest::newRow("ten aces one turn") << u"pinaculo"_qs << u"AS AS AH AH AD AD AC AC JK 2C"_qs
                                       << u"one_turn"_qs << QString() << 170;

    // Escaleras 3…A; `laid` never matters for runs.
    for (const QString &variant : {u"pinaculo"_qs, u"pinacle"_qs}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s clean escalera", v.constData())
            << variant << escalera << u"over_turns"_qs << u"clean-escalera"_qs << 1000;
        QTest::addRow("%s clean escalera one turn", v.constData())
            << variant << escalera << u"one_turn"_qs << u"clean-escalera"_qs << 1000;
        QTest::addRow("%s escalera joker", v.constData())
            << variant << u"3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH"_qs << u"over_turns"_qs
            << u"escalera-one-wild"_qs << 800;
        QTest::addRow("%s escalera own two", v.constData())
            << variant << u"3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2H"_qs << u"over_turns"_qs
            << u"escalera-one-wild"_qs << 800;
        QTest::addRow("%s escalera joker at the low end", v.constData())
            << variant << u"JK 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"_qs << u"over_turns"_qs
            << u"escalera-one-wild"_qs << 800;
        QTest::addRow("%s escalera two wilds", v.constData())
            << variant << u"3H 4H 5H 6H JK 8H 9H 2H JH QH KH AH"_qs << u"over_turns"_qs
            << u"escalera-two-wilds"_qs << 750;
        QTest::addRow("%s escalera two jokers", v.constData())
            << variant << u"3H JK 5H 6H 7H 8H 9H 10H JH QH KH JK"_qs << u"over_turns"_qs
            << u"escalera-two-wilds"_qs << 750;
        QTest::addRow("%s dirty off-suit two", v.constData())
            << variant << u"3H 4H 5H 6H 2C 8H 9H 10H JH QH KH AH"_qs << u"over_turns"_qs
            << u"dirty-escalera"_qs << 550;
        QTest::addRow("%s dirty joker and off-suit two", v.constData())
            << variant << u"3H 4H 5H 6H 2C 8H 9H JK JH QH KH AH"_qs << u"over_turns"_qs
            << u"dirty-escalera"_qs << 550;
        QTest::addRow("%s dirty three wilds", v.constData())
            << variant << u"3H 4H JK 6H 2H 8H 9H JK JH QH KH AH"_qs << u"over_turns"_qs
            << u"dirty-escalera"_qs << 550;
        // Eleven cards 4…A are no escalera: 3×5 + 5 + 6×10 + 15.
        QTest::addRow("%s eleven-card run", v.constData())
            << variant << u"4H 5H 6H 7H 8H 9H 10H JH QH KH AH"_qs << u"over_turns"_qs << QString()
            << 95;

        QTest::addRow("%s eight natural aces", v.constData())
            << variant << u"AS AS AH AH AD AD AC AC"_qs << u"over_turns"_qs
            << u"eight-natural-aces"_qs << 1000;
        QTest::addRow("%s eight natural kings", v.constData())
            << variant << u"KS KS KH KH KD KD KC KC"_qs << u"over_turns"_qs
            << u"eight-natural-courts"_qs << 750;
        QTest::addRow("%s eight natural jacks", v.constData())
            << variant << u"JS JS JH JH JD JD JC JC"_qs << u"over_turns"_qs
            << u"eight-natural-courts"_qs << 750;
        QTest::addRow("%s seven natural aces", v.constData())
            << variant << u"AS AS AH AH AD AD AC"_qs << u"over_turns"_qs << u"seven-natural-aces"_qs
            << 400;
        QTest::addRow("%s seven natural queens", v.constData())
            << variant << u"QS QS QH QH QD QD QC"_qs << u"over_turns"_qs
            << u"seven-natural-courts"_qs << 300;
        QTest::addRow("%s six natural aces", v.constData())
            << variant << u"AS AS AH AH AD AC"_qs << u"over_turns"_qs << u"six-natural-aces"_qs
            << 300;
        QTest::addRow("%s six natural jacks", v.constData())
            << variant << u"JS JS JH JH JD JC"_qs << u"over_turns"_qs << u"six-natural-courts"_qs
            << 200;
        QTest::addRow("%s aces with joker", v.constData())
            << variant << u"AS AS AH AH AD JK"_qs << u"over_turns"_qs << u"aces-with-wild"_qs
            << 180;
        QTest::addRow("%s aces with two", v.constData())
            << variant << u"AS 2D AH AH AD AC"_qs << u"over_turns"_qs << u"aces-with-wild"_qs
            << 180;
        QTest::addRow("%s kings with wild", v.constData())
            << variant << u"KS KS KH KH KD 2C"_qs << u"over_turns"_qs << u"courts-with-wild"_qs
            << 120;
        // Other sets of aces or courts with wilds score their cards.
        QTest::addRow("%s six aces and a wild", v.constData())
            << variant << u"AS AS AH AH AD AD JK"_qs << u"over_turns"_qs << QString() << 120;
        QTest::addRow("%s four aces and two wilds", v.constData())
            << variant << u"AS AS AH AH JK 2D"_qs << u"over_turns"_qs << QString() << 110;
        QTest::addRow("%s six kings and a wild", v.constData())
            << variant << u"KS KS KH KH KD KC JK"_qs << u"over_turns"_qs << QString() << 90;
        QTest::addRow("%s five aces", v.constData())
            << variant << u"AS AS AH AH AD"_qs << u"over_turns"_qs << QString() << 75;
        // Eight naturals of 3–10: their cards plus 50.
        QTest::addRow("%s eight fives", v.constData())
            << variant << u"5S 5S 5H 5H 5D 5D 5C 5C"_qs << u"over_turns"_qs << u"eight-naturals"_qs
            << 90;
        QTest::addRow("%s eight tens", v.constData())
            << variant << u"10S TS 10H 10H 10D 10D 10C 10C"_qs << u"over_turns"_qs
            << u"eight-naturals"_qs << 130;
        QTest::addRow("%s eight sevens", v.constData())
            << variant << u"7S 7S 7H 7H 7D 7D 7C 7C"_qs << u"over_turns"_qs << u"eight-naturals"_qs
            << 90;
        QTest::addRow("%s eight nines and a wild", v.constData())
            << variant << u"9S 9S 9H 9H 9D 9D 9C 9C JK"_qs << u"over_turns"_qs << QString() << 110;
        QTest::addRow("%s seven eights", v.constData())
            << variant << u"8S 8S 8H 8H 8D 8D 8C"_qs << u"over_turns"_qs << QString() << 70;
    }

    // Pinnacola: only pinnacolone; the escalera 3…A is a long run there (naturals ×2:
    // 4×5 + 10 + 6×10 + 15 = 105 → 210).
    QTest::newRow("pinnacolone") << u"pinnacola"_qs << u"AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"_qs
                                 << u"over_turns"_qs << u"pinnacolone"_qs << 1500;
    QTest::newRow("pinnacolone in any order")
        << u"pinnacola"_qs << u"KS AS QS 3S 4S 5S 6S 7S 8S 9S 10S JS AS"_qs << u"over_turns"_qs
        << u"pinnacolone"_qs << 1500;
    // A…A with a jolly is no pinnacolone: 2×(15+15) + 2×(4×5) + 25 + 2×(6×10) = 245.
    QTest::newRow("dirty A…A") << u"pinnacola"_qs << u"AH 3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH"_qs
                               << u"over_turns"_qs << QString() << 245;
    QTest::newRow("pinnacola 3…A")
        << u"pinnacola"_qs << escalera << u"over_turns"_qs << QString() << 210;
    // A pinnacola table that allows sets still has none of the set premiums: the cards score.
    const QString pinnacolaSets = u"pinnacola;sets_allowed=true"_qs;
    QTest::newRow("pinnacola eight aces")
        << pinnacolaSets << u"AS AS AH AH AD AD AC AC"_qs << u"over_turns"_qs << QString() << 120;
    QTest::newRow("pinnacola six kings")
        << pinnacolaSets << u"KS KS KH KH KD KC"_qs << u"over_turns"_qs << QString() << 60;
    QTest::newRow("pinnacola aces and a jolly")
        << pinnacolaSets << u"AS AS AH AC AD JK"_qs << u"over_turns"_qs << QString() << 100;
    QTest::newRow("pinnacola eight fives")
        << pinnacolaSets << u"5S 5S 5H 5H 5D 5D 5C 5C"_qs << u"over_turns"_qs << QString() << 40;
    QTest::newRow("pinnacola eleven in one turn")
        << pinnacolaSets << u"AS AS AH AH AD AD AC AC JK JK 2C"_qs << u"from_deal"_qs << QString()
        << 190;
    QTest::newRow("pinnacola 3…A jolly")
        << u"pinnacola"_qs << u"3H 4H 5H 6H JK 8H 9H 10H JH QH KH AH"_qs << u"over_turns"_qs
        << QString() << 215;
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
    QVERIFY2(a.valid, qPrintable(CoreText::meldProblem(a.problem)));
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

    for (const QString &variant : {u"pinaculo"_qs, u"pinacle"_qs}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s low run", v.constData())
            << variant << u"3H 4H 5H"_qs << u"run"_qs << 3 << 0 << false << 15;
        QTest::addRow("%s seven and courts", v.constData())
            << variant << u"7S 8S 9S 10S JS QS KS"_qs << u"run"_qs << 7 << 0 << false << 65;
        QTest::addRow("%s ace high", v.constData())
            << variant << u"QD KD AD"_qs << u"run"_qs << 3 << 0 << false << 35;
        QTest::addRow("%s joker in a run", v.constData())
            << variant << u"JK 9C 10C"_qs << u"run"_qs << 2 << 1 << false << 50;
        QTest::addRow("%s off-suit two in a run", v.constData())
            << variant << u"9C 2H JC"_qs << u"run"_qs << 2 << 1 << false << 40;
        QTest::addRow("%s set of kings", v.constData())
            << variant << u"KS KH KD"_qs << u"set"_qs << 3 << 0 << false << 30;
        QTest::addRow("%s set of aces and a two", v.constData())
            << variant << u"AS AD 2C"_qs << u"set"_qs << 2 << 1 << false << 50;
        QTest::addRow("%s set of sevens", v.constData())
            << variant << u"7S 7H 7D 7C JK"_qs << u"set"_qs << 4 << 1 << false << 50;
        QTest::addRow("%s set of threes and two wilds", v.constData())
            << variant << u"3S 3H JK 2S"_qs << u"set"_qs << 2 << 2 << false << 60;
        QTest::addRow("%s twos and a joker fill the gaps", v.constData())
            << variant << u"5D 2D 2S JK 9D"_qs << u"run"_qs << 2 << 3 << false << 85;
    }

    // Pinnacola: jolly 25, 7 is 10; runs of six or more double their naturals.
    QTest::newRow("pinnacola short run")
        << u"pinnacola"_qs << u"7H 8H 9H"_qs << u"run"_qs << 3 << 0 << false << 30;
    QTest::newRow("pinnacola ace low")
        << u"pinnacola"_qs << u"AC 3C 4C"_qs << u"run"_qs << 3 << 0 << false << 25;
    QTest::newRow("pinnacola ace high")
        << u"pinnacola"_qs << u"QC KC AC"_qs << u"run"_qs << 3 << 0 << false << 35;
    QTest::newRow("pinnacola ace low with a pinella")
        << u"pinnacola"_qs << u"AH 2C 4H"_qs << u"run"_qs << 2 << 1 << false << 40;
    QTest::newRow("pinnacola pinella of spades")
        << u"pinnacola"_qs << u"2S 3H 4H"_qs << u"run"_qs << 2 << 1 << false << 30;
    QTest::newRow("pinnacola jolly")
        << u"pinnacola"_qs << u"JK 9S 10S"_qs << u"run"_qs << 2 << 1 << false << 45;
    QTest::newRow("pinnacola five cards")
        << u"pinnacola"_qs << u"3D 4D 5D 6D 7D"_qs << u"run"_qs << 5 << 0 << false << 30;
    QTest::newRow("pinnacola long run")
        << u"pinnacola"_qs << u"3D 4D 5D 6D 7D 8D"_qs << u"run"_qs << 6 << 0 << true << 80;
    QTest::newRow("pinnacola long run ace low")
        << u"pinnacola"_qs << u"AD 3D 4D 5D 6D 7D"_qs << u"run"_qs << 6 << 0 << true << 90;
    QTest::newRow("pinnacola long run ace high")
        << u"pinnacola"_qs << u"8S 9S 10S JS QS KS AS"_qs << u"run"_qs << 7 << 0 << true << 150;
    // Wild cards keep their face value in a long run: 2×(5+5+5+10+10) + 25 = 95.
    QTest::newRow("pinnacola long run with a jolly")
        << u"pinnacola"_qs << u"3H 4H JK 6H 7H 8H"_qs << u"run"_qs << 5 << 1 << true << 95;
    QTest::newRow("pinnacola long run with a pinella")
        << u"pinnacola"_qs << u"3H 4H 2C 6H 7H 8H"_qs << u"run"_qs << 5 << 1 << true << 90;
    QTest::newRow("pinnacola six naturals required")
        << u"pinnacola;long_run_needs_six_naturals=true"_qs << u"3H 4H JK 6H 7H 8H"_qs << u"run"_qs
        << 5 << 1 << false << 60;
    QTest::newRow("pinnacola six naturals present")
        << u"pinnacola;long_run_needs_six_naturals=true"_qs << u"3H 4H 5H 6H 7H 8H JK"_qs
        << u"run"_qs << 6 << 1 << true << 105;
    QTest::newRow("pinnacola A…A with wilds")
        << u"pinnacola"_qs << u"AS JK 4S 5S 6S 7S 8S 9S 10S JS QS 2C AS"_qs << u"run"_qs << 11 << 2
        << true << 255;
    QTest::newRow("pinnacola sets allowed by the table")
        << u"pinnacola;sets_allowed=true"_qs << u"KS KH KD"_qs << u"set"_qs << 3 << 0 << false
        << 30;
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
    QVERIFY2(a.valid, qPrintable(CoreText::meldProblem(a.problem)));
    QCOMPARE(a.shape == MeldShape::Set ? u"set"_qs : u"run"_qs, shape);
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

    for (const QString &variant : {u"pinaculo"_qs, u"pinacle"_qs}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s joker from a run", v.constData())
            << variant << u"3H 4H 5H"_qs << u"JK"_qs << QString() << 15 << 30;
        QTest::addRow("%s two from a run", v.constData())
            << variant << u"3H 4H 5H"_qs << u"2C"_qs << QString() << 15 << 15;
        QTest::addRow("%s own two from a run", v.constData())
            << variant << u"8S 9S 10S"_qs << u"2S"_qs << QString() << 30 << 15;
        QTest::addRow("%s two from a set", v.constData())
            << variant << u"KS KH KD"_qs << u"2D"_qs << QString() << 30 << 30;
        QTest::addRow("%s joker from a set", v.constData())
            << variant << u"KS KH KD"_qs << u"JK"_qs << QString() << 30 << 30;
        QTest::addRow("%s joker and two from a run", v.constData())
            << variant << u"3H 4H 5H 6H"_qs << u"JK, 2S"_qs << QString() << 20 << 45;
        QTest::addRow("%s two twos from a set", v.constData())
            << variant << u"9S 9H 9D"_qs << u"2S 2H"_qs << QString() << 30 << 60;
        // Rescues add to a premium and never change its class.
        QTest::addRow("%s escalera and a rescued joker", v.constData())
            << variant << escalera << u"JK"_qs << u"clean-escalera"_qs << 1000 << 30;
        QTest::addRow("%s six aces and a rescued two", v.constData())
            << variant << u"AS AS AH AH AD AC"_qs << u"2H"_qs << u"six-natural-aces"_qs << 300
            << 30;
        QTest::addRow("%s eight naturals and a rescued joker", v.constData())
            << variant << u"6S 6S 6H 6H 6D 6D 6C 6C"_qs << u"JK"_qs << u"eight-naturals"_qs << 90
            << 30;
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
    QVERIFY2(a.valid, qPrintable(CoreText::meldProblem(a.problem)));
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
    for (const QString &variant : {u"pinaculo"_qs, u"pinacle"_qs, u"pinnacola"_qs}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s two cards", v.constData())
            << variant << u"3H 4H"_qs << none << int(Code::TooFewCards) << u"2"_qs;
        QTest::addRow("%s no cards", v.constData())
            << variant << QString() << none << int(Code::TooFewCards) << none;
        QTest::addRow("%s one natural", v.constData())
            << variant << u"3H JK 2C"_qs << none << int(Code::TooFewNaturals) << u"2"_qs;
        QTest::addRow("%s only wilds", v.constData())
            << variant << u"JK JK 2C 2S"_qs << none << int(Code::TooFewNaturals) << u"2"_qs;
        QTest::addRow("%s three copies", v.constData())
            << variant << u"KS KS KS"_qs << none << int(Code::TooManyCopies) << u"K♠"_qs;
        QTest::addRow("%s five jokers", v.constData())
            << variant << u"8S 9S JK JK JK JK JK"_qs << none << int(Code::TooManyCopies)
            << u"JK"_qs;
        QTest::addRow("%s mixed suits", v.constData())
            << variant << u"3H 4S 5H"_qs << none << int(Code::MixedSuits) << u"4♠"_qs;
        QTest::addRow("%s run repeats rank", v.constData())
            << variant << u"5H 5H 6H"_qs << none << int(Code::RunRepeatsRank) << u"5♥"_qs;
        QTest::addRow("%s gap too wide", v.constData())
            << variant << u"3H 7H JK"_qs << none << int(Code::RunGapTooWide) << u"7♥"_qs;
        QTest::addRow("%s no wrap round", v.constData())
            << variant << u"KD AD 3D"_qs << none << int(Code::RunGapTooWide) << u"3♦"_qs;
    }
    // Pináculo and pinacle.
    for (const QString &variant : {u"pinaculo"_qs, u"pinacle"_qs}) {
        const QByteArray v = variant.toLatin1();
        QTest::addRow("%s two aces in a run", v.constData())
            << variant << u"AH 3H 4H AH"_qs << none << int(Code::RunRepeatsRank) << u"A♥"_qs;
        QTest::addRow("%s run too long", v.constData())
            << variant << escalera + u" JK"_qs << none << int(Code::RunTooLong) << u"12"_qs;
        QTest::addRow("%s natural rescued", v.constData())
            << variant << u"3H 4H 5H"_qs << u"5S"_qs << int(Code::RescuedNotWild) << u"5♠"_qs;
        QTest::addRow("%s rescued beyond the deck", v.constData())
            << variant << u"3H 4H 5H JK"_qs << u"JK JK JK JK"_qs << int(Code::TooManyCopies)
            << u"JK"_qs;
        QTest::addRow("%s rescued copy of a card", v.constData())
            << variant << u"2S 4H 5H 2S"_qs << u"2S"_qs << int(Code::TooManyCopies) << u"2♠"_qs;
    }
    // Pinnacola: no sets, no red twos, no rescues.
    QTest::newRow("pinnacola set")
        << u"pinnacola"_qs << u"KS KH KD"_qs << none << int(Code::SetsNotAllowed) << none;
    QTest::newRow("pinnacola red two")
        << u"pinnacola"_qs << u"2H 5S 6S"_qs << none << int(Code::CardNotInDeck) << u"2♥"_qs;
    QTest::newRow("pinnacola red two of diamonds")
        << u"pinnacola"_qs << u"5D 6D 2D"_qs << none << int(Code::CardNotInDeck) << u"2♦"_qs;
    QTest::newRow("pinnacola rescued")
        << u"pinnacola"_qs << u"3H 4H 5H"_qs << u"JK"_qs << int(Code::RescueNotAllowed) << none;
    QTest::newRow("pinnacola A…A too long")
        << u"pinnacola"_qs << u"AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH JK"_qs << none
        << int(Code::RunTooLong) << u"13"_qs;
    QTest::newRow("pinnacola A…A short")
        << u"pinnacola"_qs << u"AH 3H 4H AH"_qs << none << int(Code::RunGapTooWide) << u"A♥"_qs;
    QTest::newRow("pinnacola three aces")
        << u"pinnacola"_qs << u"AH 3H AH 4H AH"_qs << none << int(Code::TooManyCopies) << u"A♥"_qs;
    // A table that keeps the red twos but only black twos wild: a red two fits nowhere.
    QTest::newRow("pinnacola red two kept, not wild")
        << u"pinnacola;red_twos_in_deck=true"_qs << u"2H 5S 6S"_qs << none << int(Code::TwoNotWild)
        << u"2♥"_qs;
    QTest::newRow("pinaculo three naturals required")
        << u"pinaculo;min_naturals=3"_qs << u"QS QH JK"_qs << none << int(Code::TooFewNaturals)
        << u"3"_qs;
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
    const QString reason = CoreText::meldProblem(a.problem);
    QVERIFY(!reason.trimmed().isEmpty());
    if (!named.isEmpty())
        QVERIFY2(reason.contains(named), qPrintable(reason));
    QVERIFY(CoreText::meldArithmetic(::cards(cards), a, r).isEmpty());
}

void TestMelds::faceValues_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QList<int>>("values");

    const QString all = u"JK 2S 2H AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"_qs;
    QTest::newRow("pinaculo") << u"pinaculo"_qs << all
                              << QList<int> {30, 20, 20, 15, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10};
    QTest::newRow("pinacle") << u"pinacle"_qs << all
                             << QList<int> {30, 20, 20, 15, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10};
    QTest::newRow("pinnacola") << u"pinnacola"_qs << all
                               << QList<int> {25, 20, 20, 15, 5,  5,  5, 5,
                                              10, 10, 10, 10, 10, 10, 10};
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
        u"pinaculo-one-turn"_qs,  u"pinaculo-dealt"_qs,       u"pinaculo"_qs,
        u"clean-escalera"_qs,     u"escalera-one-wild"_qs,    u"escalera-two-wilds"_qs,
        u"dirty-escalera"_qs,     u"eight-natural-aces"_qs,   u"eight-natural-courts"_qs,
        u"seven-natural-aces"_qs, u"seven-natural-courts"_qs, u"six-natural-aces"_qs,
        u"six-natural-courts"_qs, u"aces-with-wild"_qs,       u"courts-with-wild"_qs,
        u"eight-naturals"_qs,     u"pinnacolone"_qs,
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
